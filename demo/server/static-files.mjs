// Files served as they are (dist/ and the demo pages' own files), the way a CDN serves them:
// text compressed once per file and kept, chunks with a content hash in their name cached for a
// year, every other file revalidated with a strong ETag.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import { LARGE_STATIC_BYTES, LARGE_STATIC_LEVELS, STATIC_LEVELS, brotliOptions, encodingFor, gzipOptions, varies } from './compression.mjs';
import { sendHtml } from './http-kit.mjs';

const STATIC_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};

export const typeOf = (file) => STATIC_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

/** For a name that changes whenever the content does: a year, never revalidated. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/** For a name that stays while the content changes: kept, but asked about (ETag) before each use. */
export const CACHE_REVALIDATE = 'no-cache';

/**
 * Rollup's shared chunks, `chunks/[name]-[hash].js` (and `npm/chunks/`, `classic/chunks/`), the hash 8 base64url
 * characters of the chunk's code. Not their `.map` files: the hash is of the minified code only,
 * so a change to a comment in the sources (which the maps carry) rewrites the map under the
 * same name.
 */
export const isHashedChunk = (relativePath) => /(?:^|\/)chunks\/[^/]+-[\w-]{8}\.js$/.test(relativePath);

/** Files up to this size are read once and kept in memory with their compressed forms; larger ones are streamed. */
export const LARGEST_KEPT_BYTES = 16 * 1024 * 1024;

const compressors = {
  br: promisify(brotliCompress),
  gzip: promisify(gzip),
};
const levelsFor = (size) => (size > LARGE_STATIC_BYTES ? LARGE_STATIC_LEVELS : STATIC_LEVELS);
const compressorOptions = {
  br: (size) => brotliOptions(size, levelsFor(size)),
  gzip: (size) => gzipOptions(levelsFor(size)),
};

/** The file under `base` a URL path names, or undefined when it would leave `base`. */
export function fileUnder(base, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const file = path.resolve(base, `.${path.posix.normalize(decoded)}`);
  return file.startsWith(`${base}${path.sep}`) ? file : undefined;
}

const contentHash = (hash) => hash.digest('base64url').slice(0, 27);

async function streamedHash(file) {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk);
  return contentHash(hash);
}

/** What is known of one version of a file: its hash and, when kept, its bytes and compressed forms. */
async function loadFile(file, size) {
  if (size > LARGEST_KEPT_BYTES) return { size, hash: await streamedHash(file) };
  const bytes = await readFile(file);
  const variants = new Map();
  return {
    size: bytes.length,
    hash: contentHash(createHash('sha256').update(bytes)),
    bytes,
    /** The bytes in `encoding`, compressed on first use and kept. */
    encoded(encoding) {
      if (!variants.has(encoding)) {
        const pending = compressors[encoding](bytes, compressorOptions[encoding](bytes.length));
        pending.catch(() => variants.delete(encoding));
        variants.set(encoding, pending);
      }
      return variants.get(encoding);
    },
  };
}

/**
 * One ETag per representation: each coding is a different body, and a strong validator names
 * exactly one body.
 */
const etagFor = (hash, encoding) => `"${hash}${encoding === 'identity' ? '' : `-${encoding}`}"`;

/** If-None-Match uses the weak comparison: `W/` does not matter, `*` matches any. */
function noneMatch(header, etag) {
  if (typeof header !== 'string') return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * Serves the files under `base`. Each version of a file (path, size, modification time) is read,
 * hashed and compressed once; the map holds the newest version of each file that was asked for.
 */
export function staticFolder(base, { cacheControl = () => CACHE_REVALIDATE } = {}) {
  const versions = new Map();

  function versionOf(file, info) {
    const key = `${info.size}:${info.mtimeMs}`;
    const known = versions.get(file);
    if (known?.key === key) return known.loaded;
    const loaded = loadFile(file, info.size);
    loaded.catch(() => versions.get(file)?.loaded === loaded && versions.delete(file));
    versions.set(file, { key, loaded });
    return loaded;
  }

  /** Answers the file a URL path names; false when there is no such file. */
  return async function serve(request, response, urlPath) {
    const file = fileUnder(base, urlPath);
    const info = file && (await stat(file).catch(() => undefined));
    if (!info?.isFile()) return false;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      sendHtml(response, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
      return true;
    }
    let version;
    try {
      version = await versionOf(file, info);
    } catch (error) {
      if (error.code === 'ENOENT' || error.code === 'EISDIR') return false;
      throw error;
    }
    const contentType = typeOf(file);
    const kept = Boolean(version.bytes);
    const encoding = kept ? encodingFor(request, contentType, version.size) : 'identity';
    const relativePath = path.relative(base, file).split(path.sep).join('/');
    const headers = {
      ETag: etagFor(version.hash, encoding),
      'Cache-Control': cacheControl(relativePath),
      ...(kept && varies(contentType, version.size) ? { Vary: 'Accept-Encoding' } : {}),
      'X-Content-Type-Options': 'nosniff',
    };
    if (noneMatch(request.headers['if-none-match'], headers.ETag)) {
      response.writeHead(304, headers);
      response.end();
      return true;
    }
    const body = !kept ? undefined : encoding === 'identity' ? version.bytes : await version.encoded(encoding);
    response.writeHead(200, {
      'Content-Type': contentType,
      'Content-Length': body ? body.length : version.size,
      ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
      ...headers,
    });
    if (request.method === 'HEAD') response.end();
    else if (body) response.end(body);
    else pipeline(createReadStream(file), response, () => {});
    return true;
  };
}
