/**
 * @cssprop --eb-save-button-background - the save (heart) button (default: var(--eb-color-surface))
 * @cssprop --eb-save-button-saved-color - the heart of a saved event (default: var(--eb-color-brand-text))
 */
export const saveButtonStyles = /* css */ `
.eb-save-button {
  display: inline-flex; align-items: center; justify-content: center;
  width: 40px; height: 40px; padding: 0; border: 1px solid var(--eb-color-border); border-radius: 50%;
  background: var(--eb-save-button-background, var(--eb-color-surface)); color: var(--eb-color-text, var(--_eb-text));
  cursor: pointer;
}
.eb-save-button:hover { border-color: currentColor; }
.eb-save-button__icon { width: 20px; height: 20px; }
.eb-save-button--saved { color: var(--eb-save-button-saved-color, var(--eb-color-brand-text)); }
.eb-save-button--saved .eb-save-button__icon { fill: currentColor; }
`;
