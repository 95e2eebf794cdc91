import { defineElement } from '../src/element/define-element';

/**
 * One event as displayed (spec 000 §3): picture, name, date and time in the event's time zone,
 * place or 'Online event', price or 'Free', organizer, creator signal, series dates, the save
 * button and a share dialog (email, Facebook, Messenger, LinkedIn, X, WhatsApp, copy link).
 * Dispatches `eb-analytics` for ViewEvent (once, when the card is first half on screen),
 * ShareAttempt (share dialog opened) and Share (a method chosen, `label` = the method).
 * The card reads only the fields of `event` it uses: a part it cannot read (nested past 64
 * levels, a back-reference, a getter that throws) is left out with one warning naming its path,
 * and the event still shows. A value that is not an event shows 'This event is not available'.
 * A card draws itself once it comes within a viewport's height of the visible area, keeping its
 * room until then, so a page of hundreds of cards renders only those a visitor can reach.
 *
 * Shared links carry `aff`, the campaign tags `utm-campaign=social`, `utm-medium=discovery`,
 * `utm-term=checkoutwidget`, `utm-content=attendeeshare` and `utm-source` = the method's code
 * (em, fb, fbm, li, tw, wa, cp). Messenger uses Facebook's send dialog, with `app_id` from the
 * optional `env.facebookAppId`.
 *
 * @csspart card - the card (<article>), or the 'not available' box
 * @csspart media - the picture's frame, filled with the image's edge colour
 * @csspart image - the picture
 * @csspart image-placeholder - shown instead of a missing or broken picture
 * @csspart title - the event name (<h3>)
 * @cssprop --eb-event-card-background - card background (default: #ffffff; dark: #1b1726)
 * @cssprop --eb-event-card-border-color - card border colour (default: #dbdae3; dark: #4a4458)
 * @cssprop --eb-event-card-radius - card corner radius (default: 8px)
 */
export const EbEventCardElement = defineElement({
  tag: 'eb-event-card',
  attributes: {
    /**
     * `light`, `dark` or `auto` (the visitor's system setting, followed live); without it,
     * `env.colorScheme`, which is `light` unless configured.
     * @default 'light'
     */
    colorScheme: ['light', 'dark', 'auto'],
    /**
     * The event as displayed (spec 000 §3) as JSON, camelCase or the destination API's
     * snake_case. Required: `id` and `name`. Also takes the object through the property, a
     * class instance too (its own enumerable fields); a part that is not JSON data (a cycle,
     * BigInt, symbol, function, Date, throwing getter, or more than 64 levels) is left out.
     * @type {EventCardEventInput}
     */
    event: 'json',
    /** Overrides `env.affiliateCode` for the `aff` parameter of event and series URLs; empty for none. */
    affiliateCode: 'string',
    /**
     * `vertical` (default) or `horizontal`; horizontal stacks when the card is narrower than 480px.
     * @default 'vertical'
     */
    layout: ['vertical', 'horizontal'],
  },
  events: {
    /**
     * A share method was chosen; `url` is the event URL as shared (with `aff`, campaign tags
     * and the method's tracking code). `method` is one of email, facebook, facebookMessenger,
     * linkedin, twitter, whatsapp, copyLink.
     * @detail { eventId: string; method: string; url: string }
     */
    onShare: { event: 'eb-share' },
    /**
     * The server confirmed that the event was saved or unsaved.
     * @detail { eventId: string; saved: boolean }
     */
    onSaveChange: { event: 'eb-save-change' },
  },
  load: () => import('../src/event-card/event-card.element'),
  // A partner page may list hundreds of events: each card renders as it comes near the viewport.
  renderNearViewport: true,
});
