// Events for the card's tests, in the shape the sandbox sends (demo/server/events.mjs).
import type { AnalyticsEvent } from '../../element/analytics';
import { mountHtml, rendered, shadow } from '../../test-support/elements';

export const IMAGE_URL = new URL('/src/event-card/test-fixtures/event-image.svg', location.origin).href;
export const MISSING_IMAGE_URL = new URL('/src/event-card/test-fixtures/no-such-image.png', location.origin).href;
export const EVENT_URL = 'https://www.eventbrite.com/e/jazz-night-bebop-quartet-live-tickets-871234560001';
export const SERIES_URL = 'https://www.eventbrite.com/e/series-871234569001';

/** A paid in-person event in San Francisco, Saturday 12 December 2026, 7 pm local time. */
export function paidEvent(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: '871234560001',
    url: EVENT_URL,
    name: 'Jazz Night: Bebop Quartet Live',
    startDate: '2026-12-12',
    startTime: '19:00',
    timezone: 'America/Los_Angeles',
    ticketsBy: 'Blue Note Presents',
    image: { url: IMAGE_URL, edgeColor: '#3659e3' },
    ticketAvailability: { isFree: false, minimumTicketPrice: { currency: 'USD', value: 2500, majorValue: '25.00' } },
    primaryVenue: { name: 'The Chapel', address: { city: 'San Francisco' } },
    isOnlineEvent: false,
    saves: { savedByYou: false },
    eventCollections: [],
    customDescription: null,
    series: null,
    ...overrides,
  };
}

export const freeEvent = (overrides: Record<string, unknown> = {}) =>
  paidEvent({ id: '871234560002', name: 'Community Garden Open Day', ticketAvailability: { isFree: true, minimumTicketPrice: null }, ...overrides });

export const onlineEvent = (overrides: Record<string, unknown> = {}) =>
  paidEvent({ id: '871234560003', name: 'Intro to Watercolour (Online)', primaryVenue: null, isOnlineEvent: true, ...overrides });

export const seriesEvent = (overrides: Record<string, unknown> = {}) =>
  paidEvent({ id: '871234560004', name: 'Knit Night', series: { url: SERIES_URL, counts: { currentFuture: 4 } }, ...overrides });

export type CardElement = HTMLElement & { event?: unknown; affiliateCode?: string; layout?: string };

/** Mounts `<eb-event-card>` with `event` as its JSON attribute and waits for what it renders. */
export async function mountCard(event: unknown, attributes = '', container?: HTMLElement): Promise<CardElement> {
  const host = container ?? mountHtml('');
  host.insertAdjacentHTML('beforeend', `<eb-event-card ${attributes}></eb-event-card>`);
  const element = host.querySelector<CardElement>('eb-event-card:last-of-type')!;
  if (event !== undefined) element.setAttribute('event', typeof event === 'string' ? event : JSON.stringify(event));
  await rendered(element);
  return element;
}

/** The card once it shows the event (an <article> named by the event name). */
export async function cardFor(event: unknown, attributes = ''): Promise<CardElement> {
  const element = await mountCard(event, attributes);
  await shadow(element).findByRole('article');
  return element;
}

/** Records the element's eb-analytics details. */
export function recordAnalytics(element: EventTarget): AnalyticsEvent[] {
  const events: AnalyticsEvent[] = [];
  element.addEventListener('eb-analytics', (event) => events.push((event as CustomEvent<AnalyticsEvent>).detail));
  return events;
}

/** Text with every kind of space as one plain space: Intl puts narrow no-break spaces in times. */
export const plain = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

export const part = (element: Element, name: string) => element.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
export const byClass = (element: Element, name: string) => element.shadowRoot!.querySelector<HTMLElement>(`.${name}`);
