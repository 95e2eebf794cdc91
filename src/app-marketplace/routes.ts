// Spec 001 §2 "Screens and routes": pure functions from a marketplace path to the screen it
// shows, and the links the marketplace makes.

/** Spec 001 §9: the language prefixes a marketplace path may start with. */
export const MARKETPLACE_LOCALES = ['de-de', 'en-au', 'en-ca', 'en-gb', 'en-us', 'es-es', 'fr-ca', 'fr-fr', 'it-it', 'nl-nl', 'pt-pt', 'pt-br', 'es-ar', 'en-se'] as const;

export const DEFAULT_BASE_PATH = '/apps/';

/** The admin playground that mirrors the marketplace (spec 001 §2), before its version. */
export const PLAYGROUND_PATH = '/admin/spa/playground/app_marketplace_spa/';

export type Screen =
  | { name: 'home' }
  | { name: 'search' }
  | { name: 'popular' }
  | { name: 'recommended' }
  | { name: 'category'; slug: string }
  | { name: 'app'; slug: string }
  | { name: 'not-found' };

/** The pages that browse apps (BrowseScreen.tsx, and its code BrowsePage.tsx). */
export type BrowseScreenName = Extract<Screen, { name: 'search' | 'popular' | 'recommended' | 'category' }>;

export interface MarketplaceRoute {
  screen: Screen;
  /** Where the marketplace lives for this path: the base path, after a language prefix or in the playground. */
  base: string;
  /** The language prefix, when the path has one (`de-de`). */
  language?: string;
  /** The `{slug}` of a `categories/{slug}/` path, as written (the playground's category route shows the search page). */
  category?: string;
  /**
   * Spec 001 §2 "All routes end with a trailing slash": the same path with its slash, when this
   * one lacks it and names a page (`/apps/popular` -> `/apps/popular/`).
   */
  canonicalPath?: string;
}

/** `/apps` and `apps/` both become `/apps/`: the base always starts and ends with a slash. */
export function normalizeBasePath(basePath: string | undefined): string {
  const trimmed = (basePath ?? '').trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : DEFAULT_BASE_PATH;
}

