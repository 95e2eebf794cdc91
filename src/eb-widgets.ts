// The library (API.md §1): every tag defined at start, each element's code loaded the first
// time an element of its tag is connected. The module build (dist/eb-widgets.js) fetches that
// code as chunks; the classic build (dist/eb-widgets.iife.js) carries it all. A new element
// adds one line.
import '../elements/eb-app-marketplace';
import '../elements/eb-event-card';
import '../elements/eb-footer';
import '../elements/eb-header';
import '../elements/eb-review-form';

// For pages and apps that import the package: each element class, registered under its eb- tag
// and free to be registered again under a name of the page's choosing, and configure().
export { EbAppMarketplaceElement } from '../elements/eb-app-marketplace';
export { EbEventCardElement } from '../elements/eb-event-card';
export { EbFooterElement } from '../elements/eb-footer';
export { EbHeaderElement } from '../elements/eb-header';
export { EbReviewFormElement } from '../elements/eb-review-form';
export { configure } from './stores/server-data';
