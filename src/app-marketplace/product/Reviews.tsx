import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { memo, useDeferredValue, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { App } from '../../api/apps';
import { ApiError } from '../../api/client';
import type { RatingsFilter, RatingsOrder, Review } from '../../api/ratings';
import { Button } from '../../ui/button/Button';
import { Dropdown } from '../../ui/dropdown/Dropdown';
import { Spinner } from '../../ui/spinner/Spinner';
import { StarRating } from '../../ui/star-rating/StarRating';
import { TextArea } from '../../ui/text-input/TextInput';
import { textLength } from '../../ui/text-input/text-rules';
import type { ProductPageState, RatingsState } from './product-state';

/** Spec 001 §5, §9: a reply is at most 750 characters. */
export const REPLY_MAX_LENGTH = 750;

const FILTERS: RatingsFilter[] = ['all', '5', '4', '3', '2', '1'];

const relativeTimeFormats = new Map<string, Intl.RelativeTimeFormat>();
/** One formatter a locale: each review's date is formatted at every render of the list. */
function relativeTimeFormat(locale: string): Intl.RelativeTimeFormat {
  let format = relativeTimeFormats.get(locale);
  if (!format) relativeTimeFormats.set(locale, (format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })));
  return format;
}

/** '3 days ago', in the user's language, from the largest unit that fits. */
export function relativeTime(date: Date, now: Date, locale: string): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ['year', 31_536_000],
    ['month', 2_592_000],
    ['week', 604_800],
    ['day', 86_400],
    ['hour', 3600],
    ['minute', 60],
  ];
  const format = relativeTimeFormat(locale);
  for (const [unit, size] of units) if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  return format.format(seconds, 'second');
}

function When({ iso }: { iso: string }) {
  const { i18n } = useLingui();
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const locale = i18n.locale.replace('_', '-');
  return (
    <time className="eb-review__date" dateTime={iso}>
      {i18n.date(date, { dateStyle: 'long' })} · {relativeTime(date, new Date(), locale)}
    </time>
  );
}

/** What a failed reply save or removal says (spec 001 §8): the permission message, else `fallback`. */
function replyFailure(error: unknown, fallback: string, notAuthorized: string): string {
  return error instanceof ApiError && error.code === 'NOT_AUTHORIZED' ? notAuthorized : fallback;
}

function ReplyForm({ initial, onSave, onCancel }: { initial: string; onSave: (text: string) => Promise<void>; onCancel: () => void }) {
  const { t } = useLingui();
  const [text, setText] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const empty = text.trim() === '';
  const over = textLength(text) > REPLY_MAX_LENGTH;
  return (
    <form
      className="eb-review__reply-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (empty || over || saving) return;
        setSaving(true);
        setError(undefined);
        onSave(text).catch((failure: unknown) => {
          setError(replyFailure(failure, t`Failed to save reply. Please try again.`, t`You do not have permission to access the resource you requested.`));
          setSaving(false);
        });
      }}
    >
      <TextArea label={t`Your reply`} value={text} onChange={setText} limit={REPLY_MAX_LENGTH} showCounter rows={4} error={over ? t`Max 750 character limit!` : undefined} />
      {error ? (
        <p className="eb-review__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="eb-review__actions">
        <Button onClick={onCancel}>{t`Cancel`}</Button>
        <Button type="submit" variant="primary" disabled={empty || over} state={saving ? 'loading' : undefined}>
          {t`Reply`}
        </Button>
      </div>
    </form>
  );
}

function ReviewItem({ review, canReply, product, focusRef }: { review: Review; canReply: boolean; product: ProductPageState; focusRef?: (element: HTMLElement | null) => void }) {
  const { t } = useLingui();
  const starsName = (stars: number) => t({ message: plural(stars, { one: '# star', other: '# stars' }) });
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [error, setError] = useState<string>();
  const titleId = useId();
  const item = useRef<HTMLLIElement | null>(null);
  // When the reply form closes or the reply goes, focus goes to the review's reply control
  // ('Reply options' or 'Reply to this review'), not to the page's start.
  const [refocus, setRefocus] = useState(0);
  useEffect(() => {
    if (refocus) item.current?.querySelector<HTMLElement>('.eb-review__reply-head .eb-dropdown button, .eb-review__reply-head button, :scope > .eb-button')?.focus();
  }, [refocus]);
  const stopEditing = () => {
    setEditing(false);
    setRefocus((count) => count + 1);
  };
  // Spec 001 §3: only the first reply is used.
  const reply = review.replies?.[0];
  const edited = reply?.changed && reply.changed !== reply.created;

  const remove = async () => {
    setRemoving(true);
    setError(undefined);
    try {
      await product.removeReply(review, reply!.id);
      setRefocus((count) => count + 1);
    } catch (failure) {
      setError(replyFailure(failure, t`Failed to delete reply. Please try again.`, t`You do not have permission to access the resource you requested.`));
    } finally {
      setRemoving(false);
    }
  };

  return (
    <li
      className="eb-review"
      ref={(element) => {
        item.current = element;
        focusRef?.(element);
      }}
      tabIndex={-1}
      aria-labelledby={titleId}
    >
      <StarRating rating={review.rating} size="small" />
      <h3 className="eb-review__title" id={titleId}>
        {review.reviewTitle || starsName(review.rating)}
      </h3>
      <When iso={review.created} />
      {review.reviewText ? <p className="eb-review__text">{review.reviewText}</p> : null}
      {reply && !editing ? (
        <div className="eb-review__reply">
          <div className="eb-review__reply-head">
            <strong>{t`Developer response`}</strong>
            <When iso={reply.created} />
            {edited ? (
              <span className="eb-review__edited">
                {t`Edited`} <When iso={reply.changed!} />
              </span>
            ) : null}
            {canReply ? (
              removing ? (
                <Spinner size="small" label={t`Removing reply`} />
              ) : (
                <Dropdown
                  label={t`Reply options`}
                  accessibleName={t`Reply options`}
                  alignment="right"
                  items={[
                    { id: 'edit', label: t`Edit`, onSelect: () => setEditing(true) },
                    { id: 'remove', label: t`Remove`, onSelect: () => void remove() },
                  ]}
                />
              )
            ) : null}
          </div>
          <p className="eb-review__reply-text">{reply.text}</p>
        </div>
      ) : null}
      {canReply && !reply && !editing ? <Button onClick={() => setEditing(true)}>{t`Reply to this review`}</Button> : null}
      {editing ? (
        <ReplyForm
          initial={reply?.text ?? ''}
          onCancel={stopEditing}
          onSave={async (text) => {
            await product.saveReply(review, text);
            stopEditing();
          }}
        />
      ) : null}
      {error ? (
        <p className="eb-review__error" role="alert">
          {error}
        </p>
      ) : null}
    </li>
  );
}

