// The render service (eb-widgets/ssr createRenderHandler): <eb-header> and <eb-footer> over HTTP
// for servers that do not run Node. Only the WHATWG Fetch API (Request, Response, crypto.subtle),
// so the same handler runs in Node, Deno and Bun; `eb-widgets-render` puts Node's http around it.
import { RenderRequestError } from './render-html';
import type { RenderHandlerOptions, RenderOptions } from './ssr-options';

/** Renders strictly: a wrong field throws a RenderRequestError instead of warning. */
export type StrictRender = (tag: string, options: RenderOptions) => Promise<string>;

/** What a CDN and a browser may do with an anonymous fragment (README 'Server-rendered header and footer'). */
const ANONYMOUS_CACHE_CONTROL = 'public, max-age=300, s-maxage=86400, stale-while-revalidate=604800';
/** A signed-in fragment holds the person's name and e-mail. */
const SIGNED_IN_CACHE_CONTROL = 'private, no-store';
const MAX_BODY_BYTES = 64 * 1024;
const MAX_PAGE_LENGTH = 2048;
const DEFAULT_ORIGIN = 'https://www.eventbrite.com';
const DEFAULT_CACHE_ENTRIES = 500;
/** Query parameters that are not the element's attributes. */
const RESERVED = new Set(['locale', 'page']);

interface Fragment {
  bytes: Uint8Array<ArrayBuffer>;
  etag: string;
}

/** The least recently used fragment goes first, so memory stays flat whatever the requests. */
class FragmentCache {
  private readonly entries = new Map<string, Promise<Fragment>>();

  constructor(private readonly size: number) {}

  get(key: string, make: () => Promise<Fragment>): Promise<Fragment> {
    let fragment = this.entries.get(key);
    if (fragment) {
      this.entries.delete(key);
    } else {
      fragment = make();
      // A failure is not kept: the next request tries again.
      fragment.catch(() => this.entries.get(key) === fragment && this.entries.delete(key));
    }
    if (this.size > 0) {
      this.entries.set(key, fragment);
      if (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value!);
    }
    return fragment;
  }
}

const encoder = new TextEncoder();

async function fragmentOf(html: string): Promise<Fragment> {
  const bytes = encoder.encode(html);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  const tag = btoa(String.fromCharCode(...digest.subarray(0, 18)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
  return { bytes, etag: `"${tag}"` };
}

/** `If-None-Match` against a strong ETag, by the weak comparison that the header uses (RFC 9110 §13.1.2). */
function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const value = candidate.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}

const json = (status: number, body: object, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers } });

const refuse = (field: string, error: string) => json(400, { error, field });

/** The page the fragment goes into: a path on the platform's site, nothing that leaves it. */
function pagePath(page: string | null): string {
  if (page === null) return '/';
  if (page.length > MAX_PAGE_LENGTH) throw new RenderRequestError('page', `page is longer than ${MAX_PAGE_LENGTH} characters.`);
  // A path: no scheme, no host (`//host`), no backslash a browser reads as a slash, no control character.
  // eslint-disable-next-line no-control-regex -- control characters are what it looks for
  if (!page.startsWith('/') || page.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(page)) {
    throw new RenderRequestError('page', `page must be a path on the site, starting with one "/" (was ${JSON.stringify(page.slice(0, 100))}).`);
  }
  return page;
}

interface RenderRequest {
  tag: string;
  locale: string | undefined;
  page: string;
  attributes: Record<string, string>;
}

function readRequest(url: URL): RenderRequest {
  const tag = decodeURIComponent(url.pathname.slice('/render/'.length)).replace(/\/$/, '');
  const attributes = Object.create(null) as Record<string, string>;
  for (const name of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(name);
    if (values.length > 1) throw new RenderRequestError(name, `${name} is given ${values.length} times; give it once.`);
    if (!RESERVED.has(name)) attributes[name] = values[0];
  }
  return { tag, locale: url.searchParams.get('locale') ?? undefined, page: pagePath(url.searchParams.get('page')), attributes };
}

