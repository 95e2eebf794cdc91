import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { MIGRATIONS, openDatabase } from '../db.mjs';
import { createClient, sandboxForThisFile, startTestSandbox } from './sandbox-client.mjs';

const sandbox = sandboxForThisFile();

const client = () => createClient(sandbox.url);
const one = (sql, ...params) => sandbox.db.prepare(sql).get(...params);
const all = (sql, ...params) => sandbox.db.prepare(sql).all(...params);
const persona = (name) => one('SELECT public_id FROM users WHERE persona = ?', name).public_id;

async function signedIn(name) {
  const api = client();
  await api.signIn(name);
  return api;
}

/** A new collection of `name`'s persona, so each test starts from a known state. */
function newCollection(name, title = 'Test collection') {
  const { lastInsertRowid } = sandbox.db.prepare('INSERT INTO collections (user_public_id, name, created) VALUES (?, ?, ?)').run(persona(name), title, new Date().toISOString());
  return String(lastInsertRowid);
}

const eventIdsIn = (collectionId) => all('SELECT event_id FROM collection_events WHERE collection_id = ? ORDER BY rowid', Number(collectionId)).map((row) => row.event_id);
const someEvents = (count) => all('SELECT id FROM events ORDER BY rowid LIMIT ?', count).map((row) => row.id);

function assertError(response, status, code) {
  assert.equal(response.status, status, JSON.stringify(response.data));
  assert.equal(response.data.status_code, status);
  assert.equal(response.data.error, code);
  assert.equal(typeof response.data.error_description, 'string');
}

describe('GET /users/me/collections/', () => {
  test("answers {collections: [{id, name, event_ids}]} with the signed-in user's collections only", async () => {
    const { status, data } = await (await signedIn('attendee')).get('/api/v3/users/me/collections/');
    assert.equal(status, 200);
    const own = all('SELECT id FROM collections WHERE user_public_id = ? ORDER BY id', persona('attendee')).map((row) => String(row.id));
    assert.deepEqual(
      data.collections.map((collection) => collection.id),
      own,
    );
    for (const collection of data.collections) {
      assert.deepEqual(Object.keys(collection).sort(), ['event_ids', 'id', 'name']);
      assert.equal(typeof collection.id, 'string');
      assert.equal(typeof collection.name, 'string');
      assert.ok(collection.event_ids.every((id) => typeof id === 'string'));
      assert.deepEqual(collection.event_ids, eventIdsIn(collection.id));
    }
  });

  test('the attendee and organizer personas start with two collections each, with some of the demo events', async () => {
    for (const name of ['attendee', 'organizer']) {
      const { data } = await (await signedIn(name)).get('/api/v3/users/me/collections/');
      const seeded = data.collections.filter((collection) => ['Weekend plans', 'Live music', 'Competitor events', 'Venue ideas'].includes(collection.name));
      assert.equal(seeded.length, 2, name);
    }
    const { data } = await (await signedIn('attendee')).get('/api/v3/users/me/collections/');
    const weekend = data.collections.find((collection) => collection.name === 'Weekend plans');
    const [first, , third] = someEvents(3);
    assert.deepEqual(weekend.event_ids, [first, third]);
  });

  test('a user without collections gets an empty list', async () => {
    const { status, data } = await (await signedIn('staff')).get('/api/v3/users/me/collections/');
    assert.equal(status, 200);
    assert.deepEqual(data, { collections: [] });
  });

  test('anonymous: 403 NOT_AUTHORIZED', async () => {
    assertError(await client().get('/api/v3/users/me/collections/'), 403, 'NOT_AUTHORIZED');
  });
});

