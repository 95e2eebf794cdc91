/**
 * The border lives on the control in the basic style and on the whole field (label inside)
 * in the static and dynamic styles; border types only set the custom properties it reads.
 *
 * @cssprop --eb-text-input-error-color - a field's error message and border (default: #c5162e; dark: #ff8a94)
 */
export const textInputStyles = /* css */ `
.eb-text-input {
  --eb-text-input-border-color: var(--eb-color-border);
  --eb-text-input-border-width: 1px;
  --eb-text-input-radius: 4px;
  display: flex; flex-direction: column; gap: 4px;
}
.eb-text-input__field { position: relative; display: flex; flex-direction: column; gap: 4px; }
.eb-text-input__label { font-weight: 600; }
.eb-text-input__asterisk { color: var(--eb-text-input-error-color, var(--_eb-danger)); margin-inline-start: 2px; }
.eb-text-input__control {
  width: 100%; min-height: 40px; margin: 0; padding: 8px 12px;
  border: 0; border-radius: var(--eb-text-input-radius); background: transparent;
  color: inherit; font: inherit;
}
.eb-text-input--multiline .eb-text-input__control { resize: vertical; }

.eb-text-input--basic .eb-text-input__control,
.eb-text-input--static .eb-text-input__field,
.eb-text-input--dynamic .eb-text-input__field {
  border-style: solid; border-width: var(--eb-text-input-border-width); border-color: var(--eb-text-input-border-color);
  border-radius: var(--eb-text-input-radius);
  background: var(--eb-color-surface);
}
.eb-text-input--basic .eb-text-input__control:focus,
.eb-text-input--static .eb-text-input__field:focus-within,
.eb-text-input--dynamic .eb-text-input__field:focus-within { --eb-text-input-border-color: var(--eb-color-link); }
.eb-text-input--invalid { --eb-text-input-border-color: var(--eb-text-input-error-color, var(--_eb-danger)); }

/* Static and dynamic: the label sits inside the box, the ring goes round the whole box. */
.eb-text-input--static .eb-text-input__field,
.eb-text-input--dynamic .eb-text-input__field { gap: 0; padding-top: 22px; }
.eb-text-input--static .eb-text-input__label,
.eb-text-input--dynamic .eb-text-input__label {
  position: absolute; top: 6px; left: 12px; right: 12px;
  font-size: 12px; line-height: 16px; pointer-events: none;
  transition: top 150ms ease, font-size 150ms ease;
}
.eb-text-input--static .eb-text-input__control,
.eb-text-input--dynamic .eb-text-input__control { min-height: 32px; padding-top: 0; }
.eb-text-input--static .eb-text-input__control:focus-visible,
.eb-text-input--dynamic .eb-text-input__control:focus-visible { outline: none; box-shadow: none; }
.eb-text-input--static .eb-text-input__field:has(:focus-visible),
.eb-text-input--dynamic .eb-text-input__field:has(:focus-visible) {
  outline: var(--eb-focus-ring); outline-offset: 2px; box-shadow: 0 0 0 2px var(--eb-focus-ring-halo);
}
/* Dynamic: empty and unfocused, the label stands where the text will be, like a placeholder. */
.eb-text-input--dynamic:not(.eb-text-input--filled) .eb-text-input__field:not(:focus-within) .eb-text-input__label {
  top: 18px; font-size: inherit; line-height: 1.5; font-weight: 400;
}
.eb-text-input--dynamic .eb-text-input__field:not(:focus-within) .eb-text-input__control::placeholder { color: transparent; }

.eb-text-input--border-simple { --eb-text-input-border-width: 0 0 1px; --eb-text-input-radius: 0; }
.eb-text-input--border-none { --eb-text-input-border-width: 0; }
.eb-text-input--border-hidden:not(.eb-text-input--invalid) { --eb-text-input-border-color: transparent; }
.eb-text-input--border-hidden:not(.eb-text-input--invalid):hover,
.eb-text-input--border-hidden:not(.eb-text-input--invalid):focus-within { --eb-text-input-border-color: var(--eb-color-border); }
.eb-text-input--border-content { align-items: flex-start; }
.eb-text-input--border-content .eb-text-input__control { field-sizing: content; width: auto; min-width: 8ch; }

.eb-text-input--disabled .eb-text-input__label { color: var(--eb-color-muted); }
.eb-text-input--disabled .eb-text-input__control,
.eb-text-input--disabled.eb-text-input--static .eb-text-input__field,
.eb-text-input--disabled.eb-text-input--dynamic .eb-text-input__field {
  background: var(--_eb-surface-subtle); color: var(--eb-color-muted); cursor: not-allowed;
}

.eb-text-input__footer { display: flex; gap: 12px; font-size: 12px; }
.eb-text-input__messages { flex: 1; }
.eb-text-input__messages p { margin: 0; }
.eb-text-input__helper, .eb-text-input__counter { color: var(--eb-color-muted); }
.eb-text-input__error, .eb-text-input__length-message { color: var(--eb-text-input-error-color, var(--_eb-danger)); }
.eb-text-input__counter { margin: 0; margin-inline-start: auto; white-space: nowrap; }
.eb-text-input__counter--over { color: var(--eb-text-input-error-color, var(--_eb-danger)); font-weight: 600; }
`;
