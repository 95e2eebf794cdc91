// The search benchmark's engines, for timing the search step alone in the page.
import { createAppSearchIndex } from '../src/app-marketplace/search/app-search';
import { createAppSearchIndex as createFuseIndex } from './fuse-app-search';

(window as unknown as { engines: object }).engines = { ours: createAppSearchIndex, fuse: createFuseIndex };
