import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { useContext, useEffect, useId, useMemo, useRef, useState, type RefObject } from 'react';
import { useAnalytics } from '../element/analytics';
import { propSource, warnedAbout } from '../element/define-element';
import { ElementContext, useServerText } from '../element/element-context';
import { lazyPart, useLazyPart } from '../element/lazy-part';
import { toLanguageTag } from '../i18n/locales';
import { onFirstVisible } from '../platform/event-card';
import { $locale } from '../stores/locale';
import { useServerData } from '../element/use-server-data';
import { IconButton } from '../ui/icon-button/IconButton';
import {
  displayImage,
  displayName,
  eventUrl,
  formatPrice,
  formatStart,
  locationInfo,
  machineStart,
  minPrice,
  repeatingInstanceCount,
  seriesUrl,
  validateEvent,
  type DisplayEvent,
} from './event-display';
import { ImagePlaceholderIcon, ShareIcon } from './icons';
import { CollectionsMenu } from './save/CollectionsMenu';
import { SaveButton } from './save/SaveButton';
import type { ShareDetail } from './ShareDialog';

// Loaded when first wanted: a page of cards where nobody shares does not download the share
// dialog (nor the modal under it). The collections menu stays: drawn later, it would push the
// share button aside under a signed-in visitor's pointer.
const shareDialogCode = lazyPart('share-dialog', () => import('./ShareDialog'));

export const EVENT_CARD_LAYOUTS = ['vertical', 'horizontal'] as const;
export type EventCardLayout = (typeof EVENT_CARD_LAYOUTS)[number];

export interface SaveChange {
  eventId: string;
  saved: boolean;
}

export interface EventCardProps {
  /** The event as displayed (spec 000 §3), camelCase or snake_case. */
  event?: unknown;
  /** Overrides `env.affiliateCode` for the `aff` parameter of event and series URLs. */
  affiliateCode?: string;
  layout?: EventCardLayout;
  /** A share method was chosen in the share dialog. */
  onShare?: (detail: ShareDetail) => void;
  /** The server confirmed a save or unsave. */
  onSaveChange?: (detail: SaveChange) => void;
}

// Per element, not per React tree: an element removed and put back later remounts its tree, and
// is still the same card that was already seen.
const viewedEvents = new WeakMap<object, Set<string>>();

/** Spec 000 §7 ViewEvent, once per card and event, the first time the card is half on screen. */
function useViewEvent(target: RefObject<HTMLElement | null>, eventId: string) {
  const host = useContext(ElementContext)?.host;
  const track = useAnalytics();
  // `track` is new on every render but always emits from the same host: it is not a dependency.
  useEffect(() => {
    const node = target.current;
    if (!node) return undefined;
    const key = host ?? node;
    const seen = viewedEvents.get(key) ?? new Set<string>();
    viewedEvents.set(key, seen);
    if (seen.has(eventId)) return undefined;
    return onFirstVisible(node, () => {
      if (seen.has(eventId)) return;
      seen.add(eventId);
      track({ category: 'event-card', action: 'ViewEvent', label: eventId, eventId });
    });
  }, [target, host, eventId, track]);
}

/**
 * One console.warn per value that is not an event; an absent value is just an empty card. A
 * value whose unreadable parts the element wrapper left out has had its one warning already
 * (a `name` that threw is why the card has none).
 */
function useInvalidEventWarning(raw: unknown, problem: string | undefined) {
  const element = useContext(ElementContext);
  const tag = element?.tag ?? 'eb-event-card';
  useEffect(() => {
    if (problem && raw !== undefined && raw !== null && !warnedAbout(raw)) {
      const source = element?.host ? propSource(element.host, 'event') : 'attribute';
      console.warn(`[eb-widgets] <${tag}> ${source} "event" ${problem}; the card shows that the event is not available.`);
    }
  }, [raw, problem, tag, element]);
}

/** The picture, or a placeholder when there is none or it fails to load. */
function CardImage({ url }: { url?: string }) {
  const [isBroken, setBroken] = useState(false);
  if (url === undefined || isBroken) {
    return (
      <div className="eb-event-card__placeholder" part="image-placeholder">
        <ImagePlaceholderIcon />
      </div>
    );
  }
  // The name beside it says what the picture is about: the image itself is decoration.
  return <img className="eb-event-card__image" part="image" src={url} alt="" decoding="async" onError={() => setBroken(true)} />;
}

function CreatorSignalLine({ event }: { event: DisplayEvent }) {
  const signal = event.creatorSignal;
  if (!signal) return null;
  const count = signal.value;
  return (
    <p className="eb-event-card__creator-signal">
      {signal.type === 'follow' ? <Plural value={count} one="# follower" other="# followers" /> : <Plural value={count} one="In # collection" other="In # collections" />}
    </p>
  );
}

interface CardProps extends Omit<EventCardProps, 'event'> {
  event: DisplayEvent;
}

