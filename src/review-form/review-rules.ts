import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Review, ReviewFields } from '../api/ratings';
import { textLength } from '../ui/text-input/text-rules';
import type { ReviewDraft } from './review-draft';

// Spec 001 §5 (validation), §8 (the messages of a save) and §9 (limits).

export const REVIEW_TITLE_MAX_LENGTH = 100;
export const REVIEW_TEXT_MAX_LENGTH = 1024;

export interface ReviewErrors {
  rating?: MessageDescriptor;
  title?: MessageDescriptor;
  text?: MessageDescriptor;
}

const REQUIRED = msg`Required field`;

/** What is wrong with the form, field by field; lengths in characters as a person counts them. */
export function reviewErrors(draft: ReviewDraft): ReviewErrors {
  const errors: ReviewErrors = {};
  if (draft.rating < 1) errors.rating = REQUIRED;
  if (draft.title.trim() === '') errors.title = REQUIRED;
  else if (textLength(draft.title) > REVIEW_TITLE_MAX_LENGTH) errors.title = msg`Max 100 character limit!`;
  if (textLength(draft.text) > REVIEW_TEXT_MAX_LENGTH) errors.text = msg`Max 1024 character limit!`;
  return errors;
}

export const isValidReview = (draft: ReviewDraft) => Object.keys(reviewErrors(draft)).length === 0;

/** The form as it starts for a user's review (their saved words), or for none. */
export function draftFrom(review: Review | null, rating = review?.rating ?? 0): ReviewDraft {
  return { rating, title: review?.reviewTitle ?? '', text: review?.reviewText ?? '' };
}

/**
 * What a save sends (spec 001 §5): the stars and the title always; the text unless there is
 * none to send, that is empty now and never written before (null, so left out of an edit).
 * Clearing a text that was written sends the empty text.
 */
export function reviewFields(draft: ReviewDraft, existing: Review | null): ReviewFields {
  const hadText = (existing?.reviewText ?? '') !== '';
  return {
    rating: draft.rating,
    reviewTitle: draft.title,
    reviewText: draft.text.trim() === '' && !hadText ? null : draft.text,
  };
}

/** A message modal: its title and, when it has one, its explanation. */
export interface ReviewMessage {
  title: MessageDescriptor;
  body?: MessageDescriptor;
}

export const THANK_YOU: ReviewMessage = { title: msg`Thank you for your review` };

export const NOT_INSTALLED: ReviewMessage = {
  title: msg`You can't leave a review just yet`,
  body: msg`To write a review, you must have this app installed.`,
};

/**
 * The message modal for a failed save, by the server's code (spec 001 §8). The server answers
 * ARGUMENTS_ERROR when the app is not installed (API.md §4); the form itself never sends
 * arguments the server would refuse otherwise, so that code reads as not installed.
 */
export function saveFailureMessage(code: string): ReviewMessage {
  switch (code) {
    case 'APP_ALREADY_RATED':
      return {
        title: msg`You already reviewed this app`,
        body: msg`Your review keeps others informed and helps our partners improve their app.`,
      };
    case 'APP_NOT_INSTALLED':
    case 'ARGUMENTS_ERROR':
      return NOT_INSTALLED;
    case 'NOT_AUTHORIZED':
      return { title: msg`You do not have permission to access the resource you requested.` };
    default:
      return {
        title: msg`Something weird happened`,
        body: msg`We ran into an error when trying to save your review. Try again at a later time.`,
      };
  }
}
