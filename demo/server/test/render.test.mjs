// GET /render/<tag>: the header and footer rendered by eb-widgets/ssr for the session, as a server
// template that cannot run Node asks for them (issue 16), and /legacy/, which places them so.
// Needs a built dist/ (dist/npm/ssr.js).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createClient, sandboxForThisFile, serverDataOf } from './sandbox-client.mjs';

const sandbox = sandboxForThisFile();

/** The server data the rendered HTML was made for is in the marker of its root (data-eb-ssr). */
const markerOf = (html) => JSON.parse(/data-eb-ssr="([^"]*)"/.exec(html)[1].replaceAll('&quot;', '"').replaceAll('&amp;', '&'));

describe('GET /render/<tag> (eb-widgets/ssr)', () => {
  test('/render/eb-footer?locale=de_DE answers the footer as an HTML fragment with declarative shadow DOM, in German, per user and never cached', async () => {
    const { status, text, headers } = await createClient(sandbox.url).get('/render/eb-footer?locale=de_DE');
    assert.equal(status, 200);
    assert.equal(headers.get('content-type'), 'text/html; charset=utf-8');
    assert.equal(headers.get('cache-control'), 'private, no-store');
    assert.match(text, /^<eb-footer><template shadowrootmode="open"><style>/);
    assert.match(text, /<div lang="de-DE" dir="ltr"><footer class="eb-footer" part="footer">/);
    assert.match(text, /<\/template><\/eb-footer>$/);
    assert.equal(markerOf(text).locale, 'de_DE');
  });

  test('the query gives the attributes (escaped) and the page the element goes into', async () => {
    const { status, text } = await createClient(sandbox.url).get(
      `/render/eb-header?variant=organizer&search-query=${encodeURIComponent('"><b>x')}&page=${encodeURIComponent('/apps/?q=1')}`,
    );
    assert.equal(status, 200);
    assert.ok(text.startsWith('<eb-header variant="organizer" search-query="&quot;&gt;&lt;b&gt;x"><template shadowrootmode="open">'), text.slice(0, 120));
    assert.match(text, /class="eb-header eb-header--organizer eb-header--by-css"/);
    assert.equal(markerOf(text).snapshot.page, '/apps/?q=1');
  });

  test("the signed-in session's header carries the user's menu", async () => {
    const client = createClient(sandbox.url);
    await client.signIn('attendee');
    const { text } = await client.get('/render/eb-header');
    assert.match(text, /class="eb-header__user-menu" part="user-menu"/);
    assert.ok(!text.includes('>Sign In<'));
  });

  test('refuses what it does not render: another tag (404), an unknown locale or a page on another site (400)', async () => {
    const client = createClient(sandbox.url);
    assert.equal((await client.get('/render/eb-event-card')).status, 404);
    assert.equal((await client.get('/render/eb-footer?locale=xx_YY')).status, 400);
    assert.equal((await client.get('/render/eb-footer?page=//elsewhere.example/')).status, 400);
    assert.equal((await client.get('/render/eb-footer?onclick%3D%22x=1')).status, 400);
  });
});

describe('/legacy/ renders its header and footer on the server', () => {
  test('the page holds <eb-header> and <eb-footer> with their declarative shadow roots, made for the server data of its config block and its address', async () => {
    const client = createClient(sandbox.url);
    await client.signIn('attendee');
    const { text } = await client.get('/legacy/?from=test');
    const data = serverDataOf(text);
    assert.equal(data.user.isAuthenticated, true);
    for (const tag of ['eb-header', 'eb-footer']) {
      const element = new RegExp(`<${tag}><template shadowrootmode="open">[\\s\\S]*?</template></${tag}>`).exec(text);
      assert.ok(element, tag);
      assert.deepEqual(markerOf(element[0]), {
        locale: 'en_US',
        snapshot: { page: '/legacy/?from=test', host: new URL(sandbox.url).host, year: new Date().getFullYear(), privacySignal: false },
      });
    }
    assert.match(text, /class="eb-header__user-menu"/);
    assert.ok(text.includes('<script defer src="/dist/eb-widgets.classic.js"></script>'));
  });
});
