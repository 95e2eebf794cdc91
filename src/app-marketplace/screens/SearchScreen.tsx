import { Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { useDeferredValue, useEffect, useLayoutEffect, type MouseEvent } from 'react';
import type { App } from '../../api/apps';
import { Pagination } from '../../ui/pagination/Pagination';
import { isValidPage, pageCountFor } from '../../ui/pagination/pagination-rules';
import { Spinner } from '../../ui/spinner/Spinner';
import { useStyles } from '../../ui/use-styles';
import { usePageTitle } from '../AppMarketplace';
import { useMarketplace } from '../MarketplaceContext';
import { CategoriesToExplore } from '../parts/CategoriesToExplore';
import { AppCard, APP_NAME_MAX, SHORT_DESCRIPTION_MAX } from '../parts/AppCard';
import { Hero } from '../parts/Hero';
import { SectionError } from '../parts/SectionError';
import type { AppSearchIndex } from '../search/app-search';
import { HighlightedText } from '../search/HighlightedText';
import { searchStyles } from '../search/search.styles';
import { SEARCH_DEBOUNCE_MS, SEARCH_PAGE_SIZE, searchAddress } from '../search/search-state';
import { useAppSearch } from '../search/use-app-search';

interface ResultCardsProps {
  apps: readonly App[];
  term: string;
  index: AppSearchIndex;
  sectionTitle: string;
  firstPosition: number;
}

/** One page of results, the term's matches marked in each name and short description. */
function ResultCards({ apps, term, index, sectionTitle, firstPosition }: ResultCardsProps) {
  return (
    <ul className="eb-app-grid eb-app-grid--columns-3">
      {apps.map((app, position) => {
        const marks = index.highlights(term, app);
        const shortDescription = app.localization?.shortDescription ?? '';
        return (
          <li key={app.id} className="eb-app-grid__item">
            <AppCard
              app={app}
              position={firstPosition + position}
              sectionTitle={sectionTitle}
              highlightedName={<HighlightedText text={app.name} offsets={marks.name} max={APP_NAME_MAX} />}
              highlightedShortDescription={<HighlightedText text={shortDescription} offsets={marks.shortDescription} max={SHORT_DESCRIPTION_MAX} />}
            />
          </li>
        );
      })}
    </ul>
  );
}

interface SearchProgressProps {
  term: string;
  loading: boolean;
  /** Apps searched so far, and how many the list holds when the server said. */
  searched: number;
  total?: number;
  found: number;
}

/**
 * What the search is doing, for everyone (it is the page's status): how far the apps list has
 * arrived while it loads (issue 12: never a blank page), or that a finished search found nothing.
 */
function SearchProgress({ term, loading, searched, total, found }: SearchProgressProps) {
  const { t } = useLingui();
  if (loading) {
    const text = !searched ? t`Loading apps` : total ? t`Searching ${searched} of ${total} apps…` : t`Searching ${searched} apps…`;
    return (
      <>
        <Spinner size="small" decorative />
        {text}
      </>
    );
  }
  // Spec 001 §2: a new search with no results shows no apps.
  return found ? null : <>{t`No apps found for “${term}”`}</>;
}

/** Spec 001 §2: the footer 'Results {shown} of {total}'; shown counts the results up to this page. */
function ResultsCount({ shown, total }: { shown: number; total: number }) {
  return (
    <p className="eb-search-results__count">
      <Trans>
        Results {shown} of {total}
      </Trans>
    </p>
  );
}

/**
 * Spec 001 §2 "Search results page" and "Search behaviour". The address (`?q=`, `&page=`) is
 * where the term and page live, so back and forward restore them; typing runs ahead of it and
 * the address follows 500 ms after the last key, in place. Results follow every keystroke, over
 * the apps loaded so far (issue 12).
 */
export function SearchScreen() {
  useStyles(searchStyles);
  const { t } = useLingui();
  const { base, searchParams, navigate, searchTerm } = useMarketplace();
  usePageTitle(t`Search | Eventbrite App Marketplace`);
  const typed = useStore(searchTerm.$term);
  const addressTerm = (searchParams.get('q') ?? '').trim();

  // Spec 001 §2 "a q parameter present when apps first load is used as the term"; back and
  // forward bring theirs. Before paint, so the box never shows another term first.
  useLayoutEffect(() => {
    if (searchTerm.$term.get().trim() !== addressTerm) searchTerm.set(addressTerm);
  }, [addressTerm, searchTerm]);

  const ahead = typed.trim() !== addressTerm;
  useEffect(() => {
    if (!ahead) return undefined;
    const timer = setTimeout(() => navigate(searchAddress(base, typed), { replace: true }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [ahead, typed, base, navigate]);
  // Leaving by a link before the address caught up: write it first, so back finds this term.
  const catchUp = (event: MouseEvent) => {
    if (ahead && event.target instanceof Element && event.target.closest('a[href]')) navigate(searchAddress(base, typed), { replace: true });
  };

  // While typing, a slow search never holds the keystroke back: the results follow a moment later.
  const deferred = useDeferredValue(typed);
  const term = (ahead ? deferred : typed).trim();
  const search = useAppSearch(term);
  const found = search.found;

  const requestedPage = Number(searchParams.get('page') ?? 1);
  const pageCount = pageCountFor(found.length, SEARCH_PAGE_SIZE);
  // Spec 001 §2/§4: a new term starts at page 1; an impossible page number is ignored.
  const page = term === addressTerm && isValidPage(requestedPage, pageCount) ? requestedPage : 1;
  const firstIndex = (page - 1) * SEARCH_PAGE_SIZE;
  const shown = found.slice(firstIndex, firstIndex + SEARCH_PAGE_SIZE);

  const heading = term ? t`Search results for ${term}` : t`Search apps`;
  const loading = search.status === 'idle' || search.status === 'fetching';

  return (
    <div onClickCapture={catchUp}>
      <Hero headline={heading} />
      <div className="eb-search-results">
        {search.status === 'failed' ? (
          <SectionError onRefresh={search.retry} />
        ) : (
          <p className="eb-search-results__status" role="status">
            {term ? <SearchProgress term={term} loading={loading} searched={search.searched} total={search.total} found={found.length} /> : null}
          </p>
        )}
        {shown.length ? (
          <ResultCards apps={shown} term={term} index={search.index} sectionTitle={heading} firstPosition={firstIndex + 1} />
        ) : null}
        {found.length > SEARCH_PAGE_SIZE ? (
          <div className="eb-search-results__footer">
            <ResultsCount shown={Math.min(firstIndex + SEARCH_PAGE_SIZE, found.length)} total={found.length} />
            <Pagination
              page={page}
              total={found.length}
              pageSize={SEARCH_PAGE_SIZE}
              onPageChange={(next) => navigate(searchAddress(base, term, next))}
            />
          </div>
        ) : null}
      </div>
      <CategoriesToExplore />
    </div>
  );
}
