import * as v from 'valibot';
import { answerObject, unusedText } from './answers';
import { api } from './client';
import { fetchAllByContinuation, type PagingProgress } from './paging';

// The app marketplace calls of spec 001 §7 and API.md §4, each with the answer it expects.

const CATEGORY = answerObject({ id: v.string(), slug: v.string(), name: v.string(), nameLocalized: v.nullish(v.string()) });

const CONTACT_INFO = answerObject({
  supportPhone: v.nullish(v.string()),
  salesPhone: v.nullish(v.string()),
  supportEmail: v.nullish(v.string()),
  salesEmail: v.nullish(v.string()),
});

const LOCALIZATION = answerObject({
  /** HTML from the server: sanitized before it is shown, searched as text. */
  description: v.nullish(v.string()),
  shortDescription: v.nullish(v.string()),
  language: unusedText,
  supportDescription: v.nullish(v.string()),
  getStartedUrl: v.nullish(v.string()),
  contactInfo: v.nullish(CONTACT_INFO),
  resourceLinks: v.nullish(v.array(answerObject({ id: v.string(), title: v.string(), url: v.string() }))),
  screenshots: v.nullish(v.array(answerObject({ id: v.string(), imageUrl: v.string(), sortOrder: v.nullish(v.number()) }))),
});

/** API.md §4 `App`, with the expansions the marketplace asks for when it needs them. */
const APP = answerObject({
  id: v.string(),
  name: v.string(),
  slug: v.string(),
  logoUrl: v.nullish(v.string()),
  bannerUrl: v.nullish(v.string()),
  appUrl: v.nullish(v.string()),
  categories: v.nullish(v.array(CATEGORY)),
  details: v.nullish(answerObject({ isInstalled: v.nullish(v.boolean()) })),
  extension: v.nullish(answerObject({ clientId: v.nullish(v.string()), extensionUrl: v.nullish(v.string()), requiresOauth: v.nullish(v.boolean()), slug: v.nullish(v.string()) })),
  permissions: v.nullish(answerObject({ canReplyRating: v.nullish(v.boolean()) })),
  rating: v.nullish(v.string()),
  totalReviews: v.nullish(v.number()),
  appRatingSummary: v.nullish(
    answerObject({
      totalReviews: v.number(),
      rating: v.nullish(v.string()),
      stars: v.record(v.picklist(['1', '2', '3', '4', '5']), v.number()),
    }),
  ),
  localization: v.nullish(LOCALIZATION),
});

export const CATEGORIES_ANSWER = answerObject({ categories: v.array(CATEGORY) });

export type Category = v.InferOutput<typeof CATEGORY>;
export type App = v.InferOutput<typeof APP>;

/** Spec 001 §1: the fixed lists the server picks (featured for anonymous visitors). */
export type Picks = 'popular' | 'featured' | 'recommended';

/** `GET /apps/categories/`. */
export const fetchCategories = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get('/apps/categories/', { answer: CATEGORIES_ANSWER, signal }).then(({ categories }) => categories);

export interface AppListOptions {
  picks?: Picks;
  /** A category slug (legacy slugs are mapped by the caller). */
  category?: string;
  signal?: AbortSignal;
  /** Called after every page with the apps so far: searching can start on the first one. */
  onPage?: (apps: App[], progress: PagingProgress) => void;
}

/**
 * `GET /apps/?expand.app=details[&picks=…][&categories=…]`, every page through the continuation
 * pager (15 apps a page).
 */
export function fetchApps({ picks, category, signal, onPage }: AppListOptions = {}): Promise<App[]> {
  const searchParams: Record<string, string> = { 'expand.app': 'details' };
  if (picks) searchParams.picks = picks;
  if (category) searchParams.categories = category;
  return fetchAllByContinuation('/apps/', { listKey: 'apps', item: APP, searchParams, signal, onPage });
}

const APP_BY_SLUG_ANSWER = answerObject({ apps: v.array(APP), renamedTo: v.nullish(v.string()) });

/** What the product page learns of a slug: the app, or the slug it was renamed to, or nothing. */
export interface AppBySlug {
  app: App | null;
  /** The app's current slug when `slug` is an old one (README "API additions": `renamed_to`). */
  renamedTo: string | null;
}

/** `GET /apps/?slug=…&expand.app=details,extension,permissions,rating_summary`: the first app is the one. */
export const fetchAppBySlug = (slug: string, { signal }: { signal?: AbortSignal } = {}) =>
  api
    .get('/apps/', { answer: APP_BY_SLUG_ANSWER, searchParams: { slug, 'expand.app': 'details,extension,permissions,rating_summary' }, signal })
    .then(({ apps, renamedTo }): AppBySlug => ({ app: apps[0] ?? null, renamedTo: apps[0] ? null : (renamedTo ?? null) }));
