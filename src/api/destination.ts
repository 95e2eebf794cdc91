import { userLocation, type UserLocation } from '../stores/user-location';
import { api } from './client';

// The destination calls of spec 000 §7 and API.md §4.

export const saveEvents = (eventIds: string[]) => api.post<Record<string, never>>('/destination/save/', { eventIds });
export const unsaveEvents = (eventIds: string[]) => api.post<Record<string, never>>('/destination/unsave/', { eventIds });

export interface DestinationEvent {
  url: string;
  name: string;
}

export interface SearchSuggestion {
  type: string;
  category: string;
  label: string;
  source: string;
  url: string;
  value: string;
}

export interface AutocompleteAnswer {
  event: DestinationEvent[];
  suggestions: SearchSuggestion[];
}

function locationParams(location: UserLocation): Record<string, string> {
  return 'placeId' in location
    ? { place_id: location.placeId }
    : { latitude: String(location.latitude), longitude: String(location.longitude) };
}

/** Search autocomplete and destination suggestions (completion_types=event, with the user's location). */
export function searchAutocomplete(query: string, { signal, location = userLocation() }: { signal?: AbortSignal; location?: UserLocation } = {}) {
  return api.get<AutocompleteAnswer>('/destination/search/autocomplete/', {
    searchParams: { q: query, completion_types: 'event', ...locationParams(location) },
    signal,
  });
}
