/**
 * The category filter and the layout of the pages that browse apps (spec 001 §2, §9): a vertical
 * list of links beside the content on medium and large windows, tabs above it on small ones.
 */
export const categoryFilterStyles = /* css */ `
.eb-browse { display: grid; grid-template-columns: minmax(0, 1fr); }
.eb-browse--list { grid-template-columns: minmax(180px, 240px) minmax(0, 1fr); gap: 24px; padding: 0 16px; }
.eb-browse__content { min-width: 0; }
.eb-category-filter__items { margin: 0; padding: 0; list-style: none; }
.eb-category-filter__link {
  display: block; color: inherit; text-decoration: none; overflow-wrap: anywhere;
}
.eb-category-filter__link:hover { text-decoration: underline; }
.eb-category-filter__link[aria-current] { font-weight: 700; }

.eb-category-filter--list { padding: 24px 0; }
.eb-category-filter--list .eb-category-filter__items { display: flex; flex-direction: column; gap: 2px; position: sticky; top: 0; }
.eb-category-filter--list .eb-category-filter__link { padding: 8px 12px; border-left: 3px solid transparent; border-radius: 0 4px 4px 0; }
.eb-category-filter--list .eb-category-filter__link[aria-current] { border-left-color: var(--eb-color-brand-text); background: var(--_eb-surface-subtle); }

.eb-category-filter--tabs { border-bottom: 1px solid var(--eb-color-border); }
.eb-category-filter--tabs .eb-category-filter__items {
  display: flex; gap: 4px; overflow-x: auto; padding: 0 12px; scrollbar-width: thin;
}
.eb-category-filter--tabs .eb-category-filter__link {
  flex: none; min-height: 44px; display: flex; align-items: center; padding: 0 12px;
  border-bottom: 3px solid transparent; white-space: nowrap;
}
.eb-category-filter--tabs .eb-category-filter__link[aria-current] { border-bottom-color: var(--eb-color-brand-text); }
.eb-category-filter--tabs .eb-category-filter__link:focus-visible { outline-offset: -4px; }
`;
