// The render service for servers that do not run Node: eb-widgets/ssr's createRenderHandler
// (the Fetch API's Request in, Response out) and `eb-widgets-render`, the package's bin around it.
// Needs a built dist/. The header and footer it serves in real pages behind nginx and a Python
// server are e2e/render-service.spec.ts.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createRenderHandler, renderElement } from 'eb-widgets/ssr';

const root = path.resolve(import.meta.dirname, '..');
const ORIGIN = 'https://www.eventbrite.com';
const handle = createRenderHandler();
const get = (target, headers = {}) => handle(new Request(new URL(target, 'http://render.test'), { headers }));
const post = (target, body, headers = {}) =>
  handle(new Request(new URL(target, 'http://render.test'), { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body), headers }));

/** A 400 answer: JSON naming the field at fault. */
async function expectRefused(response, field) {
  assert.equal(response.status, 400, `status for a wrong ${field}`);
  assert.equal(response.headers.get('Content-Type'), 'application/json; charset=utf-8');
  const body = await response.json();
  assert.equal(body.field, field, body.error);
  assert.equal(typeof body.error, 'string');
  return body;
}

const signedIn = {
  env: { serverUrl: ORIGIN },
  user: { isAuthenticated: true, publicId: 'u42', firstName: 'Ada', lastName: 'Lovelace', email: { email: 'ada@example.com' } },
  request: { path: '/e/jazz-night-1/' },
};

// The service never fetches anything on a client's behalf: any fetch in this process fails the test.
let realFetch;
before(() => {
  realFetch = globalThis.fetch;
  globalThis.fetch = () => {
    throw new Error('the render service fetched something');
  };
});
after(() => {
  globalThis.fetch = realFetch;
});

describe('GET /render/<tag>: the anonymous fragment, cacheable', () => {
  test('answers the footer with locale, page and attributes as query parameters: the same HTML as renderElement for an anonymous page', async () => {
    const response = await get('/render/eb-footer?locale=de_DE&page=/d/berlin/&minimal-links');
    assert.equal(response.status, 200);
    const html = await response.text();
    const expected = await renderElement('eb-footer', {
      locale: 'de_DE',
      url: '/d/berlin/',
      attributes: { 'minimal-links': true },
      serverData: { env: { serverUrl: ORIGIN }, user: { isAuthenticated: false }, request: { path: '/d/berlin/' } },
    });
    assert.equal(html, expected);
    assert.match(html, /^<eb-footer minimal-links=""><template shadowrootmode="open">/);
    assert.match(html, /<div lang="de-DE" dir="ltr">/);
  });

  test('cache headers: Cache-Control public, max-age=300, s-maxage=86400, stale-while-revalidate=604800; a strong ETag; Vary: Accept-Encoding; text/html; charset=utf-8', async () => {
    const response = await get('/render/eb-header?locale=en_US&variant=organizer');
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('Cache-Control'), 'public, max-age=300, s-maxage=86400, stale-while-revalidate=604800');
    assert.match(response.headers.get('ETag'), /^"[A-Za-z0-9_-]{20,}"$/, 'strong: no W/ prefix');
    assert.equal(response.headers.get('Vary'), 'Accept-Encoding');
    assert.equal(response.headers.get('Content-Type'), 'text/html; charset=utf-8');
    const html = await response.text();
    assert.equal(Number(response.headers.get('Content-Length')), Buffer.byteLength(html));
    assert.match(html, /^<eb-header variant="organizer">/);
    // No person in an anonymous fragment.
    assert.match(html, /Log In/);
  });

  test('304 on If-None-Match: the ETag itself, in a list, as W/, or *; the headers again and no body', async () => {
    const first = await get('/render/eb-footer?hide-marketing=true');
    const etag = first.headers.get('ETag');
    for (const ifNoneMatch of [etag, `"other", ${etag}`, `W/${etag}`, '*']) {
      const again = await get('/render/eb-footer?hide-marketing=true', { 'If-None-Match': ifNoneMatch });
      assert.equal(again.status, 304, ifNoneMatch);
      assert.equal(again.headers.get('ETag'), etag);
      assert.equal(again.headers.get('Cache-Control'), 'public, max-age=300, s-maxage=86400, stale-while-revalidate=604800');
      assert.equal(await again.text(), '');
    }
    assert.equal((await get('/render/eb-footer?hide-marketing=true', { 'If-None-Match': '"something else"' })).status, 200);
  });

  test('the ETag is the content: the same for the same request (from any copy of the service), another for another locale, page or attribute', async () => {
    const etagOf = async (target) => (await get(target)).headers.get('ETag');
    const fresh = createRenderHandler();
    const base = '/render/eb-footer?locale=fr_FR&page=/';
    assert.equal((await fresh(new Request(`http://other.test${base}`))).headers.get('ETag'), await etagOf(base));
    const etags = await Promise.all(
      [base, '/render/eb-footer?locale=es_ES&page=/', '/render/eb-footer?locale=fr_FR&page=/d/paris/', '/render/eb-footer?locale=fr_FR&page=/&minimal-links'].map(etagOf),
    );
    assert.equal(new Set(etags).size, 4);
  });

  test('HEAD answers the headers of GET without the body', async () => {
    const response = await handle(new Request('http://render.test/render/eb-footer', { method: 'HEAD' }));
    assert.equal(response.status, 200);
    assert.ok(Number(response.headers.get('Content-Length')) > 1000);
    assert.equal(await response.text(), '');
  });

  test('boolean attributes as query text: present when empty, "true" or its own name, absent when "false"', async () => {
    for (const value of ['', 'true', 'minimal-links']) assert.match(await (await get(`/render/eb-footer?minimal-links=${value}`)).text(), /^<eb-footer minimal-links="">/, value);
    assert.match(await (await get('/render/eb-footer?minimal-links=false')).text(), /^<eb-footer><template/);
  });

  test('the origin option is env.serverUrl of the anonymous fragments: their links go to the platform', async () => {
    const staging = createRenderHandler({ origin: 'https://staging.example.com/' });
    const html = await (await staging(new Request('http://render.test/render/eb-header'))).text();
    assert.match(html, /href="https:\/\/staging\.example\.com\/signin\//);
    assert.throws(() => createRenderHandler({ origin: 'javascript:alert(1)' }), TypeError);
    assert.throws(() => createRenderHandler({ origin: 'not a url' }), TypeError);
  });

  test('GET /healthz answers 200; another path 404, another method 405, each with a JSON error', async () => {
    const health = await get('/healthz');
    assert.equal(health.status, 200);
    assert.equal(await health.text(), 'ok\n');
    assert.equal((await get('/render')).status, 404);
    assert.equal((await get('/etc/passwd')).status, 404);
    const put = await handle(new Request('http://render.test/render/eb-footer', { method: 'PUT', body: '{}' }));
    assert.equal(put.status, 405);
    assert.equal(put.headers.get('Allow'), 'GET, HEAD, POST');
    assert.equal(typeof (await put.json()).error, 'string');
  });
});

