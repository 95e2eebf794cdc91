import { readSessionItem, removeSessionItem, writeSessionItem } from '../platform/browser';
import { MAX_STARS } from '../ui/star-rating/StarRating';

/** What the review form holds: the stars (0 for none), the title and the text. */
export interface ReviewDraft {
  rating: number;
  title: string;
  text: string;
}

export const EMPTY_DRAFT: ReviewDraft = { rating: 0, title: '', text: '' };

// A draft far past the limits is not a draft the form wrote: not restored.
const MAX_STORED_LENGTH = 20_000;

/**
 * The draft's key: one per app and user, so two users of one browser, or two apps' forms on one
 * page, never see each other's words.
 */
export const draftKey = (appId: string, userId: string) => `eb-review-draft:${appId}:${userId || 'anonymous'}`;

// When session storage refuses (a sandboxed iframe), drafts still survive a failed save.
const inMemory = new Map<string, ReviewDraft>();

/** The stored draft, or undefined when there is none or what is stored is not a draft. */
export function readDraft(key: string): ReviewDraft | undefined {
  const stored = readSessionItem(key);
  if (stored === undefined) return inMemory.get(key);
  if (stored.length > MAX_STORED_LENGTH) return undefined;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null) return undefined;
    const { rating, title, text } = value as Record<string, unknown>;
    if (typeof title !== 'string' || typeof text !== 'string') return undefined;
    const stars = typeof rating === 'number' && Number.isInteger(rating) && rating >= 0 && rating <= MAX_STARS ? rating : 0;
    return { rating: stars, title, text };
  } catch {
    return undefined;
  }
}

export function writeDraft(key: string, draft: ReviewDraft): void {
  const { rating, title, text } = draft;
  if (writeSessionItem(key, JSON.stringify({ rating, title, text }))) inMemory.delete(key);
  else inMemory.set(key, { rating, title, text });
}

export function removeDraft(key: string): void {
  inMemory.delete(key);
  removeSessionItem(key);
}

export const sameDraft = (a: ReviewDraft, b: ReviewDraft) => a.rating === b.rating && a.title === b.title && a.text === b.text;
