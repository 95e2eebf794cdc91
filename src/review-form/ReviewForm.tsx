import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { ApiError, DEFAULT_ERROR_CODE } from '../api/client';
import type { Review } from '../api/ratings';
import { $locale } from '../stores/locale';
import { showNotification } from '../stores/notifications';
import { $user } from '../stores/server-data';
import { Button } from '../ui/button/Button';
import { Modal } from '../ui/modal/Modal';
import { Spinner } from '../ui/spinner/Spinner';
import { StarInput } from '../ui/star-rating/StarInput';
import { useStyles } from '../ui/use-styles';
import { draftKey, readDraft, removeDraft, sameDraft, writeDraft, type ReviewDraft } from './review-draft';
import { reviewFormStyles } from './review-form.styles';
import { NOT_INSTALLED, THANK_YOU, draftFrom, reviewFields, saveFailureMessage, type ReviewMessage } from './review-rules';
import { ReviewDialog } from './ReviewDialog';
import { $userReviews, loadUserReview, saveUserReview, userReviewOf } from './user-reviews';

export interface ReviewSaved {
  review: Review;
}

export interface ReviewError {
  /** The server's code (APP_ALREADY_RATED, APP_NOT_INSTALLED, ARGUMENTS_ERROR, NOT_AUTHORIZED, …). */
  code: string;
  /** The message the person was shown, in their language. */
  message: string;
}

export interface ReviewFormProps {
  appId?: string;
  appName?: string;
  installed?: boolean;
  /** Opens the review flow once it can (the product page's `?open_review_modal=true`). */
  startOpen?: boolean;
  /** A simple 'Review this app' button in place of the stars (the product page below 5 reviews). */
  asButton?: boolean;
  onReviewSaved?: (detail: ReviewSaved) => void;
  onReviewError?: (detail: ReviewError) => void;
}

/**
 * The one-click rating and the review modal of an app (spec 001 §4–§8). Without an app id there
 * is nothing to review: one warning, and a message in place of the stars.
 */
export function ReviewForm({ appId, ...props }: ReviewFormProps) {
  useStyles(reviewFormStyles);
  const { t } = useLingui();
  const id = appId?.trim() ?? '';
  useEffect(() => {
    if (!id) console.warn('[eb-widgets] <eb-review-form> needs the id of the app to review in its "app-id" attribute; it shows that reviews are not available instead.');
  }, [id]);
  if (!id) {
    return (
      <section className="eb-review-form">
        <p className="eb-review-form__unavailable">{t`Reviews are not available for this app.`}</p>
      </section>
    );
  }
  // A new app starts afresh: no selection, dialog or message carries over.
  return <AppReviewForm key={id} appId={id} {...props} />;
}

interface OpenDialog {
  initial: ReviewDraft;
  restored: boolean;
}

