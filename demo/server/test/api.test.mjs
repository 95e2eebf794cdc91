import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createClient, sandboxForThisFile } from './sandbox-client.mjs';

const sandbox = sandboxForThisFile();

const client = () => createClient(sandbox.url);
const one = (sql, ...params) => sandbox.db.prepare(sql).get(...params);
const persona = (name) => one('SELECT public_id FROM users WHERE persona = ?', name).public_id;
const repeat = (length) => 'x'.repeat(length);

/** Follows the continuation to the end, checking every pagination object on the way. */
async function allPages(api, pathname, listKey, pageSize) {
  const items = [];
  let continuation = null;
  let page = 0;
  for (;;) {
    const separator = pathname.includes('?') ? '&' : '?';
    const { status, data } = await api.get(`${pathname}${continuation ? `${separator}continuation=${encodeURIComponent(continuation)}` : ''}`);
    assert.equal(status, 200);
    page += 1;
    const { pagination } = data;
    assert.deepEqual(Object.keys(pagination).sort(), ['continuation', 'has_more_items', 'object_count', 'page_count', 'page_number', 'page_size']);
    assert.equal(pagination.page_size, pageSize);
    assert.equal(pagination.page_number, page);
    assert.equal(pagination.page_count, Math.max(1, Math.ceil(pagination.object_count / pageSize)));
    assert.ok(data[listKey].length <= pageSize);
    items.push(...data[listKey]);
    if (!pagination.has_more_items) {
      assert.equal(pagination.continuation, null);
      assert.equal(items.length, pagination.object_count);
      return { items, pages: page };
    }
    assert.equal(typeof pagination.continuation, 'string');
    continuation = pagination.continuation;
  }
}

function assertError(response, status, code) {
  assert.equal(response.status, status, JSON.stringify(response.data));
  assert.equal(response.data.status_code, status);
  assert.equal(response.data.error, code);
  assert.equal(typeof response.data.error_description, 'string');
}

describe('GET /apps/categories/', () => {
  test('answers {categories: [Category]} with id, slug, name, name_localized', async () => {
    const { status, data } = await client().get('/api/v3/apps/categories/');
    assert.equal(status, 200);
    assert.ok(data.categories.length >= 7);
    for (const category of data.categories) assert.deepEqual(Object.keys(category).sort(), ['id', 'name', 'name_localized', 'slug']);
    for (const slug of ['crm', 'email', 'reporting', 'marketing-and-promotion', 'productivity', 'tickets-and-onsite', 'website']) {
      assert.ok(
        data.categories.some((category) => category.slug === slug),
        slug,
      );
    }
  });
});

