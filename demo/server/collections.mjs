// The user's event collections (spec 000 §3 "eventCollections", §4 "Collection membership of an
// event is added or removed by event id and collection id"), with the calls of README "API
// additions". Tables: the last migration in db.mjs.
import { argumentsError, notAuthorized, notFound } from './http-kit.mjs';

const MAX_EVENT_IDS = 50;

/** Two collections each for the attendee and organizer personas, holding some demo-page events. */
const SEED_COLLECTIONS = [
  { persona: 'attendee', name: 'Weekend plans', eventIndexes: [0, 2] },
  { persona: 'attendee', name: 'Live music', eventIndexes: [1] },
  { persona: 'organizer', name: 'Competitor events', eventIndexes: [3] },
  { persona: 'organizer', name: 'Venue ideas', eventIndexes: [] },
];

/** Seeds the demo collections, only while there are none (a fresh or newly migrated database). */
export function seedCollections(db) {
  if (db.prepare('SELECT COUNT(*) AS count FROM collections').get().count > 0) return;
  // The events the demo pages show first (app.mjs renders the first six).
  const eventIds = db
    .prepare('SELECT id FROM events ORDER BY rowid LIMIT 6')
    .all()
    .map((row) => row.id);
  const owner = db.prepare('SELECT public_id FROM users WHERE persona = ?');
  const insertCollection = db.prepare('INSERT INTO collections (user_public_id, name, created) VALUES (?, ?, ?)');
  const insertEvent = db.prepare('INSERT INTO collection_events (collection_id, event_id, created) VALUES (?, ?, ?)');
  const seededAt = '2026-11-01T12:00:00Z';
  db.transaction(() => {
    for (const { persona, name, eventIndexes } of SEED_COLLECTIONS) {
      const user = owner.get(persona);
      if (!user) continue;
      const { lastInsertRowid } = insertCollection.run(user.public_id, name, seededAt);
      for (const index of eventIndexes) if (eventIds[index]) insertEvent.run(lastInsertRowid, eventIds[index], seededAt);
    }
  })();
}

export function createCollectionsApi(db) {
  const statements = {
    collectionsOf: db.prepare('SELECT id, name FROM collections WHERE user_public_id = ? ORDER BY id'),
    eventIdsOf: db.prepare('SELECT event_id FROM collection_events WHERE collection_id = ? ORDER BY created, rowid'),
    collectionById: db.prepare('SELECT * FROM collections WHERE id = ?'),
    eventExists: db.prepare('SELECT 1 FROM events WHERE id = ?'),
    add: db.prepare('INSERT OR IGNORE INTO collection_events (collection_id, event_id, created) VALUES (?, ?, ?)'),
    remove: db.prepare('DELETE FROM collection_events WHERE collection_id = ? AND event_id = ?'),
  };

  /** Anonymous or another user's collection: NOT_AUTHORIZED; no such collection: 404. */
  function ownCollection(collectionId, viewer) {
    if (!viewer) throw notAuthorized('Sign in first.');
    const collection = /^\d{1,15}$/.test(collectionId) ? statements.collectionById.get(Number(collectionId)) : undefined;
    if (!collection) throw notFound('No collection has that id.');
    if (collection.user_public_id !== viewer.public_id) throw notAuthorized();
    return collection;
  }

  function existingEventId(id) {
    if (!statements.eventExists.get(id)) throw notFound(`No event has the id ${id}.`);
    return id;
  }

  function eventIdsOf(body) {
    const ids = body.event_ids;
    if (!Array.isArray(ids) || ids.length === 0 || ids.length > MAX_EVENT_IDS || !ids.every((id) => typeof id === 'string' && /^\d{1,20}$/.test(id))) {
      throw argumentsError(`event_ids must be a list of 1 to ${MAX_EVENT_IDS} event id strings.`);
    }
    return [...new Set(ids)].map(existingEventId);
  }

  function listMine({ viewer }) {
    if (!viewer) throw notAuthorized('Sign in first.');
    const collections = statements.collectionsOf.all(viewer.public_id).map((collection) => ({
      id: String(collection.id),
      name: collection.name,
      event_ids: statements.eventIdsOf.all(collection.id).map((row) => row.event_id),
    }));
    return { body: { collections } };
  }

  /** Adding an event that is already in the collection changes nothing and is no error. */
  function addEvents({ collectionId, body, viewer }) {
    const collection = ownCollection(collectionId, viewer);
    const ids = eventIdsOf(body);
    const now = new Date().toISOString();
    db.transaction(() => ids.forEach((id) => statements.add.run(collection.id, id, now)))();
    return { body: {} };
  }

  /** Removing an event that is not in the collection leaves it so: 204 as well. */
  function removeEvent({ collectionId, eventId, viewer }) {
    const collection = ownCollection(collectionId, viewer);
    if (!/^\d{1,20}$/.test(eventId)) throw notFound('No event has that id.');
    statements.remove.run(collection.id, existingEventId(eventId));
    return { status: 204 };
  }

  return {
    routes: [
      ['GET', /^\/users\/me\/collections\/$/, listMine],
      ['POST', /^\/collections\/(?<collectionId>[^/]+)\/events\/$/, addEvents],
      ['DELETE', /^\/collections\/(?<collectionId>[^/]+)\/events\/(?<eventId>[^/]+)\/$/, removeEvent],
    ],
  };
}
