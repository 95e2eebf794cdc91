// The demo server: serves the demo pages and the built library. Issue 4 grows it into the
// sandbox API server. node:http keeps it dependency-free.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const PAGES = path.join(ROOT, 'demo', 'pages');
const DIST = path.join(ROOT, 'dist');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** The file under `base` that `urlPath` names, or undefined when it would leave `base`. */
function fileUnder(base, urlPath) {
  const file = path.resolve(base, `.${path.posix.normalize(decodeURIComponent(urlPath))}`);
  return file === base || file.startsWith(`${base}${path.sep}`) ? file : undefined;
}

async function sendFile(response, file) {
  const info = file && (await stat(file).catch(() => undefined));
  if (!info?.isFile()) return false;
  response.writeHead(200, {
    'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'Content-Length': info.size,
    'Cache-Control': 'no-cache',
  });
  createReadStream(file).pipe(response);
  return true;
}

export function createDemoServer() {
  return createServer(async (request, response) => {
    try {
      const { pathname } = new URL(request.url, 'http://localhost');
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405, { Allow: 'GET, HEAD' }).end();
        return;
      }
      if (pathname === '/favicon.ico') {
        response.writeHead(204).end();
        return;
      }
      let sent = false;
      if (pathname === '/') sent = await sendFile(response, path.join(PAGES, 'index.html'));
      else if (pathname.startsWith('/dist/')) sent = await sendFile(response, fileUnder(DIST, pathname.slice('/dist'.length)));
      else sent = await sendFile(response, fileUnder(PAGES, pathname));
      if (!sent) response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    } catch (error) {
      console.error(error);
      if (!response.headersSent) response.writeHead(500).end();
    }
  });
}

export const DEMO_PAGES = [
  ['footer-module.html', 'The footer through the module loader (dist/eb-widgets.js), configured by a data-eb-config block'],
  ['footer-iife.html', 'The footer through the classic single file (dist/eb-widgets.iife.js), for legacy server templates'],
  ['footer-embedded.html', 'The embedded view (env.isEmbeddedView): the footer shows nothing'],
];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 8080);
  const server = createDemoServer();
  server.listen(port, '127.0.0.1', () => {
    const base = `http://127.0.0.1:${server.address().port}`;
    console.log(`eb-widgets demo at ${base}/`);
    for (const [page, what] of DEMO_PAGES) console.log(`  ${base}/${page}  ${what}`);
  });
}
