// The module loader's library (src/module-loader.ts): every tag, defined when the loader calls
// defineEveryElement(). The module build puts this module in the shared runtime chunk, with copies
// of the elements' definitions that define their tag only when called (rollup.config.mjs,
// elementDefinitionCopies), so a page's loader asks for one file fewer beside React, and
// dist/elements/<tag>.js, which imports the runtime too, still defines its own tag only. Elsewhere
// (tests, a bundler), these imports are the elements/ modules themselves, which have defined their
// tag already: defineEveryElement() then returns their classes.
import { EbAppMarketplaceElement } from '../elements/eb-app-marketplace';
import { EbEventCardElement } from '../elements/eb-event-card';
import { EbFooterElement } from '../elements/eb-footer';
import { EbHeaderElement } from '../elements/eb-header';
import { EbReviewFormElement } from '../elements/eb-review-form';

export { configure } from './stores/server-data';

type ElementClass = typeof EbEventCardElement;

/** A definition not run yet is an arrow function: it has no prototype, unlike a class. */
const defined = (element: ElementClass): ElementClass => {
  const value: unknown = element;
  return typeof value === 'function' && !('prototype' in value) ? (value as () => ElementClass)() : element;
};

/** Defines every tag, in the library's order (src/eb-widgets.ts), and gives their classes. */
export function defineEveryElement() {
  return {
    EbAppMarketplaceElement: defined(EbAppMarketplaceElement),
    EbEventCardElement: defined(EbEventCardElement),
    EbFooterElement: defined(EbFooterElement),
    EbHeaderElement: defined(EbHeaderElement),
    EbReviewFormElement: defined(EbReviewFormElement),
  };
}
