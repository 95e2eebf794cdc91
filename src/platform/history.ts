// The page's address bar, history, title and scroll, for an element that routes with them
// (<eb-app-marketplace routing="history">). Nothing here patches the page's own History API: a
// library inside someone else's page listens to popstate and to the Navigation API, and knows its
// own navigations.

/** What a marketplace keeps in the history entries it writes, to restore them on back/forward. */
export interface EntryState {
  ebScrollY?: number;
}

export interface PageAddress {
  pathname: string;
  search: string;
  hash: string;
}

export function currentAddress(): PageAddress {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
}

function entryState(): Record<string, unknown> {
  const state: unknown = window.history.state;
  return state !== null && typeof state === 'object' ? { ...(state as Record<string, unknown>) } : {};
}

/** The scroll position kept with the current history entry, if it has one. */
export function savedScrollY(): number | undefined {
  const value = entryState().ebScrollY;
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** Keeps the current scroll position with the current entry, before leaving it. */
export function saveScrollPosition(): void {
  window.history.replaceState({ ...entryState(), ebScrollY: window.scrollY }, '');
}

/** How long scrolling must pause before its position is kept with the entry. */
const SCROLL_SAVE_DELAY_MS = 100;

export interface ScrollKeeper {
  /** Drops a position not yet kept: the entry it was meant for is no longer the current one. */
  cancel: () => void;
  stop: () => void;
}

/**
 * Keeps the scroll position with the current history entry while the page is scrolled, so that
 * back and forward (which leave an entry without warning) find it there.
 */
export function keepScrollPositions(): ScrollKeeper {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const onScroll = () => {
    cancel();
    timer = setTimeout(() => {
      timer = undefined;
      saveScrollPosition();
    }, SCROLL_SAVE_DELAY_MS);
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  return {
    cancel,
    stop: () => {
      cancel();
      window.removeEventListener('scroll', onScroll);
    },
  };
}

/** A new entry (or the current one replaced) for `url`, same origin only. */
export function writeAddress(url: string, { replace = false } = {}): void {
  const target = new URL(url, window.location.href);
  if (target.origin !== window.location.origin) return;
  if (replace) window.history.replaceState(entryState(), '', target.href);
  else window.history.pushState({}, '', target.href);
}

export function onHistoryChange(listener: () => void): () => void {
  window.addEventListener('popstate', listener);
  return () => window.removeEventListener('popstate', listener);
}

/** The Navigation API's part this file uses (checked here: Chromium 156 and Firefox 153 ESR have it, WebKitGTK 2.50 not). */
interface PageNavigation extends EventTarget {
  addEventListener(type: 'currententrychange', listener: (event: Event & { navigationType?: string | null }) => void): void;
  removeEventListener(type: 'currententrychange', listener: (event: Event & { navigationType?: string | null }) => void): void;
}

/**
 * Calls `listener` after each same-document navigation that writes a new address
 * (`history.pushState`/`replaceState`, by a router of the page or by us), where the browser has the
 * Navigation API; back and forward are onHistoryChange's. Without the API it never calls: a
 * page's router is then followed through what it reports (`path`).
 */
export function onPageNavigation(listener: (type: 'push' | 'replace') => void): () => void {
  const navigation = (window as { navigation?: PageNavigation }).navigation;
  if (!navigation || typeof navigation.addEventListener !== 'function') return () => {};
  const handle = ({ navigationType }: { navigationType?: string | null }) => {
    if (navigationType === 'push' || navigationType === 'replace') listener(navigationType);
  };
  navigation.addEventListener('currententrychange', handle);
  return () => navigation.removeEventListener('currententrychange', handle);
}

export function setDocumentTitle(title: string): void {
  document.title = title;
}

export function scrollPageTo(y: number): void {
  window.scrollTo(0, y);
}

/** Scrolls to the element with this id inside `root` or in the page; false when there is none. */
export function scrollToId(id: string, root?: DocumentOrShadowRoot & ParentNode): boolean {
  const target = root?.querySelector(`[id="${CSS.escape(id)}"]`) ?? document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView();
  return true;
}

/** Scrolls the page so that `element`'s top is in view, when it is above the window's top. */
export function revealTop(element: Element): void {
  const { top } = element.getBoundingClientRect();
  if (top < 0) window.scrollBy(0, top);
}

/** Scrolls the page to `y` as far as it can; true once it got there. */
export function scrollToY(y: number): boolean {
  const reachable = Math.max(0, document.documentElement.scrollHeight - window.innerHeight);
  window.scrollTo(0, Math.min(y, reachable));
  return reachable >= y;
}

// What a person does to scroll the page themselves.
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** How long a restoration waits for the page to grow enough. */
export const SCROLL_RESTORE_TIMEOUT_MS = 10_000;

/**
 * Runs `attempt` now and again whenever `watched` changes or the page grows, until it succeeds
 * (true), the person scrolls, clicks or types, the time runs out, or the returned cancel is
 * called: a scroll position or an anchor restored once the screen has its data.
 */
export function scrollWhenReady(attempt: () => boolean, watched: Node, timeoutMs = SCROLL_RESTORE_TIMEOUT_MS): () => void {
  if (attempt()) return () => {};
  let done = false;
  const retry = () => {
    if (!done && attempt()) finish();
  };
  const mutations = new MutationObserver(retry);
  const resizes = new ResizeObserver(retry);
  const timer = setTimeout(() => finish(), timeoutMs);
  function finish() {
    if (done) return;
    done = true;
    mutations.disconnect();
    resizes.disconnect();
    clearTimeout(timer);
    for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, finish, true);
  }
  mutations.observe(watched, { childList: true, subtree: true, characterData: true });
  resizes.observe(document.documentElement);
  for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, finish, { capture: true, passive: true });
  return finish;
}

/**
 * Sets the page's `<meta name="description">` (adding one when there is none) and returns how to
 * put back what was there.
 */
export function setMetaDescription(content: string): () => void {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  const added = !meta;
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  const before = meta.content;
  meta.content = content;
  const own = meta;
  return () => {
    if (added) own.remove();
    else own.content = before;
  };
}
