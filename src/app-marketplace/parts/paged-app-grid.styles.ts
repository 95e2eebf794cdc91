/** A paginated grid of app cards: the pagination under the grid. */
export const pagedAppGridStyles = /* css */ `
.eb-paged-grid { display: flex; flex-direction: column; gap: 24px; padding: 24px 16px; }
.eb-paged-grid .eb-pagination { align-self: center; }
`;
