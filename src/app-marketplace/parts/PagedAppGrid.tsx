import { useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { Pagination } from '../../ui/pagination/Pagination';
import { isValidPage, pageCountFor } from '../../ui/pagination/pagination-rules';
import { Spinner } from '../../ui/spinner/Spinner';
import { useStyles } from '../../ui/use-styles';
import type { AppList } from '../marketplace-stores';
import { useMarketplace } from '../MarketplaceContext';
import { requestedPage, withPage } from '../routes';
import { AppGrid } from './AppGrid';
import { pagedAppGridStyles } from './paged-app-grid.styles';
import { SectionError } from './SectionError';

/**
 * Spec 001 §9 "Grid page size constant: value not shown": 12, whole rows at both column counts
 * (4 rows of 3, 6 of 2).
 */
export const GRID_PAGE_SIZE = 12;

/**
 * The page of `total` apps to show when the address asks for `requested`: spec 001 §4
 * "Pagination ignores page numbers below 1 or above the page count", so those show page 1.
 */
export function shownGridPage(requested: number | undefined, total: number, pageSize = GRID_PAGE_SIZE): number {
  return requested !== undefined && isValidPage(requested, pageCountFor(total, pageSize)) ? requested : 1;
}

export interface PagedAppGridProps {
  list: AppList;
  /** The section the apps are shown in, for analytics. */
  sectionTitle: string;
  onRefresh: () => void;
}

/**
 * Spec 001 §2 "Popular, recommended and category pages": a list of apps in pages of 12, the page
 * in the address (`?page=2`, so back and forward return to it), pagination when there is more
 * than one page, a spinner while loading and the failure message with a refresh button.
 */
export function PagedAppGrid({ list, sectionTitle, onRefresh }: PagedAppGridProps) {
  useStyles(pagedAppGridStyles);
  const { t } = useLingui();
  const { searchParams, path, navigate } = useMarketplace();
  const { status, apps } = list;
  const area = useRef<HTMLDivElement>(null);
  if (status === 'failed') {
    const refresh = () => {
      onRefresh();
      // The button goes away with the message: the keyboard user stays where the apps will be.
      area.current?.focus();
    };
    return (
      <div className="eb-paged-grid" ref={area} tabIndex={-1}>
        <SectionError onRefresh={refresh} />
      </div>
    );
  }
  const requested = requestedPage(searchParams);
  const loading = status !== 'loaded';
  // A later page may still be on its way: wait for it rather than showing page 1 for a moment.
  const waiting = loading && (apps.length === 0 || (requested !== undefined && requested > pageCountFor(apps.length, GRID_PAGE_SIZE)));
  if (waiting) {
    return (
      <div className="eb-paged-grid" ref={area} tabIndex={-1}>
        <Spinner label={t`Loading ${sectionTitle}`} />
      </div>
    );
  }
  const page = shownGridPage(requested, apps.length);
  const first = (page - 1) * GRID_PAGE_SIZE;
  return (
    <div className="eb-paged-grid" ref={area} tabIndex={-1}>
      <AppGrid apps={apps.slice(first, first + GRID_PAGE_SIZE)} sectionTitle={sectionTitle} firstPosition={first + 1} />
      {apps.length > GRID_PAGE_SIZE ? <Pagination page={page} total={apps.length} pageSize={GRID_PAGE_SIZE} onPageChange={(next) => navigate(withPage(path, next))} /> : null}
    </div>
  );
}
