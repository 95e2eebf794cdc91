export const navigationListStyles = /* css */ `
.eb-navigation-list__list, .eb-navigation-list__group { margin: 0; padding: 0; list-style: none; }
.eb-navigation-list__group[hidden] { display: none; }
.eb-navigation-list__link, .eb-navigation-list__toggle {
  display: flex; align-items: center; justify-content: space-between; gap: 8px; width: 100%;
  min-height: 40px; padding: 8px 16px; border: 0; background: none; color: inherit;
  font: inherit; text-align: start; text-decoration: none; cursor: pointer;
}
.eb-navigation-list__link:hover, .eb-navigation-list__toggle:hover { background: var(--_eb-surface-subtle); }
.eb-navigation-list__link--nested { padding-inline-start: 32px; }
.eb-navigation-list__link[aria-current="page"] {
  font-weight: 700; box-shadow: inset 4px 0 0 var(--eb-color-brand-text);
}
.eb-navigation-list__toggle--active { font-weight: 700; }
.eb-navigation-list__link--unavailable { color: var(--eb-color-muted); cursor: default; }
.eb-navigation-list__chevron {
  flex: none; width: 0; height: 0; border: 5px solid transparent; border-bottom: 0;
  border-top-color: currentColor; transition: transform 150ms;
}
.eb-navigation-list__toggle[aria-expanded="true"] .eb-navigation-list__chevron { transform: rotate(180deg); }
.eb-navigation-list__divider { margin: 8px 0; border: 0; border-top: 1px solid var(--eb-color-border); }
.eb-navigation-list__section-header {
  padding: 16px 16px 4px; color: var(--eb-color-muted); font-size: 12px; font-weight: 700;
  letter-spacing: 0.05em; text-transform: uppercase;
}
`;
