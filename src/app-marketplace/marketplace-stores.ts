import { atom, map } from 'nanostores';
import type { App, Category, Picks } from '../api/apps';
import type { PagingProgress } from '../api/paging';
import { appsApi } from './apps-api';

// Spec 001 §3 client state and §4: every list of apps goes not fetching -> fetching -> loaded,
// or failed, once for the page: a list two sections need is fetched once, and a failed one is
// fetched again only when someone asks (the section's refresh button).

export type ListStatus = 'idle' | 'fetching' | 'loaded' | 'failed';

export interface AppList {
  status: ListStatus;
  /** The apps so far: a list shows its first page while the rest arrives. */
  apps: App[];
  /** How many apps the whole list holds, when the server said (search shows 'Searching 15 of 68 apps…'). */
  total?: number;
}

/** `popular`, `featured`, `recommended`, `all`, or `category:{slug}`. */
export type ListKey = Picks | 'all' | `category:${string}`;

export const categoryList = (slug: string): ListKey => `category:${slug}`;

const EMPTY: AppList = { status: 'idle', apps: [] };

export const $appLists = map<Record<string, AppList>>({});

export interface CategoriesState {
  status: ListStatus;
  categories: Category[];
}

export const $categories = atom<CategoriesState>({ status: 'idle', categories: [] });

/** Spec 001 §2: a category shows its localized name when it has one, else its name. */
export const shownCategoryName = (category: Pick<Category, 'name' | 'nameLocalized'>) => category.nameLocalized || category.name;

export const listOf = (lists: Record<string, AppList>, key: ListKey): AppList => lists[key] ?? EMPTY;

const requests = new Map<ListKey, Promise<void>>();
// Bumped by resetMarketplace: answers to requests sent before change nothing.
let generation = 0;

// Lists are asked for once the marketplace's first frame (the hero, the sections' placeholders)
// is on the screen: the page's largest paint, the hero's headline, needs no data, and a call or
// a file that arrives before it is drawn delays it. The API client's code (apps-api.ts) is asked
// for then too. A list arrives about two frames and that file's round trip later.
let firstFrame: Promise<void> | undefined;
function afterFirstFrame(): Promise<typeof import('../api/apps')> {
  return whenFirstFrameIsShown().then(appsApi);
}
function whenFirstFrameIsShown(): Promise<void> {
  firstFrame ??= new Promise((resolve) => {
    let framesDrawn = false;
    let paintReported = false;
    let observer: PerformanceObserver | undefined;
    const done = () => {
      clearTimeout(fallback);
      observer?.disconnect();
      resolve();
    };
    // A hidden page draws no frames: then after 250 ms.
    let fallback = setTimeout(done, 250);
    // The browser reports the largest paint after it has shown the frame, up to a few frames
    // late: with the hero as the page's largest paint, after that report; else (the page has
    // larger content of its own) at most 100 ms after the frames.
    if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
      // Without `buffered`: only paints reported from now on.
      observer = new PerformanceObserver(() => {
        paintReported = true;
        if (framesDrawn) done();
      });
      observer.observe({ type: 'largest-contentful-paint' });
    }
    // The first frame is on the screen once the next one starts.
    requestAnimationFrame(() =>
      requestAnimationFrame(() =>
        setTimeout(() => {
          framesDrawn = true;
          clearTimeout(fallback);
          if (paintReported || !observer) done();
          else fallback = setTimeout(done, 100);
        }),
      ),
    );
  });
  return firstFrame;
}

async function fetcherFor(key: ListKey, onPage: (apps: App[], progress: PagingProgress) => void): Promise<App[]> {
  const { fetchApps } = await afterFirstFrame();
  if (key === 'all') return fetchApps({ onPage });
  if (key.startsWith('category:')) return fetchApps({ category: key.slice('category:'.length), onPage });
  return fetchApps({ picks: key as Picks, onPage });
}

/** Loads a list unless it is loaded or on its way; `again` fetches a failed or loaded list anew. */
export function loadList(key: ListKey, { again = false } = {}): Promise<void> {
  const current = listOf($appLists.get(), key);
  const pending = requests.get(key);
  if (pending && current.status === 'fetching') return pending;
  if (!again && (current.status === 'loaded' || current.status === 'failed')) return Promise.resolve();
  const started = generation;
  $appLists.setKey(key, { status: 'fetching', apps: again ? [] : current.apps });
  const request = fetcherFor(key, (apps, { total }) => {
    if (generation === started) $appLists.setKey(key, { status: 'fetching', apps, total });
  }).then(
    (apps) => {
      if (generation === started) $appLists.setKey(key, { status: 'loaded', apps, total: apps.length });
    },
    () => {
      // The API layer has logged what went wrong; the section shows its refresh button.
      if (generation === started) $appLists.setKey(key, { status: 'failed', apps: [] });
    },
  );
  const settled = request.finally(() => {
    if (requests.get(key) === settled) requests.delete(key);
  });
  requests.set(key, settled);
  return settled;
}

let categoriesRequest: Promise<void> | undefined;

/** Loads the categories once (again after a failure, when asked). */
export function loadCategories({ again = false } = {}): Promise<void> {
  const { status } = $categories.get();
  if (status === 'fetching' && categoriesRequest) return categoriesRequest;
  if (!again && (status === 'loaded' || status === 'failed')) return Promise.resolve();
  const started = generation;
  $categories.set({ status: 'fetching', categories: [] });
  categoriesRequest = afterFirstFrame()
    .then(({ fetchCategories }) => fetchCategories())
    .then(
      (categories) => {
        if (generation === started) $categories.set({ status: 'loaded', categories });
      },
      () => {
        if (generation === started) $categories.set({ status: 'failed', categories: [] });
      },
    );
  return categoriesRequest;
}

/** Forgets every list; for tests. */
export function resetMarketplace(): void {
  generation += 1;
  requests.clear();
  categoriesRequest = undefined;
  $appLists.set({});
  $categories.set({ status: 'idle', categories: [] });
}
