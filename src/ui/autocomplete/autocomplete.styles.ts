import { shadow } from '../../element/color-scheme';
export const autocompleteStyles = /* css */ `
.eb-autocomplete { position: relative; }
.eb-autocomplete__label { display: block; margin-bottom: 4px; font-weight: 600; }
.eb-autocomplete__input {
  width: 100%; min-height: 40px; padding: 0 12px;
  border: 1px solid var(--eb-color-border); border-radius: 4px;
  background: var(--eb-color-surface); color: inherit; font: inherit;
}
.eb-autocomplete__listbox {
  position: absolute; z-index: 10; top: 100%; left: 0; right: 0;
  max-height: 320px; overflow-y: auto; margin: 4px 0 0; padding: 4px 0; list-style: none;
  border: 1px solid var(--eb-color-border); border-radius: 4px;
  background: var(--eb-color-surface); box-shadow: 0 4px 12px ${shadow(0.15)};
}
.eb-autocomplete__listbox[hidden] { display: none; }
.eb-autocomplete__option { display: flex; flex-direction: column; padding: 8px 12px; cursor: pointer; }
.eb-autocomplete__option:hover { background: var(--_eb-surface-subtle); }
.eb-autocomplete__option--active { background: var(--_eb-surface-strong); outline: 2px solid var(--eb-color-link); outline-offset: -2px; }
.eb-autocomplete__match { background: none; color: inherit; font-weight: 700; }
.eb-autocomplete__option-description { color: var(--eb-color-muted); font-size: 0.875em; }
`;
