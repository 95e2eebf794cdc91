import { setupI18n } from '@lingui/core';
import { atom } from 'nanostores';
import { CatalogLoadError, enUSMessages, loadCatalog, type CatalogFetcher } from '../i18n/catalogs';
import { DEFAULT_LOCALE, parentLocale, resolveLocale, toLanguageTag } from '../i18n/locales';
import { withVerbatimValues } from '../i18n/verbatim-values';
import { readCookie, readQueryParam } from '../platform/browser';
import { isPageLeaving } from '../platform/page-leaving';
import { $env } from './server-data';

/** The library's own Lingui instance, so a host page that uses Lingui is never disturbed. */
export const i18n = withVerbatimValues(
  setupI18n({
    locale: DEFAULT_LOCALE,
    locales: [toLanguageTag(DEFAULT_LOCALE)],
    messages: { [DEFAULT_LOCALE]: enUSMessages },
  }),
);

/** The visitor's locale (`de_AT`), which also picks the site; translations come from its parent. */
export const $locale = atom<string>(DEFAULT_LOCALE);

/**
 * False until the first catalog is active: spec 000 §4 renders en_US at once, and any other
 * locale only after its translations loaded (or failed and fell back to en_US).
 */
export const $translationsReady = atom<boolean>(false);

/**
 * The locale shown now: the value of `$locale` whose translations (or, when they failed, en_US's)
 * are active. It lags `$locale` while a catalog loads; a server-rendered element hydrates once
 * the two agree (hydrate-element.tsx).
 */
export const $shownLocale = atom<string | undefined>(undefined);

let latestRequest = 0;

/** Shows `locale` with its parent's catalog; on failure reports MODULE_NOT_FOUND and uses en_US. */
export async function applyLocale(locale: string, fetcher?: CatalogFetcher, timeoutMs?: number): Promise<void> {
  const request = ++latestRequest;
  $locale.set(locale);
  const catalog = parentLocale(locale);
  let messages = enUSMessages;
  let active: string = DEFAULT_LOCALE;
  if (catalog !== DEFAULT_LOCALE) {
    try {
      messages = await loadCatalog(catalog, fetcher, timeoutMs);
      active = catalog;
    } catch (error) {
      const code = error instanceof CatalogLoadError ? error.code : 'MODULE_NOT_FOUND';
      if (!isPageLeaving()) console.error(`[eb-widgets] ${code}: showing en_US instead of ${locale}.`, error);
    }
  }
  // A later choice of locale wins over a slower, earlier load.
  if (request !== latestRequest) return;
  i18n.loadAndActivate({ locale: active, locales: [toLanguageTag(locale)], messages });
  $shownLocale.set(locale);
  $translationsReady.set(true);
}

/** The locale spec 000 §4 and API.md §2 give for the current page and server data. */
export function currentLocale(): string {
  const env = $env.get();
  return resolveLocale({
    configured: env.locale,
    queryLang: readQueryParam('lang'),
    cookieLang: readCookie('lang'),
    defaultLanguage: env.localeInfo?.defaultLanguage,
    serverLocale: env.localeInfo?.locale,
    serverUrl: env.serverUrl,
  });
}

let stopFollowing: (() => void) | undefined;

/** Resolves the locale now and again whenever the configuration changes it. */
export function followLocale(): void {
  if (stopFollowing) return;
  void applyLocale(currentLocale());
  stopFollowing = $env.listen(() => {
    const locale = currentLocale();
    if (locale !== $locale.get()) void applyLocale(locale);
  });
}
