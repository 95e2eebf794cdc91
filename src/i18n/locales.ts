// Locale constants of spec 000 §7 and §9.

/** The translation chunks (spec 000 §7): one catalog file each. */
export const CATALOG_LOCALES = ['de_DE', 'en_AU', 'en_GB', 'en_US', 'es_AR', 'es_ES', 'es_MX', 'fr_CA', 'fr_FR', 'it_IT', 'nl_NL', 'pt_BR', 'pt_PT', 'sv'] as const;
export type CatalogLocale = (typeof CATALOG_LOCALES)[number];

export const DEFAULT_LOCALE = 'en_US' satisfies CatalogLocale;

/** Spec 000 §9 "Locale parents"; every other supported locale is its own parent. */
export const PARENT_LOCALES: Readonly<Record<string, CatalogLocale>> = {
  de_AT: 'de_DE',
  de_CH: 'de_DE',
  en_NZ: 'en_AU',
  en_IE: 'en_GB',
  en_SG: 'en_GB',
  en_HK: 'en_GB',
  en_DK: 'en_GB',
  en_FI: 'en_GB',
  en_CA: 'en_US',
  es_CL: 'es_ES',
  es_CO: 'es_ES',
  es_PE: 'es_ES',
  fr_BE: 'fr_FR',
  fr_CH: 'fr_FR',
  nl_BE: 'nl_NL',
  // The Swedish catalog is named `sv` (spec 000 §7); its site locale spelled in full maps onto it.
  sv_SE: 'sv',
};

export interface LocaleSite {
  /** The site's name in its own language, shown in the footer's locale selector. */
  name: string;
  /** Country domain suffix: `com`, `co.uk`, `de`... */
  tld: string;
  /** Set when the locale shares its domain and lives under a language folder (`/fr/`). */
  languageSubdirectory?: string;
}

/**
 * The supported locales (spec 000 §9) and the site each one is served from. The spec says 28,
 * but its own lists give 29: the 15 locales of "Locale parents" plus the 14 catalogs, one of
 * them Swedish, which the suffix map and the EU DSA list require.
 */
export const LOCALE_SITES: Readonly<Record<string, LocaleSite>> = {
  de_AT: { name: 'Österreich', tld: 'at' },
  de_CH: { name: 'Schweiz', tld: 'ch' },
  de_DE: { name: 'Deutschland', tld: 'de' },
  en_AU: { name: 'Australia', tld: 'com.au' },
  en_CA: { name: 'Canada (English)', tld: 'ca' },
  en_DK: { name: 'Denmark', tld: 'dk' },
  en_FI: { name: 'Finland', tld: 'fi' },
  en_GB: { name: 'United Kingdom', tld: 'co.uk' },
  en_HK: { name: 'Hong Kong', tld: 'hk' },
  en_IE: { name: 'Ireland', tld: 'ie' },
  en_NZ: { name: 'New Zealand', tld: 'co.nz' },
  en_SG: { name: 'Singapore', tld: 'sg' },
  en_US: { name: 'United States', tld: 'com' },
  es_AR: { name: 'Argentina', tld: 'com.ar' },
  es_CL: { name: 'Chile', tld: 'cl' },
  es_CO: { name: 'Colombia', tld: 'co' },
  es_ES: { name: 'España', tld: 'es' },
  es_MX: { name: 'México', tld: 'com.mx' },
  es_PE: { name: 'Perú', tld: 'com.pe' },
  fr_BE: { name: 'Belgique (Français)', tld: 'be', languageSubdirectory: 'fr' },
  fr_CA: { name: 'Canada (Français)', tld: 'ca', languageSubdirectory: 'fr' },
  fr_CH: { name: 'Suisse (Français)', tld: 'ch', languageSubdirectory: 'fr' },
  fr_FR: { name: 'France', tld: 'fr' },
  it_IT: { name: 'Italia', tld: 'it' },
  nl_BE: { name: 'België (Nederlands)', tld: 'be' },
  nl_NL: { name: 'Nederland', tld: 'nl' },
  pt_BR: { name: 'Brasil', tld: 'com.br' },
  pt_PT: { name: 'Portugal', tld: 'pt' },
  // Spec 000 §2 and §9 name the .se site (suffix map, EU DSA list); its catalog is `sv`.
  sv_SE: { name: 'Sverige', tld: 'se' },
};

export const SUPPORTED_LOCALES = Object.keys(LOCALE_SITES);

/** Spec 000 §9 "country-domain suffix map". */
export const DOMAIN_LOCALES: Readonly<Record<string, string>> = {
  com: 'en_US',
  'co.uk': 'en_GB',
  de: 'de_DE',
  se: 'sv',
};

