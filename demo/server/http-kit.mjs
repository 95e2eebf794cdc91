// Small HTTP helpers for the sandbox: answers, errors in the API.md §4 shape, capped JSON
// bodies, cookies and the CSRF rule.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { encodeDynamic } from './compression.mjs';

/** Bodies above this are refused before they are read to the end. */
export const MAX_BODY_BYTES = 64 * 1024;

/** A failure that becomes the documented error body. */
export class ApiFailure extends Error {
  constructor(status, code, description) {
    super(description);
    this.status = status;
    this.code = code;
  }
}

export const argumentsError = (description) => new ApiFailure(400, 'ARGUMENTS_ERROR', description);
export const notFound = (description = 'Not found.') => new ApiFailure(404, 'NOT_FOUND', description);
export const notAuthorized = (description = 'You do not have permission to access the resource you requested.') => new ApiFailure(403, 'NOT_AUTHORIZED', description);

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
};

/**
 * Pages and API answers carry the signed-in user's data: no cache keeps them, and `private` says
 * so to a shared cache (a CDN in front of the sandbox) that might not honour `no-store` alone.
 */
const PER_USER = 'private, no-store';

/**
 * A body made for this request, compressed when the request (`response.req`) accepts it;
 * `headers` may replace the Cache-Control of per-user answers.
 */
export function sendBody(response, status, contentType, text, headers = {}) {
  const encoded = encodeDynamic(response.req, contentType, text);
  response.writeHead(status, {
    ...SECURITY_HEADERS,
    'Content-Type': contentType,
    'Content-Length': encoded.body.length,
    'Cache-Control': PER_USER,
    ...encoded.headers,
    ...headers,
  });
  response.end(encoded.body);
}

export function sendJson(response, status, body, headers = {}) {
  if (status === 204) {
    response.writeHead(status, { ...SECURITY_HEADERS, 'Cache-Control': PER_USER, ...headers });
    return void response.end();
  }
  sendBody(response, status, 'application/json; charset=utf-8', JSON.stringify(body), headers);
}

export function sendError(response, failure) {
  sendJson(response, failure.status, { status_code: failure.status, error: failure.code, error_description: failure.message });
}

export function sendHtml(response, status, html, headers = {}) {
  sendBody(response, status, 'text/html; charset=utf-8', html, headers);
}

export function redirect(response, location, headers = {}) {
  response.writeHead(302, { ...SECURITY_HEADERS, Location: location, 'Cache-Control': 'no-store', ...headers });
  response.end();
}

/** The raw body as text; refuses more than MAX_BODY_BYTES with 413 without buffering it all. */
export function readBody(request, limit = MAX_BODY_BYTES) {
  return new Promise((resolve, reject) => {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      request.resume();
      reject(new ApiFailure(413, 'ARGUMENTS_ERROR', `The body may not be larger than ${limit} bytes.`));
      return;
    }
    const chunks = [];
    let size = 0;
    let refused = false;
    request.on('data', (chunk) => {
      if (refused) return;
      size += chunk.length;
      if (size > limit) {
        refused = true;
        reject(new ApiFailure(413, 'ARGUMENTS_ERROR', `The body may not be larger than ${limit} bytes.`));
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => {
      if (!refused) resolve(Buffer.concat(chunks).toString('utf8'));
    });
    request.on('error', reject);
  });
}

/** A JSON object body; anything else is ARGUMENTS_ERROR. An empty body is `{}`. */
export async function readJsonObject(request) {
  const text = await readBody(request);
  if (text.trim() === '') return {};
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    throw argumentsError('The body is not valid JSON.');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw argumentsError('The body must be a JSON object.');
  return value;
}

/** Form bodies (sign-in): `application/x-www-form-urlencoded`. */
export async function readForm(request) {
  return new URLSearchParams(await readBody(request));
}

export function parseCookies(header = '') {
  const cookies = {};
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    if (!name || name in cookies) continue;
    try {
      cookies[name] = decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      cookies[name] = part.slice(index + 1).trim();
    }
  }
  return cookies;
}

export function serializeCookie(name, value, { httpOnly = false, maxAge, path = '/' } = {}) {
  return [`${name}=${encodeURIComponent(value)}`, `Path=${path}`, 'SameSite=Lax', httpOnly ? 'HttpOnly' : '', maxAge !== undefined ? `Max-Age=${maxAge}` : '']
    .filter(Boolean)
    .join('; ');
}

export const newToken = (bytes = 24) => randomBytes(bytes).toString('base64url');

/** Double-submit CSRF check: the given token must equal the `csrftoken` cookie. */
export function csrfMatches(cookieToken, givenToken) {
  if (typeof cookieToken !== 'string' || typeof givenToken !== 'string' || !cookieToken) return false;
  const a = Buffer.from(cookieToken);
  const b = Buffer.from(givenToken);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]);

const LINE_BREAK = /[\r\n]|%0[ad]/i;
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
/** One slash, then anything but a second slash or a backslash (which browsers read as a slash). */
const SINGLE_SLASH = /^\/(?![/\\])/;
const MAX_DECODINGS = 4;

/**
 * Where to send the browser after sign-in or sign-out, from a referrer anyone can write: the
 * referrer when it is a path on `origin`, else `/`. Browsers read `\` as `/` and drop tabs and
 * line breaks inside a URL, and a later step may percent-decode the path again, so the referrer
 * and each decoding of it must be a plain path, and the URL parser must agree it stays home.
 * A line break (raw or encoded) only serves to split a header: that is a 400.
 */
export function returnPath(referrer, origin) {
  if (typeof referrer !== 'string') return '/';
  const layers = [referrer];
  let undecodable = false;
  while (layers.length <= MAX_DECODINGS) {
    let decoded;
    try {
      decoded = decodeURIComponent(layers.at(-1));
    } catch {
      undecodable = true;
      break;
    }
    if (decoded === layers.at(-1)) break;
    layers.push(decoded);
  }
  if (layers.some((layer) => LINE_BREAK.test(layer))) throw argumentsError('The referrer may not hold a line break.');
  if (undecodable || layers.length > MAX_DECODINGS) return '/';
  const home = new URL(origin).origin;
  const staysHome = (path) => {
    if (!SINGLE_SLASH.test(path) || CONTROL_CHARACTER.test(path)) return false;
    const url = new URL(path, home);
    return url.origin === home && SINGLE_SLASH.test(url.pathname);
  };
  if (!layers.every(staysHome)) return '/';
  // The parser's own spelling: what a browser would request, and only ASCII in the header.
  const url = new URL(referrer, home);
  return `${url.pathname}${url.search}${url.hash}`;
}
