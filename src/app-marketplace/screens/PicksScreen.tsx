import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $user } from '../../stores/server-data';
import { useStoreInTransition } from '../../stores/use-store-in-transition';
import { $appLists, listOf, loadList } from '../marketplace-stores';
import { usePageTitle } from '../MarketplaceContext';
import { Hero } from '../parts/Hero';
import { PagedAppGrid } from '../parts/PagedAppGrid';

/**
 * Spec 001 §2 "Popular, recommended and category pages": on /apps/popular/ the popular list; on
 * /apps/recommended/ the recommended list for a signed-in user, the featured one otherwise.
 */
export function PicksScreen({ picks }: { picks: 'popular' | 'recommended' }) {
  const { t } = useLingui();
  const { isAuthenticated } = useStore($user);
  const list = picks === 'popular' ? 'popular' : isAuthenticated ? 'recommended' : 'featured';
  const name = picks === 'popular' ? t`Popular` : isAuthenticated ? t`Recommended` : t`Featured`;
  usePageTitle(t`${name} | Eventbrite App Marketplace`);
  const apps = listOf(useStoreInTransition($appLists), list);
  useEffect(() => {
    void loadList(list);
  }, [list]);
  return (
    <>
      <Hero headline={name} />
      <PagedAppGrid list={apps} sectionTitle={name} onRefresh={() => void loadList(list, { again: true })} />
    </>
  );
}
