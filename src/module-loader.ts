// dist/eb-widgets.js, the module loader (API.md §1): the library (src/eb-widgets.ts), with React
// and the code of the elements already in the page asked for at once (issue 16, LCP). A module's
// static imports all arrive before any of its code runs, so the loader imports nothing
// statically: it runs as soon as it has arrived, and one round trip then brings the library,
// React and the page's elements together, where the library alone would learn of a card on the
// page only once React had arrived and run, a round trip and a phone's second of CPU later.
// Tags not in the document now (added later, inside a shadow root) load when first connected,
// as before.

/**
 * The files of React and of each element's code, with everything they import, as the build made
 * them (rollup.config.mjs appends this function to dist/eb-widgets.js). A module runs once,
 * whoever imports it first, so importing them here only starts them sooner.
 */
declare function __ebChunksAhead(): { renderer: string[]; elements: Record<string, string[]> };

// Not in a browser, or another copy of the library is in charge (it loads its own code).
if (typeof document !== 'undefined' && typeof window !== 'undefined' && !window.EBWidgets) {
  const { renderer, elements } = __ebChunksAhead();
  const files = new Set(renderer);
  for (const [tag, code] of Object.entries(elements)) {
    if (document.querySelector(tag)) code.forEach((file) => files.add(file));
  }
  // A failure is the library's to report, when it imports the same file and tries again.
  for (const file of files) import(file).catch(() => {});
}

export const { EbAppMarketplaceElement, EbEventCardElement, EbFooterElement, EbHeaderElement, EbReviewFormElement, configure } = await import('./eb-widgets');
