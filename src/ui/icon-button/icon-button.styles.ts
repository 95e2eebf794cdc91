export const iconButtonStyles = /* css */ `
.eb-icon-button {
  display: inline-flex; align-items: center; justify-content: center; flex: none;
  width: 40px; height: 40px; padding: 0; border: 1px solid transparent; border-radius: 50%;
  background: transparent; color: var(--eb-color-text, var(--_eb-text)); font: inherit; cursor: pointer;
}
.eb-icon-button > svg { display: block; width: 24px; height: 24px; }
.eb-icon-button--none { width: auto; height: auto; border: 0; border-radius: 0; color: inherit; }
.eb-icon-button--dark { background: #1e0a3c; color: #ffffff; }
.eb-icon-button--link { color: var(--eb-color-link); }
.eb-icon-button--inverse { color: #ffffff; }
.eb-icon-button--brand { background: var(--_eb-brand); color: var(--eb-color-on-brand); }
.eb-icon-button--outline { border-color: #6f7287; }
.eb-icon-button--control { border-color: #6f7287; border-radius: 4px; background: var(--eb-color-surface); }
.eb-icon-button:not([aria-disabled="true"]):hover { background-color: var(--eb-icon-button-hover, var(--_eb-surface-strong)); }
.eb-icon-button--none { --eb-icon-button-hover: transparent; }
.eb-icon-button--dark { --eb-icon-button-hover: #39364f; }
.eb-icon-button--link { --eb-icon-button-hover: var(--_eb-link-surface); }
.eb-icon-button--inverse { --eb-icon-button-hover: rgba(255, 255, 255, 0.16); }
.eb-icon-button--brand { --eb-icon-button-hover: #a9330a; }
.eb-icon-button--control { --eb-icon-button-hover: var(--_eb-surface-subtle); }
/* Stays focusable while disabled (aria-disabled), so it is found and explained, only dimmed. */
.eb-icon-button[aria-disabled="true"] { opacity: 0.5; cursor: not-allowed; }
`;
