// The "Event as displayed" of spec 000 §3 and the fields derived from it. Pure: plain data in,
// plain data out; the card's React tree only lays these out.
import { isPlainObject, snakeToCamel } from '../lib/case-conversion';
import { describePlainData, toPlainData } from '../lib/plain-data';
import { httpUrl, withQuery } from '../lib/urls';

export interface MinimumTicketPrice {
  currency: string;
  /** In the currency's minor units (cents), as the server sends it. */
  value?: number;
  /** The same amount in major units ("25.00"), when the server sends it. */
  majorValue?: string;
}

/** Spec 000 §3 "Creator signal: type (follow or collection) and value". */
export interface CreatorSignal {
  type: 'follow' | 'collection';
  value: number;
}

/** Spec 000 §3 "Event as displayed", validated: every field but id and name may be missing. */
export interface DisplayEvent {
  id: string;
  name: string;
  url?: string;
  customTitle?: string;
  startDate?: string;
  startTime?: string;
  timezone?: string;
  ticketsBy?: string;
  image?: { url?: string; edgeColor?: string };
  customImageId?: string;
  customImage?: { url: string };
  ticketAvailability: { isFree: boolean; minimumTicketPrice?: MinimumTicketPrice };
  primaryVenue?: { name?: string; address?: { city?: string } };
  saves: { savedByYou: boolean };
  eventCollections: string[];
  customDescription?: string;
  series?: { url?: string; counts?: { currentFuture?: number } };
  isOnlineEvent: boolean;
  creatorSignal?: CreatorSignal;
}

/** The event or why it is not one, and the parts of the value left out because they cannot be read. */
export type EventValidation = ({ event: DisplayEvent; problem?: undefined } | { event?: undefined; problem: string }) & { skipped: string[] };

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

// Without a prototype: reading a field it lacks never reaches a polluted Object.prototype.
const NOTHING = Object.freeze(Object.create(null) as Record<string, unknown>);

const record = (value: unknown): Record<string, unknown> => (isPlainObject(value) ? value : NOTHING);

/** The fields that are set, in an object without a prototype: an unset one reads undefined, whatever the page did to Object.prototype. */
const withoutUndefined = <T extends object>(value: T): T =>
  Object.assign(Object.create(null), Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined))) as T;

const wholeNumber = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) ? number : undefined;
};

const identifier = (value: unknown): string | undefined => (typeof value === 'number' ? (Number.isFinite(value) ? String(value) : undefined) : text(value));

// Only colours that cannot carry anything else into a style attribute.
const COLOR = /^(#[0-9a-f]{3,4}|#[0-9a-f]{6}|#[0-9a-f]{8}|rgba?\(\s*[\d.\s,%/]+\))$/i;

export function cssColor(value: unknown): string | undefined {
  const color = text(value);
  return color && COLOR.test(color) ? color : undefined;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

function calendarDate(value: unknown): string | undefined {
  const date = text(value);
  const match = date && DATE.exec(date);
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number);
  const check = new Date(Date.UTC(year, month - 1, day));
  return check.getUTCMonth() === month - 1 && check.getUTCDate() === day ? date : undefined;
}

function clockTime(value: unknown): string | undefined {
  const time = text(value);
  const match = time && TIME.exec(time);
  return match && Number(match[1]) < 24 && Number(match[2]) < 60 ? `${match[1]}:${match[2]}` : undefined;
}

// Building an Intl formatter costs far more than using one, and a page of cards asks for the
// same few again and again: keep each one by its arguments.
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function dateFormat(languageTag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `date|${languageTag}|${JSON.stringify(options)}`;
  let format = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) formatters.set(key, (format = new Intl.DateTimeFormat(languageTag, options)));
  return format;
}

function numberFormat(languageTag: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `number|${languageTag}|${JSON.stringify(options)}`;
  let format = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!format) formatters.set(key, (format = new Intl.NumberFormat(languageTag, options)));
  return format;
}

// The zones the browser knows by their canonical names, read once: building a formatter for a
// zone only to check it costs a few milliseconds a zone on a phone.
let knownZones: ReadonlySet<string> | undefined;

function timeZone(value: unknown): string | undefined {
  const zone = text(value);
  if (!zone) return undefined;
  knownZones ??= new Set(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []);
  if (knownZones.has(zone)) return zone;
  // Other names the browser takes (UTC, links such as Asia/Calcutta).
  try {
    dateFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return undefined;
  }
}

