import { BrowseLayout } from '../parts/BrowseLayout';
import type { BrowseScreenName } from '../routes';
import { CategoryScreen } from './CategoryScreen';
import { PicksScreen } from './PicksScreen';
import { SearchScreen } from './SearchScreen';

/**
 * The pages that browse apps share one layout with the category filter, so the filter (and the
 * focus in it) stays as these pages change.
 */
export function BrowsePage({ screen }: { screen: BrowseScreenName }) {
  return (
    <BrowseLayout>
      {screen.name === 'search' ? <SearchScreen /> : screen.name === 'category' ? <CategoryScreen slug={screen.slug} /> : <PicksScreen picks={screen.name} />}
    </BrowseLayout>
  );
}
