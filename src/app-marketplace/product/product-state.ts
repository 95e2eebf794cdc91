import { atom } from 'nanostores';
import type { App } from '../../api/apps';
import type { Pagination } from '../../api/paging';
import type { Reply, Review, RatingsFilter, RatingsOrder } from '../../api/ratings';
import { appsApi, ratingsApi } from '../apps-api';

// Spec 001 §3 `currentApp` and the ratings state, §4 (ratings paging, sort and filter, replies)
// for one product page. Each page the marketplace shows makes its own, so two marketplaces on
// one page never share an app, and leaving the page drops its ratings, filter and sort.

export type ProductStatus = 'loading' | 'loaded' | 'missing' | 'failed';

export interface ProductState {
  status: ProductStatus;
  app: App | null;
  /** The app's current slug, when the page's slug is an old one. */
  renamedTo: string | null;
}

export const DEFAULT_ORDER: RatingsOrder = 'created_desc';
export const RATINGS_PAGE_SIZE = 3;

export interface RatingsState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  /** Every review loaded so far, page after page. */
  reviews: Review[];
  pagination: Pagination | null;
  /** Pages loaded (spec 001 §3 `pageNumber`). */
  pageNumber: number;
  filter: RatingsFilter;
  order: RatingsOrder;
  /** The reviews the last page after the first added: how many, and where they start. */
  added: { count: number; firstIndex: number } | null;
}

const NO_RATINGS: RatingsState = { status: 'idle', reviews: [], pagination: null, pageNumber: 0, filter: 'all', order: DEFAULT_ORDER, added: null };

export function createProductState(slug: string) {
  const $app = atom<ProductState>({ status: 'loading', app: null, renamedTo: null });
  const $ratings = atom<RatingsState>(NO_RATINGS);
  // Bumped on every reset: an answer to an older request changes nothing.
  let ratingsGeneration = 0;

  async function loadApp({ quietly = false } = {}): Promise<void> {
    if (!quietly) $app.set({ status: 'loading', app: null, renamedTo: null });
    try {
      const { app, renamedTo } = await (await appsApi()).fetchAppBySlug(slug);
      if (app) $app.set({ status: 'loaded', app, renamedTo: null });
      // A quiet refresh keeps what is shown when the app went away in between.
      else if (!quietly) $app.set({ status: 'missing', app: null, renamedTo });
    } catch {
      if (!quietly) $app.set({ status: 'failed', app: null, renamedTo: null });
    }
  }

  /** The next page of reviews, appended; nothing when the pagination says there is no more. */
  async function loadRatingsPage(): Promise<number> {
    const app = $app.get().app;
    const current = $ratings.get();
    if (!app || current.status === 'loading') return 0;
    if (current.pagination && !current.pagination.hasMoreItems) return 0;
    const started = ratingsGeneration;
    $ratings.set({ ...current, status: 'loading' });
    try {
      const page = await (await ratingsApi()).fetchRatingsPage(app.id, { order: current.order, filter: current.filter, continuation: current.pagination?.continuation });
      if (started !== ratingsGeneration) return 0;
      const before = $ratings.get();
      // A review already shown (the list moved under the pager) is not shown twice.
      const known = new Set(before.reviews.map((review) => review.id));
      const added = page.ratings.filter((review) => !known.has(review.id));
      $ratings.set({
        ...before,
        status: 'loaded',
        reviews: [...before.reviews, ...added],
        pagination: page.pagination,
        pageNumber: before.pageNumber + 1,
        added: before.pageNumber > 0 && added.length ? { count: added.length, firstIndex: before.reviews.length } : before.added,
      });
      return added.length;
    } catch {
      if (started === ratingsGeneration) $ratings.set({ ...$ratings.get(), status: 'failed' });
      return 0;
    }
  }

  /** Spec 001 §4: a new sort or filter resets to page 1, clears and refetches. */
  function showRatings(change: Partial<Pick<RatingsState, 'filter' | 'order'>>): Promise<number> {
    ratingsGeneration += 1;
    const { filter, order } = $ratings.get();
    $ratings.set({ ...NO_RATINGS, filter, order, ...change });
    return loadRatingsPage();
  }

  /** The review with `id` changed by `update`, wherever it is in the list. */
  function updateReview(id: string, update: (review: Review) => Review) {
    const state = $ratings.get();
    $ratings.set({ ...state, reviews: state.reviews.map((review) => (review.id === id ? update(review) : review)) });
  }

  /** Spec 001 §4: a reply replaces the review's replies with the one new reply. */
  async function saveReply(review: Review, text: string): Promise<Reply> {
    const existing = review.replies?.[0];
    const app = $app.get().app!;
    const { createReply, editReply } = await ratingsApi();
    const reply = existing ? await editReply(existing.id, text) : await createReply(app.id, review.id, text);
    updateReview(review.id, (current) => ({ ...current, replies: [reply] }));
    return reply;
  }

  /** Spec 001 §4: removing a reply deletes it by id. */
  async function removeReply(review: Review, replyId: string): Promise<void> {
    await (await ratingsApi()).deleteReply(replyId);
    updateReview(review.id, (current) => ({ ...current, replies: (current.replies ?? []).filter((reply) => reply.id !== replyId) }));
  }

  return {
    $app,
    $ratings,
    loadApp,
    loadRatingsPage,
    showRatings,
    /** After a saved review: the summary and the list from the start (spec 001 §4). */
    async refreshAfterReview(): Promise<void> {
      await loadApp({ quietly: true });
      await showRatings({});
    },
    saveReply,
    removeReply,
  };
}

export type ProductPageState = ReturnType<typeof createProductState>;
