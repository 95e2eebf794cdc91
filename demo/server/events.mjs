// Seed events in the "Event as displayed" shape of spec 000 §3 (camelCase, as API.md §3 takes
// it in <eb-event-card event='…'>).
import { eventUrl } from './search.mjs';

const ZERO_DECIMAL_CURRENCIES = new Set(['JPY']);

function price(minPrice) {
  if (!minPrice) return null;
  const decimals = ZERO_DECIMAL_CURRENCIES.has(minPrice.currency) ? 0 : 2;
  return {
    currency: minPrice.currency,
    value: Math.round(minPrice.value * 10 ** decimals),
    majorValue: minPrice.value.toFixed(decimals),
  };
}

export function eventForDisplay(event, { origin, savedByYou = false }) {
  const url = eventUrl(origin, event);
  return {
    id: event.id,
    url,
    name: event.name,
    startDate: event.startDate,
    startTime: event.startTime,
    timezone: event.timezone,
    ticketsBy: event.ticketsBy,
    image: { url: `${origin}/images/events/${event.id}.svg`, edgeColor: event.edgeColor },
    ticketAvailability: { isFree: event.isFree, minimumTicketPrice: event.isFree ? null : price(event.minPrice) },
    primaryVenue: event.isOnline ? null : { name: event.venueName, address: { city: event.city } },
    isOnlineEvent: event.isOnline,
    saves: { savedByYou },
    eventCollections: [],
    customDescription: event.customDescription ?? null,
    series: event.series ? { url: `${origin}/e/series-${event.series.id}`, counts: { currentFuture: event.series.currentFuture } } : null,
  };
}
