import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { useContext, useEffect, useLayoutEffect } from 'react';
import type { App } from '../../api/apps';
import { ElementContext } from '../../element/element-context';
import { Pagination } from '../../ui/pagination/Pagination';
import { isValidPage, pageCountFor } from '../../ui/pagination/pagination-rules';
import { Spinner } from '../../ui/spinner/Spinner';
import { useStyles } from '../../ui/use-styles';
import { useMarketplace, usePageTitle } from '../MarketplaceContext';
import { CategoriesToExplore } from '../parts/CategoriesToExplore';
import { AppCard, APP_NAME_MAX, SHORT_DESCRIPTION_MAX } from '../parts/AppCard';
import { Hero } from '../parts/Hero';
import { SectionError } from '../parts/SectionError';
import { requestedPage } from '../routes';
import type { AppSearchIndex } from '../search/app-search';
import { HighlightedText } from '../search/HighlightedText';
import { searchStyles } from '../search/search.styles';
import { SEARCH_DEBOUNCE_MS, SEARCH_PAGE_SIZE, searchAddress } from '../search/search-state';
import { useAppSearch } from '../search/use-app-search';
import { useLatest } from '../../element/use-latest';

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
  /** The typing has paused: the address holds the term shown. */
  settled: boolean;
}

/**
 * What the search is doing, for everyone (it is the page's status): how far the apps list has
 * arrived while it loads (never a blank page), that a finished search found nothing, or, for screen
 * readers (the grid says it to the eye), how many apps it found once the typing has paused: a count
 * at every key would talk over the person typing.
 */
function SearchProgress({ term, loading, searched, total, found, settled }: SearchProgressProps) {
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
  if (!found) return <>{t`No apps found for “${term}”`}</>;
  return settled ? (
    <span className="eb-visually-hidden">
      <Plural value={found} one="# app found" other="# apps found" />
    </span>
  ) : null;
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
 * Runs `catchUp` before a click on any link of the marketplace (the filter and the header are
 * outside the search screen) does what it does: the click's own navigation comes after.
 */
function useCatchUpBeforeLinks(catchUp: { current: () => void }) {
  const root = useContext(ElementContext)?.host.shadowRoot;
  useEffect(() => {
    if (!root) return undefined;
    const beforeLink = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) catchUp.current();
    };
    root.addEventListener('click', beforeLink, { capture: true });
    return () => root.removeEventListener('click', beforeLink, { capture: true });
  }, [root, catchUp]);
}

/**
 * Spec 001 §2 "Search results page" and "Search behaviour". The address (`?q=`, `&page=`) is
 * where the term and page live, so back and forward restore them; typing runs ahead of it and
 * the address follows 500 ms after the last key, in place. Results follow every keystroke, over
 * the apps loaded so far: searching works before the whole list has arrived.
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
  // Leaving before the address caught up (a result, the category filter, the header, a page of
  // results): the address takes the term first, so back finds it.
  const catchUp = useLatest(() => {
    if (ahead) navigate(searchAddress(base, typed), { replace: true });
  });
  useCatchUpBeforeLinks(catchUp);

  // The results of each keystroke are rendered with it, in the same frame: the search takes a
  // few milliseconds at 10,000 apps (BENCHMARKS.md), and deferring it cost a frame of latency.
  const term = typed.trim();
  const search = useAppSearch(term);
  const found = search.found;

  const asked = requestedPage(searchParams) ?? 1;
  const pageCount = pageCountFor(found.length, SEARCH_PAGE_SIZE);
  // Spec 001 §2/§4: a new term starts at page 1; an impossible page number is ignored.
  const page = term === addressTerm && isValidPage(asked, pageCount) ? asked : 1;
  const firstIndex = (page - 1) * SEARCH_PAGE_SIZE;
  const shown = found.slice(firstIndex, firstIndex + SEARCH_PAGE_SIZE);

  const heading = term ? t`Search results for ${term}` : t`Search apps`;
  const loading = search.status === 'idle' || search.status === 'fetching';

  return (
    <div>
      <Hero headline={heading} />
      <div className="eb-search-results">
        {search.status === 'failed' ? (
          <SectionError onRefresh={search.retry} />
        ) : (
          <p className="eb-search-results__status" role="status">
            {term ? <SearchProgress term={term} loading={loading} searched={search.searched} total={search.total} found={found.length} settled={!ahead} /> : null}
          </p>
        )}
        {shown.length && search.index ? <ResultCards apps={shown} term={term} index={search.index} sectionTitle={heading} firstPosition={firstIndex + 1} /> : null}
        {found.length > SEARCH_PAGE_SIZE ? (
          <div className="eb-search-results__footer">
            <ResultsCount shown={Math.min(firstIndex + SEARCH_PAGE_SIZE, found.length)} total={found.length} />
            <Pagination
              page={page}
              total={found.length}
              pageSize={SEARCH_PAGE_SIZE}
              onPageChange={(next) => {
                catchUp.current();
                navigate(searchAddress(base, typed, next));
              }}
            />
          </div>
        ) : null}
      </div>
      <CategoriesToExplore />
    </div>
  );
}
