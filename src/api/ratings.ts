import * as v from 'valibot';
import { NO_CONTENT, answerObject, unusedText } from './answers';
import { api } from './client';
import { PAGINATION, type Pagination } from './paging';

// The rating and review calls of spec 001 §7 and API.md §4, each with the answer it expects.

const REPLY = answerObject({ id: v.string(), text: v.string(), created: v.string(), changed: v.nullish(v.string()) });

/** API.md §4 `Rating`: a user's stars for an app and, once written, their review. */
const RATING = answerObject({
  id: v.string(),
  rating: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
  reviewTitle: v.nullish(v.string()),
  reviewText: v.nullish(v.string()),
  created: v.string(),
  locale: unusedText,
  replies: v.nullish(v.array(REPLY)),
});

export type Review = v.InferOutput<typeof RATING>;
export type Reply = v.InferOutput<typeof REPLY>;

const USER_RATINGS_ANSWER = answerObject({ ratings: v.array(RATING) });

const appPath = (appId: string) => `/apps/${encodeURIComponent(appId)}/ratings/`;

/** `GET /apps/{app_id}/ratings/?user_id=`: the user's review of the app, or null when they have none. */
export const fetchUserReview = (appId: string, userId: string, { signal }: { signal?: AbortSignal } = {}) =>
  api
    .get(appPath(appId), { answer: USER_RATINGS_ANSWER, searchParams: { user_id: userId, 'expand.app_rating': 'replies' }, signal })
    .then(({ ratings }): Review | null => ratings[0] ?? null);

/** What a review save sends: the stars always, the title and text once written. */
export interface ReviewFields {
  rating: number;
  reviewTitle?: string | null;
  reviewText?: string | null;
}

/** `POST /apps/{app_id}/ratings/`: the user's first review of the app, with their locale (spec 001 §7). */
export const createReview = (appId: string, fields: ReviewFields & { locale: string }) => api.post(appPath(appId), withoutNulls(fields), { answer: RATING });

/** `POST /ratings/{rating_id}/`: only the non-null fields change (spec 001 §5). */
export const editReview = (reviewId: string, fields: Partial<ReviewFields>) =>
  api.post(`/ratings/${encodeURIComponent(reviewId)}/`, { appRating: withoutNulls(fields) }, { answer: RATING });

/** The fields that have a value: a null or missing one is not sent, so the server keeps it. */
export function withoutNulls<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null && value !== undefined)) as Partial<T>;
}

/** Spec 001 §9: the orders of the reviews list. */
export type RatingsOrder = 'created_desc' | 'rating_desc';
/** 'all', or the stars '1' to '5'. */
export type RatingsFilter = 'all' | '1' | '2' | '3' | '4' | '5';

const RATINGS_PAGE_ANSWER = answerObject({ ratings: v.array(RATING), pagination: PAGINATION });

export interface RatingsPage {
  ratings: Review[];
  pagination: Pagination;
}

/**
 * `GET /apps/{app_id}/ratings/?expand.app_rating=replies&order_by=…[&rating=…][&continuation=…]`:
 * one page of an app's reviews (3 a page), the filter left out when it is 'all'.
 */
export function fetchRatingsPage(
  appId: string,
  { order, filter, continuation, signal }: { order: RatingsOrder; filter: RatingsFilter; continuation?: string | null; signal?: AbortSignal },
): Promise<RatingsPage> {
  const searchParams: Record<string, string> = { 'expand.app_rating': 'replies', order_by: order };
  if (filter !== 'all') searchParams.rating = filter;
  if (continuation) searchParams.continuation = continuation;
  return api.get(appPath(appId), { answer: RATINGS_PAGE_ANSWER, searchParams, signal });
}

/** `POST /apps/{app_id}/ratings/{rating_id}/replies/`. */
export const createReply = (appId: string, reviewId: string, text: string) => api.post(`${appPath(appId)}${encodeURIComponent(reviewId)}/replies/`, { text }, { answer: REPLY });

/** `POST /app_rating_replies/{reply_id}/`. */
export const editReply = (replyId: string, text: string) => api.post(`/app_rating_replies/${encodeURIComponent(replyId)}/`, { text }, { answer: REPLY });

/** `DELETE /app_rating_replies/{reply_id}/`. */
export const deleteReply = (replyId: string) => api.delete(`/app_rating_replies/${encodeURIComponent(replyId)}/`, { answer: NO_CONTENT });