/** The request's body as text, refused past MAX_BODY_BYTES without reading further. */
async function readBody(request: Request): Promise<string> {
  const declared = Number(request.headers.get('Content-Length') ?? 0);
  const tooLarge = () => new RenderRequestError('body', `the body is over ${MAX_BODY_BYTES / 1024} KB.`);
  if (declared > MAX_BODY_BYTES) throw tooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new RenderRequestError('body', 'the body is not UTF-8 text.');
  }
}

function serverUrlOf(origin: string | undefined): string {
  let url: URL;
  try {
    url = new URL(origin ?? DEFAULT_ORIGIN);
  } catch {
    throw new TypeError(`eb-widgets/ssr: origin must be the platform's server URL, such as ${DEFAULT_ORIGIN} (was ${JSON.stringify(origin)}).`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new TypeError(`eb-widgets/ssr: origin must be an http(s) URL (was ${JSON.stringify(origin)}).`);
  return url.origin;
}

/**
 * A request handler answering `GET /render/<tag>` (the anonymous fragment, cacheable),
 * `POST /render/<tag>` (a signed-in page's server data as the body, not cacheable) and
 * `GET /healthz`, with `render` doing the rendering.
 */
export function renderHandler(options: RenderHandlerOptions, render: StrictRender): (request: Request) => Promise<Response> {
  const serverUrl = serverUrlOf(options.origin);
  const cache = new FragmentCache(options.cacheEntries ?? DEFAULT_CACHE_ENTRIES);
  const onError = options.onError ?? ((error: unknown) => console.error('[eb-widgets-render]', error));

  async function anonymous(request: Request, url: URL): Promise<Response> {
    const { tag, locale, page, attributes } = readRequest(url);
    const year = new Date().getFullYear();
    const key = JSON.stringify([tag, locale ?? null, page, year, Object.entries(attributes).sort(([a], [b]) => (a < b ? -1 : 1))]);
    const fragment = await cache.get(key, async () => {
      const serverData = { env: { serverUrl }, user: { isAuthenticated: false }, request: { path: new URL(page, serverUrl).pathname } };
      return fragmentOf(await render(tag, { attributes, locale, url: page, serverData }));
    });
    const headers = { 'Cache-Control': ANONYMOUS_CACHE_CONTROL, ETag: fragment.etag, Vary: 'Accept-Encoding' };
    if (matches(request.headers.get('If-None-Match'), fragment.etag)) return new Response(null, { status: 304, headers });
    return new Response(request.method === 'HEAD' ? null : fragment.bytes, {
      status: 200,
      headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': String(fragment.bytes.byteLength) },
    });
  }

  async function signedIn(request: Request, url: URL): Promise<Response> {
    const { tag, locale, page, attributes } = readRequest(url);
    const text = await readBody(request);
    let serverData: unknown;
    try {
      serverData = JSON.parse(text);
    } catch {
      throw new RenderRequestError('body', "the body is not JSON: send the page's configuration document (API.md §2).");
    }
    const html = await render(tag, { attributes, locale, url: url.searchParams.has('page') ? page : undefined, serverData });
    return new Response(html, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': SIGNED_IN_CACHE_CONTROL } });
  }

  return async function handleRenderRequest(request: Request): Promise<Response> {
    const url = new URL(request.url);
    try {
      if (url.pathname === '/healthz') {
        if (request.method !== 'GET' && request.method !== 'HEAD') return json(405, { error: 'Use GET.' }, { Allow: 'GET, HEAD' });
        return new Response(request.method === 'HEAD' ? null : 'ok\n', { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
      }
      if (!url.pathname.startsWith('/render/')) return json(404, { error: 'Not found: this service answers /render/eb-header, /render/eb-footer and /healthz.' });
      if (request.method === 'GET' || request.method === 'HEAD') return await anonymous(request, url);
      if (request.method === 'POST') return await signedIn(request, url);
      return json(405, { error: 'Use GET for the anonymous fragment, POST with the server data for a signed-in page.' }, { Allow: 'GET, HEAD, POST' });
    } catch (error) {
      if (error instanceof RenderRequestError) return refuse(error.field, error.message.replace(/^eb-widgets\/ssr:? /, ''));
      if (error instanceof URIError) return refuse('tag', 'the path is not valid percent-encoded text.');
      onError(error);
      return json(500, { error: 'The fragment could not be rendered; the service logged why.' });
    }
  };
}
