import { useLingui } from '@lingui/react/macro';
import { usePageTitle } from '../MarketplaceContext';
import { CategoriesToExplore } from '../parts/CategoriesToExplore';
import { Hero } from '../parts/Hero';

/**
 * Spec 001 §2 "Not-found screen": 'Page not found', 'Try searching for apps or exploring
 * categories below' with the search box, and the categories to explore below it.
 */
export function NotFoundScreen() {
  const { t } = useLingui();
  usePageTitle(t`Page not found | Eventbrite App Marketplace`);
  return (
    <>
      <Hero headline={t`Page not found`} secondary={t`Try searching for apps or exploring categories below`} />
      <CategoriesToExplore />
    </>
  );
}
