import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useStoreInTransition } from '../../stores/use-store-in-transition';
import { Spinner } from '../../ui/spinner/Spinner';
import { $appLists, $categories, categoryList, listOf, loadCategories, loadList, shownCategoryName } from '../marketplace-stores';
import { useMarketplace, usePageTitle } from '../MarketplaceContext';
import { Hero } from '../parts/Hero';
import { PagedAppGrid } from '../parts/PagedAppGrid';
import { currentCategorySlug } from '../routes';
import { NotFoundScreen } from './NotFoundScreen';

/**
 * Spec 001 §2 category page: the categories first (if they fail, the apps home instead), a legacy
 * slug read as its current one, the category's localized name (else its name) and its apps. A
 * slug no category has is the not-found page.
 */
export function CategoryScreen({ slug }: { slug: string }) {
  const { t } = useLingui();
  const { base, navigate } = useMarketplace();
  const current = currentCategorySlug(slug);
  const categories = useStoreInTransition($categories);
  const category = categories.categories.find((candidate) => candidate.slug === current);
  const name = category ? shownCategoryName(category) : undefined;
  const list = categoryList(current);
  const apps = listOf(useStoreInTransition($appLists), list);
  usePageTitle(name === undefined ? undefined : t`${name} | Eventbrite App Marketplace`);
  useEffect(() => {
    let left = false;
    // Categories that failed before are asked for again: this page needs them.
    void loadCategories({ again: $categories.get().status === 'failed' }).then(() => {
      if (!left && $categories.get().status === 'failed') navigate(base, { replace: true });
    });
    return () => {
      left = true;
    };
  }, [base, navigate]);
  const known = category !== undefined;
  useEffect(() => {
    if (known) void loadList(list);
  }, [known, list]);

  if (categories.status !== 'loaded') {
    return (
      <div className="eb-paged-grid">
        <Spinner label={t`Loading categories`} />
      </div>
    );
  }
  if (name === undefined) return <NotFoundScreen />;
  return (
    <>
      <Hero headline={name} />
      <PagedAppGrid list={apps} sectionTitle={name} onRefresh={() => void loadList(list, { again: true })} />
    </>
  );
}
