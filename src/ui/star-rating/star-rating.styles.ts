/**
 * @cssprop --eb-star-color - the stars (default: #d1410c)
 */
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

export const starInputStyles = /* css */ `
.eb-star-input { display: inline-flex; gap: 0; color: var(--eb-star-color, #d1410c); }
.eb-star-input--medium { --eb-star-size: 24px; }
.eb-star-input--large { --eb-star-size: 32px; }
/* 44px targets (WCAG 2.5.5) around 32px stars. */
.eb-star-input__star {
  display: inline-flex; align-items: center; justify-content: center; min-width: 44px; min-height: 44px;
  padding: 0; border: 0; border-radius: 4px; background: none; color: inherit; cursor: pointer; font: inherit;
}
.eb-star-input--busy .eb-star-input__star { cursor: progress; }
.eb-star-input__star .eb-star__outline { stroke-width: 1.5; }
`;
