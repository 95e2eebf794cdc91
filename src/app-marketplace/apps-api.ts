import { lazyPart } from '../element/lazy-part';

// The API client (ky, the answers' schemas and the ratings calls) is not among the files a
// marketplace page asks for with React: every file asked for beside React slows React's own
// download on a phone, and the home's first frame, the hero's headline, needs no data. Its lists
// ask for this code once that frame is drawn, and a product page as it asks for its app, beside
// the product page's own code. A failed download fails the list or the app that asked (its
// section offers Refresh, which asks again).
const appsCode = lazyPart('the API client', () => import('../api/apps'));
const ratingsCode = lazyPart('the API client', () => import('../api/ratings'));

export const appsApi = () => appsCode.load();
export const ratingsApi = () => ratingsCode.load();
