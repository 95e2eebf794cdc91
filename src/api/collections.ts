import * as v from 'valibot';
import { NO_CONTENT, answerObject } from './answers';
import { api } from './client';

// The collection calls of spec 000 §3 ("eventCollections: collection ids from
// myCollections.collections") and §4 ("added or removed by event id and collection id"); the
// paths are this library's, documented in README "API additions".

/** One of the signed-in user's collections, with the ids of the events in it. */
const EVENT_COLLECTION = answerObject({ id: v.string(), name: v.string(), eventIds: v.array(v.string()) });

export const MY_COLLECTIONS_ANSWER = answerObject({ collections: v.array(EVENT_COLLECTION) });

export type EventCollection = v.InferOutput<typeof EVENT_COLLECTION>;
export type MyCollectionsAnswer = v.InferOutput<typeof MY_COLLECTIONS_ANSWER>;

const collectionPath = (collectionId: string) => `/collections/${encodeURIComponent(collectionId)}/events/`;

/** `GET /users/me/collections/`: the signed-in user's collections. */
export const fetchMyCollections = ({ signal }: { signal?: AbortSignal } = {}) => api.get('/users/me/collections/', { answer: MY_COLLECTIONS_ANSWER, signal });

/** `POST /collections/{collection_id}/events/` `{"event_ids": [id]}` → `{}`. */
export const addEventToCollection = (collectionId: string, eventId: string) => api.post(collectionPath(collectionId), { eventIds: [eventId] }, { answer: NO_CONTENT });

/** `DELETE /collections/{collection_id}/events/{event_id}/` → 204. */
export const removeEventFromCollection = (collectionId: string, eventId: string) =>
  api.delete(`${collectionPath(collectionId)}${encodeURIComponent(eventId)}/`, { answer: NO_CONTENT });