describe('POST /render/<tag>: a signed-in page, server to server', () => {
  test("the page's server data as the JSON body: the person's fragment, Cache-Control: private, no-store, no ETag", async () => {
    const response = await post('/render/eb-header?page=/e/jazz-night-1/', signedIn);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('Cache-Control'), 'private, no-store');
    assert.equal(response.headers.get('ETag'), null);
    assert.equal(response.headers.get('Content-Type'), 'text/html; charset=utf-8');
    const html = await response.text();
    assert.ok(html.includes('ada@example.com'));
    assert.equal(html, await renderElement('eb-header', { serverData: signedIn, url: '/e/jazz-night-1/' }));
  });

  test("without page, the page is the server data's request.path", async () => {
    const html = await (await post('/render/eb-footer', signedIn)).text();
    assert.equal(html, await renderElement('eb-footer', { serverData: signedIn }));
  });
});

describe('a bad request gets 400 and a JSON error naming the field, never a 500 and never a partial fragment', () => {
  const cases = [
    ['an unknown tag', () => get('/render/eb-event-card'), 'tag'],
    ['no tag', () => get('/render/'), 'tag'],
    ['a tag that is a path', () => get('/render/..%2F..%2Fetc%2Fpasswd'), 'tag'],
    ['bad percent-encoding', () => get('/render/eb-footer%E0%A4%A'), 'tag'],
    ['an unknown locale', () => get('/render/eb-footer?locale=xx_YY'), 'locale'],
    ['a locale that is a path', () => get('/render/eb-footer?locale=../../../etc/passwd'), 'locale'],
    ['an attribute the element does not have', () => get('/render/eb-footer?variant=organizer'), 'variant'],
    ['an attribute name that is not one', () => get('/render/eb-footer?onclick%3D%22x%22=1'), 'onclick="x"'],
    ['a boolean attribute with another value', () => get('/render/eb-footer?minimal-links=maybe'), 'minimal-links'],
    ["a value not among the attribute's values", () => get('/render/eb-header?variant=admin'), 'variant'],
    ['a parameter given twice', () => get('/render/eb-footer?locale=de_DE&locale=fr_FR'), 'locale'],
    ['a page with a scheme', () => get('/render/eb-footer?page=https://evil.example/'), 'page'],
    ['a page that is another host (//)', () => get('/render/eb-footer?page=//evil.example/'), 'page'],
    ['a page with a backslash', () => get('/render/eb-footer?page=/\\evil.example/'), 'page'],
    ['a page that is javascript:', () => get('/render/eb-footer?page=javascript:alert(1)'), 'page'],
    ['a page with a control character', () => get('/render/eb-footer?page=/a%0Ab'), 'page'],
    ['a page over 2048 characters', () => get(`/render/eb-footer?page=/${'a'.repeat(2048)}`), 'page'],
    ['a body that is not JSON', () => post('/render/eb-header', '{"user":'), 'body'],
    ['a body that is a JSON array', () => post('/render/eb-header', [signedIn]), 'body'],
    ['a body that configures nothing', () => post('/render/eb-header', {}), 'body'],
    ['a body with a field of the wrong type', () => post('/render/eb-header', { ...signedIn, user: { ...signedIn.user, email: 'ada@example.com' } }), 'user.email'],
    ['a body with a wrong env field', () => post('/render/eb-header', { ...signedIn, env: { serverUrl: 42 } }), 'env.serverUrl'],
    ['a body over 64 KB (Content-Length)', () => post('/render/eb-header', { ...signedIn, padding: 'x'.repeat(70_000) }), 'body'],
    ['a body that is not UTF-8', () => handle(new Request('http://render.test/render/eb-header', { method: 'POST', body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]) })), 'body'],
  ];
  for (const [name, send, field] of cases) {
    test(`${name}: 400, field ${JSON.stringify(field)}`, async () => {
      const body = await expectRefused(await send(), field);
      assert.ok(!body.error.includes('shadowrootmode'), 'no fragment in the error');
    });
  }

  test('a body over 64 KB without a Content-Length (chunked) is refused once 64 KB have been read', async () => {
    let sent = 0;
    const stream = new ReadableStream({
      pull(controller) {
        sent += 16_384;
        controller.enqueue(new TextEncoder().encode(' '.repeat(16_384)));
        if (sent > 1_000_000) controller.close();
      },
    });
    const response = await handle(new Request('http://render.test/render/eb-header', { method: 'POST', body: stream, duplex: 'half' }));
    await expectRefused(response, 'body');
    assert.ok(sent < 200_000, `read ${sent} bytes`);
  });
});

