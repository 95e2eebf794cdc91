/** An app card: the logo beside the name and short description; the name medium or large. */
export const appCardStyles = /* css */ `
.eb-app-card {
  display: flex; gap: 12px; align-items: flex-start; box-sizing: border-box; height: 100%; padding: 16px;
  border: 1px solid var(--eb-color-border); border-radius: 8px; color: inherit; text-decoration: none;
  background: var(--eb-color-surface);
}
.eb-app-card:hover { border-color: #8c8798; }
.eb-app-card:hover .eb-app-card__name { text-decoration: underline; }
.eb-app-card__logo { flex: none; width: 48px; height: 48px; border-radius: 8px; background: var(--_eb-surface-subtle); object-fit: contain; }
.eb-app-card__text { display: flex; flex-direction: column; gap: 4px; min-width: 0; }
.eb-app-card__name { font-weight: 700; overflow-wrap: anywhere; }
.eb-app-card--medium .eb-app-card__name { font-size: 1em; }
.eb-app-card--large .eb-app-card__name { font-size: 1.15em; }
.eb-app-card__description { color: var(--eb-color-muted); overflow-wrap: anywhere; }
`;
