export const reviewFormStyles = /* css */ `
:host { display: block; }
/* Positioned, so what is placed absolutely inside (the screen-reader-only texts) is placed against the form, not the page. */
.eb-review-form { position: relative; color: var(--eb-color-text, var(--_eb-text)); }
.eb-review-form__heading { margin: 0 0 8px; font-size: 18px; line-height: 24px; font-weight: 600; }
.eb-review-form__rating { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 16px; }
.eb-review-form__unavailable { margin: 0; padding: 12px 16px; border: 1px solid var(--eb-color-border); border-radius: 4px; }
.eb-review-form__message { margin: 0; }
.eb-review-dialog { display: flex; flex-direction: column; gap: 16px; }
.eb-review-dialog__restored {
  display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 8px;
  padding: 8px 12px; border-radius: 4px; background: var(--_eb-info-surface); color: var(--eb-color-text, var(--_eb-text));
}
.eb-review-dialog__restored p { margin: 0; }
.eb-review-dialog__stars { display: flex; flex-direction: column; gap: 4px; }
.eb-review-dialog__error { margin: 0; font-size: 12px; color: var(--eb-text-input-error-color, var(--_eb-danger)); }
.eb-review-dialog__actions { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: 8px; }
`;