describe('security: every parameter is text in the HTML; no request reads a file or reaches elsewhere', () => {
  const VECTORS = [
    '"><script>alert(1)</script>',
    "'><img src=x onerror=alert(1)>",
    '</template><script>alert(1)</script>',
    '{{constructor.constructor("alert(1)")()}}',
    '<svg/onload=alert(1)>',
  ];

  test('the XSS vectors in every attribute and in page: escaped, the same elements as with a plain value', async () => {
    /** The elements of a fragment, in order: what a vector would add to if it were markup. */
    const elements = (html) => html.match(/<\/?[a-zA-Z][a-zA-Z0-9-]*/g).join(' ');
    const fragments = (value) => [
      `/render/eb-header?search-query=${encodeURIComponent(value)}`,
      `/render/eb-header?page=/${encodeURIComponent(value)}`,
      `/render/eb-footer?page=/d/${encodeURIComponent(value)}/?q=${encodeURIComponent(value)}`,
    ];
    const plain = await Promise.all(fragments('plain').map(async (target) => (await get(target)).text()));
    for (const vector of VECTORS) {
      for (const [index, target] of fragments(vector).entries()) {
        const response = await get(target);
        assert.equal(response.status, 200, target);
        const html = await response.text();
        assert.equal(elements(html), elements(plain[index]), `${target}: no element added`);
        for (const injected of [vector, '<script', '<img src=x', '<svg/onload']) assert.ok(!html.includes(injected), `${target}: ${injected}`);
      }
      // And where a value cannot be text: refused.
      await expectRefused(await get(`/render/eb-header?variant=${encodeURIComponent(vector)}`), 'variant');
      await expectRefused(await get(`/render/eb-footer?locale=${encodeURIComponent(vector)}`), 'locale');
    }
  });

  test('a page path that climbs out (/../../etc/passwd) is only a path in a link, never a file read', async () => {
    const html = await (await get('/render/eb-footer?page=/../../../../etc/passwd')).text();
    assert.ok(!html.includes('root:'));
    assert.match(html, /^<eb-footer>/);
  });
});