// A path segment as RFC 3986 allows it, without dot segments.
const PATH_SEGMENT = /^[A-Za-z0-9._~!$&'()*+,;=:@%-]+$/;

/**
 * Why `basePath` cannot be the marketplace's base path, or undefined when it can: it must be a
 * path on this site (`/apps/`, `/tools/apps`), never a URL (`javascript:…`, `//evil.example/`).
 */
export function basePathProblem(basePath: string): string | undefined {
  if (!basePath.startsWith('/') || basePath.startsWith('//')) return `is not a path starting with one "/" (was ${JSON.stringify(basePath)})`;
  const segments = basePath.split('/').filter(Boolean);
  if (!segments.length || segments.some((segment) => !PATH_SEGMENT.test(segment) || segment === '.' || segment === '..')) {
    return `is not a path of plain segments (was ${JSON.stringify(basePath)})`;
  }
  return undefined;
}

const INVALID_ORIGIN = 'http://marketplace.invalid';

/**
 * `to` (a path with query and hash) resolved against `from`, when it stays on this site: a path
 * such as `/apps/search/?q=crm` or `?page=2`; undefined for `javascript:…`, `//evil.example/`,
 * `https://…` and anything else that would leave it.
 */
export function sitePath(to: string, from = '/'): string | undefined {
  // Control characters and backslashes: browsers read `/\evil.example` as `//evil.example`.
  // eslint-disable-next-line no-control-regex -- control characters are what it looks for
  if (/[\u0000-\u001f\\]/.test(to)) return undefined;
  let url: URL;
  try {
    url = new URL(to, `${INVALID_ORIGIN}${from.startsWith('/') ? from : `/${from}`}`);
  } catch {
    return undefined;
  }
  return url.origin === INVALID_ORIGIN ? `${url.pathname}${url.search}${url.hash}` : undefined;
}

/** Why `path` cannot be the first path of memory routing, or undefined when it can. */
export function startPathProblem(path: string): string | undefined {
  return path.startsWith('/') && sitePath(path) !== undefined ? undefined : `is not a path on this site starting with "/" (was ${JSON.stringify(path)})`;
}

const SLUG = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** The screen for the path inside the marketplace (`search/`, `categories/crm/`, `mailbloom/`). */
function screenFor(segments: string[], inPlayground: boolean): { screen: Screen; category?: string } {
  if (segments.length === 0) return { screen: { name: 'home' } };
  const [first, second] = segments.map(decodeSegment);
  if (first === undefined) return { screen: { name: 'not-found' } };
  if (segments.length === 1) {
    if (first === 'search') return { screen: { name: 'search' } };
    if (first === 'popular') return { screen: { name: 'popular' } };
    if (first === 'recommended') return { screen: { name: 'recommended' } };
    if (first === 'categories') return { screen: { name: 'not-found' } };
    return { screen: SLUG.test(first) ? { name: 'app', slug: first } : { name: 'not-found' } };
  }
  if (segments.length === 2 && first === 'categories' && second !== undefined && SLUG.test(second)) {
    // Spec 001 §2: the playground's category route shows the search page.
    return { screen: inPlayground ? { name: 'search' } : { name: 'category', slug: second }, category: second };
  }
  return { screen: { name: 'not-found' } };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PLAYGROUND = new RegExp(`^${escapeRegExp(PLAYGROUND_PATH)}[^/]+(?:/|$)`);

interface RoutePrefix {
  base: string;
  language?: string;
  inPlayground: boolean;
}

/** The prefix of `path` the marketplace answers under: its base, with a language prefix, or the playground's. */
function prefixOf(path: string, base: string): RoutePrefix | undefined {
  const prefixes: RoutePrefix[] = [{ base, inPlayground: false }];
  const language = /^\/([a-z]{2}-[a-z]{2})\//.exec(path)?.[1];
  if (language) prefixes.push({ base: `/${language}${base}`, language, inPlayground: false });
  const playground = PLAYGROUND.exec(path)?.[0];
  if (playground) prefixes.push({ base: playground.endsWith('/') ? playground : `${playground}/`, inPlayground: true });
  return prefixes.find((prefix) => path === prefix.base.slice(0, -1) || path.startsWith(prefix.base));
}

const absolute = (pathname: string) => (pathname.startsWith('/') ? pathname : `/${pathname}`);

/** Whether the page's `pathname` is one of the marketplace's (under `basePath`, or a language prefix and it, or the playground). */
export const isMarketplacePath = (pathname: string, basePath = DEFAULT_BASE_PATH): boolean => prefixOf(absolute(pathname), normalizeBasePath(basePath)) !== undefined;

/**
 * What a path of the page shows (`pathname` only, no query): the marketplace under `basePath`,
 * with an optional language prefix of spec 001 §9 before it (any other prefix is the not-found
 * page), or the admin playground, which mirrors the marketplace under its version.
 */
export function routeFor(pathname: string, basePath = DEFAULT_BASE_PATH): MarketplaceRoute {
  const base = normalizeBasePath(basePath);
  const path = absolute(pathname);
  const prefix = prefixOf(path, base);
  if (!prefix) return { screen: { name: 'not-found' }, base };
  // Its links lead out of the prefix: the marketplace under it is all not found.
  if (prefix.language && !(MARKETPLACE_LOCALES as readonly string[]).includes(prefix.language)) return { screen: { name: 'not-found' }, base };
  const inside = path === prefix.base.slice(0, -1) ? '' : path.slice(prefix.base.length);
  const { screen, category } = screenFor(inside.split('/').filter(Boolean), prefix.inPlayground);
  const route: MarketplaceRoute = { screen, base: prefix.base };
  if (prefix.language) route.language = prefix.language;
  if (category !== undefined) route.category = category;
  if (screen.name !== 'not-found' && !path.endsWith('/')) route.canonicalPath = `${path}/`;
  return route;
}

/** Spec 001 §2: app links go to the base path followed by `{slug}/`. */
export const appPath = (base: string, slug: string) => `${base}${encodeURIComponent(slug)}/`;

/** Spec 001 §2: category links go to the base path followed by `categories/{slug}/`. */
export const categoryPath = (base: string, slug: string) => `${base}categories/${encodeURIComponent(slug)}/`;

export const searchPath = (base: string, term?: string) => (term ? `${base}search/?q=${encodeURIComponent(term)}` : `${base}search/`);

export const popularPath = (base: string) => `${base}popular/`;
export const recommendedPath = (base: string) => `${base}recommended/`;

/** Spec 001 §2: installed apps open at `/myevents/apps/{slug}/`. */
export const installedAppPath = (slug: string) => `/myevents/apps/${encodeURIComponent(slug)}/`;

/**
 * Spec 001 §2 "Category filter" / spec 000 §2: on every navigation the selected category resets
 * to none (-1), unless the path contains /categories/, /popular or /recommended.
 */
export const keepsSelectedCategory = (pathname: string) => /\/categories\/|\/popular|\/recommended/.test(pathname);

/**
 * Spec 001 §9 "Category slug aliases map old slugs to current ones". The spec names six and
 * says "several others to productivity or tickets-and-onsite"; those are the sandbox's.
 */
export const CATEGORY_SLUG_ALIASES: Readonly<Record<string, string>> = {
  'email-marketing': 'email',
  crm: 'crm',
  websites: 'website',
  'finance-and-reporting': 'reporting',
  fundraising: 'marketing-and-promotion',
  'paid-social-ads': 'toneden',
  'event-management': 'productivity',
  collaboration: 'productivity',
  'check-in': 'tickets-and-onsite',
  badges: 'tickets-and-onsite',
  'onsite-services': 'tickets-and-onsite',
};

export const currentCategorySlug = (slug: string) => (Object.hasOwn(CATEGORY_SLUG_ALIASES, slug) ? CATEGORY_SLUG_ALIASES[slug] : slug);

/**
 * What the category filter marks as selected (spec 001 §3 `selectedCategory`, by key rather
 * than index): `popular`, `recommended`, or `category:{current slug}`.
 */
export type FilterSelection = 'popular' | 'recommended' | `category:${string}`;

/**
 * Spec 001 §2 "The selected index follows the current path or slug. On every navigation the
 * selected category resets to none, unless the path contains /categories/, /popular or
 * /recommended": the selection after navigating to `route` at `pathname`, `previous` before.
 */
export function selectionAfter(previous: FilterSelection | undefined, route: MarketplaceRoute, pathname: string): FilterSelection | undefined {
  if (!keepsSelectedCategory(pathname)) return undefined;
  if (route.category !== undefined) return `category:${currentCategorySlug(route.category)}`;
  if (route.screen.name === 'popular' || route.screen.name === 'recommended') return route.screen.name;
  return previous;
}

/** The query parameter holding the page of a paginated list (`?page=2`). */
export const PAGE_PARAM = 'page';

/** The page a query asks for: a whole number, or undefined when it names none. */
export function requestedPage(searchParams: URLSearchParams): number | undefined {
  const text = searchParams.get(PAGE_PARAM);
  if (text === null || !/^-?\d{1,9}$/.test(text.trim())) return undefined;
  return Number(text.trim());
}

/** `path` (with its query and hash) on `page`: page 1 is the bare path. */
export function withPage(path: string, page: number): string {
  const url = new URL(path, 'http://marketplace.invalid');
  if (page > 1) url.searchParams.set(PAGE_PARAM, String(page));
  else url.searchParams.delete(PAGE_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}
