/** `<eb-app-marketplace>`: the hero, the grids of app cards, the sections. */
export const appMarketplaceStyles = /* css */ `
/* The containing block of its visually hidden labels: they sit inside it, wherever the page puts it.
   A window high at least, as its reserved space (reserved-space.ts): a page loading its lists or
   its app never gets shorter than the window, which would drop a desktop scrollbar and move the page. */
.eb-marketplace { display: block; position: relative; min-height: 100vh; }
/* The product page while its code or its app loads: here, as its own CSS comes with its code. */
.eb-product--loading { position: relative; display: flex; flex-direction: column; align-items: center; padding: 64px 16px; }
.eb-marketplace-hero { padding: 32px 16px; text-align: center; background: var(--_eb-surface-subtle); }
.eb-marketplace-hero__headline { margin: 0 0 8px; font-size: 2em; line-height: 1.2; }
.eb-marketplace-hero__secondary { margin: 0 0 16px; color: var(--eb-color-muted); }
.eb-marketplace-search { display: flex; gap: 8px; max-width: 560px; margin: 16px auto 0; }
.eb-marketplace-search__input {
  flex: 1; min-width: 0; min-height: 40px; padding: 0 12px; border: 1px solid #8c8798; border-radius: 4px;
  font: inherit; color: inherit; background: var(--eb-color-surface);
}
.eb-discovery { padding: 24px 16px; }
.eb-discovery__header { display: flex; align-items: baseline; justify-content: space-between; gap: 16px; margin-bottom: 12px; }
.eb-discovery__title { margin: 0; font-size: 1.4em; }
.eb-app-grid { display: grid; gap: 16px; margin: 0; padding: 0; list-style: none; grid-template-columns: 1fr; }
@media (min-width: 660px) {
  .eb-app-grid--columns-2 { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  .eb-app-grid--columns-3 { grid-template-columns: repeat(3, minmax(0, 1fr)); }
}
.eb-app-card {
  display: flex; gap: 12px; align-items: flex-start; height: 100%; padding: 16px; border: 1px solid var(--eb-color-border);
  border-radius: 8px; color: inherit; text-decoration: none; background: var(--eb-color-surface);
}
.eb-app-card:hover .eb-app-card__name { text-decoration: underline; }
.eb-app-card__logo { flex: none; width: 48px; height: 48px; border-radius: 8px; background: var(--_eb-surface-subtle); object-fit: contain; }
.eb-app-card__text { display: flex; flex-direction: column; gap: 4px; min-width: 0; }
.eb-app-card__name { font-weight: 700; overflow-wrap: anywhere; }
.eb-app-card--large .eb-app-card__name { font-size: 1.15em; }
.eb-app-card__description { color: var(--eb-color-muted); overflow-wrap: anywhere; }
.eb-marketplace-error { display: flex; flex-wrap: wrap; align-items: center; gap: 12px; padding: 16px; border: 1px solid var(--eb-color-border); border-radius: 8px; }
.eb-marketplace-error__text { margin: 0; flex: 1 1 240px; }
mark { background: var(--_eb-highlight); color: inherit; }
`;