describe('GET /apps/', () => {
  test('pages of 15 with opaque continuations, to the end; at least 60 apps', async () => {
    const { items, pages } = await allPages(client(), '/api/v3/apps/?expand.app=details', 'apps', 15);
    assert.ok(items.length >= 60);
    assert.ok(pages >= 4);
    assert.equal(new Set(items.map((app) => app.id)).size, items.length);
  });

  test('an App has the documented shape; details only when expanded', async () => {
    const api = client();
    const bare = (await api.get('/api/v3/apps/')).data.apps[0];
    for (const key of [
      'id',
      'name',
      'slug',
      'logo_url',
      'banner_url',
      'app_url',
      '_type',
      'categories',
      'service_categories',
      'event_categories',
      'rating',
      'total_reviews',
      'localization',
    ]) {
      assert.ok(key in bare, key);
    }
    assert.equal(bare._type, 'app');
    assert.equal(typeof bare.rating, 'string');
    assert.ok(!('details' in bare) && !('extension' in bare) && !('permissions' in bare) && !('app_rating_summary' in bare));
    for (const key of ['description', 'short_description', 'language', 'support_description', 'get_started_url', 'contact_info', 'resource_links', 'screenshots']) {
      assert.ok(key in bare.localization, key);
    }
    assert.deepEqual(Object.keys(bare.localization.contact_info).sort(), ['sales_email', 'sales_phone', 'support_email', 'support_phone']);
    const expanded = (await api.get('/api/v3/apps/?expand.app=details')).data.apps[0];
    assert.deepEqual(expanded.details, { _type: 'app_details', is_installed: false });
  });

  test('picks=popular|featured|recommended lists each pick in its order; anything else is ARGUMENTS_ERROR', async () => {
    const api = client();
    for (const [pick, column] of [
      ['popular', 'popular_rank'],
      ['featured', 'featured_rank'],
      ['recommended', 'recommended_rank'],
    ]) {
      const { items } = await allPages(api, `/api/v3/apps/?expand.app=details&picks=${pick}`, 'apps', 15);
      const expected = sandbox.db
        .prepare(`SELECT id FROM apps WHERE ${column} IS NOT NULL ORDER BY ${column}, id`)
        .all()
        .map((row) => String(row.id));
      assert.deepEqual(
        items.map((app) => app.id),
        expected,
        pick,
      );
    }
    assertError(await api.get('/api/v3/apps/?picks=best'), 400, 'ARGUMENTS_ERROR');
  });

  test('categories={slug} filters, and a legacy slug finds its current category', async () => {
    const api = client();
    const current = await allPages(api, '/api/v3/apps/?expand.app=details&categories=email', 'apps', 15);
    assert.ok(current.items.length >= 5);
    assert.ok(current.items.every((app) => app.categories.some((category) => category.slug === 'email')));
    const legacy = await allPages(api, '/api/v3/apps/?expand.app=details&categories=email-marketing', 'apps', 15);
    assert.deepEqual(
      legacy.items.map((app) => app.id),
      current.items.map((app) => app.id),
    );
    const unknown = await api.get('/api/v3/apps/?categories=no-such-category');
    assert.deepEqual(unknown.data.apps, []);
    assert.equal(unknown.data.pagination.object_count, 0);
  });

  test('slug={slug} with every expansion gives that one app; an unknown slug an empty list', async () => {
    const api = client();
    const app = one('SELECT slug FROM apps WHERE id IN (SELECT app_id FROM ratings) LIMIT 1');
    const { data } = await api.get(`/api/v3/apps/?slug=${app.slug}&expand.app=details,extension,permissions,rating_summary`);
    assert.equal(data.apps.length, 1);
    const [found] = data.apps;
    assert.equal(found.slug, app.slug);
    assert.deepEqual(Object.keys(found.extension).sort(), ['client_id', 'extension_url', 'requires_oauth', 'slug']);
    assert.deepEqual(found.permissions, { can_reply_rating: false });
    assert.deepEqual(Object.keys(found.app_rating_summary.stars), ['1', '2', '3', '4', '5']);
    const starTotal = Object.values(found.app_rating_summary.stars).reduce((sum, count) => sum + count, 0);
    assert.equal(starTotal, found.app_rating_summary.total_reviews);
    assert.equal(found.total_reviews, found.app_rating_summary.total_reviews);
    assert.deepEqual((await api.get('/api/v3/apps/?slug=no-such-app')).data, { apps: [] });
  });

  test('slug={old slug} of a renamed app: no app, and renamed_to names the current slug', async () => {
    const api = client();
    const { old_slug: oldSlug, slug } = one('SELECT o.old_slug, a.slug FROM app_old_slugs o JOIN apps a ON a.id = o.app_id LIMIT 1');
    assert.deepEqual((await api.get(`/api/v3/apps/?slug=${oldSlug}&expand.app=details`)).data, { apps: [], renamed_to: slug });
  });

  test('details.is_installed and permissions.can_reply_rating follow the signed-in user', async () => {
    const partner = client();
    await partner.signIn('partner');
    const owned = one('SELECT slug FROM apps WHERE partner_public_id = ?', persona('partner'));
    const { data } = await partner.get(`/api/v3/apps/?slug=${owned.slug}&expand.app=details,permissions`);
    assert.equal(data.apps[0].permissions.can_reply_rating, true);
    const installed = one('SELECT a.slug FROM installations i JOIN apps a ON a.id = i.app_id WHERE i.user_public_id = ?', persona('partner'));
    assert.equal((await partner.get(`/api/v3/apps/?slug=${installed.slug}&expand.app=details`)).data.apps[0].details.is_installed, true);
  });

  test('unknown query parameters are ignored', async () => {
    const { status, data } = await client().get('/api/v3/apps/?expand.app=details&colour=blue&page=-4');
    assert.equal(status, 200);
    assert.equal(data.apps.length, 15);
  });

  test('a forged continuation is ARGUMENTS_ERROR', async () => {
    assertError(await client().get('/api/v3/apps/?continuation=not-a-token'), 400, 'ARGUMENTS_ERROR');
    const popular = await client().get('/api/v3/apps/?picks=popular');
    assertError(await client().get(`/api/v3/apps/?picks=featured&continuation=${popular.data.pagination.continuation}`), 400, 'ARGUMENTS_ERROR');
  });
});

