import { lazyPart } from '../../element/lazy-part';
import { Spinner } from '../../ui/spinner/Spinner';
import type { BrowseScreenName } from '../routes';
import { LazyScreen } from './LazyScreen';

// Spec 001 §2 popular, recommended, category and search pages (BrowsePage.tsx): the category
// filter, the paged grid and the search results are a large part of the marketplace's code, and the
// home's first frame, which a phone waits for, needs none of it. It comes when one of these pages
// is first shown, or earlier, at the first sign that the person may go to one: a pointer over the
// marketplace or focus in it (`prepareBrowsing`).
const browseCode = lazyPart('the app lists and search', () => import('./BrowsePage'));

let prepared = false;
/** Once: a failed early download is not tried again at every move of the pointer. */
export function prepareBrowsing(): void {
  if (prepared) return;
  prepared = true;
  browseCode.prepare();
}

export function BrowseScreen({ screen }: { screen: BrowseScreenName }) {
  return (
    <LazyScreen
      code={browseCode}
      loading={
        <div className="eb-paged-grid">
          <Spinner />
        </div>
      }
    >
      {(code) => <code.BrowsePage screen={screen} />}
    </LazyScreen>
  );
}
