export const paginationStyles = /* css */ `
.eb-pagination { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 16px; }
.eb-pagination__pages { display: flex; flex-wrap: wrap; align-items: center; gap: 4px; margin: 0; padding: 0; list-style: none; }
.eb-pagination__page, .eb-pagination__step { min-width: 40px; padding: 0 8px; }
.eb-pagination__step { font-size: 1.25em; font-weight: 400; }
.eb-pagination__page--current { border-color: var(--eb-color-brand-text); color: var(--eb-color-brand-text); }
/* Muted colours, not opacity: opacity would fade the focus ring of a step that keeps focus at an end. */
.eb-pagination__step[aria-disabled="true"] { color: var(--eb-color-muted); border-color: var(--eb-color-border); cursor: not-allowed; }
.eb-pagination__ellipsis { min-width: 24px; text-align: center; color: var(--eb-color-muted); }
.eb-pagination__page-size { display: flex; align-items: center; gap: 8px; }
.eb-pagination__page-size-select {
  min-height: 40px; padding: 0 8px; border: 1px solid var(--eb-color-border); border-radius: 4px;
  background: var(--eb-color-surface); color: inherit; font: inherit;
}
`;
