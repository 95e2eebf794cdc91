export const listItemStyles = /* css */ `
.eb-list-item { display: flex; gap: 16px; padding: 12px 0; list-style: none; }
.eb-list-item--top { align-items: flex-start; }
.eb-list-item--middle { align-items: center; }
.eb-list-item--bottom { align-items: flex-end; }
.eb-list-item__content { flex: 1 1 auto; min-width: 0; }
.eb-list-item__end { flex: 0 0 auto; }
.eb-list-item__image {
  position: relative; flex: 0 0 auto; display: block; width: 48px; height: 48px;
  overflow: hidden; border-radius: 4px; background: var(--_eb-surface-strong);
}
.eb-list-item__img { display: block; width: 100%; height: 100%; object-fit: cover; transition: opacity 150ms; }
.eb-list-item__image--loading .eb-list-item__img { opacity: 0; }
.eb-list-item__image--loading { animation: eb-list-item-pulse 1.2s ease-in-out infinite; }
.eb-list-item__image--failed {
  background: var(--_eb-surface-strong) center / 24px no-repeat
    url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath fill='%23a9a8b3' d='M4 5h16v14H4zm2 2v8l4-4 3 3 2-2 3 3V7zm9 1a2 2 0 1 1 0 4 2 2 0 0 1 0-4z'/%3E%3C/svg%3E");
}
@keyframes eb-list-item-pulse { 50% { background: var(--eb-color-border); } }
@media (prefers-reduced-motion: reduce) { .eb-list-item__image--loading { animation: none; } }
`;
