// The header's reach into the host page: the page's content anchor and its title.

/** The id of the host page's main content, the target of 'Skip Main Navigation'. */
export const PAGE_CONTENT_ID = 'page-content';

/**
 * Moves focus to the host page's 'Page Content' anchor (`#page-content`). A link inside a shadow
 * root cannot move focus there by its href, so the header calls this instead. Content that is
 * not focusable by itself gets tabindex=-1 first. False when the page has no such element.
 */
export function focusPageContent(id: string = PAGE_CONTENT_ID): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  if (!target.hasAttribute('tabindex') && target.tabIndex < 0) target.setAttribute('tabindex', '-1');
  target.focus();
  return true;
}

/** The host page's title (`document.title`), shown at the top of the header's side drawer. */
export function pageTitle(): string {
  // Read during a render, also on the server (eb-widgets/ssr), where the drawer is closed.
  return typeof document === 'undefined' ? '' : document.title.trim();
}
