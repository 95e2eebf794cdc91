import { shadow } from '../../element/color-scheme';
// Spec 000 §4: margin 16 px; closing fades out over the 1000 ms before removal.
// Every type's text keeps at least 4.5:1 contrast with its background.
export const notificationStyles = /* css */ `
.eb-notification-slot { display: flow-root; }
.eb-notification {
  display: flex; align-items: center; gap: 12px;
  margin: 16px; padding: 12px 16px; border-radius: 4px;
  background: var(--eb-notification-background); color: var(--eb-notification-color);
  box-shadow: 0 2px 8px ${shadow(0.16)};
  opacity: 1; transition: opacity 1000ms ease-out;
}
.eb-notification :focus-visible { outline-color: var(--eb-notification-color); --eb-focus-ring-halo: var(--eb-notification-background); }
.eb-notification--neutral { --eb-notification-background: var(--eb-color-surface); --eb-notification-color: var(--eb-color-text, var(--_eb-text)); border: 1px solid var(--eb-color-border); }
.eb-notification--error { --eb-notification-background: #c5162e; --eb-notification-color: #ffffff; }
.eb-notification--orbital { --eb-notification-background: #4b1fa3; --eb-notification-color: #ffffff; }
.eb-notification--success { --eb-notification-background: #0b7a3e; --eb-notification-color: #ffffff; }
.eb-notification--progress { --eb-notification-background: #3659e3; --eb-notification-color: #ffffff; }
.eb-notification--warning { --eb-notification-background: #ffc94d; --eb-notification-color: #1e0a3c; }
.eb-notification--closing { opacity: 0; }
.eb-notification--fixed { position: fixed; top: 0; left: 0; right: 0; z-index: 1000; }
.eb-notification__message { flex: 1; margin: 0; overflow-wrap: anywhere; }
.eb-notification__action { flex: none; }
@media (prefers-reduced-motion: reduce) {
  .eb-notification { transition: none; }
}
`;
