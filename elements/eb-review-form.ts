import { defineElement } from '../src/element/define-element';

/**
 * An organizer's rating and review of one app (spec 001 §4–§8). With `installed`, the one-click
 * rating: five stars (a radio group: arrow keys move, Space or Enter choose) under 'Rate your
 * experience with {app}', or 'Your rating for {app}' once rated; the user's review loads when
 * the element appears. Choosing a star saves it at once and opens the review modal (stars,
 * a title of at most 100 characters, a text of at most 1024), prefilled from the saved review.
 * Without `installed`, a 'Review this app' button explains that the app must be installed first.
 *
 * Nothing written is lost: the modal's draft is kept per app and user in session storage from
 * the first keystroke, through a failed save, a reload or a closed tab that comes back, and the
 * form says 'Your unsaved review was restored' until it is saved or discarded.
 *
 * Saving thanks the user in a message modal and in the page's notifications; a failure shows a
 * message modal chosen by the server's code (APP_ALREADY_RATED, APP_NOT_INSTALLED or
 * ARGUMENTS_ERROR, NOT_AUTHORIZED, anything else).
 *
 */
export const EbReviewFormElement = defineElement({
  tag: 'eb-review-form',
  attributes: {
    /**
     * `light`, `dark` or `auto` (the visitor's system setting, followed live); without it,
     * `env.colorScheme`, which is `light` unless configured.
     * @default 'light'
     */
    colorScheme: ['light', 'dark', 'auto'],
    /** Required: the id of the app to review. Without it the element warns once and says that reviews are not available. */
    appId: 'string',
    /** The app's name, in the headings 'Rate your experience with {app}' and 'Your rating for {app}'. */
    appName: 'string',
    /** The user has the app installed: only then can they rate and review it. */
    installed: 'boolean',
  },
  events: {
    /**
     * The server saved the user's review: after a one-click rating and after the review modal.
     * `review` as the server answered it, camelCased (`id`, `rating`, `reviewTitle`, `reviewText`, `created`, `locale`, `replies`).
     * @detail { review: { id: string; rating: number; reviewTitle?: string | null; reviewText?: string | null; created: string } }
     */
    onReviewSaved: { event: 'eb-review-saved' },
    /**
     * A save failed: the server's `code` and the `message` the person was shown, in their language.
     * @detail { code: string; message: string }
     */
    onReviewError: { event: 'eb-review-error' },
  },
  load: () => import('../src/review-form/review-form.element'),
});
