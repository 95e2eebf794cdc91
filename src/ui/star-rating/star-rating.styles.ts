export const starRatingStyles = /* css */ `
.eb-star-rating { display: inline-flex; gap: 2px; vertical-align: middle; color: var(--eb-star-color, #d1410c); }
.eb-star-rating--small { --eb-star-size: 16px; }
.eb-star-rating--medium { --eb-star-size: 24px; }
.eb-star { position: relative; display: block; width: var(--eb-star-size); height: var(--eb-star-size); }
.eb-star svg { display: block; width: var(--eb-star-size); height: var(--eb-star-size); }
.eb-star__outline { fill: none; stroke: currentColor; stroke-width: 1.5; }
/* Filled from the reading start, so a half star is filled on its right in right-to-left text. */
.eb-star__fill { position: absolute; inset-block: 0; inset-inline-start: 0; overflow: hidden; width: 0; }
.eb-star__fill svg { fill: currentColor; }
.eb-star--full .eb-star__fill { width: 100%; }
.eb-star--half .eb-star__fill { width: 50%; }
`;
