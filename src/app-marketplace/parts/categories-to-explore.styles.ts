/** Spec 001 §2 "Categories to explore": three category links side by side, stacked on small windows. */
export const categoriesToExploreStyles = /* css */ `
.eb-explore { padding: 24px 16px; }
.eb-explore__title { margin: 0 0 12px; font-size: 1.4em; }
.eb-explore__list { display: grid; gap: 16px; margin: 0; padding: 0; list-style: none; grid-template-columns: minmax(0, 1fr); }
@media (min-width: 660px) { .eb-explore__list { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
.eb-explore__link {
  display: flex; align-items: center; min-height: 64px; height: 100%; padding: 16px; border: 1px solid var(--eb-color-border);
  border-radius: 8px; background: var(--_eb-surface-subtle); color: inherit; font-weight: 700; text-decoration: none; overflow-wrap: anywhere;
}
.eb-explore__link:hover { text-decoration: underline; }
`;
