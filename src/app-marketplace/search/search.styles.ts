/** The search results page: its status line, its grid and its footer. */
export const searchStyles = /* css */ `
.eb-search-results { padding: 24px 16px; }
.eb-search-results__status { display: flex; align-items: center; gap: 8px; margin: 0 0 16px; color: var(--eb-color-muted); }
.eb-search-results__status:empty { margin: 0; }
.eb-search-results__footer { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 12px; margin-top: 24px; }
.eb-search-results__count { margin: 0; }
.eb-search-results mark { padding: 0; border-radius: 2px; background: var(--_eb-highlight); color: inherit; }
`;
