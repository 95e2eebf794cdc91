/** The Staff Picks spotlight: a tinted band that sets it apart from the discovery sections. */
export const staffPicksStyles = /* css */ `
.eb-staff-picks { margin: 8px 0; padding: 24px 16px; background: var(--_eb-surface-subtle); }
.eb-staff-picks__title { margin: 0; font-size: 1.4em; }
.eb-staff-picks__secondary { margin: 4px 0 12px; color: var(--eb-color-muted); }
`;
