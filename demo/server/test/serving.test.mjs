// The sandbox serves like a CDN (issue 16): text compressed (brotli, else gzip), hashed chunks
// cached for a year, every other file revalidated by ETag. Serves a copy of dist/ (`npm run
// build` first) so a test can change a file.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { appendFileSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import { preferredEncoding } from '../compression.mjs';
import { LARGEST_KEPT_BYTES } from '../static-files.mjs';
import { createClient, rawRequest, sandboxForThisFile } from './sandbox-client.mjs';

const BUILT_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'dist');
if (!existsSync(path.join(BUILT_DIST, 'eb-widgets.js'))) throw new Error('These tests serve the built library: run `npm run build` first.');
const dist = mkdtempSync(path.join(tmpdir(), 'eb-serving-dist-'));
before(() => {
  cpSync(BUILT_DIST, dist, { recursive: true });
  // A PNG's bytes are compressed already; random bytes stand in for one.
  writeFileSync(path.join(dist, 'photo.png'), randomBytes(8 * 1024));
  writeFileSync(path.join(dist, 'huge.js'), `// ${'x'.repeat(LARGEST_KEPT_BYTES)}\n`);
});
after(() => rmSync(dist, { recursive: true, force: true }));
const sandbox = sandboxForThisFile({ dist });

const BROWSER = 'gzip, deflate, br, zstd';
const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';

const get = (pathname, headers = {}) => rawRequest(`${sandbox.url}${pathname}`, { headers });
const bytesOf = (file) => readFileSync(path.join(dist, file));
const decoded = ({ headers, body }) => (({ br: brotliDecompressSync, gzip: gunzipSync })[headers['content-encoding']] ?? ((bytes) => bytes))(body);

/** A shared chunk of the module build, big enough to be compressed. */
function aChunk() {
  const name = readdirSync(path.join(dist, 'chunks')).find((file) => file.endsWith('.js') && statSync(path.join(dist, 'chunks', file)).size > 4096);
  assert.ok(name, 'dist/chunks/ holds a chunk over 4 KiB');
  return `chunks/${name}`;
}

/** A chunk of the classic build that an element's code is in. */
function aClassicChunk() {
  const name = readdirSync(path.join(dist, 'classic', 'chunks')).find((file) => /^footer\.element-[\w-]{8}\.js$/.test(file));
  assert.ok(name, 'dist/classic/chunks/ holds the footer chunk');
  return `classic/chunks/${name}`;
}

