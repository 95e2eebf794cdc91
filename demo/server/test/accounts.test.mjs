import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { returnPath } from '../http-kit.mjs';
import { createClient, sandboxForThisFile, serverDataOf } from './sandbox-client.mjs';

const sandbox = sandboxForThisFile();

const ORIGIN = 'http://127.0.0.1:8080';
const LINE_BREAK = 400;

/** Referrers and where the browser goes back to: a path, or 400 for a line break. */
const REFERRERS = [
  ['/', '/'],
  ['/legacy/', '/legacy/'],
  ['/partner/?a=1#x', '/partner/?a=1#x'],
  ['/d/?q=caf%C3%A9', '/d/?q=caf%C3%A9'],
  ['/café', '/caf%C3%A9'],
  ['//evil.example/', '/'],
  ['///evil.example/', '/'],
  ['/\\evil.example', '/'],
  ['\\\\evil.example', '/'],
  ['/\t/evil.example', '/'],
  ['/\t\\evil.example', '/'],
  ['\t//evil.example', '/'],
  ['/\u0000/evil.example', '/'],
  ['/.//evil.example', '/'],
  ['/..//evil.example', '/'],
  ['/%2F%2Fevil.example', '/'],
  ['%2F%2Fevil.example', '/'],
  ['/%5Cevil.example', '/'],
  ['/%5C%5Cevil.example', '/'],
  ['/%09/evil.example', '/'],
  ['/%252F%252Fevil.example', '/'],
  ['/%E0%A4%A', '/'],
  ['https://evil.example/', '/'],
  ['http:evil.example', '/'],
  ['javascript:alert(1)', '/'],
  ['data:text/html,<script>alert(1)</script>', '/'],
  [' http://evil.example/', '/'],
  [' /legacy/', '/'],
  ['legacy/', '/'],
  ['', '/'],
  [null, '/'],
  ['/\r\nSet-Cookie: stolen=1', LINE_BREAK],
  ['/legacy/\n', LINE_BREAK],
  ['/%0d%0aSet-Cookie:%20stolen=1', LINE_BREAK],
  ['/%0Aevil', LINE_BREAK],
  ['/%250d%250a', LINE_BREAK],
  ['https://evil.example/%0d%0a', LINE_BREAK],
];

describe('returnPath: the browser goes back only to a same-origin path', () => {
  for (const [referrer, expected] of REFERRERS) {
    const rule =
      expected === LINE_BREAK
        ? 'a line break, raw or percent-encoded, is refused with 400'
        : expected === '/'
          ? 'anything but a same-origin path falls back to /'
          : 'a same-origin path is kept, with its query and hash';
    test(`${rule}: ${JSON.stringify(referrer)}`, () => {
      if (expected === LINE_BREAK) {
        assert.throws(
          () => returnPath(referrer, ORIGIN),
          (error) => error.status === 400,
        );
      } else {
        assert.equal(returnPath(referrer, ORIGIN), expected);
      }
    });
  }
});

const sessionRows = () => sandbox.db.prepare('SELECT COUNT(*) AS count FROM sessions').get().count;
const isSignedIn = async (api) => serverDataOf((await api.get('/legacy/')).text).user.isAuthenticated;
const formHeaders = { 'Content-Type': 'application/x-www-form-urlencoded' };

const OTHER_SITES = [
  '//evil.example/',
  '/\\evil.example',
  '/\t/evil.example',
  '/%2F%2Fevil.example',
  '%2F%2Fevil.example',
  '/%5Cevil.example',
  'https://evil.example/',
  'javascript:alert(1)',
  ' http://evil.example/',
];
const LINE_BREAKS = ['/\r\nSet-Cookie: stolen=1', '/%0d%0aSet-Cookie:%20stolen=1', '/legacy/%0A'];

