/**
 * Spec 001 §2/§9: one column below 660 px, then 2 or 3. A loading grid's cells are as tall as a
 * card with a one-line name and a two-line description (104 px), the usual card; the spinner
 * sits over them.
 */
export const appGridStyles = /* css */ `
.eb-app-grid { display: grid; gap: 16px; margin: 0; padding: 0; list-style: none; grid-template-columns: minmax(0, 1fr); }
.eb-app-grid__placeholder { min-height: 104px; border-radius: 8px; background: var(--_eb-surface-strong); }
.eb-app-grid-loading { position: relative; }
.eb-app-grid-loading > .eb-spinner { position: absolute; top: 32px; left: 50%; transform: translateX(-50%); }
@media (min-width: 660px) {
  .eb-app-grid--columns-2 { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  .eb-app-grid--columns-3 { grid-template-columns: repeat(3, minmax(0, 1fr)); }
}
`;
