// The library (API.md §1): every tag defined at start, each element's code loaded the first
// time an element of its tag is connected. The module build (dist/eb-widgets.js) fetches that
// code as chunks; the classic build (dist/eb-widgets.iife.js) carries it all. A new element
// adds one line.
import '../elements/eb-app-marketplace';
import '../elements/eb-event-card';
import '../elements/eb-footer';
import '../elements/eb-header';
import '../elements/eb-review-form';
