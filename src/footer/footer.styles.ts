// Breakpoints of spec 000 §9: small below 660 px, medium from 660, large from 1272.
export const footerStyles = /* css */ `
.eb-footer {
  background: var(--eb-footer-background, #1e0a3c);
  color: var(--eb-footer-color, #ffffff);
  padding: 32px 16px 24px;
}
.eb-footer a, .eb-footer__link-button { color: inherit; }
.eb-footer :focus-visible {
  outline-color: var(--eb-footer-focus-color, #ffffff);
  --eb-focus-ring-halo: var(--eb-footer-background, #1e0a3c);
}
.eb-footer ul { list-style: none; margin: 0; padding: 0; }

.eb-footer__marketing {
  display: grid;
  grid-template-columns: 1fr;
  gap: 24px;
  padding-bottom: 24px;
  margin-bottom: 24px;
  border-bottom: 1px solid rgba(255, 255, 255, 0.3);
}
.eb-footer__column-title { font-size: 1em; font-weight: 700; margin: 0 0 12px; }
.eb-footer__column-links li { margin: 0 0 8px; }
.eb-footer__column-links a { text-decoration: none; }
.eb-footer__column-links a:hover { text-decoration: underline; }

.eb-footer__bottom {
  display: flex;
  flex-direction: column;
  gap: 16px;
}
.eb-footer__copyright { margin: 0; font-weight: 600; }
.eb-footer__links { display: flex; flex-wrap: wrap; gap: 8px 16px; }
.eb-footer__links a { text-decoration: none; }
.eb-footer__links a:hover { text-decoration: underline; }
.eb-footer__link-button {
  background: none; border: 0; padding: 0; font: inherit; cursor: pointer; text-align: left;
}
.eb-footer__link-button:hover { text-decoration: underline; }

.eb-footer__locale { display: flex; align-items: center; gap: 8px; }
.eb-footer__locale select {
  min-height: 40px; padding: 0 8px; border-radius: 4px; border: 1px solid #dbdae3;
  background: #ffffff; color: #1e0a3c; font: inherit;
  /* A light control on the dark footer in either scheme, its list of options too. */
  color-scheme: light;
}

@media (min-width: 660px) {
  .eb-footer { padding: 40px 32px 24px; }
  .eb-footer__marketing { grid-template-columns: repeat(2, 1fr); }
  .eb-footer__small-screens-only { display: none; }
}
@media (min-width: 960px) {
  .eb-footer__marketing { grid-template-columns: repeat(4, 1fr); }
  .eb-footer__bottom { flex-direction: row; flex-wrap: wrap; align-items: center; justify-content: space-between; }
  .eb-footer__bottom nav { flex: 1 1 480px; }
}
@media (min-width: 1272px) {
  .eb-footer { padding: 48px max(32px, calc((100% - 1208px) / 2)) 32px; }
}
`;