/**
 * Spec 001 §4: the reviews, three a page, appended; sort ('Most recent', 'Top rated') and the
 * star filter start again from page 1. 'Load more' moves focus to the first new review and says
 * how many came.
 */
export function Reviews({ app, product }: { app: App; product: ProductPageState }) {
  const { t } = useLingui();
  const starsName = (stars: number) => t({ message: plural(stars, { one: '# star', other: '# stars' }) });
  const state = useStore(product.$ratings);
  // A new filter, sort or page redraws the list in the background: the click or the choice paints
  // at once, with the controls showing it. A reply saved or removed shows in the commit its form
  // closes in, where focus goes to its review's reply control.
  const deferred = useDeferredValue(state);
  const sameLoad = deferred.status === state.status && deferred.pageNumber === state.pageNumber && deferred.filter === state.filter && deferred.order === state.order;
  const listed = sameLoad ? state : deferred;

  useEffect(() => {
    void product.loadRatingsPage();
  }, [product]);

  const filterLabel = (filter: RatingsFilter) => (filter === 'all' ? t`All ratings` : starsName(Number(filter)));

  return (
    <div className="eb-product__reviews">
      <div className="eb-product__review-controls">
        <label>
          {t`Sort by`}{' '}
          <select value={state.order} onChange={(event) => void product.showRatings({ order: event.target.value as RatingsOrder })}>
            <option value="created_desc">{t`Most recent`}</option>
            <option value="rating_desc">{t`Top rated`}</option>
          </select>
        </label>
        <label>
          {t`Rating`}{' '}
          <select value={state.filter} onChange={(event) => void product.showRatings({ filter: event.target.value as RatingsFilter })}>
            {FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {filterLabel(filter)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ReviewList app={app} product={product} state={listed} />
    </div>
  );
}

/** The reviews loaded so far, with what their loading says; the same state renders nothing again. */
const ReviewList = memo(function ReviewList({ app, product, state }: { app: App; product: ProductPageState; state: RatingsState }) {
  const { t, i18n } = useLingui();
  const loadedMessage = (count: number) => t({ message: plural(count, { one: '# more review loaded', other: '# more reviews loaded' }) });
  const { added } = state;
  const firstNew = useRef<HTMLElement | null>(null);
  const canReply = app.permissions?.canReplyRating === true;

  // The new reviews show in the same commit as focus moves to the first of them.
  useLayoutEffect(() => {
    if (added) firstNew.current?.focus();
  }, [added]);

  const loadMore = () => void product.loadRatingsPage();
  const filter = state.filter === 'all' ? '' : i18n.number(Number(state.filter));
  const more = state.pagination?.hasMoreItems === true;

  return (
    <>
      {state.status === 'loaded' && state.reviews.length === 0 ? (
        <p className="eb-product__no-reviews">{state.filter === 'all' ? t`There are no reviews for this app yet.` : t`There are no ${filter} star reviews for this app.`}</p>
      ) : null}
      <ul className="eb-product__review-list" aria-label={t`Reviews`} aria-busy={state.status === 'loading'}>
        {state.reviews.map((review, index) => (
          <ReviewItem
            key={review.id}
            review={review}
            canReply={canReply}
            product={product}
            focusRef={added && index === added.firstIndex ? (element) => void (firstNew.current = element) : undefined}
          />
        ))}
      </ul>
      {state.status === 'failed' ? (
        <p className="eb-review__error" role="alert">
          {t`There was an issue with the server, try again`}
        </p>
      ) : null}
      <p className="eb-visually-hidden" role="status">
        {added ? loadedMessage(added.count) : ''}
      </p>
      {state.status === 'loading' ? <Spinner /> : null}
      {(more || state.status === 'failed') && state.status !== 'loading' ? (
        <Button onClick={loadMore}>{state.status === 'failed' ? t`Try again` : t`Load more reviews`}</Button>
      ) : null}
    </>
  );
});