describe('which coding a request gets (Accept-Encoding and its q-values)', () => {
  const cases = [
    [undefined, 'identity'],
    ['', 'identity'],
    [BROWSER, 'br'],
    ['gzip, deflate', 'gzip'],
    ['identity', 'identity'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0.8, gzip;q=0.8', 'br'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['gzip;q=0.5', 'gzip'],
    ['gzip;q=0.5, identity', 'identity'],
    ['x-gzip', 'gzip'],
    ['BR', 'br'],
    ['br;q=2, gzip', 'gzip'],
  ];
  for (const [header, expected] of cases) {
    test(`${JSON.stringify(header)} gets ${expected}`, () => assert.equal(preferredEncoding(header), expected));
  }
});

describe('text is compressed: brotli, else gzip, else as it is', () => {
  test("a chunk goes in brotli to a browser that accepts it, and decompresses to the file's exact bytes", async () => {
    const chunk = aChunk();
    const { status, headers, body } = await get(`/dist/${chunk}`, { 'Accept-Encoding': BROWSER });
    assert.equal(status, 200);
    assert.equal(headers['content-encoding'], 'br');
    assert.equal(headers['content-type'], 'text/javascript; charset=utf-8');
    assert.equal(Number(headers['content-length']), body.length);
    assert.ok(body.length < bytesOf(chunk).length / 2, 'brotli at least halves minified code');
    assert.ok(brotliDecompressSync(body).equals(bytesOf(chunk)));
  });

  test('gzip goes to a client that accepts only gzip', async () => {
    const chunk = aChunk();
    const { headers, body } = await get(`/dist/${chunk}`, { 'Accept-Encoding': 'gzip' });
    assert.equal(headers['content-encoding'], 'gzip');
    assert.ok(gunzipSync(body).equals(bytesOf(chunk)));
  });

  test('q-values choose the coding: gzip at q=1 is taken over br at q=0.5', async () => {
    const { headers } = await get(`/dist/${aChunk()}`, { 'Accept-Encoding': 'gzip;q=1, br;q=0.5' });
    assert.equal(headers['content-encoding'], 'gzip');
  });

  test('the bytes go as they are when compression is refused: identity, br and gzip at q=0, or no Accept-Encoding', async () => {
    const chunk = aChunk();
    for (const headers of [{ 'Accept-Encoding': 'identity' }, { 'Accept-Encoding': 'br;q=0, gzip;q=0' }, {}]) {
      const answer = await get(`/dist/${chunk}`, headers);
      assert.equal(answer.status, 200, JSON.stringify(headers));
      assert.equal(answer.headers['content-encoding'], undefined, JSON.stringify(headers));
      assert.ok(answer.body.equals(bytesOf(chunk)), JSON.stringify(headers));
    }
  });

  test('an answer that could be compressed says Vary: Accept-Encoding, compressed or not', async () => {
    for (const encoding of [BROWSER, 'gzip', 'identity']) {
      const { headers } = await get('/dist/eb-widgets.iife.js', { 'Accept-Encoding': encoding });
      assert.equal(headers.vary, 'Accept-Encoding', encoding);
    }
  });

  test('the IIFE, the manifest, a locale catalog and a source map are compressed too', async () => {
    const locale = readdirSync(path.join(dist, 'locales')).find((file) => file.endsWith('.json'));
    for (const file of ['eb-widgets.iife.js', 'custom-elements.json', `locales/${locale}`, 'eb-widgets.iife.js.map']) {
      const { headers, body } = await get(`/dist/${file}`, { 'Accept-Encoding': BROWSER });
      assert.equal(headers['content-encoding'], 'br', file);
      assert.ok(brotliDecompressSync(body).equals(bytesOf(file)), file);
    }
  });

  test('an API answer is compressed', async () => {
    const { status, headers, body } = await get('/api/v3/apps/', { 'Accept-Encoding': BROWSER });
    assert.equal(status, 200);
    assert.equal(headers['content-encoding'], 'br');
    assert.equal(headers.vary, 'Accept-Encoding');
    assert.ok(Array.isArray(JSON.parse(brotliDecompressSync(body).toString('utf8')).apps));
  });

  test('a demo page is compressed', async () => {
    const { status, headers, body } = await get('/partner/', { 'Accept-Encoding': 'gzip' });
    assert.equal(status, 200);
    assert.equal(headers['content-encoding'], 'gzip');
    assert.equal(headers.vary, 'Accept-Encoding');
    assert.match(gunzipSync(body).toString('utf8'), /<eb-event-card /);
  });

  test('a body under 1 KiB goes as it is: a drawn app logo, an element module', async () => {
    const slug = sandbox.db.prepare('SELECT slug FROM apps LIMIT 1').get().slug;
    const logo = await get(`/images/apps/${slug}/logo.svg`, { 'Accept-Encoding': BROWSER });
    assert.equal(logo.status, 200);
    assert.ok(logo.body.length < 1024);
    assert.equal(logo.headers['content-encoding'], undefined);
    assert.match(logo.body.toString('utf8'), /^<svg /);
    const element = await get('/dist/elements/eb-footer.js', { 'Accept-Encoding': BROWSER });
    assert.ok(element.body.length < 1024);
    assert.equal(element.headers['content-encoding'], undefined);
    assert.equal(element.headers.vary, undefined);
    assert.ok(element.body.equals(bytesOf('elements/eb-footer.js')));
  });

  test('a type that is compressed already goes as it is: a PNG', async () => {
    const { status, headers, body } = await get('/dist/photo.png', { 'Accept-Encoding': BROWSER });
    assert.equal(status, 200);
    assert.equal(headers['content-type'], 'image/png');
    assert.equal(headers['content-encoding'], undefined);
    assert.equal(headers.vary, undefined);
    assert.ok(body.equals(bytesOf('photo.png')));
  });

  test('a file too big to keep in memory is streamed as it is, with its ETag', async () => {
    const first = await get('/dist/huge.js', { 'Accept-Encoding': BROWSER });
    assert.equal(first.status, 200);
    assert.equal(first.headers['content-encoding'], undefined);
    assert.equal(Number(first.headers['content-length']), bytesOf('huge.js').length);
    assert.ok(first.body.equals(bytesOf('huge.js')));
    const again = await get('/dist/huge.js', { 'Accept-Encoding': BROWSER, 'If-None-Match': first.headers.etag });
    assert.equal(again.status, 304);
  });
});

describe('caching: a year for hashed names, every other file revalidated by its ETag', () => {
  test('a hashed chunk is cached for a year as immutable', async () => {
    const { headers } = await get(`/dist/${aChunk()}`, { 'Accept-Encoding': BROWSER });
    assert.equal(headers['cache-control'], YEAR_IMMUTABLE);
  });

  test('a hashed chunk of the classic build (dist/classic/chunks/) is cached for a year as immutable, compressed', async () => {
    const chunk = aClassicChunk();
    const { status, headers, body } = await get(`/dist/${chunk}`, { 'Accept-Encoding': BROWSER });
    assert.equal(status, 200);
    assert.equal(headers['cache-control'], YEAR_IMMUTABLE);
    assert.equal(headers['content-type'], 'text/javascript; charset=utf-8');
    assert.equal(headers['content-encoding'], 'br');
    assert.ok(brotliDecompressSync(body).equals(bytesOf(chunk)));
  });

  test('files whose names stay across versions are revalidated: no-cache and a strong ETag', async () => {
    const element = readdirSync(path.join(dist, 'elements')).find((file) => file.endsWith('.js'));
    const locale = readdirSync(path.join(dist, 'locales')).find((file) => file.endsWith('.json'));
    // A chunk's map is named after the chunk's code, not after the map (see isHashedChunk).
    for (const file of [
      'eb-widgets.js',
      `elements/${element}`,
      'eb-widgets.iife.js',
      'eb-widgets.classic.js',
      `locales/${locale}`,
      'custom-elements.json',
      `${aChunk()}.map`,
      `${aClassicChunk()}.map`,
    ]) {
      const { status, headers } = await get(`/dist/${file}`, { 'Accept-Encoding': BROWSER });
      assert.equal(status, 200, file);
      assert.equal(headers['cache-control'], 'no-cache', file);
      assert.match(headers.etag, /^"[\w-]{20,}"$/, `${file}: a strong ETag`);
    }
  });

  test('the loader answers a matching If-None-Match with 304 and no body', async () => {
    const first = await get('/dist/eb-widgets.js', { 'Accept-Encoding': BROWSER });
    const again = await get('/dist/eb-widgets.js', { 'Accept-Encoding': BROWSER, 'If-None-Match': first.headers.etag });
    assert.equal(again.status, 304);
    assert.equal(again.body.length, 0);
    assert.equal(again.headers.etag, first.headers.etag);
    assert.equal(again.headers['cache-control'], 'no-cache');
    assert.equal(again.headers.vary, first.headers.vary);
  });

  test('a different ETag answers 200 with the file', async () => {
    const { status, body } = await get('/dist/eb-widgets.js', { 'If-None-Match': '"not-this-version"' });
    assert.equal(status, 200);
    assert.ok(body.equals(bytesOf('eb-widgets.js')));
  });

  test('each coding has its own ETag, and the ETag of another coding is no match', async () => {
    const tags = await Promise.all([BROWSER, 'gzip', 'identity'].map(async (encoding) => (await get('/dist/eb-widgets.iife.js', { 'Accept-Encoding': encoding })).headers.etag));
    assert.equal(new Set(tags).size, 3);
    const { status } = await get('/dist/eb-widgets.iife.js', { 'Accept-Encoding': BROWSER, 'If-None-Match': tags[1] });
    assert.equal(status, 200);
  });

  test('after the file changes, its old ETag answers 200 with the new bytes', async () => {
    const old = await get('/dist/eb-widgets.js', { 'Accept-Encoding': BROWSER });
    appendFileSync(path.join(dist, 'eb-widgets.js'), '\n// a new build\n');
    const changed = await get('/dist/eb-widgets.js', { 'Accept-Encoding': BROWSER, 'If-None-Match': old.headers.etag });
    assert.equal(changed.status, 200);
    assert.notEqual(changed.headers.etag, old.headers.etag);
    assert.ok(decoded(changed).equals(bytesOf('eb-widgets.js')));
  });

  test('HEAD answers the headers of GET and no body', async () => {
    const chunk = aChunk();
    const got = await get(`/dist/${chunk}`, { 'Accept-Encoding': BROWSER });
    const head = await rawRequest(`${sandbox.url}/dist/${chunk}`, { method: 'HEAD', headers: { 'Accept-Encoding': BROWSER } });
    assert.equal(head.status, 200);
    assert.equal(head.body.length, 0);
    for (const name of ['content-type', 'content-length', 'content-encoding', 'etag', 'cache-control', 'vary']) assert.equal(head.headers[name], got.headers[name], name);
  });

  test('a static file keeps its type and nosniff, and only GET and HEAD read it', async () => {
    const { headers } = await get('/dist/custom-elements.json');
    assert.equal(headers['content-type'], 'application/json; charset=utf-8');
    assert.equal(headers['x-content-type-options'], 'nosniff');
    const posted = await rawRequest(`${sandbox.url}/dist/eb-widgets.js`, { method: 'POST' });
    assert.equal(posted.status, 405);
    assert.equal(posted.headers.allow, 'GET, HEAD');
  });

  test("demo pages and API answers carry the user's data: no cache keeps them (private, no-store)", async () => {
    const client = createClient(sandbox.url);
    await client.signIn('organizer');
    for (const pathname of ['/partner/', '/apps/', '/api/v3/users/me/collections/']) {
      const { status, headers } = await client.get(pathname);
      assert.equal(status, 200, pathname);
      assert.equal(headers.get('cache-control'), 'private, no-store', pathname);
      assert.equal(headers.get('etag'), null, pathname);
    }
  });
});

test('a kept-alive connection stays open while idle: a request after 6 s of quiet goes on the same connection (one closed by the server as the client reuses it resets that request)', async () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const send = () =>
    new Promise((resolve, reject) => {
      const request = http.get(`${sandbox.url}/dist/custom-elements.json`, { agent }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode, sameConnection: request.reusedSocket }));
      });
      request.on('error', reject);
    });
  try {
    assert.deepEqual(await send(), { status: 200, sameConnection: false });
    // Past Node's default of 5 s.
    await new Promise((resolve) => setTimeout(resolve, 6000));
    assert.deepEqual(await send(), { status: 200, sameConnection: true });
  } finally {
    agent.destroy();
  }
});
