/** A discovery section's 'See all' link. */
export const discoverySectionStyles = /* css */ `
.eb-discovery__see-all { flex: none; font-weight: 600; }
`;
