import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openDatabase } from '../db.mjs';
import { createClient, startTestSandbox } from './sandbox-client.mjs';

test('a restart keeps a created review; --reset seeds the database again', async () => {
  let sandbox = await startTestSandbox();
  const { folder } = sandbox;
  try {
    const organizer = sandbox.db.prepare("SELECT public_id FROM users WHERE persona = 'organizer'").get().public_id;
    const { id: appId } = sandbox.db.prepare('SELECT id FROM apps WHERE id NOT IN (SELECT app_id FROM ratings WHERE user_public_id = ?) ORDER BY id LIMIT 1').get(organizer);
    sandbox.db.prepare('INSERT OR IGNORE INTO installations (user_public_id, app_id) VALUES (?, ?)').run(organizer, appId);
    const api = createClient(sandbox.url);
    await api.signIn('organizer');
    const created = await api.post(`/api/v3/apps/${appId}/ratings/`, { rating: 5, review_title: 'Survives restarts' });
    assert.equal(created.status, 201);
    await sandbox.close();

    sandbox = await startTestSandbox({ directory: folder });
    const { data } = await createClient(sandbox.url).get(`/api/v3/apps/${appId}/ratings/?user_id=${organizer}`);
    assert.equal(data.ratings[0].review_title, 'Survives restarts');
    await sandbox.close();

    const reset = openDatabase(sandbox.database, { reset: true });
    assert.equal(reset.prepare('SELECT COUNT(*) AS count FROM ratings WHERE id = ?').get(Number(created.data.id)).count, 0);
    assert.ok(reset.prepare('SELECT COUNT(*) AS count FROM apps').get().count >= 60);
    reset.close();
  } finally {
    sandbox.remove();
  }
});

test('migrations are recorded, so opening a database again applies none twice', async () => {
  const sandbox = await startTestSandbox();
  try {
    const version = sandbox.db.pragma('user_version', { simple: true });
    assert.ok(version >= 1);
    await sandbox.close();
    const again = openDatabase(sandbox.database);
    assert.equal(again.pragma('user_version', { simple: true }), version);
    again.close();
  } finally {
    sandbox.remove();
  }
});