function currencyCode(value: unknown): string | undefined {
  const code = text(value)?.toUpperCase();
  if (!code || !/^[A-Z]{3}$/.test(code)) return undefined;
  try {
    numberFormat('en-US', { style: 'currency', currency: code });
    return code;
  } catch {
    return undefined;
  }
}

function ticketPrice(value: unknown): MinimumTicketPrice | undefined {
  const price = record(value);
  const currency = currencyCode(price.currency);
  const minor = wholeNumber(price.value);
  const majorText = typeof price.majorValue === 'number' ? String(price.majorValue) : text(price.majorValue);
  const major = majorText !== undefined && Number.isFinite(Number(majorText)) ? majorText : undefined;
  if (!currency || (minor === undefined && major === undefined)) return undefined;
  return withoutUndefined({ currency, value: minor, majorValue: major });
}

/**
 * The creator signal worth showing (spec 000 §3): "follow counts only when follow count is 10
 * or more; collection only when objectCount is above 0". Anything else gives undefined.
 */
export function creatorSignal(value: unknown): CreatorSignal | undefined {
  const signal = record(value);
  const count = wholeNumber(signal.value);
  if (count === undefined) return undefined;
  if (signal.type === 'follow' && count >= 10) return { type: 'follow', value: count };
  if (signal.type === 'collection' && count > 0) return { type: 'collection', value: count };
  return undefined;
}

function collectionIds(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.map((item) => identifier(isPlainObject(item) ? item.id : item)).filter((id): id is string => id !== undefined);
}

/**
 * Checks and tidies an event given to a card: camelCase or the destination API's snake_case. The
 * value is read liberally (see toPlainData), as the card reads only the fields it uses: a part that
 * cannot be read as data (nested more than 64 levels, a back-reference, a BigInt, a getter that
 * throws) is left out and named in `skipped`, and a field it needs that was left out is missing.
 * The value must hold an object; only id (string or number) and name are required; every other
 * field is kept only when it has the right shape, and URLs only when they are http(s) (relative
 * ones resolve against `baseUrl`). Never throws, whatever `raw` is.
 */
export function validateEvent(raw: unknown, { baseUrl }: { baseUrl?: string } = {}): EventValidation {
  const skipped: string[] = [];
  const copied = toPlainData(raw, { convertKey: snakeToCamel, onSkipped: (problem) => skipped.push(problem) });
  if (copied.problem !== undefined) return { problem: copied.problem, skipped };
  const data = copied.data;
  if (!isPlainObject(data)) return { problem: `must be a JSON object (was ${describePlainData(data)})`, skipped };
  const id = identifier(data.id);
  if (!id) return { problem: 'has no "id" (a string or a number)', skipped };
  const name = text(data.name);
  if (!name) return { problem: 'has no "name" (a non-empty string)', skipped };

  const image = record(data.image);
  const customImage = isPlainObject(data.customImage) ? data.customImage.url : data.customImage;
  const availability = record(data.ticketAvailability);
  const venue = record(data.primaryVenue);
  const series = record(data.series);
  const currentFuture = wholeNumber(record(series.counts).currentFuture);
  const customImageUrl = httpUrl(customImage, baseUrl);
  const imageUrl = httpUrl(image.url, baseUrl);
  const edgeColor = cssColor(image.edgeColor);
  const venueName = text(venue.name);
  const city = text(record(venue.address).city);
  const seriesUrl = httpUrl(series.url, baseUrl);

  const event: DisplayEvent = {
    id,
    name,
    url: httpUrl(data.url, baseUrl),
    customTitle: text(data.customTitle),
    startDate: calendarDate(data.startDate),
    startTime: clockTime(data.startTime),
    timezone: timeZone(data.timezone),
    ticketsBy: text(data.ticketsBy),
    image: imageUrl || edgeColor ? withoutUndefined({ url: imageUrl, edgeColor }) : undefined,
    customImageId: identifier(data.customImageId),
    customImage: customImageUrl ? { url: customImageUrl } : undefined,
    ticketAvailability: withoutUndefined({
      isFree: availability.isFree === true,
      minimumTicketPrice: ticketPrice(availability.minimumTicketPrice),
    }),
    primaryVenue: venueName || city ? withoutUndefined({ name: venueName, address: city ? { city } : undefined }) : undefined,
    saves: { savedByYou: record(data.saves).savedByYou === true },
    eventCollections: collectionIds(data.eventCollections),
    customDescription: text(data.customDescription),
    series: seriesUrl || currentFuture !== undefined ? withoutUndefined({ url: seriesUrl, counts: currentFuture !== undefined ? { currentFuture } : undefined }) : undefined,
    isOnlineEvent: data.isOnlineEvent === true,
    creatorSignal: creatorSignal(data.creatorSignal),
  };
  return { event: withoutUndefined(event), skipped };
}