describe('GET /apps/{app_id}/ratings/', () => {
  const busiest = () => one('SELECT app_id, COUNT(*) AS count FROM ratings GROUP BY app_id ORDER BY count DESC LIMIT 1');

  test('pages of 3 to the end, newest first by default, with replies when expanded', async () => {
    const { app_id: appId, count } = busiest();
    const { items } = await allPages(client(), `/api/v3/apps/${appId}/ratings/?expand.app_rating=replies&order_by=created_desc`, 'ratings', 3);
    assert.equal(items.length, count);
    for (const rating of items) {
      assert.deepEqual(Object.keys(rating).sort(), ['created', 'id', 'locale', 'rating', 'replies', 'review_text', 'review_title']);
      for (const reply of rating.replies) assert.deepEqual(Object.keys(reply).sort(), ['changed', 'created', 'id', 'text']);
    }
    const created = items.map((rating) => rating.created);
    assert.deepEqual(created, [...created].sort().reverse());
  });

  test('order_by=rating_desc puts the highest stars first', async () => {
    const { items } = await allPages(client(), `/api/v3/apps/${busiest().app_id}/ratings/?order_by=rating_desc`, 'ratings', 3);
    const stars = items.map((rating) => rating.rating);
    assert.deepEqual(
      stars,
      [...stars].sort((a, b) => b - a),
    );
    assert.ok(!('replies' in items[0]));
  });

  test('rating=1..5 filters by stars; anything else is ARGUMENTS_ERROR, as is an unknown order', async () => {
    const api = client();
    const { app_id: appId } = busiest();
    for (const stars of [1, 2, 3, 4, 5]) {
      const { items } = await allPages(api, `/api/v3/apps/${appId}/ratings/?rating=${stars}`, 'ratings', 3);
      assert.ok(items.every((rating) => rating.rating === stars));
      assert.equal(items.length, one('SELECT COUNT(*) AS count FROM ratings WHERE app_id = ? AND rating = ?', appId, stars).count);
    }
    assertError(await api.get(`/api/v3/apps/${appId}/ratings/?rating=6`), 400, 'ARGUMENTS_ERROR');
    assertError(await api.get(`/api/v3/apps/${appId}/ratings/?order_by=oldest`), 400, 'ARGUMENTS_ERROR');
  });

  test("user_id gives that user's own review first", async () => {
    const rating = one('SELECT app_id, user_public_id, id FROM ratings LIMIT 1');
    const { data } = await client().get(`/api/v3/apps/${rating.app_id}/ratings/?user_id=${rating.user_public_id}&expand.app_rating=replies`);
    assert.equal(data.ratings[0].id, String(rating.id));
    assert.deepEqual((await client().get(`/api/v3/apps/${rating.app_id}/ratings/?user_id=nobody`)).data, { ratings: [] });
  });

  test('an unknown app id is 404', async () => {
    assertError(await client().get('/api/v3/apps/999999/ratings/'), 404, 'NOT_FOUND');
    assertError(await client().get('/api/v3/apps/abc/ratings/'), 404, 'NOT_FOUND');
  });
});

