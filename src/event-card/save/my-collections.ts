import { msg } from '@lingui/core/macro';
import { atom, map } from 'nanostores';
import { ApiError } from '../../api/api-error';
import { showNotification } from '../../stores/notifications';

// Spec 000 §3 "eventCollections (collection ids from myCollections.collections)" and §4
// "Collection membership of an event is added or removed by event id and collection id". One
// copy for the page: every card lists the same collections and shows the same membership.

export interface CollectionSummary {
  id: string;
  name: string;
}

/** `unavailable`: the server has no collections call (it serves only API.md §4). */
export type CollectionsStatus = 'idle' | 'loading' | 'loaded' | 'failed' | 'unavailable';

export interface MyCollections {
  status: CollectionsStatus;
  collections: CollectionSummary[];
}

export const $myCollections = atom<MyCollections>({ status: 'idle', collections: [] });

/** The ids of the collections each event is in, by event id. */
export const $eventCollections = map<Record<string, string[]>>({});

/** Memberships whose change is on its way, as `eventId/collectionId`. */
export const $pendingMemberships = atom<readonly string[]>([]);

export const COLLECTION_FAILURE_MESSAGE = msg`There was a problem updating your collection, please try again.`;

export const membershipKey = (eventId: string, collectionId: string) => `${eventId}/${collectionId}`;

/** A card's `eventCollections` stand until the user's collections are loaded or changed. */
export function seedEventCollections(eventId: string, collectionIds: string[]): void {
  if ($eventCollections.get()[eventId]) return;
  $eventCollections.setKey(eventId, [...collectionIds]);
}

// The API client comes with the first call: a page whose visitors never open the menu never loads it.
const collectionsApi = () => import('../../api/collections');

let loading: Promise<void> | undefined;
// Bumped by resetMyCollections: answers to older requests change nothing.
let generation = 0;

/** A server without the collections call answers 404 (or 501): there is nothing to offer, not an error. */
const isMissingCall = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 501);

/**
 * Loads the signed-in user's collections once for the page, for every card (again after a
 * failure). Called when someone shows the intent to open a collections menu, never at start.
 */
export function loadMyCollections(): Promise<void> {
  if (loading && $myCollections.get().status !== 'failed') return loading;
  const started = generation;
  $myCollections.set({ status: 'loading', collections: $myCollections.get().collections });
  loading = collectionsApi()
    .then(({ fetchMyCollections }) => fetchMyCollections())
    .then(
      ({ collections }) => {
        if (generation !== started) return;
        $myCollections.set({ status: 'loaded', collections: collections.map(({ id, name }) => ({ id, name })) });
        // The list is newer than the page's event data: it decides every event's membership.
        const membership: Record<string, string[]> = Object.fromEntries(Object.keys($eventCollections.get()).map((eventId) => [eventId, []]));
        for (const collection of collections) {
          for (const eventId of collection.eventIds) (membership[eventId] ??= []).push(collection.id);
        }
        $eventCollections.set(membership);
      },
      (error: unknown) => {
        if (generation !== started) return;
        $myCollections.set({ status: isMissingCall(error) ? 'unavailable' : 'failed', collections: [] });
      },
    );
  return loading;
}

function setMembership(eventId: string, collectionId: string, member: boolean): void {
  const current = ($eventCollections.get()[eventId] ?? []).filter((id) => id !== collectionId);
  $eventCollections.setKey(eventId, member ? [...current, collectionId] : current);
}

/**
 * Adds the event to the collection or removes it: shown at once, undone with an error message
 * when the server refuses. One change at a time per event and collection.
 */
export async function toggleEventInCollection(eventId: string, collection: CollectionSummary): Promise<void> {
  const key = membershipKey(eventId, collection.id);
  if ($pendingMemberships.get().includes(key)) return;
  const started = generation;
  const member = ($eventCollections.get()[eventId] ?? []).includes(collection.id);
  $pendingMemberships.set([...$pendingMemberships.get(), key]);
  setMembership(eventId, collection.id, !member);
  try {
    const { addEventToCollection, removeEventFromCollection } = await collectionsApi();
    if (member) await removeEventFromCollection(collection.id, eventId);
    else await addEventToCollection(collection.id, eventId);
    if (generation !== started) return;
    const { name } = collection;
    showNotification({
      children: member ? msg`Removed from ${name}.` : msg`Added to ${name}.`,
      type: 'success',
      originComponent: 'eb-event-card',
    });
  } catch {
    if (generation !== started) return;
    setMembership(eventId, collection.id, member);
    showNotification({ children: COLLECTION_FAILURE_MESSAGE, type: 'error', originComponent: 'eb-event-card' });
  } finally {
    if (generation === started) $pendingMemberships.set($pendingMemberships.get().filter((pending) => pending !== key));
  }
}

/** Forgets the collections and every membership; for tests. */
export function resetMyCollections(): void {
  generation += 1;
  loading = undefined;
  $myCollections.set({ status: 'idle', collections: [] });
  $eventCollections.set({});
  $pendingMemberships.set([]);
}
