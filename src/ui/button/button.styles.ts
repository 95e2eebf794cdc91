// Builds on .eb-button and .eb-button--primary from the element's base styles.
/**
 * @cssprop --eb-button-success-color - a button once its action succeeded (default: #0b7a3e)
 * @cssprop --eb-button-failure-color - a button once its action failed (default: #c5162e)
 */
export const buttonStyles = /* css */ `
.eb-button { position: relative; gap: 8px; }
.eb-button__state-icon { display: block; width: 18px; height: 18px; flex: none; }
.eb-button--successful { background: var(--eb-button-success-color, #0b7a3e); border-color: var(--eb-button-success-color, #0b7a3e); color: #ffffff; }
.eb-button--failed { background: var(--eb-button-failure-color, #c5162e); border-color: var(--eb-button-failure-color, #c5162e); color: #ffffff; }
/* The label keeps its place (and the button its width and name) while the spinner shows. */
.eb-button--loading .eb-button__label { opacity: 0; }
.eb-button__spinner { position: absolute; inset: 0; display: flex; align-items: center; justify-content: center; }
.eb-button[aria-disabled="true"] { cursor: not-allowed; }
.eb-button--loading[aria-disabled="true"] { cursor: progress; }
.eb-button--disabled { opacity: 0.5; }
a.eb-button:not([href]) { cursor: default; }
`;