describe('POST /collections/{collection_id}/events/', () => {
  test('adds the events and answers {}; adding one already there changes nothing', async () => {
    const api = await signedIn('attendee');
    const collectionId = newCollection('attendee');
    const [a, b] = someEvents(2);
    const added = await api.post(`/api/v3/collections/${collectionId}/events/`, { event_ids: [a] });
    assert.equal(added.status, 200);
    assert.deepEqual(added.data, {});
    assert.deepEqual((await api.post(`/api/v3/collections/${collectionId}/events/`, { event_ids: [a, b] })).data, {});
    assert.deepEqual(eventIdsIn(collectionId), [a, b]);
    const listed = (await api.get('/api/v3/users/me/collections/')).data.collections.find((collection) => collection.id === collectionId);
    assert.deepEqual(listed.event_ids, [a, b]);
  });

  test('anonymous: 403 NOT_AUTHORIZED, nothing written', async () => {
    const collectionId = newCollection('attendee');
    const [event] = someEvents(1);
    assertError(await client().post(`/api/v3/collections/${collectionId}/events/`, { event_ids: [event] }), 403, 'NOT_AUTHORIZED');
    assert.deepEqual(eventIdsIn(collectionId), []);
  });

  test("another user's collection: 403 NOT_AUTHORIZED, nothing written", async () => {
    const collectionId = newCollection('organizer');
    const [event] = someEvents(1);
    assertError(await (await signedIn('attendee')).post(`/api/v3/collections/${collectionId}/events/`, { event_ids: [event] }), 403, 'NOT_AUTHORIZED');
    assert.deepEqual(eventIdsIn(collectionId), []);
  });

  test('an unknown collection or event: 404 NOT_FOUND', async () => {
    const api = await signedIn('attendee');
    const [event] = someEvents(1);
    for (const id of ['999999', 'abc', '1e3']) {
      assertError(await api.post(`/api/v3/collections/${id}/events/`, { event_ids: [event] }), 404, 'NOT_FOUND');
    }
    const collectionId = newCollection('attendee');
    assertError(await api.post(`/api/v3/collections/${collectionId}/events/`, { event_ids: [event, '999999999999999'] }), 404, 'NOT_FOUND');
    assert.deepEqual(eventIdsIn(collectionId), []);
  });

  test('a bad body: 400 ARGUMENTS_ERROR', async () => {
    const api = await signedIn('attendee');
    const collectionId = newCollection('attendee');
    for (const body of [
      {},
      { event_ids: [] },
      { event_ids: [123] },
      { event_ids: 'abc' },
      { event_ids: ['<script>'] },
      { event_ids: Array.from({ length: 51 }, (_, i) => String(i + 1)) },
    ]) {
      assertError(await api.post(`/api/v3/collections/${collectionId}/events/`, body), 400, 'ARGUMENTS_ERROR');
    }
    assertError(await api.raw('POST', `/api/v3/collections/${collectionId}/events/`, { body: '[1', headers: { 'Content-Type': 'application/json' } }), 400, 'ARGUMENTS_ERROR');
    assertError(await api.post(`/api/v3/collections/${collectionId}/events/`, ['1']), 400, 'ARGUMENTS_ERROR');
    assert.deepEqual(eventIdsIn(collectionId), []);
  });
});

describe('DELETE /collections/{collection_id}/events/{event_id}/', () => {
  test('removes the event and answers 204 with no body; removing it again is 204 too', async () => {
    const api = await signedIn('organizer');
    const collectionId = newCollection('organizer');
    const [a, b] = someEvents(2);
    await api.post(`/api/v3/collections/${collectionId}/events/`, { event_ids: [a, b] });
    const removed = await api.delete(`/api/v3/collections/${collectionId}/events/${a}/`);
    assert.equal(removed.status, 204);
    assert.equal(removed.text, '');
    assert.deepEqual(eventIdsIn(collectionId), [b]);
    assert.equal((await api.delete(`/api/v3/collections/${collectionId}/events/${a}/`)).status, 204);
    assert.deepEqual(eventIdsIn(collectionId), [b]);
  });

  test("anonymous or another user's collection: 403 NOT_AUTHORIZED, nothing removed", async () => {
    const collectionId = newCollection('organizer');
    const [event] = someEvents(1);
    await (await signedIn('organizer')).post(`/api/v3/collections/${collectionId}/events/`, { event_ids: [event] });
    assertError(await client().delete(`/api/v3/collections/${collectionId}/events/${event}/`), 403, 'NOT_AUTHORIZED');
    assertError(await (await signedIn('attendee')).delete(`/api/v3/collections/${collectionId}/events/${event}/`), 403, 'NOT_AUTHORIZED');
    assert.deepEqual(eventIdsIn(collectionId), [event]);
  });

  test('an unknown collection or event: 404 NOT_FOUND', async () => {
    const api = await signedIn('organizer');
    const [event] = someEvents(1);
    assertError(await api.delete(`/api/v3/collections/999999/events/${event}/`), 404, 'NOT_FOUND');
    const collectionId = newCollection('organizer');
    for (const id of ['999999999999999', 'abc']) {
      assertError(await api.delete(`/api/v3/collections/${collectionId}/events/${id}/`), 404, 'NOT_FOUND');
    }
  });
});

