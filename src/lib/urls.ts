const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * The URL as an absolute string when it is http(s), mailto or tel; undefined otherwise
 * (javascript:, data:, garbage). Relative URLs resolve against `base`.
 */
export function safeUrl(value: unknown, base?: string): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  let url: URL;
  try {
    url = new URL(value.trim(), base);
  } catch {
    return undefined;
  }
  return SAFE_PROTOCOLS.has(url.protocol) ? url.href : undefined;
}

/** The URL as an absolute http(s) string; undefined for any other scheme or garbage. */
export function httpUrl(value: unknown, base?: string): string | undefined {
  const url = safeUrl(value, base);
  return url && /^https?:/.test(url) ? url : undefined;
}

// Only used to tell a safe relative path from a javascript: or data: URL; never shown.
const RELATIVE_CHECK_BASE = 'https://relative.invalid/';

/**
 * The href to render for a link, kept as given (a relative path stays relative) when it is
 * http(s), mailto, tel or a relative path; undefined otherwise (javascript:, data:, blank).
 */
export function safeHref(value: unknown): string | undefined {
  return typeof value === 'string' && safeUrl(value, RELATIVE_CHECK_BASE) ? value.trim() : undefined;
}

/** `siteUrl('https://www.eventbrite.com/', '/d/local/')` -> `https://www.eventbrite.com/d/local/`. */
export function siteUrl(serverUrl: string, path: string): string {
  return `${serverUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** Adds or replaces query parameters. */
export function withQuery(url: string, params: Record<string, string>): string {
  const parsed = new URL(url);
  for (const [key, value] of Object.entries(params)) parsed.searchParams.set(key, value);
  return parsed.href;
}
