import { api } from './client';

// The collection calls of spec 000 §3 ("eventCollections: collection ids from
// myCollections.collections") and §4 ("added or removed by event id and collection id"); the
// paths are this library's, documented in README "API additions".

/** One of the signed-in user's collections, with the ids of the events in it. */
export interface EventCollection {
  id: string;
  name: string;
  eventIds: string[];
}

export interface MyCollectionsAnswer {
  collections: EventCollection[];
}

const collectionPath = (collectionId: string) => `/collections/${encodeURIComponent(collectionId)}/events/`;

/** `GET /users/me/collections/`: the signed-in user's collections. */
export const fetchMyCollections = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<MyCollectionsAnswer>('/users/me/collections/', { signal });

/** `POST /collections/{collection_id}/events/` `{"event_ids": [id]}` → `{}`. */
export const addEventToCollection = (collectionId: string, eventId: string) =>
  api.post<Record<string, never>>(collectionPath(collectionId), { eventIds: [eventId] });

/** `DELETE /collections/{collection_id}/events/{event_id}/` → 204. */
export const removeEventFromCollection = (collectionId: string, eventId: string) =>
  api.delete(`${collectionPath(collectionId)}${encodeURIComponent(eventId)}/`);