function Card({ event, affiliateCode, layout, onShare, onSaveChange }: CardProps) {
  const { t } = useLingui();
  const env = useServerData('env');
  const languageTag = toLanguageTag(useStore($locale));
  const track = useAnalytics();
  const cardRef = useRef<HTMLElement>(null);
  const titleId = useId();
  const [isSharing, setSharing] = useState(false);
  useViewEvent(cardRef, event.id);

  const code = affiliateCode ?? env.affiliateCode;
  const name = displayName(event);
  const image = displayImage(event);
  const href = eventUrl(event, code);
  const seriesHref = seriesUrl(event, code);
  const moreDates = repeatingInstanceCount(event);
  // Formatted by Intl, whose output a server and each browser may differ on (useServerText).
  const start = useServerText('start', formatStart(event, languageTag));
  const location = locationInfo(event);
  const price = minPrice(event);
  const formattedPrice = useServerText('price', price ? formatPrice(price, languageTag) : undefined);
  const organizer = event.ticketsBy;
  // Not part of the shared Env type yet: an optional extra a page may configure.
  const facebookAppId = typeof env.facebookAppId === 'string' && env.facebookAppId ? env.facebookAppId : undefined;

  const openShare = () => {
    setSharing(true);
    track({ category: 'event-card', action: 'ShareAttempt', label: event.id, eventId: event.id });
  };
  // The dialog's code starts loading at the first sign of intent: a pointer over the actions, or focus.
  const prepareShare = () => shareDialogCode.prepare();
  const share = useLazyPart(shareDialogCode, isSharing && Boolean(href), () => setSharing(false));

  return (
    <article ref={cardRef} className={`eb-event-card eb-event-card--${layout}`} part="card" aria-labelledby={titleId}>
      <div className="eb-event-card__media" part="media" style={image.edgeColor ? { backgroundColor: image.edgeColor } : undefined}>
        {/* A new picture gets a new chance to load. */}
        <CardImage key={image.url} url={image.url} />
        <div className="eb-event-card__save">
          <SaveButton eventId={event.id} eventName={name} savedByYou={event.saves.savedByYou} onSaveChange={onSaveChange} />
        </div>
      </div>
      <div className="eb-event-card__body">
        <h3 id={titleId} className="eb-event-card__title" part="title">
          {href ? (
            <a className="eb-event-card__link" href={href}>
              {name}
            </a>
          ) : (
            name
          )}
        </h3>
        {start ? (
          <p className="eb-event-card__date">
            <time dateTime={machineStart(event)}>{start}</time>
            {moreDates > 0 ? (
              <span className="eb-event-card__more-dates">
                {' '}
                <Plural value={moreDates} one="+ # more date" other="+ # more dates" />
              </span>
            ) : null}
          </p>
        ) : null}
        {seriesHref ? (
          <p className="eb-event-card__series">
            <a className="eb-event-card__series-link" href={seriesHref}>
              <Trans>Multiple dates</Trans>
            </a>
          </p>
        ) : null}
        {event.isOnlineEvent ? (
          <p className="eb-event-card__location">
            <Trans>Online event</Trans>
          </p>
        ) : location ? (
          <p className="eb-event-card__location">{location}</p>
        ) : null}
        {event.ticketAvailability.isFree ? (
          <p className="eb-event-card__price">
            <Trans>Free</Trans>
          </p>
        ) : formattedPrice ? (
          <p className="eb-event-card__price">
            <Trans>From {formattedPrice}</Trans>
          </p>
        ) : null}
        {organizer ? (
          <p className="eb-event-card__organizer">
            <Trans>Tickets by {organizer}</Trans>
          </p>
        ) : null}
        <CreatorSignalLine event={event} />
        {event.customDescription ? <p className="eb-event-card__description">{event.customDescription}</p> : null}
        {href ? (
          <div className="eb-event-card__actions" onPointerEnter={prepareShare} onFocus={prepareShare}>
            <IconButton label={t`Share ${name}`} icon={<ShareIcon />} hasPopup="dialog" expanded={isSharing} onClick={openShare} />
            <CollectionsMenu eventId={event.id} eventCollections={event.eventCollections} eventName={name} />
          </div>
        ) : null}
      </div>
      {share && href ? (
        <share.ShareDialog eventId={event.id} eventName={name} eventUrl={href} facebookAppId={facebookAppId} onClose={() => setSharing(false)} onShare={onShare} />
      ) : null}
    </article>
  );
}

/**
 * `<eb-event-card>`: one event as displayed (spec 000 §3) with its save and share buttons; a
 * value that is not an event shows that the event is not available.
 */
export function EventCard({ event: raw, affiliateCode, layout, onShare, onSaveChange }: EventCardProps) {
  const env = useServerData('env');
  const { event, problem } = useMemo(() => validateEvent(raw, { baseUrl: env.serverUrl }), [raw, env.serverUrl]);
  useInvalidEventWarning(raw, problem);
  if (!event) {
    return (
      <div className="eb-event-card eb-event-card--unavailable" part="card">
        <p className="eb-event-card__unavailable">
          <Trans>This event is not available</Trans>
        </p>
      </div>
    );
  }
  return <Card event={event} affiliateCode={affiliateCode} layout={layout === 'horizontal' ? 'horizontal' : 'vertical'} onShare={onShare} onSaveChange={onSaveChange} />;
}
