import { shadow } from '../../element/color-scheme';
export const overlayStyles = /* css */ `
.eb-overlay {
  position: fixed; left: 50%; bottom: 16px; z-index: 1100; transform: translateX(-50%);
  width: min(calc(100% - 32px), 480px); max-height: calc(100% - 32px); overflow-y: auto;
  padding: 16px; border: 1px solid var(--eb-color-border); border-top: 4px solid var(--eb-overlay-accent); border-radius: 4px;
  background: var(--eb-color-surface); box-shadow: 0 4px 16px ${shadow(0.2)};
}
.eb-overlay--info { --eb-overlay-accent: var(--eb-color-link); }
.eb-overlay--success { --eb-overlay-accent: var(--_eb-success); }
.eb-overlay--warning { --eb-overlay-accent: var(--_eb-warning); }
.eb-overlay--error { --eb-overlay-accent: var(--_eb-danger); }
.eb-overlay__header { display: flex; align-items: center; gap: 8px; color: var(--eb-overlay-accent); }
.eb-overlay__title { flex: 1; margin: 0; font-size: 1.25em; color: var(--eb-color-text, var(--_eb-text)); }
.eb-overlay__body { margin-top: 8px; }
.eb-overlay__actions { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: 12px; margin-top: 16px; }
`;