/** A bare language code maps to its main locale. */
const LANGUAGE_LOCALES: Readonly<Record<string, string>> = {
  de: 'de_DE',
  en: 'en_US',
  es: 'es_ES',
  fr: 'fr_FR',
  it: 'it_IT',
  nl: 'nl_NL',
  pt: 'pt_BR',
  sv: 'sv_SE',
};

/**
 * Every country domain and the locale served at its root: the suffix map, then each site of
 * LOCALE_SITES that is not under a language folder (.be is nl_BE, its /fr/ is fr_BE).
 */
const ROOT_LOCALE_OF_DOMAIN: ReadonlyMap<string, string> = new Map([
  ...Object.entries(LOCALE_SITES)
    .filter(([, site]) => !site.languageSubdirectory)
    .map(([locale, site]): [string, string] => [site.tld, locale]),
  ...Object.entries(DOMAIN_LOCALES),
]);

/** The locale of the site a server URL belongs to, by its longest known country domain suffix. */
export function domainLocale(serverUrl: unknown): string | undefined {
  if (typeof serverUrl !== 'string') return undefined;
  let host: string;
  try {
    host = new URL(serverUrl).hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return undefined;
  }
  let best: string | undefined;
  for (const suffix of ROOT_LOCALE_OF_DOMAIN.keys()) {
    if (host.endsWith(`.${suffix}`) && (!best || suffix.length > best.length)) best = suffix;
  }
  return best ? toLocaleCode(ROOT_LOCALE_OF_DOMAIN.get(best)) : undefined;
}

function isKnownLocale(locale: string): boolean {
  return locale in LOCALE_SITES || locale in PARENT_LOCALES || (CATALOG_LOCALES as readonly string[]).includes(locale);
}

/**
 * Turns `de-at`, `de_AT`, `DE_at` or `de` into a known locale code (`de_AT`, `de_DE`), or
 * undefined when the value names no locale we know.
 */
export function toLocaleCode(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^\s*([a-z]{2})(?:[-_]([a-z]{2}))?\s*$/i.exec(value);
  if (!match) return undefined;
  const language = match[1].toLowerCase();
  const code = match[2] ? `${language}_${match[2].toUpperCase()}` : LANGUAGE_LOCALES[language];
  return code && isKnownLocale(code) ? code : undefined;
}

/** Spec 000 §9: the catalog a locale is translated by; unknown locales use en_US. */
export function parentLocale(locale: string): CatalogLocale {
  if (locale in PARENT_LOCALES) return PARENT_LOCALES[locale];
  if ((CATALOG_LOCALES as readonly string[]).includes(locale)) return locale as CatalogLocale;
  return DEFAULT_LOCALE;
}

/** `de_AT` -> `de-AT`, for Intl and the `lang` attribute. */
export function toLanguageTag(locale: string): string {
  return locale.replace('_', '-');
}

/**
 * The writing direction of a locale's text: every supported locale is written left to right, so
 * an element keeps it even on a page with `dir="rtl"` (direction is inherited into shadow trees).
 */
export function textDirection(_locale: string): 'ltr' | 'rtl' {
  return 'ltr';
}

export interface LocaleSources {
  /** `env.locale`: set by the embedding page, it overrides everything else (API.md §2). */
  configured?: unknown;
  /** The `lang` query parameter, then the `lang` cookie (spec 000 §4). */
  queryLang?: unknown;
  cookieLang?: unknown;
  /** `env.localeInfo.defaultLanguage`, then `env.localeInfo.locale` (spec 000 §3, §4). */
  defaultLanguage?: unknown;
  serverLocale?: unknown;
  /** `env.serverUrl`: its country domain names the site when the server data names no language (§9). */
  serverUrl?: unknown;
}

/**
 * Spec 000 §4 "Locale": the first source that names a known locale wins, else en_US. The spec's
 * order is "the server default language mapped to a locale code, else locale": localeInfo's
 * defaultLanguage, then localeInfo's locale, then the locale of the server URL's country domain
 * (§9 suffix map), the server's least explicit word. Before them all come env.locale, the
 * page's explicit choice (API.md §2), then the lang parameter and the lang cookie.
 */
export function resolveLocale(sources: LocaleSources): string {
  const { configured, queryLang, cookieLang, defaultLanguage, serverLocale, serverUrl } = sources;
  for (const candidate of [configured, queryLang, cookieLang, defaultLanguage, serverLocale, domainLocale(serverUrl)]) {
    const code = toLocaleCode(candidate);
    if (code) return code;
  }
  return DEFAULT_LOCALE;
}
