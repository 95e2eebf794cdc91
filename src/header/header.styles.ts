// Breakpoints of spec 000 §9: small below 660 px (the narrow layout, chosen in the component from
// $windowSize, or by the media queries below for a server-rendered header), medium from 660,
// large from 1272; spacing also steps at 960 and 1608.
export const headerStyles = /* css */ `
.eb-header {
  position: relative;
  display: flex; align-items: center; gap: 8px;
  min-height: 64px; padding: 8px 12px;
  background: var(--eb-header-background, var(--eb-color-surface));
  color: var(--eb-header-color, var(--eb-color-text, var(--_eb-text)));
  border-bottom: 1px solid var(--eb-color-border);
}
.eb-header--organizer {
  background: var(--eb-header-organizer-background, #1e0a3c);
  color: var(--eb-header-organizer-color, #ffffff);
  border-bottom-color: transparent;
}
/* Controls on the dark bar only: the menus open on the light surface and keep the default ring. */
.eb-header--organizer :focus-visible:not(.eb-dropdown__item) {
  outline-color: var(--eb-header-organizer-color, #ffffff);
  --eb-focus-ring-halo: var(--eb-header-organizer-background, #1e0a3c);
}

.eb-header__skip-link {
  position: absolute; top: 8px; left: 8px; z-index: 20;
  padding: 8px 16px; border-radius: 4px;
  background: var(--eb-color-surface); color: var(--eb-color-link);
}
.eb-header__skip-link:not(:focus) {
  width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap;
}

.eb-header__logo {
  display: inline-flex; align-items: center; flex: none; min-height: 40px;
  color: var(--eb-header-logo-color, var(--_eb-brand));
}
.eb-header__logo-mark { display: block; width: 99px; height: 20px; }

.eb-header__search { flex: 1 1 160px; min-width: 0; display: flex; }
.eb-header--narrow .eb-header__search { flex: 0 0 auto; margin-left: auto; }

.eb-header__nav { flex: none; }
.eb-header__nav-list {
  display: flex; align-items: center; gap: 4px; margin: 0; padding: 0; list-style: none;
}
.eb-header__link {
  display: inline-flex; align-items: center; gap: 4px; min-height: 40px; padding: 0 8px;
  border-radius: 4px; color: inherit; font-weight: 600; text-decoration: none; white-space: nowrap;
}
.eb-header__link:hover { text-decoration: underline; }
.eb-header__cta { color: var(--eb-header-cta-color, var(--eb-color-brand-text)); }
.eb-header--organizer .eb-header__cta { color: inherit; }
.eb-header__cta-plus { font-size: 1.25em; line-height: 1; }
.eb-header__sign-up {
  border: 1px solid currentColor; margin-left: 4px;
}

/* Menus open on the page's light surface in both variants. */
.eb-header .eb-dropdown__trigger { font-weight: 600; }
.eb-header .eb-dropdown__menu { color: var(--eb-color-text, var(--_eb-text)); }
.eb-header .eb-dropdown__item { display: flex; align-items: center; gap: 8px; }
.eb-header .eb-dropdown__item[aria-disabled="true"] { cursor: default; font-weight: 600; }
.eb-header__entry-text { flex: 1 1 auto; }

.eb-header__user-menu .eb-dropdown__trigger { padding: 0 4px; }
.eb-header__user-label {
  display: inline-block; max-width: 150px; overflow: hidden; text-overflow: ellipsis;
  white-space: nowrap; vertical-align: middle;
}

.eb-header-drawer { display: flex; justify-content: flex-end; padding: 4px 8px; }
.eb-header-drawer__description { margin: 0 0 16px; color: var(--eb-color-muted); }
.eb-header-drawer__list { margin: 0 0 16px; padding: 0; list-style: none; }
.eb-header-drawer__list a, .eb-header-drawer__button {
  display: flex; align-items: center; gap: 8px; width: 100%; min-height: 40px; padding: 0 8px;
  border: 0; background: none; color: inherit; font: inherit; text-align: start; text-decoration: none; cursor: pointer;
}
.eb-header-drawer__list a:hover, .eb-header-drawer__button:hover { text-decoration: underline; }

/* A server-rendered header (eb-widgets/ssr) cannot know the window's width: it carries the narrow
   and the wide layout, and these rules show one, before any script runs and after. */
@media (max-width: 659.98px) {
  .eb-header.eb-header--by-css .eb-header__wide-only { display: none; }
  .eb-header--by-css .eb-header__search { flex: 0 0 auto; margin-left: auto; }
}
@media (min-width: 660px) {
  .eb-header.eb-header--by-css .eb-header__narrow-only { display: none; }
}
@media (max-width: 959.98px) {
  .eb-header__user-label--by-css {
    position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
  }
}

@media (min-width: 660px) {
  /* Medium widths may not fit every link beside the search: the nav then takes a second row. */
  .eb-header { flex-wrap: wrap; gap: 8px 12px; padding: 8px 16px; }
  .eb-header__nav { margin-left: auto; }
  .eb-header__search { max-width: 360px; }
}
@media (min-width: 960px) {
  .eb-header { gap: 8px 16px; padding: 8px 24px; }
  .eb-header__search { max-width: 480px; }
  .eb-header__nav-list { gap: 8px; }
}
@media (min-width: 1272px) {
  .eb-header__search { max-width: 560px; }
}
@media (min-width: 1608px) {
  .eb-header { padding: 8px max(24px, calc((100% - 1560px) / 2)); }
}
`;