/** An app the user has not reviewed, installed for them (test set-up through the database). */
function unreviewedInstalledApp(who = 'organizer') {
  const user = persona(who);
  const { id } = one('SELECT id FROM apps WHERE id NOT IN (SELECT app_id FROM ratings WHERE user_public_id = ?) ORDER BY id LIMIT 1', user);
  sandbox.db.prepare('INSERT OR IGNORE INTO installations (user_public_id, app_id) VALUES (?, ?)').run(user, id);
  return id;
}

describe('POST /apps/{app_id}/ratings/', () => {
  test('needs a signed-in user (NOT_AUTHORIZED)', async () => {
    assertError(await client().post(`/api/v3/apps/${unreviewedInstalledApp()}/ratings/`, { rating: 5, review_title: 'Hi' }), 403, 'NOT_AUTHORIZED');
  });

  test('needs the app installed (APP_NOT_INSTALLED)', async () => {
    const api = client();
    await api.signIn('no-apps');
    const app = one('SELECT id FROM apps LIMIT 1');
    assertError(await api.post(`/api/v3/apps/${app.id}/ratings/`, { rating: 4, review_title: 'Nice' }), 400, 'APP_NOT_INSTALLED');
  });

  test('validates: title at most 100, text at most 1024, rating an integer 1 to 5 (ARGUMENTS_ERROR), writing nothing', async () => {
    const api = client();
    await api.signIn('organizer');
    const appId = unreviewedInstalledApp();
    const path = `/api/v3/apps/${appId}/ratings/`;
    const before = one('SELECT COUNT(*) AS count FROM ratings').count;
    for (const body of [
      { rating: 5, review_title: repeat(101) },
      { rating: 5, review_title: 'Fine', review_text: repeat(1025) },
      { rating: 0, review_title: 'Zero' },
      { rating: 6, review_title: 'Six' },
      { rating: 4.5, review_title: 'Half' },
      { rating: '5', review_title: 'Text' },
      { rating: 5, review_title: '   ' },
      { rating: 5, review_text: 'A review needs its title.' },
      { rating: 5, review_title: 42 },
      { review_title: 'No rating' },
    ]) {
      assertError(await api.post(path, body), 400, 'ARGUMENTS_ERROR');
    }
    assert.equal(one('SELECT COUNT(*) AS count FROM ratings').count, before);
  });

  test('accepts a title of exactly 100 and a text of exactly 1024, then refuses a second review (APP_ALREADY_RATED)', async () => {
    const api = client();
    await api.signIn('organizer');
    const appId = unreviewedInstalledApp();
    const created = await api.post(`/api/v3/apps/${appId}/ratings/`, { rating: 4, review_title: repeat(100), review_text: repeat(1024), locale: 'en_GB' });
    assert.equal(created.status, 201);
    assert.equal(created.data.review_title.length, 100);
    assert.equal(created.data.review_text.length, 1024);
    assert.equal(created.data.locale, 'en_GB');
    assert.deepEqual(created.data.replies, []);
    assertError(await api.post(`/api/v3/apps/${appId}/ratings/`, { rating: 2, review_title: 'Again' }), 400, 'APP_ALREADY_RATED');
  });

  test('a one-click rating alone needs no title (spec 001 §4)', async () => {
    const api = client();
    await api.signIn('organizer');
    const created = await api.post(`/api/v3/apps/${unreviewedInstalledApp()}/ratings/`, { rating: 3 });
    assert.equal(created.status, 201);
    assert.equal(created.data.rating, 3);
    assert.equal(created.data.review_title, '');
  });
});