function AppReviewForm({ appId, appName, installed = false, startOpen = false, asButton = false, onReviewSaved, onReviewError }: ReviewFormProps & { appId: string }) {
  const { t, i18n } = useLingui();
  const user = useStore($user);
  const locale = useStore($locale);
  const userId = user.isAuthenticated ? (user.publicId ?? '') : '';
  const { status, review } = userReviewOf(useStore($userReviews), appId, userId);
  // A one-click choice on its way to the server: shown at once, rolled back if it fails.
  const [pending, setPending] = useState(0);
  // Clicking the star of the current rating clears the selection shown (spec 001 §4).
  const [cleared, setCleared] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [message, setMessage] = useState<ReviewMessage | null>(null);
  const key = draftKey(appId, userId);
  const headingId = useId();
  const name = appName?.trim() ?? '';

  useEffect(() => {
    if (installed && userId) void loadUserReview(appId, userId);
  }, [installed, appId, userId]);

  const shown = pending || (cleared ? 0 : (review?.rating ?? 0));
  const heading =
    shown > 0 ? (name ? t`Your rating for ${name}` : t`Your rating for this app`) : name ? t`Rate your experience with ${name}` : t`Rate your experience with this app`;
  const loading = status === 'loading';

  const fail = (error: unknown) => {
    const code = error instanceof ApiError ? error.code : DEFAULT_ERROR_CODE;
    const shownMessage = saveFailureMessage(code);
    setMessage(shownMessage);
    onReviewError?.({
      code,
      message: [shownMessage.title, shownMessage.body]
        .map((part) => (part ? i18n._(part) : ''))
        .filter(Boolean)
        .join(' – '),
    });
  };

  /** Opens the review modal: with the draft kept from before, if any, else the saved review. */
  const openDialog = (saved: Review | null, stars?: number) => {
    const base = draftFrom(saved, stars ?? saved?.rating ?? 0);
    const stored = readDraft(key);
    const initial = stored ? { ...stored, rating: stars ?? (stored.rating || base.rating) } : base;
    setDialog({ initial, restored: stored !== undefined && !sameDraft(initial, base) });
  };

  // The review flow asked for on arrival: the modal once the user's review is known, or the
  // message that the app must be installed first. Started in the render that can tell.
  const [started, setStarted] = useState(false);
  if (startOpen && !started && !(installed && userId && (status === 'idle' || status === 'loading'))) {
    setStarted(true);
    if (installed) openDialog(review);
    else setMessage(NOT_INSTALLED);
  }

  const rate = async (stars: number, star: HTMLButtonElement) => {
    // Focus stays on the star (also where a mouse click does not focus): Escape brings it back there.
    star.focus();
    if (stars === shown) {
      setCleared(true);
      return;
    }
    setCleared(false);
    setPending(stars);
    try {
      const saved = await saveUserReview(appId, userId, { rating: stars }, locale, { onlyRating: true });
      onReviewSaved?.({ review: saved });
      openDialog(saved, stars);
    } catch (error) {
      fail(error);
    } finally {
      setPending(0);
    }
  };

  const keepDraft = (draft: ReviewDraft) => {
    // A form that is back to the saved review holds nothing to restore.
    if (sameDraft(draft, draftFrom(userReviewOf($userReviews.get(), appId, userId).review))) removeDraft(key);
    else writeDraft(key, draft);
  };

  const submit = async (draft: ReviewDraft) => {
    writeDraft(key, draft);
    const existing = userReviewOf($userReviews.get(), appId, userId).review;
    try {
      const saved = await saveUserReview(appId, userId, reviewFields(draft, existing), locale);
      removeDraft(key);
      setCleared(false);
      setDialog(null);
      setMessage(THANK_YOU);
      showNotification({ children: THANK_YOU.title, type: 'success', originComponent: 'eb-review-form' });
      onReviewSaved?.({ review: saved });
    } catch (error) {
      // The draft stays stored: reopening the form brings it back.
      setDialog(null);
      fail(error);
    }
  };

  return (
    <section className="eb-review-form" aria-labelledby={headingId}>
      <h2 className="eb-review-form__heading" id={headingId}>
        {heading}
      </h2>
      {installed && asButton ? (
        <Button onClick={() => openDialog(review)}>{t`Review this app`}</Button>
      ) : installed ? (
        <div className="eb-review-form__rating">
          <StarInput label={heading} value={shown} busy={loading || pending > 0} onChoose={(stars, star) => void rate(stars, star)} />
          {loading || pending ? <Spinner size="small" /> : null}
          {review && !pending ? <Button onClick={() => openDialog(review)}>{review.reviewTitle ? t`Edit your review` : t`Write a review`}</Button> : null}
        </div>
      ) : (
        <Button onClick={() => setMessage(NOT_INSTALLED)}>{t`Review this app`}</Button>
      )}
      {dialog ? (
        <ReviewDialog
          heading={heading}
          initial={dialog.initial}
          restored={dialog.restored}
          onDraftChange={keepDraft}
          onDiscard={() => {
            removeDraft(key);
            return draftFrom(userReviewOf($userReviews.get(), appId, userId).review);
          }}
          onSubmit={submit}
          onClose={() => setDialog(null)}
        />
      ) : null}
      <Modal
        isOpen={message !== null}
        title={message ? i18n._(message.title) : undefined}
        role={message === THANK_YOU ? 'dialog' : 'alertdialog'}
        onClose={() => setMessage(null)}
        footer={<Button onClick={() => setMessage(null)}>{t`Close`}</Button>}
      >
        {message?.body ? <p className="eb-review-form__message">{i18n._(message.body)}</p> : null}
      </Modal>
    </section>
  );
}
