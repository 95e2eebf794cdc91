// The render handler runs unchanged outside Node (issue 39: "the WHATWG Fetch API: runs unchanged
// in Node 20+, Deno, Bun and edge runtimes"): eb-widgets/ssr as an app installs it, served by
// Deno.serve and Bun.serve (the runtimes from the npm registry, devDependencies), and bundled by
// esbuild for a worker and run in Vercel's Edge Runtime (a VM with the Web APIs alone: no
// `process`, no `require`, no file system). Each answers what Node's handler answers, byte for
// byte. Needs a built dist/.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { EdgeRuntime } from 'edge-runtime';
import * as esbuild from 'esbuild';
import { createRenderHandler } from 'eb-widgets/ssr';

const root = path.resolve(import.meta.dirname, '..');
const ORIGIN = 'https://www.eventbrite.com';
const node = createRenderHandler({ origin: ORIGIN });

const SIGNED_IN = {
  env: { serverUrl: ORIGIN },
  user: { isAuthenticated: true, publicId: 'u42', firstName: 'Ada', lastName: 'Lovelace', email: { email: 'ada@example.com' } },
  request: { path: '/account/' },
};

/** The requests each runtime must answer as Node does: [what, path, init]. */
const REQUESTS = [
  ['the anonymous German footer with an attribute', '/render/eb-footer?locale=de_DE&page=/d/berlin/&minimal-links', {}],
  ['the anonymous French organizer header', '/render/eb-header?locale=fr_FR&page=/organizer/&variant=organizer', {}],
  ['a signed-in header (POST)', '/render/eb-header?page=/account/', { method: 'POST', body: JSON.stringify(SIGNED_IN), headers: { 'Content-Type': 'application/json' } }],
  ['an unknown locale (400)', '/render/eb-footer?locale=xx_XX', {}],
  ['/healthz', '/healthz', {}],
];

/** What is compared: the status, the headers that matter and the body. */
async function answer(response) {
  const headers = Object.fromEntries(['content-type', 'cache-control', 'etag', 'vary'].map((name) => [name, response.headers.get(name)]));
  return { status: response.status, headers, body: await response.text() };
}

// An app that installed the package: its node_modules has eb-widgets (this checkout, through its
// package.json's exports) and the peer dependencies, React and react-dom.
let app;
before(() => {
  app = mkdtempSync(path.join(tmpdir(), 'eb-widgets-runtimes-'));
  mkdirSync(path.join(app, 'node_modules'));
  symlinkSync(root, path.join(app, 'node_modules', 'eb-widgets'), 'dir');
  for (const name of ['react', 'react-dom']) symlinkSync(path.join(root, 'node_modules', name), path.join(app, 'node_modules', name), 'dir');
  writeFileSync(path.join(app, 'package.json'), JSON.stringify({ type: 'module', dependencies: { 'eb-widgets': '*', react: '*', 'react-dom': '*' } }));
  writeFileSync(
    path.join(app, 'serve.mjs'),
    `import { createRenderHandler } from 'eb-widgets/ssr';
const handler = createRenderHandler({ origin: ${JSON.stringify(ORIGIN)} });
if (globalThis.Deno) {
  Deno.serve({ hostname: '127.0.0.1', port: 0, onListen: ({ port }) => console.log('listening on http://127.0.0.1:' + port) }, handler);
} else {
  const server = Bun.serve({ hostname: '127.0.0.1', port: 0, fetch: handler });
  console.log('listening on http://127.0.0.1:' + server.port);
}
`,
  );
});
after(() => rmSync(app, { recursive: true, force: true }));

/** Starts serve.mjs in a runtime; resolves with its URL once it listens. */
async function serve(command, args) {
  // In a process group of its own, stopped as a group: without their install scripts (package.json
  // allowScripts), node_modules/.bin/deno is Node running the real binary as its child, which a
  // kill of the first process alone leaves serving, holding this file's pipes open for ever.
  const child = spawn(command, [...args, 'serve.mjs'], { cwd: app, env: { ...process.env, NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // The group is gone already.
    }
  };
  let output = '';
  const url = await new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk;
      const found = output.match(/listening on (\S+)/);
      if (found) resolve(found[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${path.basename(command)} exited with ${code}:\n${output}`)));
    setTimeout(() => {
      stop();
      reject(new Error(`${path.basename(command)} did not listen within 30 s:\n${output}`));
    }, 30_000).unref();
  });
  return { url, output: () => output, stop };
}

const RUNTIMES = [
  // No --allow-read: the handler reads no file (its catalogs are modules it imports).
  ['Deno (Deno.serve)', path.join(root, 'node_modules/.bin/deno'), ['run', '--quiet', '--allow-net=127.0.0.1', '--allow-env']],
  ['Bun (Bun.serve)', path.join(root, 'node_modules/.bin/bun'), ['run']],
];

for (const [runtime, command, args] of RUNTIMES) {
  describe(`createRenderHandler runs unchanged in ${runtime}`, () => {
    let server;
    before(async () => {
      server = await serve(command, args);
    });
    after(() => server?.stop());

    for (const [what, target, init] of REQUESTS) {
      test(`${what}: the same status, headers and HTML as in Node`, async () => {
        const expected = await answer(await node(new Request(new URL(target, 'http://render.test'), init)));
        const actual = await answer(await fetch(new URL(target, server.url), init));
        assert.deepEqual(actual, expected, server.output());
      });
    }

    test('304 on If-None-Match with the ETag Node gives', async () => {
      const target = '/render/eb-footer?locale=de_DE&page=/d/berlin/&minimal-links';
      const etag = (await node(new Request(new URL(target, 'http://render.test')))).headers.get('ETag');
      const response = await fetch(new URL(target, server.url), { headers: { 'If-None-Match': etag } });
      assert.equal(response.status, 304);
      assert.equal(await response.text(), '');
    });
  });
}

describe('createRenderHandler runs in an edge runtime: bundled for a worker, in the Edge Runtime VM', () => {
  let runtime;
  let bundle;
  before(async () => {
    const result = await esbuild.build({
      stdin: {
        contents: `import { createRenderHandler } from 'eb-widgets/ssr';
const handle = createRenderHandler({ origin: ${JSON.stringify(ORIGIN)} });
addEventListener('fetch', (event) => event.respondWith(handle(event.request)));`,
        resolveDir: app,
        loader: 'js',
      },
      bundle: true,
      write: false,
      format: 'iife',
      // What an edge bundler resolves (Vercel's, Next.js's): the packages' edge-light builds,
      // react-dom/server's among them; no browser or Node build.
      platform: 'neutral',
      conditions: ['edge-light', 'import'],
      mainFields: ['module', 'main'],
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
    });
    bundle = result.outputFiles[0].text;
    runtime = new EdgeRuntime({ initialCode: bundle });
  });

  test('the bundle needs nothing of Node: no node: module, no require, no process', () => {
    assert.doesNotMatch(bundle, /["']node:|\brequire\(|\bprocess\.(env|versions|cwd)/);
    assert.equal(runtime.evaluate('typeof process'), 'undefined');
  });

  for (const [what, target, init] of REQUESTS) {
    test(`${what}: the same status, headers and HTML as in Node`, async () => {
      const expected = await answer(await node(new Request(new URL(target, 'http://render.test'), init)));
      const actual = await answer(await runtime.dispatchFetch(new URL(target, 'http://render.test').href, init));
      assert.deepEqual(actual, expected);
    });
  }
});
