/** The marketplace header: the logo on the left, the quick links on the right. */
export const marketplaceHeaderStyles = /* css */ `
.eb-marketplace-header {
  display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 8px 24px;
  padding: 12px 16px; border-bottom: 1px solid var(--eb-color-border);
}
.eb-marketplace-header__logo {
  display: inline-flex; align-items: baseline; gap: 8px; color: inherit; text-decoration: none; font-weight: 700;
}
.eb-marketplace-header__logo-mark { color: var(--_eb-brand); align-self: center; }
.eb-marketplace-header__links { display: flex; flex-wrap: wrap; gap: 8px 20px; margin: 0; padding: 0; list-style: none; }
.eb-marketplace-header__link { display: inline-block; padding: 8px 0; font-weight: 600; }
`;
