import type { Messages } from '@lingui/core';
import { catalogUrls } from 'virtual:eb-catalog-urls';
import { currentOrigin } from '../platform/browser';
import { DEFAULT_LOCALE, type CatalogLocale } from './locales';
import { sourceMessages } from './source-messages';

/** Spec 000 §7: a translation chunk that has not arrived after 120 seconds has failed. */
export const CATALOG_TIMEOUT_MS = 120_000;

/** Spec 000 §8: a missing translation is reported with this code. */
export class CatalogLoadError extends Error {
  readonly code = 'MODULE_NOT_FOUND';

  constructor(
    readonly locale: string,
    reason: string,
  ) {
    super(`Cannot find the translations for ${locale}: ${reason}`);
    this.name = 'CatalogLoadError';
  }
}

export type CatalogFetcher = (url: string, init: { signal: AbortSignal }) => Promise<Response>;

/** en_US is built in, each message with the code that shows it, so it renders at once (spec 000 §4). */
export const enUSMessages = sourceMessages;

const loaded = new Map<string, Promise<Messages>>([[DEFAULT_LOCALE, Promise.resolve(enUSMessages)]]);

function isMessages(value: unknown): value is { messages: Messages } {
  return typeof value === 'object' && value !== null && typeof (value as { messages?: unknown }).messages === 'object';
}

async function fetchCatalog(locale: CatalogLocale, fetcher: CatalogFetcher, timeoutMs: number): Promise<Messages> {
  const url = catalogUrls[locale];
  if (!url) throw new CatalogLoadError(locale, 'no catalog is built for it');
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`no answer after ${timeoutMs / 1000} s`)), timeoutMs);
  try {
    let response: Response;
    try {
      response = await fetcher(url, { signal: controller.signal });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      // A browser reports a CORS refusal exactly like a dropped connection.
      const crossOrigin = new URL(url, document.baseURI).origin !== currentOrigin();
      throw new CatalogLoadError(
        locale,
        crossOrigin
          ? `${url} could not be fetched (${reason}); the library is served from another origin, which must send Access-Control-Allow-Origin for its locales/*.json (README, "CORS")`
          : `${url} could not be fetched (${reason})`,
      );
    }
    if (!response.ok) throw new CatalogLoadError(locale, `${url} answered ${response.status}`);
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new CatalogLoadError(locale, `${url} is not a JSON catalog`);
    }
    if (!isMessages(body)) throw new CatalogLoadError(locale, `${url} holds no messages`);
    return body.messages;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The compiled messages of one catalog, fetched once per page; en_US is built in. A failed
 * load is forgotten, so a later request tries again.
 */
export function loadCatalog(locale: CatalogLocale, fetcher: CatalogFetcher = (url, init) => fetch(url, init), timeoutMs = CATALOG_TIMEOUT_MS): Promise<Messages> {
  let promise = loaded.get(locale);
  if (!promise) {
    promise = fetchCatalog(locale, fetcher, timeoutMs);
    promise.catch(() => loaded.delete(locale));
    loaded.set(locale, promise);
  }
  return promise;
}

export function forgetLoadedCatalogs(): void {
  for (const locale of loaded.keys()) if (locale !== DEFAULT_LOCALE) loaded.delete(locale);
}
