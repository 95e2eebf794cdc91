import { shadow } from '../../element/color-scheme';
/**
 * @cssprop --eb-dropdown-shift - moves a menu sideways from its button, for hosts with fixed side bars (default: 0px)
 */
export const dropdownStyles = /* css */ `
.eb-dropdown { position: relative; display: inline-block; }
.eb-dropdown--full { display: block; }
.eb-dropdown__trigger {
  display: inline-flex; align-items: center; gap: 8px; min-height: 40px; padding: 0 8px;
  border: 0; border-radius: 4px; background: transparent; color: inherit; font: inherit; cursor: pointer;
}
.eb-dropdown__trigger:disabled { color: var(--eb-color-muted); cursor: not-allowed; }
.eb-dropdown__chevron {
  width: 0; height: 0; border: 5px solid transparent; border-bottom: 0; border-top-color: currentColor;
  transition: transform 150ms;
}
.eb-dropdown--open .eb-dropdown__chevron { transform: rotate(180deg); }
.eb-dropdown__menu {
  position: absolute; top: calc(100% + 4px); z-index: 10; min-width: 200px; margin: 0; padding: 8px 0;
  list-style: none; background: var(--eb-color-surface); border: 1px solid var(--eb-color-border);
  border-radius: 4px; box-shadow: 0 4px 16px ${shadow(0.15)};
}
.eb-dropdown__menu[hidden] { display: none; }
.eb-dropdown--left .eb-dropdown__menu { left: 0; }
.eb-dropdown--right .eb-dropdown__menu { right: 0; }
.eb-dropdown--full .eb-dropdown__menu { left: 0; right: 0; min-width: 0; }
/* Centred on the trigger; the component sets --eb-dropdown-shift to keep it off the left edge. */
.eb-dropdown--center-left .eb-dropdown__menu {
  left: 50%; transform: translateX(calc(-50% + var(--eb-dropdown-shift, 0px)));
}
.eb-dropdown__item {
  display: block; width: 100%; padding: 8px 16px; border: 0; background: none; color: inherit;
  font: inherit; text-align: start; text-decoration: none; white-space: nowrap; cursor: pointer;
}
.eb-dropdown__item:hover, .eb-dropdown__item:focus { background: var(--_eb-surface-subtle); }
/* The ring goes inside the item, so it stays within the menu's edges. */
.eb-dropdown__item:focus-visible { outline-offset: -4px; box-shadow: inset 0 0 0 2px var(--eb-focus-ring-halo); }
.eb-dropdown__item[aria-disabled="true"] { color: var(--eb-color-muted); cursor: not-allowed; }
`;
