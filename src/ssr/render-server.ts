#!/usr/bin/env node
// `npx eb-widgets-render`: the render service (createRenderHandler) on Node's http, for servers
// that do not run Node. It keeps no state beyond its cache, so it scales by running more copies.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';

// React's production build unless told otherwise: its development build renders at half the
// speed (a cold footer 1.0 -> 0.5 ms) and is for debugging, not serving. Set before React loads.
process.env.NODE_ENV ??= 'production';
const { createRenderHandler } = await import('./ssr');

const USAGE = `Usage: eb-widgets-render [--port 8787] [--host 127.0.0.1] [--origin https://www.eventbrite.com] [--cache-entries 500]

Serves <eb-header> and <eb-footer> as server-rendered HTML:
  GET  /render/eb-header?locale=de_DE&page=/path/&variant=organizer   the anonymous fragment (cacheable)
  POST /render/eb-header?page=/path/  (body: the page's configuration document)   a signed-in fragment
  GET  /healthz
PORT and HOST are read from the environment when the options are not given.`;

/** The Fetch API's Request for a Node request. */
function toRequest(message: IncomingMessage): Request {
  const headers = new Headers();
  for (let index = 0; index < message.rawHeaders.length; index += 2) headers.append(message.rawHeaders[index], message.rawHeaders[index + 1]);
  const url = new URL(message.url ?? '/', `http://${message.headers.host ?? 'localhost'}`);
  const hasBody = message.method !== 'GET' && message.method !== 'HEAD';
  return new Request(url, {
    method: message.method,
    headers,
    ...(hasBody && { body: Readable.toWeb(message) as ReadableStream<Uint8Array>, duplex: 'half' }),
  });
}

async function send(response: Response, out: ServerResponse): Promise<void> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => (headers[name] = value));
  out.writeHead(response.status, headers);
  out.end(response.body ? new Uint8Array(await response.arrayBuffer()) : undefined);
}

function main(): void {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      origin: { type: 'string' },
      'cache-entries': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const port = Number(values.port ?? process.env.PORT ?? 8787);
  const host = values.host ?? process.env.HOST ?? '127.0.0.1';
  const cacheEntries = values['cache-entries'] === undefined ? undefined : Number(values['cache-entries']);
  if (!Number.isInteger(port) || port < 0 || port > 65535 || (cacheEntries !== undefined && !(Number.isInteger(cacheEntries) && cacheEntries >= 0))) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const handle = createRenderHandler({ origin: values.origin, cacheEntries });

  const server = createServer((message, out) => {
    const started = performance.now();
    out.on('finish', () => console.log(`${message.method} ${message.url} ${out.statusCode} ${(performance.now() - started).toFixed(1)}ms`));
    let request: Request;
    try {
      request = toRequest(message);
    } catch {
      // A Host header or path no URL can be made of.
      out.writeHead(400, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify({ error: 'The request line or Host header is not a URL.', field: 'url' }));
      return;
    }
    handle(request)
      .then((response) => send(response, out))
      .catch((error: unknown) => {
        console.error('[eb-widgets-render]', error);
        if (!out.headersSent) out.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8' });
        out.end(out.headersSent ? undefined : JSON.stringify({ error: 'The fragment could not be rendered; the service logged why.' }));
      });
  });

  // On SIGTERM (a container stopping, a deploy): no new connection, the requests under way finish.
  const stop = (signal: string) => {
    console.log(`eb-widgets-render: ${signal}, finishing the requests under way`);
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));

  server.listen(port, host, () => {
    const address = server.address();
    const where = typeof address === 'object' && address ? `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}` : String(address);
    console.log(`eb-widgets-render listening on ${where}`);
  });
}

main();