describe('POST /ratings/{rating_id}/', () => {
  async function ownRating(api) {
    await api.signIn('organizer');
    const appId = unreviewedInstalledApp();
    return (await api.post(`/api/v3/apps/${appId}/ratings/`, { rating: 2, review_title: 'First title', review_text: 'First text' })).data;
  }

  test('changes only the non-null fields sent', async () => {
    const api = client();
    const rating = await ownRating(api);
    const edited = await api.post(`/api/v3/ratings/${rating.id}/`, { app_rating: { rating: 5, review_title: null, review_text: null } });
    assert.equal(edited.status, 200);
    assert.deepEqual([edited.data.rating, edited.data.review_title, edited.data.review_text], [5, 'First title', 'First text']);
    const retitled = await api.post(`/api/v3/ratings/${rating.id}/`, { app_rating: { review_title: 'Second title' } });
    assert.deepEqual([retitled.data.rating, retitled.data.review_title], [5, 'Second title']);
  });

  test('validates like creation, at N and N+1', async () => {
    const api = client();
    const rating = await ownRating(api);
    assert.equal((await api.post(`/api/v3/ratings/${rating.id}/`, { app_rating: { review_title: repeat(100) } })).status, 200);
    assertError(await api.post(`/api/v3/ratings/${rating.id}/`, { app_rating: { review_title: repeat(101) } }), 400, 'ARGUMENTS_ERROR');
    assert.equal((await api.post(`/api/v3/ratings/${rating.id}/`, { app_rating: { review_text: repeat(1024) } })).status, 200);
    assertError(await api.post(`/api/v3/ratings/${rating.id}/`, { app_rating: { review_text: repeat(1025) } }), 400, 'ARGUMENTS_ERROR');
    assertError(await api.post(`/api/v3/ratings/${rating.id}/`, { app_rating: { review_title: '' } }), 400, 'ARGUMENTS_ERROR');
    assertError(await api.post(`/api/v3/ratings/${rating.id}/`, { app_rating: 'five' }), 400, 'ARGUMENTS_ERROR');
  });

  test("another user's rating is NOT_AUTHORIZED; an unknown one 404", async () => {
    const api = client();
    await api.signIn('organizer');
    const other = one('SELECT id FROM ratings WHERE user_public_id != ? LIMIT 1', persona('organizer'));
    assertError(await api.post(`/api/v3/ratings/${other.id}/`, { app_rating: { rating: 1 } }), 403, 'NOT_AUTHORIZED');
    assertError(await api.post('/api/v3/ratings/999999/', { app_rating: { rating: 1 } }), 404, 'NOT_FOUND');
  });
});

