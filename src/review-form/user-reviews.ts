import { map } from 'nanostores';
import { createReview, editReview, fetchUserReview, type Review, type ReviewFields } from '../api/ratings';

// Spec 001 §3 `reviewFromUser` and §4: the user's own review of an app, loaded once per app and
// user for every form on the page, and replaced by what the server answers to each save
// ("Creating or editing a review stores the returned review as the user's review").

export type UserReviewStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface UserReview {
  status: UserReviewStatus;
  review: Review | null;
}

const NOT_LOADED: UserReview = { status: 'idle', review: null };

/** Keyed by `userReviewKey(appId, userId)`. */
export const $userReviews = map<Record<string, UserReview>>({});

export const userReviewKey = (appId: string, userId: string) => `${appId}|${userId}`;

export const userReviewOf = (reviews: Record<string, UserReview>, appId: string, userId: string): UserReview => reviews[userReviewKey(appId, userId)] ?? NOT_LOADED;

const requests = new Map<string, Promise<void>>();
/** Counts resets: an answer to a call made before the last one is not written. */
let generation = 0;

/** Loads the user's review of the app unless it is loaded or on its way. Needs a signed-in user. */
export function loadUserReview(appId: string, userId: string): Promise<void> {
  const key = userReviewKey(appId, userId);
  const pending = requests.get(key);
  if (pending) return pending;
  const { status } = userReviewOf($userReviews.get(), appId, userId);
  if (status === 'loaded' || status === 'loading') return Promise.resolve();
  $userReviews.setKey(key, { status: 'loading', review: null });
  const started = generation;
  // A save that finished first knows better.
  const stillLoading = () => generation === started && userReviewOf($userReviews.get(), appId, userId).status === 'loading';
  const request = fetchUserReview(appId, userId).then(
    (review) => {
      if (stillLoading()) $userReviews.setKey(key, { status: 'loaded', review });
    },
    () => {
      // The API layer has warned; the form still offers its stars (a save then tells the truth).
      if (stillLoading()) $userReviews.setKey(key, { status: 'failed', review: null });
    },
  );
  const settled = request.finally(() => requests.delete(key));
  requests.set(key, settled);
  return settled;
}

/**
 * Saves the user's review (spec 001 §4): creates it, with the locale, when the user has none,
 * else edits it with the fields given. Resolves to the saved review, which becomes the user's
 * review; rejects with the ApiError.
 */
export async function saveUserReview(appId: string, userId: string, fields: ReviewFields, locale: string, { onlyRating = false }: { onlyRating?: boolean } = {}): Promise<Review> {
  const started = generation;
  const existing = userReviewOf($userReviews.get(), appId, userId).review;
  // The one-click rating edits the stars alone; the form sends what it holds.
  const saved = existing
    ? await editReview(existing.id, onlyRating ? { rating: fields.rating } : fields)
    : await createReview(appId, { ...(onlyRating ? { rating: fields.rating } : fields), locale });
  if (generation === started) $userReviews.setKey(userReviewKey(appId, userId), { status: 'loaded', review: saved });
  return saved;
}

/** Forgets every review (tests; a user switch). */
export function resetUserReviews(): void {
  generation += 1;
  requests.clear();
  $userReviews.set({});
}
