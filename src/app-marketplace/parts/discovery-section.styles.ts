/** A discovery section's 'See all' link and its loading state: the spinner where the cards will be. */
export const discoverySectionStyles = /* css */ `
.eb-discovery__see-all { flex: none; font-weight: 600; }
.eb-discovery__loading { display: flex; justify-content: center; padding: 24px 0; min-height: 96px; }
`;
