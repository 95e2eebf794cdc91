export const textListStyles = /* css */ `
.eb-text-list { min-width: 0; }
.eb-text-list__primary, .eb-text-list__secondary, .eb-text-list__tertiary { margin: 0; overflow-wrap: anywhere; }
.eb-text-list__primary { font-weight: 600; }
.eb-text-list__secondary { color: var(--eb-color-muted); }
.eb-text-list__tertiary { color: var(--eb-color-muted); font-size: 0.875em; }
`;
