/** A discovery section's 'See all' link and its loading state: the spinner over the room the cards will take. */
export const discoverySectionStyles = /* css */ `
.eb-discovery__see-all { flex: none; font-weight: 600; }
.eb-discovery__loading { position: relative; }
.eb-discovery__loading > .eb-spinner { position: absolute; top: 32px; left: 50%; transform: translateX(-50%); }
`;
