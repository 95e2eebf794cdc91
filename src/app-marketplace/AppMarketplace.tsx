import { useStore } from '@nanostores/react';
import { useContext, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useAnalytics } from '../element/analytics';
import { propSource } from '../element/define-element';
import { $env } from '../stores/server-data';
import { ElementContext } from '../element/element-context';
import { useStyles } from '../ui/use-styles';
import { appMarketplaceStyles } from './app-marketplace.styles';
import { MarketplaceContext, type MarketplaceContextValue } from './MarketplaceContext';
import { addressText, createNavigator, scrollAfterNavigation, type Routing } from './navigation';
import { MarketplaceHeader } from './parts/MarketplaceHeader';
import { DEFAULT_BASE_PATH, basePathProblem, normalizeBasePath, routeFor, selectionAfter, startPathProblem, type Screen } from './routes';
import { createSearchTerm } from './search/search-state';
import { AppScreen } from './screens/AppScreen';
import { BrowseScreen, prepareBrowsing } from './screens/BrowseScreen';
import { HomeScreen } from './screens/HomeScreen';
import { NotFoundScreen } from './screens/NotFoundScreen';
import { useLatest } from '../element/use-latest';

export interface NavigateDetail {
  path: string;
}

export interface AppMarketplaceProps {
  /** Where the marketplace lives (`/apps/` by default). */
  basePath?: string;
  /** `history` (default) reads and writes the page's address; `memory` never touches it. */
  routing?: Routing;
  /** The first path in memory routing (`/apps/search/?q=crm`). */
  path?: string;
  /** No logo and quick links (the hero with its search stays), for hosts with a header of their own. */
  hideHeader?: boolean;
  onNavigate?: (detail: NavigateDetail) => boolean;
}

function ScreenView({ screen }: { screen: Screen }) {
  switch (screen.name) {
    case 'home':
      return <HomeScreen />;
    case 'app':
      return <AppScreen slug={screen.slug} />;
    case 'not-found':
      return <NotFoundScreen />;
    default:
      return <BrowseScreen screen={screen} />;
  }
}

/** One console.warn for each malformed value an attribute or property of this element gets. */
function useMalformedWarning(prop: string, attribute: string, value: string | undefined, problem: string | undefined, outcome: string) {
  const element = useContext(ElementContext);
  const warned = useRef<string | undefined>(undefined);
  useEffect(() => {
    // Once per value: a new outcome (another routing) for the same value is not a new problem.
    if (value === undefined || problem === undefined || warned.current === value) return;
    warned.current = value;
    const source = element ? propSource(element.host, prop) : 'attribute';
    const name = source === 'attribute' ? attribute : prop;
    console.warn(`[eb-widgets] <${element?.tag ?? 'eb-app-marketplace'}> ${source} "${name}" ${problem}; ${outcome}.`);
  }, [value, problem, element, prop, attribute, outcome]);
}

const withoutTrailingSlash = (pathname: string) => pathname.replace(/\/+$/, '');

/**
 * `<eb-app-marketplace>` (spec 001): the organizer's directory of apps, with its own router. Each
 * navigation dispatches `eb-navigate`, is counted as a page view, resets the selected category
 * unless the path keeps it, and scrolls to where back/forward left the page, or to the address's
 * hash, or to the top.
 */
