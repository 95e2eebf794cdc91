export const headerSearchStyles = /* css */ `
.eb-header-search { min-width: 0; }
/* A server-rendered header carries both triggers; the window's width shows one (spec 000 §9: 660 px). */
.eb-header-search__narrow-only, .eb-header-search__wide-only { display: contents; }
@media (max-width: 659.98px) { .eb-header-search__wide-only { display: none; } }
@media (min-width: 660px) { .eb-header-search__narrow-only { display: none; } }
.eb-header-search__bar {
  display: flex; align-items: center; gap: 8px; width: 100%; min-height: 40px; padding: 0 16px;
  border: 1px solid var(--eb-color-border); border-radius: 24px;
  background: var(--eb-color-surface); color: var(--eb-color-muted);
  font: inherit; text-align: left; cursor: pointer;
}
.eb-header-search__bar:hover { border-color: var(--eb-color-muted); }
.eb-header-search__bar .eb-icon { flex: none; width: 20px; height: 20px; }
.eb-header-search__placeholder,
.eb-header-search__query { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.eb-header-search__query { color: var(--eb-color-text, var(--_eb-text)); }

/* The takeover: the field on top, the suggestions as a full-width list below it. */
.eb-header-search__form {
  display: flex; align-items: flex-start; gap: 8px; width: 100%; max-width: 720px; margin: 0 auto;
}
.eb-header-search__field { flex: 1; min-width: 0; }
.eb-header-search__form .eb-autocomplete__input { min-height: 48px; font-size: 1.125em; }
.eb-header-search__form .eb-autocomplete__listbox {
  position: static; max-height: none; margin-top: 8px; border: 0; box-shadow: none;
}
`;
