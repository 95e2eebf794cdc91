import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DEMO_PAGES } from '../app.mjs';
import { createClient, sandboxForThisFile, serverDataOf } from './sandbox-client.mjs';

const sandbox = sandboxForThisFile();

describe('demo pages', () => {
  test('the index links every demo page', async () => {
    const { status, text } = await createClient(sandbox.url).get('/');
    assert.equal(status, 200);
    for (const page of DEMO_PAGES) assert.ok(text.includes(`href="${page.path}"`), page.path);
  });

  for (const page of DEMO_PAGES) {
    test(`${page.path} says what it demonstrates and carries the server data (API.md §2)`, async () => {
      const { status, text, headers } = await createClient(sandbox.url).get(page.path);
      assert.equal(status, 200);
      assert.match(text, /class="demo-bar">[^<]{20,}/);
      const data = serverDataOf(text);
      assert.deepEqual(Object.keys(data).sort(), ['env', 'featureFlags', 'footerLinks', 'gaSettings', 'request', 'user']);
      assert.equal(data.user.isAuthenticated, false);
      assert.equal(data.env.apiBaseUrl, '/api/v3');
      assert.equal(data.env.serverUrl, sandbox.url);
      assert.equal(data.env.isEmbeddedView, page.path === '/embedded/');
      assert.equal(data.env.colorScheme, page.path === '/partner-dark/' ? 'dark' : 'light');
      assert.match(text, /<label class="demo-scheme">Colour scheme <select>/);
      assert.ok(
        headers.getSetCookie().some((cookie) => cookie.startsWith('csrftoken=')),
        'a csrftoken cookie',
      );
    });
  }

  test("?scheme= is the page's colour scheme (env.colorScheme) and the switch's choice; anything else is not", async () => {
    const client = createClient(sandbox.url);
    for (const [query, scheme] of [
      ['?scheme=dark', 'dark'],
      ['?scheme=auto', 'auto'],
      ['?scheme=light', 'light'],
      ['?scheme=banana', 'light'],
      ['?scheme=__proto__', 'light'],
    ]) {
      const { text } = await client.get(`/partner/${query}`);
      assert.equal(serverDataOf(text).env.colorScheme, scheme, query);
      assert.match(text, new RegExp(`<option value="${scheme}" selected>`), query);
    }
    // The dark partner page is dark unless asked otherwise.
    assert.equal(serverDataOf((await client.get('/partner-dark/?scheme=light')).text).env.colorScheme, 'light');
  });

  test('the admin page answers every path under /apps/, for history routing', async () => {
    for (const path of ['/apps', '/apps/search/?q=crm', '/apps/categories/email/', '/apps/some-app/', '/apps/popular/?page=2']) {
      const { status, text } = await createClient(sandbox.url).get(path);
      assert.equal(status, 200, path);
      assert.ok(text.includes('<eb-app-marketplace'), path);
    }
  });

  test('marketplace deep links with a language prefix and the admin playground load the marketplace too (spec 001 §2)', async () => {
    const paths = [
      '/de-de/apps/',
      '/de-de/apps/popular/',
      '/pt-br/apps/categories/crm/',
      '/xx-yy/apps/',
      '/admin/spa/playground/app_marketplace_spa/1.0/',
      '/admin/spa/playground/app_marketplace_spa/1.0/categories/crm/',
    ];
    for (const path of paths) {
      const { status, text } = await createClient(sandbox.url).get(path);
      assert.equal(status, 200, path);
      assert.ok(text.includes('<eb-app-marketplace'), path);
    }
    for (const path of ['/appstore/', '/de-de/', '/de-de/d/local/']) {
      const { text } = await createClient(sandbox.url).get(path);
      assert.ok(!text.includes('<eb-app-marketplace'), path);
    }
  });

  test('the partner page holds event cards whose JSON survives HTML escaping', async () => {
    const { text } = await createClient(sandbox.url).get('/partner/');
    const attributes = [...text.matchAll(/<eb-event-card event="([^"]*)">/g)].map((match) => match[1]);
    assert.ok(attributes.length >= 3);
    const unescape = (value) =>
      value
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&');
    for (const attribute of attributes) {
      const event = JSON.parse(unescape(attribute));
      for (const key of ['id', 'url', 'name', 'startDate', 'startTime', 'image', 'ticketAvailability', 'saves', 'isOnlineEvent', 'timezone']) assert.ok(key in event, key);
    }
  });

  test('the many-cards page holds 200 event cards, the loader in the head', async () => {
    const { text } = await createClient(sandbox.url).get('/many-cards/');
    assert.equal([...text.matchAll(/<eb-event-card event="/g)].length, 200);
    assert.match(text.slice(0, text.indexOf('</head>')), /<script type="module" src="\/dist\/eb-widgets\.js"><\/script>/);
  });

  test('a config block cannot be closed by the data inside it', async () => {
    const { text } = await createClient(sandbox.url).get('/legacy/?x=</script><script>alert(1)</script>');
    const block = /<script type="application\/json" data-eb-config>([\s\S]*?)<\/script>/.exec(text)[1];
    assert.ok(!block.includes('<'));
  });
});

describe('sign-in with demo personas', () => {
  test('the sign-in page offers the five personas', async () => {
    const { status, text } = await createClient(sandbox.url).get('/signin/?referrer=%2Flegacy%2F');
    assert.equal(status, 200);
    assert.equal(
      [...text.matchAll(/name="persona" value="([^"]+)"/g)]
        .map((match) => match[1])
        .sort()
        .join(),
      'attendee,no-apps,organizer,partner,staff',
    );
  });

  test('signing in returns to the referrer and the page then carries that user', async () => {
    const api = createClient(sandbox.url);
    const signedIn = await api.signIn('organizer', '/legacy/');
    assert.equal(signedIn.status, 302);
    assert.equal(signedIn.headers.get('location'), '/legacy/');
    const { user } = serverDataOf((await api.get('/legacy/')).text);
    assert.equal(user.isAuthenticated, true);
    assert.equal(user.firstName.length > 0, true);
    assert.ok(user.publicId);
    assert.ok(user.email.email.includes('@'));
  });

  test('a referrer to another site is not followed', async () => {
    const api = createClient(sandbox.url);
    for (const referrer of ['//evil.example/', 'https://evil.example/', '\\\\evil.example']) {
      const signedIn = await api.signIn('attendee', referrer);
      assert.equal(signedIn.headers.get('location'), '/');
    }
  });

  test('a sign-in form without the csrf token is refused', async () => {
    const response = await fetch(`${sandbox.url}/signin/`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'persona=staff&referrer=%2F',
    });
    assert.equal(response.status, 403);
  });

  test('signing out forgets the user', async () => {
    const api = createClient(sandbox.url);
    await api.signIn('staff');
    assert.equal(serverDataOf((await api.get('/legacy/')).text).user.isAuthenticated, true);
    assert.equal((await api.signOut()).status, 302);
    assert.equal(serverDataOf((await api.get('/legacy/')).text).user.isAuthenticated, false);
  });
});

describe('images and files', () => {
  test('app, event and user images are local SVGs', async () => {
    const slug = sandbox.db.prepare('SELECT slug FROM apps LIMIT 1').get().slug;
    const eventId = sandbox.db.prepare('SELECT id FROM events LIMIT 1').get().id;
    for (const path of [
      `/images/apps/${slug}/logo.svg`,
      `/images/apps/${slug}/banner.svg`,
      `/images/apps/${slug}/screenshot-1.svg`,
      `/images/events/${eventId}.svg`,
      '/images/users/u1001.svg',
    ]) {
      const response = await fetch(`${sandbox.url}${path}`);
      assert.equal(response.status, 200, path);
      assert.equal(response.headers.get('content-type'), 'image/svg+xml');
      assert.match(await response.text(), /^<svg /);
    }
  });

  test('paths cannot leave the served folders', async () => {
    for (const path of ['/dist/../package.json', '/dist/%2e%2e/package.json', '/..%2fpackage.json', '/%E0%A4%A.html', '/..%2f..%2flingui.config.js']) {
      const response = await fetch(`${sandbox.url}${path}`);
      assert.equal(response.status, 404, path);
    }
  });
});