export function AppMarketplace({ basePath, routing = 'history', path, hideHeader = false, onNavigate }: AppMarketplaceProps) {
  useStyles(appMarketplaceStyles);
  const host = useContext(ElementContext)?.host;
  // Spec 000 §2 embedded-view rules: a page shown inside another app has no header of its own.
  const { isEmbeddedView } = useStore($env);
  const track = useAnalytics();
  const mode: Routing = routing === 'memory' ? 'memory' : 'history';

  const baseProblem = basePath === undefined ? undefined : basePathProblem(basePath);
  useMalformedWarning('basePath', 'base-path', basePath, baseProblem, 'the default is used instead');
  const base = normalizeBasePath(baseProblem ? DEFAULT_BASE_PATH : basePath);
  const pathProblem = path === undefined ? undefined : startPathProblem(path);
  useMalformedWarning('path', 'path', path, pathProblem, mode === 'memory' ? 'the base path is shown instead' : "the page's address is followed instead");
  const startPath = path === undefined || pathProblem ? base : path;

  // Memory routing starts at `path`; a later change of `path` moves it there. History routing
  // starts where the page is, whatever `path` says.
  const navigatorStart = mode === 'memory' ? startPath : base;
  const navigator = useMemo(() => createNavigator(mode, navigatorStart, base), [mode, navigatorStart, base]);
  // History routing: `path` is where the page's router says the page went (its pushState fires no
  // popstate, and not every browser tells of it otherwise): the marketplace follows.
  const followedPath = mode === 'history' && !pathProblem ? path : undefined;
  useLayoutEffect(() => {
    if (followedPath !== undefined) navigator.follow(followedPath);
  }, [followedPath, navigator]);
  const liveAddress = useStore(navigator.$address);
  // The marketplace's own moves (a click on its links) draw the next screen in the background:
  // the click's frame paints at once, the page shown staying (marked busy) until the background
  // render of the new address, and a person's next input is not kept waiting behind a whole
  // screen's render. The page's moves (its router, back and forward) show in the frame the address
  // changes. What was shown is kept apart: the deferred value alone may be older than what a move
  // of the page showed since.
  const caughtUp = useDeferredValue(liveAddress) === liveAddress;
  const [shownAddress, setShownAddress] = useState(liveAddress);
  const address = !liveAddress.own || caughtUp ? liveAddress : shownAddress;
  if (address !== shownAddress) setShownAddress(address);
  const moving = address !== liveAddress;
  const route = useMemo(() => routeFor(address.pathname, base), [address.pathname, base]);
  const searchParams = useMemo(() => new URLSearchParams(address.search), [address.search]);
  const text = addressText(address);

  // Spec 001 §2: the selected category follows the path, or resets on a path that does not keep it.
  const [selection, setSelection] = useState(() => ({ address, route, filter: selectionAfter(undefined, route, address.pathname) }));
  let selectedFilter = selection.filter;
  if (selection.address !== address || selection.route !== route) {
    selectedFilter = selectionAfter(selection.filter, route, address.pathname);
    setSelection({ address, route, filter: selectedFilter });
  }

  const searchTerm = useMemo(() => createSearchTerm(), []);
  const context = useMemo<MarketplaceContextValue>(
    () => ({ base: route.base, route, searchParams, path: text, navigate: navigator.navigate, hideHeader, routing: mode, selectedFilter, searchTerm }),
    [route, searchParams, text, navigator, hideHeader, mode, selectedFilter, searchTerm],
  );

  // Spec 001 §2 "All routes end with a trailing slash": a page's path without it gets it.
  useLayoutEffect(() => {
    if (route.canonicalPath) navigator.navigate(`${route.canonicalPath}${address.search}${address.hash}`, { replace: true });
  }, [route, address, navigator]);

  // The latest callbacks, without making every navigation effect depend on them.
  const report = useLatest({ onNavigate, track });

  // Every navigation, including to the path shown first and to the page already shown; told in
  // the commit that shows it, also when that commit is a background one.
  useLayoutEffect(() => {
    if (route.canonicalPath) return;
    report.current.onNavigate?.({ path: text });
    report.current.track({ category: 'app-marketplace', action: 'PageView', label: text });
    // Once per address: the path and the text follow from it.
  }, [address, route.canonicalPath, text, report]);

  // After a navigation (not the first render: the page decides where it starts). Replacing the
  // query while the same page stays (a search term as it is typed) keeps the scroll position.
  const lastPage = useRef(withoutTrailingSlash(address.pathname));
  useLayoutEffect(() => {
    const samePage = lastPage.current === withoutTrailingSlash(address.pathname);
    lastPage.current = withoutTrailingSlash(address.pathname);
    if (address.cause === 'start' || (address.cause === 'replace' && samePage)) return undefined;
    return scrollAfterNavigation(address, mode, host);
  }, [address, mode, host]);

  // The same elements while a move is drawn in the background: the render the click asked for
  // stops here.
  const shown = useMemo(
    () => (
      <>
        {hideHeader || isEmbeddedView ? null : <MarketplaceHeader />}
        <ScreenView screen={route.screen} />
      </>
    ),
    [hideHeader, isEmbeddedView, route.screen],
  );
  return (
    <MarketplaceContext.Provider value={context}>
      <div className="eb-marketplace" aria-busy={moving || undefined} onPointerOver={prepareBrowsing} onFocus={prepareBrowsing}>
        {shown}
      </div>
    </MarketplaceContext.Provider>
  );
}
