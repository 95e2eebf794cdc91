import { atom, onMount, type ReadableAtom } from 'nanostores';
import {
  currentAddress,
  keepScrollPositions,
  onHistoryChange,
  onPageNavigation,
  revealTop,
  saveScrollPosition,
  savedScrollY,
  scrollPageTo,
  scrollToId,
  scrollToY,
  scrollWhenReady,
  writeAddress,
  type PageAddress,
  type ScrollKeeper,
} from '../platform/history';
import { DEFAULT_BASE_PATH, isMarketplacePath, sitePath } from './routes';

// Where a marketplace is and how it moves (API.md §3 `routing`): `history` reads and writes the
// page's address and follows back/forward; `memory` keeps its own address and never touches the
// page's. Not wouter: it patches the page's history.pushState/replaceState when it loads, which
// a widget inside someone else's page must not do.

export type Routing = 'history' | 'memory';
export const ROUTINGS = ['history', 'memory'] as const;

export interface MarketplaceAddress extends PageAddress {
  /** How this address was reached: back/forward restores its scroll position. */
  cause: 'start' | 'push' | 'replace' | 'pop';
  /** Back/forward to an entry that kept its scroll position. */
  scrollY?: number;
  /**
   * The marketplace moved itself (its links, search, pager, redirects); a move of the page's
   * (its router, back and forward, the first address) leaves it out.
   */
  own?: true;
}

export interface Navigator {
  $address: ReadableAtom<MarketplaceAddress>;
  /**
   * Goes to `to` (a path with query and hash); `replace` keeps one history entry. Anything that
   * would leave the site (`javascript:…`, `//evil.example/`, `https://…`) is not followed.
   */
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /**
   * History routing: the page's router reports the address it went to (`path`), for browsers
   * that do not tell of its pushState. Memory routing: goes there, as `navigate`.
   */
  follow: (path: string) => void;
}

function parse(path: string): PageAddress {
  const url = new URL(path, 'http://marketplace.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

export const addressText = ({ pathname, search, hash }: PageAddress) => `${pathname}${search}${hash}`;

function memoryNavigator(startPath: string): Navigator {
  const $address = atom<MarketplaceAddress>({ ...parse(sitePath(startPath) ?? '/'), cause: 'start' });
  const go = (to: string, replace: boolean, own: boolean) => {
    const path = sitePath(to, addressText($address.get()));
    if (path !== undefined) $address.set({ ...parse(path), cause: replace ? 'replace' : 'push', ...(own && { own: true }) });
  };
  return { $address, navigate: (to, { replace = false } = {}) => go(to, replace, true), follow: (path) => go(path, false, false) };
}

function historyNavigator(basePath: string): Navigator {
  const $address = atom<MarketplaceAddress>({ ...currentAddress(), cause: 'start' });
  let scroll: ScrollKeeper | undefined;
  /** While the marketplace writes the page's address itself: what the browser then tells is ours. */
  let writing = false;
  const write = (change: () => void) => {
    writing = true;
    try {
      change();
    } finally {
      writing = false;
    }
  };
  /** The page's router went to `address`: the marketplace goes there too, once, if it is its own. */
  const arrive = (address: PageAddress, cause: 'push' | 'replace') => {
    if (addressText(address) === addressText($address.get()) || !isMarketplacePath(address.pathname, basePath)) return;
    scroll?.cancel();
    $address.set({ ...address, cause });
  };
  // The page's history is followed while the marketplace is on the page.
  onMount($address, () => {
    // The page may have moved between the marketplace's first render and now.
    if (addressText(currentAddress()) !== addressText($address.get())) $address.set({ ...currentAddress(), cause: 'start' });
    scroll = keepScrollPositions();
    const stopPops = onHistoryChange(() => {
      // The entry a pending position was meant for is behind us now.
      scroll?.cancel();
      $address.set({ ...currentAddress(), cause: 'pop', scrollY: savedScrollY() });
    });
    // A router of the page (Next.js <Link>, React Router's navigate) writes the address with
    // pushState, which fires no popstate.
    const stopPushes = onPageNavigation((type) => {
      if (!writing) arrive(currentAddress(), type);
    });
    return () => {
      stopPops();
      stopPushes();
      scroll?.stop();
      scroll = undefined;
    };
  });
  return {
    $address,
    navigate(to, { replace = false } = {}) {
      const path = sitePath(to, addressText(currentAddress()));
      if (path === undefined) return;
      scroll?.cancel();
      write(() => {
        if (!replace) saveScrollPosition();
        writeAddress(path, { replace });
      });
      $address.set({ ...currentAddress(), cause: replace ? 'replace' : 'push', own: true });
    },
    follow(path) {
      const address = sitePath(path);
      if (address !== undefined) arrive(parse(address), 'push');
    },
  };
}

export function createNavigator(routing: Routing, startPath: string, basePath = DEFAULT_BASE_PATH): Navigator {
  return routing === 'memory' ? memoryNavigator(startPath) : historyNavigator(basePath);
}

/**
 * Spec 001 §2 "After a router update, if the URL has a hash the page scrolls to the element with
 * that id, otherwise to the top"; back and forward go to where the page was left instead. The
 * position or the element may only be there once the screen has its data: it is waited for.
 * The top is the page's in history routing, the marketplace's own in memory routing. Returns a
 * cancel for a wait still under way.
 */
export function scrollAfterNavigation(address: MarketplaceAddress, routing: Routing, host: HTMLElement | undefined): (() => void) | undefined {
  const root = host?.shadowRoot ?? undefined;
  const toTop = () => (routing === 'history' || !host ? scrollPageTo(0) : revealTop(host));
  if (address.cause === 'pop' && address.scrollY !== undefined && root) {
    const y = address.scrollY;
    // The screen may still be waiting for its apps: the position is restored once they are there.
    return scrollWhenReady(() => scrollToY(y), root);
  }
  let id = '';
  try {
    id = decodeURIComponent(address.hash.slice(1));
  } catch {
    id = address.hash.slice(1);
  }
  if (id && root) {
    if (scrollToId(id, root)) return undefined;
    toTop();
    return scrollWhenReady(() => scrollToId(id, root), root);
  }
  toTop();
  return undefined;
}

/**
 * A click a link should turn into in-place navigation: the main button, no modifier key, no
 * other target; ctrl/cmd/shift/alt and middle clicks open new tabs and windows as links do.
 */
export function isPlainClick(event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean; defaultPrevented: boolean }): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;
}