/** The event, or null when it is not one (see `validateEvent` for why). */
export function normalizeEvent(raw: unknown, options?: { baseUrl?: string }): DisplayEvent | null {
  return validateEvent(raw, options).event ?? null;
}

/** customTitle when set, else the name. */
export function displayName(event: DisplayEvent): string {
  return event.customTitle ?? event.name;
}

/** customImage when set, else the image; with the edge colour shown around it. */
export function displayImage(event: DisplayEvent): { url?: string; edgeColor?: string } {
  return { url: event.customImage?.url ?? event.image?.url, edgeColor: event.image?.edgeColor };
}

/** Adds the `aff` parameter (spec 000 §3); an empty code adds nothing. */
export function withAffiliateCode(url: string, affiliateCode: string | undefined): string {
  return affiliateCode ? withQuery(url, { aff: affiliateCode }) : url;
}

export function eventUrl(event: DisplayEvent, affiliateCode: string | undefined): string | undefined {
  return event.url ? withAffiliateCode(event.url, affiliateCode) : undefined;
}

export function seriesUrl(event: DisplayEvent, affiliateCode: string | undefined): string | undefined {
  return event.series?.url ? withAffiliateCode(event.series.url, affiliateCode) : undefined;
}

/** Spec 000 §3 "repeatingInstanceCount (current-and-future count minus 1)", never below 0. */
export function repeatingInstanceCount(event: DisplayEvent): number {
  const count = event.series?.counts?.currentFuture;
  return count === undefined ? 0 : Math.max(0, count - 1);
}

/** Spec 000 §3 "locationInfo 'venue, city'" (either alone when the other is missing). */
export function locationInfo(event: DisplayEvent): string | undefined {
  const parts = [event.primaryVenue?.name, event.primaryVenue?.address?.city].filter(Boolean);
  return parts.length ? parts.join(', ') : undefined;
}

export interface MinPrice {
  currency: string;
  currencyFormat: { decimalPlaces: number };
  /** In major units: 25 for $25.00, 4500 for ¥4,500. */
  minPriceValue: number;
}

function decimalPlaces(currency: string): number {
  return numberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** Spec 000 §3 "minPrice (currency, currencyFormat, minPriceValue)"; undefined for free events or no price. */
export function minPrice(event: DisplayEvent): MinPrice | undefined {
  const price = event.ticketAvailability.minimumTicketPrice;
  if (event.ticketAvailability.isFree || !price) return undefined;
  const places = decimalPlaces(price.currency);
  const minPriceValue = price.majorValue !== undefined ? Number(price.majorValue) : price.value! / 10 ** places;
  return { currency: price.currency, currencyFormat: { decimalPlaces: places }, minPriceValue };
}

/** The price in the visitor's language tag, with the currency's own decimals ("$25.00", "¥4,500"). */
export function formatPrice(price: MinPrice, languageTag: string): string {
  return numberFormat(languageTag, {
    style: 'currency',
    currency: price.currency,
    minimumFractionDigits: price.currencyFormat.decimalPlaces,
    maximumFractionDigits: price.currencyFormat.decimalPlaces,
  }).format(price.minPriceValue);
}

/**
 * When the event starts, in the event's own time zone and the visitor's language:
 * 'Sat, Dec 12, 7:00 PM' (en-US), 'Sa., 12. Dez., 19:00' (de-DE). Date only without a time;
 * undefined without a date. The event gives its start as the wall clock of its own zone, which
 * is what is shown: read as UTC and formatted in UTC, it needs no zone's rules (and one
 * formatter for every card, where a formatter per zone costs milliseconds each on a phone).
 */
export function formatStart(event: DisplayEvent, languageTag: string): string | undefined {
  if (!event.startDate) return undefined;
  const [year, month, day] = event.startDate.split('-').map(Number);
  const [hour, minute] = (event.startTime ?? '12:00').split(':').map(Number);
  return dateFormat(languageTag, {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(event.startTime && { hour: 'numeric', minute: '2-digit' }),
  }).format(new Date(Date.UTC(year, month - 1, day, hour, minute)));
}

/** The `datetime` of the card's <time>: the local date and time as the event gives them. */
export function machineStart(event: DisplayEvent): string | undefined {
  if (!event.startDate) return undefined;
  return event.startTime ? `${event.startDate}T${event.startTime}` : event.startDate;
}