describe('eb-widgets-render: the service as a server (package.json "bin")', () => {
  const require = createRequire(import.meta.url);
  const bin = path.resolve(root, 'dist/npm', path.basename(require('../package.json').bin['eb-widgets-render']));

  /** Starts the bin on a free port; resolves with its URL, its process and its output lines so far. */
  async function startService(args = []) {
    const child = spawn(process.execPath, [bin, '--port', '0', ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const lines = [];
    let buffered = '';
    child.stdout.on('data', (chunk) => {
      buffered += chunk;
      const parts = buffered.split('\n');
      buffered = parts.pop();
      lines.push(...parts);
    });
    const url = await new Promise((resolve, reject) => {
      // A service left running would keep this file's process, and npm test, waiting for ever.
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error(`no listening line: ${lines.join('\n')}`));
      }, 15_000);
      child.stdout.on('data', () => {
        const line = lines.find((text) => text.startsWith('eb-widgets-render listening on '));
        if (line) resolve(line.slice('eb-widgets-render listening on '.length).trim());
        if (line) clearTimeout(timer);
      });
      child.once('exit', (code) => reject(new Error(`exited with ${code}`)));
    });
    return { child, url, lines };
  }

  test('serves GET, POST and /healthz over HTTP with one log line per request (method, path, status, ms)', async () => {
    const { child, url, lines } = await startService();
    try {
      const footer = await realFetch(`${url}/render/eb-footer?locale=de_DE`);
      assert.equal(footer.status, 200);
      assert.equal(footer.headers.get('cache-control'), 'public, max-age=300, s-maxage=86400, stale-while-revalidate=604800');
      assert.match(await footer.text(), /^<eb-footer><template shadowrootmode="open">/);
      const header = await realFetch(`${url}/render/eb-header?page=/e/1/`, { method: 'POST', body: JSON.stringify(signedIn), headers: { 'Content-Type': 'application/json' } });
      assert.equal(header.status, 200);
      assert.ok((await header.text()).includes('ada@example.com'));
      const refused = await realFetch(`${url}/render/eb-footer?locale=nope`);
      assert.equal(refused.status, 400);
      assert.equal((await refused.json()).field, 'locale');
      assert.equal((await realFetch(`${url}/healthz`)).status, 200);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const log = lines.filter((line) => /^(GET|POST) /.test(line));
      assert.equal(log.length, 4, lines.join('\n'));
      assert.match(log[0], /^GET \/render\/eb-footer\?locale=de_DE 200 \d+\.\dms$/);
      assert.match(log[1], /^POST \/render\/eb-header\?page=\/e\/1\/ 200 \d+\.\dms$/);
      assert.match(log[2], /^GET \/render\/eb-footer\?locale=nope 400 \d+\.\dms$/);
      assert.match(log[3], /^GET \/healthz 200 \d+\.\dms$/);
    } finally {
      child.kill('SIGKILL');
    }
  });

  test('a Host header no URL can be made of gets 400, and the service goes on', async () => {
    const { child, url } = await startService();
    try {
      const { port } = new URL(url);
      const outgoing = httpRequest({ host: '127.0.0.1', port, path: '/render/eb-footer', headers: { Host: 'bad host:1' } });
      outgoing.end();
      const [response] = await once(outgoing, 'response');
      response.resume();
      assert.equal(response.statusCode, 400);
      assert.equal((await realFetch(`${url}/healthz`)).status, 200);
    } finally {
      child.kill('SIGKILL');
    }
  });

  test('on SIGTERM a request under way finishes, then the process exits 0', async () => {
    const { child, url } = await startService();
    const { port } = new URL(url);
    // A signed-in request whose body is still coming when SIGTERM arrives.
    const body = JSON.stringify(signedIn);
    const outgoing = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/render/eb-header',
      headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
    });
    const answered = once(outgoing, 'response');
    outgoing.write(body.slice(0, 10));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.equal(child.exitCode, null, 'still running while a request is under way');
    outgoing.end(body.slice(10));
    const [response] = await answered;
    let text = '';
    for await (const chunk of response) text += chunk;
    assert.equal(response.statusCode, 200);
    assert.ok(text.includes('ada@example.com'));
    const [code] = await exited;
    assert.equal(code, 0);
  });

  test('PORT and HOST come from the environment when no option is given; --help says how to use it', async () => {
    const child = spawn(process.execPath, [bin], { cwd: root, env: { ...process.env, PORT: '0', HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      const chunk = await Promise.race([once(child.stdout, 'data').then(([data]) => data), once(child, 'exit').then(([code]) => `exited with ${code}`)]);
      assert.match(String(chunk), /^eb-widgets-render listening on http:\/\/127\.0\.0\.1:\d+/);
    } finally {
      child.kill('SIGKILL');
    }
    const help = spawn(process.execPath, [bin, '--help'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    for await (const chunk of help.stdout) text += chunk;
    assert.match(text, /^Usage: eb-widgets-render \[--port 8787\]/);
  });
});
