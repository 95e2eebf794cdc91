import { shadow } from '../../element/color-scheme';
/**
 * @cssprop --eb-modal-backdrop - the backdrop behind a dialog (default: rgba(30, 10, 60, 0.6); dark: rgba(0, 0, 0, 0.7))
 * @cssprop --eb-modal-z-index - stacking of dialogs over the page (default: 2147483000)
 */
export const modalStyles = /* css */ `
.eb-modal {
  position: fixed; inset: 0; z-index: var(--eb-modal-z-index, 1000);
  display: flex; align-items: center; justify-content: center;
  padding: 32px 16px;
  background: var(--eb-modal-backdrop, var(--_eb-backdrop));
}
.eb-modal__dialog {
  position: relative; display: flex; flex-direction: column;
  width: 100%; max-width: 480px; max-height: 100%;
  border-radius: 8px; background: var(--eb-color-surface); color: var(--eb-color-text, var(--_eb-text));
  box-shadow: 0 16px 48px ${shadow(0.3)};
}
.eb-modal__dialog:focus { outline: none; }
.eb-modal__header {
  display: flex; align-items: flex-start; gap: 16px;
  padding: 12px 12px 0 24px; border-bottom: 1px solid transparent;
}
.eb-modal__header--divided { border-bottom-color: var(--eb-color-border); }
.eb-modal__heading { flex: 1; min-width: 0; padding-top: 8px; }
.eb-modal__title { margin: 0; font-size: 20px; font-weight: 700; line-height: 1.3; overflow-wrap: anywhere; }
.eb-modal__message { margin: 4px 0 0; color: var(--eb-color-muted); }
.eb-modal__close {
  flex: none; display: inline-flex; align-items: center; justify-content: center;
  width: 40px; height: 40px; margin-left: auto; padding: 0;
  border: 0; border-radius: 50%; background: transparent; color: inherit; cursor: pointer;
}
.eb-modal__close:hover { background: var(--_eb-surface-strong); }
.eb-modal__body { flex: 1 1 auto; min-height: 0; overflow: auto; overscroll-behavior: contain; padding: 16px 24px 24px; }
.eb-modal__footer {
  display: flex; flex-wrap: wrap; justify-content: flex-end; gap: 12px;
  padding: 16px 24px; border-top: 1px solid transparent;
}
.eb-modal__footer--divided { border-top-color: var(--eb-color-border); }

/* Aperture: a medium box where images and video run edge to edge. */
.eb-modal--aperture .eb-modal__dialog { max-width: 792px; overflow: hidden; }
.eb-modal--aperture .eb-modal__body > :is(img, picture, video, iframe) {
  display: block; width: calc(100% + 48px); max-width: none; height: auto; margin: 0 -24px 16px;
}

/* Takeover: the whole viewport. */
.eb-modal--takeover { padding: 0; }
.eb-modal--takeover .eb-modal__dialog {
  max-width: none; height: 100%; max-height: none; border-radius: 0; box-shadow: none;
}

/* Complex: a large box whose header, body and footer are always separate sections. */
.eb-modal--complex .eb-modal__dialog { max-width: 960px; height: min(720px, 100%); }
.eb-modal--complex .eb-modal__header { padding-bottom: 12px; border-bottom-color: var(--eb-color-border); }
.eb-modal--complex .eb-modal__footer { border-top-color: var(--eb-color-border); }

/* Small windows (spec 000 §9: below 660 px): large boxes take the whole screen. */
@media (max-width: 659px) {
  .eb-modal { padding: 16px 8px; }
  .eb-modal--takeover, .eb-modal--complex { padding: 0; }
  .eb-modal--complex .eb-modal__dialog { max-width: none; height: 100%; border-radius: 0; box-shadow: none; }
}
`;
