export const collectionsMenuStyles = /* css */ `
.eb-collections-menu__label { display: inline-flex; align-items: center; gap: 6px; }
.eb-collections-menu__icon { width: 18px; height: 18px; flex: none; }
.eb-collections-menu__item { display: inline-flex; align-items: center; gap: 8px; }
.eb-collections-menu__check { width: 16px; height: 16px; flex: none; color: var(--eb-color-brand-text); }
.eb-collections-menu__check--off { visibility: hidden; }
`;
