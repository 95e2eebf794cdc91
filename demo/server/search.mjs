// GET /destination/search/autocomplete/ (API.md §4): events whose name matches the query,
// nearest to the visitor's location first, plus query suggestions.
import { argumentsError } from './http-kit.mjs';

/** Sandbox place ids, standing in for the platform's location service. */
export const PLACES = {
  85922583: { city: 'San Francisco', latitude: 37.7749, longitude: -122.4194 },
  85977539: { city: 'New York', latitude: 40.7128, longitude: -74.006 },
  101750367: { city: 'London', latitude: 51.5072, longitude: -0.1276 },
  101748799: { city: 'Berlin', latitude: 52.52, longitude: 13.405 },
  101751119: { city: 'Paris', latitude: 48.8566, longitude: 2.3522 },
};
/** Used when the request names no location (spec 000 §7 "default place id"). */
export const DEFAULT_PLACE_ID = '85922583';

const CITY_COORDINATES = {
  'San Francisco': [37.7749, -122.4194],
  'New York': [40.7128, -74.006],
  'Los Angeles': [34.0522, -118.2437],
  Chicago: [41.8781, -87.6298],
  Austin: [30.2672, -97.7431],
  Seattle: [47.6062, -122.3321],
  Boston: [42.3601, -71.0589],
  London: [51.5072, -0.1276],
  Manchester: [53.4808, -2.2426],
  Edinburgh: [55.9533, -3.1883],
  Berlin: [52.52, 13.405],
  München: [48.1351, 11.582],
  Denver: [39.7392, -104.9903],
  Hamburg: [53.5511, 9.9937],
  Paris: [48.8566, 2.3522],
  Lyon: [45.764, 4.8357],
  Madrid: [40.4168, -3.7038],
  Barcelona: [41.3874, 2.1686],
  Toronto: [43.6532, -79.3832],
  Vancouver: [49.2827, -123.1207],
  Montréal: [45.5019, -73.5674],
  Sydney: [-33.8688, 151.2093],
  Melbourne: [-37.8136, 144.9631],
  'São Paulo': [-23.5558, -46.6396],
  'Rio de Janeiro': [-22.9068, -43.1729],
  'Ciudad de México': [19.4326, -99.1332],
  Guadalajara: [20.6597, -103.3496],
  Tokyo: [35.6762, 139.6503],
  Osaka: [34.6937, 135.5023],
};

const MAX_EVENTS = 5;
const MAX_SUGGESTIONS = 5;

function locationOf(searchParams) {
  const placeId = searchParams.get('place_id');
  const latitude = searchParams.get('latitude');
  const longitude = searchParams.get('longitude');
  if (latitude !== null || longitude !== null) {
    const lat = Number(latitude);
    const lng = Number(longitude);
    if (latitude === null || longitude === null || !Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
      throw argumentsError('latitude and longitude must be given together, as numbers in range.');
    }
    return { latitude: lat, longitude: lng };
  }
  if (placeId !== null && !(placeId in PLACES)) throw argumentsError('place_id is not a known place.');
  return PLACES[placeId ?? DEFAULT_PLACE_ID];
}

function distance(from, city) {
  const coordinates = CITY_COORDINATES[city];
  if (!coordinates) return Number.POSITIVE_INFINITY;
  const [lat, lng] = coordinates;
  return Math.hypot(lat - from.latitude, (lng - from.longitude) * Math.cos((lat * Math.PI) / 180));
}

export const eventUrl = (origin, event) =>
  `${origin}/e/${event.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)}-tickets-${event.id}`;

export function autocomplete({ searchParams, origin, events }) {
  const query = (searchParams.get('q') ?? '').trim().toLowerCase().slice(0, 200);
  const types = (searchParams.get('completion_types') ?? 'event').split(',');
  const location = locationOf(searchParams);
  if (!query) return { event: [], suggestions: [] };
  const words = query.split(/\s+/);
  const matches = events
    .filter((event) => words.every((word) => event.name.toLowerCase().includes(word)))
    .map((event) => ({ event, distance: event.isOnline ? 0.5 : distance(location, event.city) }))
    .sort((a, b) => a.distance - b.distance || a.event.name.localeCompare(b.event.name));
  const eventResults = types.includes('event') ? matches.slice(0, MAX_EVENTS).map(({ event }) => ({ url: eventUrl(origin, event), name: event.name })) : [];
  const phrases = new Set();
  for (const { event } of matches) {
    const lower = event.name.toLowerCase();
    const start = lower.indexOf(words[0]);
    const phrase = event.name
      .slice(start)
      .split(/\s+/)
      .slice(0, 3)
      .join(' ')
      .replace(/[^\p{L}\p{N}' -]/gu, '')
      .trim();
    if (phrase) phrases.add(phrase);
    if (phrases.size >= MAX_SUGGESTIONS) break;
  }
  const suggestions = [...phrases].map((phrase) => ({
    type: 'query',
    category: 'events',
    label: phrase,
    source: 'sandbox',
    url: `${origin}/d/?q=${encodeURIComponent(phrase)}`,
    value: phrase,
  }));
  return { event: eventResults, suggestions };
}
