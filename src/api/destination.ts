import * as v from 'valibot';
import { userLocation, type UserLocation } from '../stores/user-location';
import { NO_CONTENT, answerObject, unusedText } from './answers';
import { api } from './client';

// The destination calls of spec 000 §7 and API.md §4, each with the answer it expects.

/** `POST /destination/save/` `{"event_ids": [...]}` → `{}`. */
export const saveEvents = (eventIds: string[]) => api.post('/destination/save/', { eventIds }, { answer: NO_CONTENT });
/** `POST /destination/unsave/` `{"event_ids": [...]}` → `{}`. */
export const unsaveEvents = (eventIds: string[]) => api.post('/destination/unsave/', { eventIds }, { answer: NO_CONTENT });

const DESTINATION_EVENT = answerObject({ url: v.string(), name: v.string() });

/** API.md §4 `Suggestion`: the search shows `label` and links to `url`. */
const SEARCH_SUGGESTION = answerObject({
  type: unusedText,
  category: unusedText,
  label: v.string(),
  source: unusedText,
  url: v.string(),
  value: unusedText,
});

export const AUTOCOMPLETE_ANSWER = answerObject({ event: v.array(DESTINATION_EVENT), suggestions: v.array(SEARCH_SUGGESTION) });

export type DestinationEvent = v.InferOutput<typeof DESTINATION_EVENT>;
export type SearchSuggestion = v.InferOutput<typeof SEARCH_SUGGESTION>;
export type AutocompleteAnswer = v.InferOutput<typeof AUTOCOMPLETE_ANSWER>;

/**
 * Suggestions come while someone types: one later than this is no use to them, and the search
 * shows its fallback list meanwhile.
 */
export const AUTOCOMPLETE_TIMEOUT_MS = 10_000;

function locationParams(location: UserLocation): Record<string, string> {
  return 'placeId' in location ? { place_id: location.placeId } : { latitude: String(location.latitude), longitude: String(location.longitude) };
}

/** Search autocomplete and destination suggestions (completion_types=event, with the user's location). */
export function searchAutocomplete(query: string, { signal, location = userLocation() }: { signal?: AbortSignal; location?: UserLocation } = {}) {
  return api.get('/destination/search/autocomplete/', {
    answer: AUTOCOMPLETE_ANSWER,
    searchParams: { q: query, completion_types: 'event', ...locationParams(location) },
    signal,
    timeout: AUTOCOMPLETE_TIMEOUT_MS,
  });
}