describe('replies', () => {
  function unrepliedRatingOfPartnerApp() {
    return one(
      `SELECT r.id, r.app_id FROM ratings r JOIN apps a ON a.id = r.app_id WHERE a.partner_public_id = ?
      AND NOT EXISTS (SELECT 1 FROM replies p WHERE p.rating_id = r.id) LIMIT 1`,
      persona('partner'),
    );
  }

  test('creating needs the reply permission (NOT_AUTHORIZED otherwise)', async () => {
    const rating = unrepliedRatingOfPartnerApp();
    const organizer = client();
    await organizer.signIn('organizer');
    assertError(await organizer.post(`/api/v3/apps/${rating.app_id}/ratings/${rating.id}/replies/`, { text: 'Thanks!' }), 403, 'NOT_AUTHORIZED');
    assertError(await client().post(`/api/v3/apps/${rating.app_id}/ratings/${rating.id}/replies/`, { text: 'Thanks!' }), 403, 'NOT_AUTHORIZED');
  });

  test('text from 1 to 750 characters; create, edit and delete by the partner', async () => {
    const partner = client();
    await partner.signIn('partner');
    const rating = unrepliedRatingOfPartnerApp();
    const path = `/api/v3/apps/${rating.app_id}/ratings/${rating.id}/replies/`;
    assertError(await partner.post(path, { text: '' }), 400, 'ARGUMENTS_ERROR');
    assertError(await partner.post(path, { text: repeat(751) }), 400, 'ARGUMENTS_ERROR');
    assertError(await partner.post(path, {}), 400, 'ARGUMENTS_ERROR');
    const created = await partner.post(path, { text: repeat(750) });
    assert.equal(created.status, 201);
    assert.deepEqual(Object.keys(created.data).sort(), ['changed', 'created', 'id', 'text']);
    assert.equal(created.data.changed, null);

    const edited = await partner.post(`/api/v3/app_rating_replies/${created.data.id}/`, { text: 'Thanks for the review!' });
    assert.equal(edited.status, 200);
    assert.equal(edited.data.text, 'Thanks for the review!');
    assert.equal(typeof edited.data.changed, 'string');
    assertError(await partner.post(`/api/v3/app_rating_replies/${created.data.id}/`, { text: repeat(751) }), 400, 'ARGUMENTS_ERROR');

    const list = await partner.get(
      `/api/v3/apps/${rating.app_id}/ratings/?user_id=${one('SELECT user_public_id FROM ratings WHERE id = ?', rating.id).user_public_id}&expand.app_rating=replies`,
    );
    assert.equal(list.data.ratings[0].replies[0].text, 'Thanks for the review!');

    const removed = await partner.delete(`/api/v3/app_rating_replies/${created.data.id}/`);
    assert.equal(removed.status, 204);
    assertError(await partner.delete(`/api/v3/app_rating_replies/${created.data.id}/`), 404, 'NOT_FOUND');
  });

  test('editing or deleting a reply without the permission is NOT_AUTHORIZED', async () => {
    const reply = one('SELECT rp.id FROM replies rp JOIN ratings r ON r.id = rp.rating_id JOIN apps a ON a.id = r.app_id WHERE a.partner_public_id IS NOT NULL LIMIT 1');
    const organizer = client();
    await organizer.signIn('organizer');
    assertError(await organizer.post(`/api/v3/app_rating_replies/${reply.id}/`, { text: 'Hijack' }), 403, 'NOT_AUTHORIZED');
    assertError(await organizer.delete(`/api/v3/app_rating_replies/${reply.id}/`), 403, 'NOT_AUTHORIZED');
  });
});

describe('saving events', () => {
  const unsavedEvent = (who) => one('SELECT id FROM events WHERE id NOT IN (SELECT event_id FROM saved_events WHERE user_public_id = ?) LIMIT 1', persona(who)).id;

  test('save answers {}; saving again is BOOKMARK_ALREADY_EXISTS; unsave answers {}', async () => {
    const api = client();
    await api.signIn('attendee');
    const id = unsavedEvent('attendee');
    assert.deepEqual((await api.post('/api/v3/destination/save/', { event_ids: [id] })).data, {});
    assertError(await api.post('/api/v3/destination/save/', { event_ids: [id] }), 400, 'BOOKMARK_ALREADY_EXISTS');
    assert.deepEqual((await api.post('/api/v3/destination/unsave/', { event_ids: [id] })).data, {});
    assert.equal(one('SELECT COUNT(*) AS count FROM saved_events WHERE user_public_id = ? AND event_id = ?', persona('attendee'), id).count, 0);
  });

  test('needs a signed-in user, event id strings, and events that exist', async () => {
    const api = client();
    assertError(await api.post('/api/v3/destination/save/', { event_ids: ['1'] }), 403, 'NOT_AUTHORIZED');
    await api.signIn('attendee');
    for (const body of [{}, { event_ids: [] }, { event_ids: [123] }, { event_ids: 'abc' }, { event_ids: ['<script>'] }]) {
      assertError(await api.post('/api/v3/destination/save/', body), 400, 'ARGUMENTS_ERROR');
    }
    assertError(await api.post('/api/v3/destination/save/', { event_ids: ['999999999999999'] }), 404, 'NOT_FOUND');
  });
});

