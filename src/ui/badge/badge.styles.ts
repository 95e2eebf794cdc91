/**
 * @cssprop --eb-badge-background - a count badge (default: #d1410c)
 * @cssprop --eb-badge-color - the count on a badge (default: #ffffff)
 * @cssprop --eb-badge-text-background - a text badge such as 'New' (default: #1e0a3c)
 */
export const badgeStyles = /* css */ `
.eb-badge {
  display: inline-flex; align-items: center; justify-content: center;
  min-width: 20px; height: 20px; padding: 0 6px; border-radius: 10px;
  background: var(--eb-badge-background, #d1410c); color: var(--eb-badge-color, #ffffff);
  font-size: 12px; font-weight: 700; line-height: 1; white-space: nowrap;
}
.eb-badge--text { background: var(--eb-badge-text-background, #1e0a3c); }
`;
