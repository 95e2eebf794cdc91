import { lazyPart } from '../../element/lazy-part';

// A page downloads only what it uses: the search index (fuzzysort and the fields it prepares)
// stays out of the marketplace's home code. It comes when the search page is first shown,
// or sooner, when a person reaches for the search box (SearchBox); the all-apps list is fetched
// meanwhile.
export const searchEngine = lazyPart('the app search', () => import('./app-search'));