describe('sign-in sends the browser only to same-origin paths', () => {
  test('signing in returns to a same-origin path with its query and hash, and to / for any other referrer', async () => {
    const api = createClient(sandbox.url);
    assert.equal((await api.signIn('attendee', '/partner/?a=1#x')).headers.get('location'), '/partner/?a=1#x');
    for (const referrer of OTHER_SITES) {
      const signedIn = await api.signIn('attendee', referrer);
      assert.equal(signedIn.status, 302, JSON.stringify(referrer));
      assert.equal(signedIn.headers.get('location'), '/', JSON.stringify(referrer));
    }
  });

  test("'Continue without signing in' and the sign-in forms go to / for a referrer off this site", async () => {
    for (const referrer of OTHER_SITES) {
      const { status, text } = await createClient(sandbox.url).get(`/signin/?referrer=${encodeURIComponent(referrer)}`);
      assert.equal(status, 200, JSON.stringify(referrer));
      assert.match(text, /<a href="\/">Continue without signing in<\/a>/, JSON.stringify(referrer));
      for (const [, value] of text.matchAll(/name="referrer" value="([^"]*)"/g)) assert.equal(value, '/', JSON.stringify(referrer));
    }
  });

  test('a sign-in referrer holding CR or LF answers 400 and creates no session', async () => {
    const api = createClient(sandbox.url);
    await api.get('/signin/');
    for (const referrer of LINE_BREAKS) {
      const before = sessionRows();
      const form = new URLSearchParams({ csrfmiddlewaretoken: api.cookies.get('csrftoken'), persona: 'attendee', referrer });
      const { status } = await api.raw('POST', '/signin/', { body: form.toString(), headers: formHeaders, csrf: false });
      assert.equal(status, 400, JSON.stringify(referrer));
      assert.equal(sessionRows(), before, JSON.stringify(referrer));
    }
  });

  test('the sign-in page answers 400 to a referrer holding CR or LF', async () => {
    for (const referrer of LINE_BREAKS) {
      const { status } = await createClient(sandbox.url).get(`/signin/?referrer=${encodeURIComponent(referrer)}`);
      assert.equal(status, 400, JSON.stringify(referrer));
    }
  });
});

describe('signing out is a POST with the CSRF token', () => {
  test('GET /logout/ shows a form that posts the csrf token to sign out, and does not sign out', async () => {
    const api = createClient(sandbox.url);
    await api.signIn('staff');
    const rows = sessionRows();
    const { status, text } = await api.get('/logout/?referrer=%2Flegacy%2F');
    assert.equal(status, 200);
    const form = /<form method="post" action="\/logout\/">([\s\S]*?)<\/form>/.exec(text);
    assert.ok(form, 'a form that posts to /logout/');
    assert.ok(form[1].includes(`<input type="hidden" name="csrfmiddlewaretoken" value="${api.cookies.get('csrftoken')}">`));
    assert.ok(form[1].includes('<input type="hidden" name="referrer" value="/legacy/">'));
    assert.match(form[1], /<button type="submit">Sign out<\/button>/);
    assert.equal(sessionRows(), rows);
    assert.equal(await isSignedIn(api), true);
  });

  test('a sign-out POST without the csrf token, or with another one, is refused with 403 and does not sign out', async () => {
    const api = createClient(sandbox.url);
    await api.signIn('staff');
    for (const body of ['referrer=%2F', 'csrfmiddlewaretoken=not-the-token&referrer=%2F']) {
      const { status } = await api.raw('POST', '/logout/', { body, headers: formHeaders, csrf: false });
      assert.equal(status, 403, body);
      assert.equal(await isSignedIn(api), true, body);
    }
  });

  test('a sign-out POST with the csrf token signs out and returns to the referrer only when it is a same-origin path', async () => {
    const api = createClient(sandbox.url);
    await api.signIn('staff');
    const rows = sessionRows();
    const signedOut = await api.signOut('/legacy/');
    assert.equal(signedOut.status, 302);
    assert.equal(signedOut.headers.get('location'), '/legacy/');
    assert.equal(sessionRows(), rows - 1);
    assert.equal(await isSignedIn(api), false);
    for (const referrer of OTHER_SITES) {
      await api.signIn('staff');
      const again = await api.signOut(referrer);
      assert.equal(again.headers.get('location'), '/', JSON.stringify(referrer));
      assert.equal(await isSignedIn(api), false, JSON.stringify(referrer));
    }
  });

  test('a sign-out referrer holding CR or LF answers 400 and does not sign out', async () => {
    const api = createClient(sandbox.url);
    await api.signIn('staff');
    for (const referrer of LINE_BREAKS) {
      assert.equal((await api.signOut(referrer)).status, 400, JSON.stringify(referrer));
      assert.equal(await isSignedIn(api), true, JSON.stringify(referrer));
    }
  });
});
