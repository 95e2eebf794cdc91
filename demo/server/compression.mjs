// Content coding as a CDN does it: brotli when the request accepts it, else gzip, else the bytes
// as they are; text only, and only bodies big enough to gain from it.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Smaller bodies gain a few bytes at most, less than the headers that announce the coding. */
export const MIN_COMPRESSED_BYTES = 1024;

/** Text formats; images the server sends as PNG or JPEG are compressed already. */
const COMPRESSIBLE_TYPE = /^(?:text\/|application\/(?:json|javascript|manifest\+json)|image\/svg\+xml)/i;

export const isCompressibleType = (contentType) => COMPRESSIBLE_TYPE.test(contentType ?? '');

/** Whether the answer depends on Accept-Encoding: it then says so with `Vary`. */
export const varies = (contentType, size) => isCompressibleType(contentType) && size >= MIN_COMPRESSED_BYTES;

/** The codings of an Accept-Encoding header with their q-values, `x-gzip` read as `gzip`. */
function acceptedCodings(header) {
  const codings = new Map();
  for (const part of header.split(',')) {
    const [name, ...parameters] = part.split(';').map((item) => item.trim().toLowerCase());
    if (!name) continue;
    const q = parameters.find((parameter) => /^q\s*=/.test(parameter));
    const quality = q === undefined ? 1 : Number(q.slice(q.indexOf('=') + 1).trim());
    if (!Number.isFinite(quality) || quality < 0 || quality > 1) continue;
    codings.set(name === 'x-gzip' ? 'gzip' : name, quality);
  }
  return codings;
}

/**
 * The coding to answer with: `br`, `gzip` or `identity`. The highest q-value wins, brotli on a tie
 * (it is smaller); q=0 refuses a coding. Identity competes only when the header names it: a
 * browser that lists `gzip;q=0.5` alone still wants gzip. Without the header, or when every
 * coding is refused, the bytes go as they are (RFC 9110 §12.5.3 lets a server ignore the header
 * rather than answer 406).
 */
export function preferredEncoding(header) {
  if (typeof header !== 'string') return 'identity';
  const codings = acceptedCodings(header);
  const qualityOf = (name) => codings.get(name) ?? codings.get('*') ?? 0;
  const [best, quality] = [
    ['br', qualityOf('br')],
    ['gzip', qualityOf('gzip')],
  ].reduce((a, b) => (b[1] > a[1] ? b : a));
  if (quality === 0) return 'identity';
  if (codings.has('identity') && codings.get('identity') > quality) return 'identity';
  return best;
}

/** The coding for one answer: what the request accepts, when the body is worth compressing. */
export function encodingFor(request, contentType, size) {
  return varies(contentType, size) ? preferredEncoding(request?.headers['accept-encoding']) : 'identity';
}

/**
 * Settings per use: a static file is compressed once and kept, so it gets the smallest result
 * (brotli 11, gzip 9), except past a megabyte (the IIFE's source map), where brotli 11 makes
 * the first request wait seconds for 9 % fewer bytes than brotli 9. Pages and API answers are
 * compressed on every request, where brotli 11 would cost tens of milliseconds, so they get the
 * levels CDNs use for dynamic content.
 */
export const STATIC_LEVELS = { brotli: 11, gzip: 9 };
export const LARGE_STATIC_LEVELS = { brotli: 9, gzip: 9 };
export const LARGE_STATIC_BYTES = 1024 * 1024;
export const DYNAMIC_LEVELS = { brotli: 5, gzip: 6 };

export function brotliOptions(size, { brotli }) {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: brotli,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}

export const gzipOptions = ({ gzip }) => ({ level: gzip });

/**
 * A rendered page or API answer, compressed for this request. Synchronous: at these levels a
 * 100 KB page takes about a millisecond, and the callers stay plain functions.
 */
export function encodeDynamic(request, contentType, body) {
  const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body);
  const encoding = encodingFor(request, contentType, bytes.length);
  const headers = varies(contentType, bytes.length) ? { Vary: 'Accept-Encoding' } : {};
  if (encoding === 'br') return { body: brotliCompressSync(bytes, brotliOptions(bytes.length, DYNAMIC_LEVELS)), headers: { ...headers, 'Content-Encoding': 'br' } };
  if (encoding === 'gzip') return { body: gzipSync(bytes, gzipOptions(DYNAMIC_LEVELS)), headers: { ...headers, 'Content-Encoding': 'gzip' } };
  return { body: bytes, headers };
}
