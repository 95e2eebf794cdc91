// dist/eb-widgets.js, the module loader (API.md §1): the library (what src/eb-widgets.ts
// defines, from src/library-definitions.ts), with React and the code of the elements already in
// the page asked for at once, so that the page's largest paint waits for as few round trips as
// can be. A module's static imports all arrive before any of its code runs, so the loader imports
// nothing statically: it runs as soon as it has arrived, and one round trip then brings the
// library, React and the page's elements together, where the library alone would learn of a card
// on the page only once React had arrived and run, a round trip and React's start-up later. Tags
// not in the document now (added later, inside a shadow root) load when first connected, as
// before.

import type { EBWidgets } from './library';

/**
 * The files of React and of each element's code, with everything they import, as the build made
 * them (rollup.config.mjs appends this function to dist/eb-widgets.js). A module runs once,
 * whoever imports it first, so importing them here only starts them sooner.
 */
declare function __ebChunksAhead(): { renderer: string[]; elements: Record<string, string[]> };

declare const __EB_WIDGETS_VERSION__: string;

// The library: every tag defined once React has arrived (src/library-definitions.ts, in the
// same file as React), in a task after the one that set React up: together, with the page's
// elements upgraded as their tags are defined, they were one long task (a /many-cards/
// Lighthouse run: TBT 178 ms, BENCHMARKS.md).
const library = import('./library-definitions').then(async ({ defineEveryElement, configure }) => {
  await new Promise((resolve) => setTimeout(resolve));
  return { ...defineEveryElement(), configure };
});

// Not in a browser, or another copy of the library is in charge (it loads its own code).
if (typeof document !== 'undefined' && typeof window !== 'undefined' && !window.EBWidgets) {
  const { renderer, elements } = __ebChunksAhead();
  const files = new Set(renderer);
  const onPage = Object.keys(elements).filter((tag) => document.querySelector(tag));
  for (const tag of onPage) elements[tag].forEach((file) => files.add(file));
  // A failure is the library's to report, when it imports the same file and tries again.
  for (const file of files) import(file).catch(() => {});
  // A page's first date formatter loads the browser's locale data, else in the task of the first
  // cards' render, which would then run past 50 ms on a phone. Any formatter loads it: built now,
  // while the files above download, the cards' own are then quick. In three steps, each in a task
  // of its own, so that none of them runs long either.
  if (onPage.includes('eb-event-card')) {
    const language = navigator.language;
    const steps = [() => new Intl.Locale(language).maximize(), () => Intl.DateTimeFormat.supportedLocalesOf(language), () => new Intl.DateTimeFormat(language)];
    const next = () => {
      try {
        steps.shift()!();
      } catch {
        // Only a head start: the cards format their dates all the same.
      }
      if (steps.length) setTimeout(next);
    };
    setTimeout(next);
  }

  // `window.EBWidgets` now, as when the library came with the loader: a module script after
  // this one may configure it at once. The library replays those calls when it starts.
  const calls: Parameters<EBWidgets['configure']>[] = [];
  const placeholder: EBWidgets & { [key: symbol]: unknown } = {
    version: typeof __EB_WIDGETS_VERSION__ === 'string' ? __EB_WIDGETS_VERSION__ : 'dev',
    configure: (...args) => void calls.push(args),
    load: (tag) => library.then(() => window.EBWidgets!.load(tag)),
    // LIBRARY_PLACEHOLDER of src/library.ts, which this file cannot import.
    [Symbol.for('eb-widgets.placeholder')]: (started: EBWidgets) => calls.splice(0).forEach((args) => started.configure(...args)),
  };
  window.EBWidgets = placeholder;
}

export const { EbAppMarketplaceElement, EbEventCardElement, EbFooterElement, EbHeaderElement, EbReviewFormElement, configure } = await library;
