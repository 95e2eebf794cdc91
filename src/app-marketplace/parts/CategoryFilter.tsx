import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { Category } from '../../api/apps';
import { toLanguageTag } from '../../i18n/locales';
import { $locale } from '../../stores/locale';
import { useStoreInTransition } from '../../stores/use-store-in-transition';
import { useStyles } from '../../ui/use-styles';
import { $categories, loadCategories, shownCategoryName } from '../marketplace-stores';
import { MarketplaceLink, useMarketplace } from '../MarketplaceContext';
import { categoryPath, popularPath, recommendedPath, type FilterSelection } from '../routes';
import { categoryFilterStyles } from './category-filter.styles';

export interface FilterItem {
  key: FilterSelection;
  label: string;
  to: string;
}

/**
 * Spec 001 §2 "The list is 'Popular', 'Recommended', then the fetched categories sorted by name",
 * each category by the name it shows, in the order of the page's language.
 */
export function filterItems(
  categories: readonly Category[],
  { base, popular, recommended, locale }: { base: string; popular: string; recommended: string; locale: string },
): FilterItem[] {
  const collator = new Intl.Collator(toLanguageTag(locale), { sensitivity: 'base', numeric: true });
  const sorted = [...categories].sort((a, b) => collator.compare(shownCategoryName(a), shownCategoryName(b)));
  return [
    { key: 'popular', label: popular, to: popularPath(base) },
    { key: 'recommended', label: recommended, to: recommendedPath(base) },
    ...sorted.map((category): FilterItem => ({ key: `category:${category.slug}`, label: shownCategoryName(category), to: categoryPath(base, category.slug) })),
  ];
}

/** Room left beside a tab scrolled into view, so its focus ring is never cut by the row's edge. */
const TAB_MARGIN_PX = 12;

/** Scrolls a row of tabs sideways (never the page) until `tab` and its focus ring are in view. */
function showTab(row: HTMLElement, tab: HTMLElement) {
  const rowBox = row.getBoundingClientRect();
  const tabBox = tab.getBoundingClientRect();
  const left = tabBox.left - TAB_MARGIN_PX;
  const right = tabBox.right + TAB_MARGIN_PX;
  if (left < rowBox.left) row.scrollLeft -= rowBox.left - left;
  else if (right > rowBox.left + row.clientWidth) row.scrollLeft += right - (rowBox.left + row.clientWidth);
}

/**
 * Spec 001 §2 "Category filter": links to Popular, Recommended and every category, the selected
 * one following the path; a vertical list, or a row of tabs on small windows.
 */
export function CategoryFilter({ layout }: { layout: 'list' | 'tabs' }) {
  useStyles(categoryFilterStyles);
  const { t } = useLingui();
  const { base, selectedFilter } = useMarketplace();
  const { categories } = useStoreInTransition($categories);
  const locale = useStore($locale);
  const row = useRef<HTMLUListElement>(null);
  useEffect(() => {
    void loadCategories();
  }, []);
  const popular = t`Popular`;
  const recommended = t`Recommended`;
  const items = useMemo(() => filterItems(categories, { base, popular, recommended, locale }), [categories, base, popular, recommended, locale]);

  // The selected tab is scrolled into the row's view.
  useLayoutEffect(() => {
    const selected = row.current?.querySelector<HTMLElement>('[aria-current]');
    if (layout === 'tabs' && row.current && selected) showTab(row.current, selected);
  }, [layout, selectedFilter, items]);

  return (
    <nav className={`eb-category-filter eb-category-filter--${layout}`} aria-label={t`Categories`}>
      <ul
        className="eb-category-filter__items"
        ref={row}
        // Chromium does not scroll a row inside a shadow root to a tab that Tab focuses: the
        // row follows the focus itself, or the focused tab would be out of sight.
        onFocus={(event) => {
          if (layout === 'tabs' && row.current && event.target instanceof HTMLElement) showTab(row.current, event.target);
        }}
      >
        {items.map((item) => (
          <li key={item.key} className="eb-category-filter__item">
            <MarketplaceLink className="eb-category-filter__link" to={item.to} aria-current={item.key === selectedFilter ? 'page' : undefined}>
              {item.label}
            </MarketplaceLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