describe('the CSRF rule applies to the collection writes', () => {
  test('a write without a matching X-CSRFToken is 403 CSRF_FAILED and writes nothing', async () => {
    const api = await signedIn('attendee');
    const collectionId = newCollection('attendee');
    const [a, b] = someEvents(2);
    await api.post(`/api/v3/collections/${collectionId}/events/`, { event_ids: [b] });
    assertError(await api.post(`/api/v3/collections/${collectionId}/events/`, { event_ids: [a] }, { csrf: false }), 403, 'CSRF_FAILED');
    assertError(await api.post(`/api/v3/collections/${collectionId}/events/`, { event_ids: [a] }, { csrf: false, headers: { 'X-CSRFToken': 'wrong' } }), 403, 'CSRF_FAILED');
    assertError(await api.delete(`/api/v3/collections/${collectionId}/events/${b}/`, { csrf: false }), 403, 'CSRF_FAILED');
    assert.deepEqual(eventIdsIn(collectionId), [b]);
  });

  test('other methods: 405', async () => {
    const api = await signedIn('attendee');
    const collectionId = newCollection('attendee');
    assertError(await api.get(`/api/v3/collections/${collectionId}/events/`), 405, 'METHOD_NOT_ALLOWED');
    assertError(await api.post('/api/v3/users/me/collections/', {}), 405, 'METHOD_NOT_ALLOWED');
  });
});

describe('persistence and the migration', () => {
  test('membership survives a restart', async () => {
    let restarted = await startTestSandbox();
    const { folder } = restarted;
    try {
      const api = createClient(restarted.url);
      await api.signIn('attendee');
      const { data } = await api.get('/api/v3/users/me/collections/');
      const live = data.collections.find((collection) => collection.name === 'Live music');
      const [, , , , event] = restarted.db
        .prepare('SELECT id FROM events ORDER BY rowid LIMIT 5')
        .all()
        .map((row) => row.id);
      assert.equal((await api.post(`/api/v3/collections/${live.id}/events/`, { event_ids: [event] })).status, 200);
      await restarted.close();

      restarted = await startTestSandbox({ directory: folder });
      const again = createClient(restarted.url);
      await again.signIn('attendee');
      const after = (await again.get('/api/v3/users/me/collections/')).data.collections;
      assert.deepEqual(after.find((collection) => collection.id === live.id).event_ids, [...live.event_ids, event]);
      assert.equal(after.length, data.collections.length, 'seeding again on restart would add collections');
      await restarted.close();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  test('a database made before collections existed is migrated and given the demo collections, keeping its data', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'eb-sandbox-'));
    const file = path.join(folder, 'sandbox.db');
    try {
      // The database as it was with only the first migration.
      const old = openDatabase(file);
      const version = old.pragma('user_version', { simple: true });
      old.exec('DROP TABLE collection_events; DROP TABLE collections; DROP INDEX IF EXISTS collections_by_user;');
      old.pragma(`user_version = ${MIGRATIONS.length - 1}`);
      const saved = old.prepare('SELECT COUNT(*) AS count FROM saved_events').get().count;
      old.close();

      const migrated = openDatabase(file);
      assert.equal(migrated.pragma('user_version', { simple: true }), version);
      assert.equal(migrated.prepare('SELECT COUNT(*) AS count FROM saved_events').get().count, saved);
      const owners = migrated
        .prepare('SELECT u.persona, COUNT(*) AS count FROM collections c JOIN users u ON u.public_id = c.user_public_id GROUP BY u.persona ORDER BY u.persona')
        .all();
      assert.deepEqual(owners, [
        { persona: 'attendee', count: 2 },
        { persona: 'organizer', count: 2 },
      ]);
      migrated.close();

      const reopened = openDatabase(file);
      assert.equal(reopened.prepare('SELECT COUNT(*) AS count FROM collections').get().count, 4);
      reopened.close();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
