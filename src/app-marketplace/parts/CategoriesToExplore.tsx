import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useMemo } from 'react';
import type { Category } from '../../api/apps';
import { useStoreInTransition } from '../../stores/use-store-in-transition';
import { Spinner } from '../../ui/spinner/Spinner';
import { useStyles } from '../../ui/use-styles';
import { $categories, loadCategories, shownCategoryName } from '../marketplace-stores';
import { MarketplaceLink, useMarketplace } from '../MarketplaceContext';
import { categoryPath } from '../routes';
import { categoriesToExploreStyles } from './categories-to-explore.styles';
import { SectionError } from './SectionError';

/** Spec 001 §9: "Categories to explore shows 3 random distinct categories". */
export const CATEGORIES_TO_EXPLORE = 3;

/** `count` distinct categories picked at random (all of them when there are no more). */
export function randomCategories<T>(categories: readonly T[], count = CATEGORIES_TO_EXPLORE, random: () => number = Math.random): T[] {
  const pool = [...categories];
  // The first `count` steps of a Fisher–Yates shuffle.
  for (let index = 0; index < Math.min(count, pool.length); index += 1) {
    const other = index + Math.floor(random() * (pool.length - index));
    [pool[index], pool[other]] = [pool[other], pool[index]];
  }
  return pool.slice(0, count);
}

/**
 * Spec 001 §2 "Categories to explore": three categories picked at random, each a link to its
 * category page; the pick stays while the section is shown.
 */
export function CategoriesToExplore() {
  useStyles(categoriesToExploreStyles);
  const { t } = useLingui();
  const headingId = useId();
  const { base } = useMarketplace();
  const { status, categories } = useStoreInTransition($categories);
  useEffect(() => {
    void loadCategories();
  }, []);
  const picked = useMemo<Category[]>(() => randomCategories(categories), [categories]);
  if (status === 'loaded' && picked.length === 0) return null;
  const title = t`Categories to explore`;
  return (
    <section className="eb-explore" aria-labelledby={headingId} aria-busy={status === 'idle' || status === 'fetching'}>
      <h2 id={headingId} className="eb-explore__title">
        {title}
      </h2>
      {status === 'failed' ? (
        <SectionError onRefresh={() => void loadCategories({ again: true })} />
      ) : picked.length ? (
        <ul className="eb-explore__list">
          {picked.map((category) => (
            <li key={category.slug}>
              <MarketplaceLink className="eb-explore__link" to={categoryPath(base, category.slug)}>
                {shownCategoryName(category)}
              </MarketplaceLink>
            </li>
          ))}
        </ul>
      ) : (
        <Spinner label={t`Loading ${title}`} />
      )}
    </section>
  );
}