describe('GET /destination/search/autocomplete/', () => {
  test('answers events by name and query suggestions', async () => {
    const name = one("SELECT json_extract(data, '$.name') AS name FROM events LIMIT 1").name;
    const word = name.split(/\s+/).find((part) => /^[A-Za-z]{4,}$/.test(part)) ?? name.slice(0, 4);
    const { status, data } = await client().get(`/api/v3/destination/search/autocomplete/?q=${encodeURIComponent(word)}&completion_types=event`);
    assert.equal(status, 200);
    assert.ok(data.event.length >= 1);
    for (const event of data.event) {
      assert.deepEqual(Object.keys(event).sort(), ['name', 'url']);
      assert.ok(event.name.toLowerCase().includes(word.toLowerCase()));
    }
    for (const suggestion of data.suggestions) assert.deepEqual(Object.keys(suggestion).sort(), ['category', 'label', 'source', 'type', 'url', 'value']);
  });

  test('takes place_id or latitude and longitude; bad coordinates are ARGUMENTS_ERROR', async () => {
    const api = client();
    assert.equal((await api.get('/api/v3/destination/search/autocomplete/?q=a&completion_types=event&place_id=101750367')).status, 200);
    assert.equal((await api.get('/api/v3/destination/search/autocomplete/?q=a&completion_types=event&latitude=51.5&longitude=-0.12')).status, 200);
    assertError(await api.get('/api/v3/destination/search/autocomplete/?q=a&latitude=200&longitude=0'), 400, 'ARGUMENTS_ERROR');
    assertError(await api.get('/api/v3/destination/search/autocomplete/?q=a&latitude=10'), 400, 'ARGUMENTS_ERROR');
    assert.deepEqual((await api.get('/api/v3/destination/search/autocomplete/?q=')).data, { event: [], suggestions: [] });
  });
});

describe('the CSRF rule', () => {
  test('a non-GET without an X-CSRFToken equal to the csrftoken cookie is refused with 403', async () => {
    const api = client();
    await api.signIn('attendee');
    const id = one('SELECT id FROM events LIMIT 1').id;
    assertError(await api.post('/api/v3/destination/unsave/', { event_ids: [id] }, { csrf: false }), 403, 'CSRF_FAILED');
    assertError(await api.post('/api/v3/destination/unsave/', { event_ids: [id] }, { csrf: false, headers: { 'X-CSRFToken': 'wrong' } }), 403, 'CSRF_FAILED');
    assert.equal((await api.post('/api/v3/destination/unsave/', { event_ids: [id] })).status, 200);
  });
});

describe('hostile requests never crash the server and never write anything', () => {
  test('malformed JSON, wrong types and a huge body', async () => {
    const api = client();
    await api.signIn('organizer');
    const appId = unreviewedInstalledApp();
    const before = one('SELECT COUNT(*) AS count FROM ratings').count;
    assertError(await api.raw('POST', `/api/v3/apps/${appId}/ratings/`, { body: '{"rating": 5,', headers: { 'Content-Type': 'application/json' } }), 400, 'ARGUMENTS_ERROR');
    assertError(await api.post(`/api/v3/apps/${appId}/ratings/`, [1, 2]), 400, 'ARGUMENTS_ERROR');
    assertError(await api.post(`/api/v3/apps/${appId}/ratings/`, 'just text'), 400, 'ARGUMENTS_ERROR');
    const huge = await api.post(`/api/v3/apps/${appId}/ratings/`, { rating: 5, review_title: 'Big', review_text: repeat(200_000) });
    assert.equal(huge.status, 413);
    assert.equal(one('SELECT COUNT(*) AS count FROM ratings').count, before);
    assert.equal((await api.get('/api/v3/apps/categories/')).status, 200);
  });

  test('unknown API paths are 404 and wrong methods 405, in the error shape', async () => {
    assertError(await client().get('/api/v3/nothing/here/'), 404, 'NOT_FOUND');
    assertError(await client().delete('/api/v3/apps/'), 405, 'METHOD_NOT_ALLOWED');
  });
});
