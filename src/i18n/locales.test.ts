import { expect } from 'chai';
import { CATALOG_LOCALES, DOMAIN_LOCALES, LOCALE_SITES, PARENT_LOCALES, SUPPORTED_LOCALES, domainLocale, parentLocale, resolveLocale, toLocaleCode } from './locales';

describe('locales: spec 000 §9 constants', () => {
  // The spec says 28; its parents (15) and catalogs (14, one Swedish) give 29 (see LOCALE_SITES).
  it('has the 29 supported locales the spec lists: every child of "Locale parents" and every catalog', () => {
    expect(SUPPORTED_LOCALES).to.have.length(29);
    expect(new Set(SUPPORTED_LOCALES).size).to.equal(29);
    expect(new Set(SUPPORTED_LOCALES.map(parentLocale))).to.deep.equal(new Set(CATALOG_LOCALES));
  });

  it('the Swedish site is Sverige on .se, translated by the sv catalog', () => {
    expect(LOCALE_SITES.sv_SE).to.deep.equal({ name: 'Sverige', tld: 'se' });
    expect(parentLocale('sv_SE')).to.equal('sv');
  });

  it('has one translation chunk for each locale of spec 000 §7', () => {
    expect([...CATALOG_LOCALES].sort()).to.deep.equal(
      ['de_DE', 'en_AU', 'en_GB', 'en_US', 'es_AR', 'es_ES', 'es_MX', 'fr_CA', 'fr_FR', 'it_IT', 'nl_NL', 'pt_BR', 'pt_PT', 'sv'].sort(),
    );
  });

  it('maps the country domains com, co.uk, de and se', () => {
    expect(DOMAIN_LOCALES).to.deep.equal({ com: 'en_US', 'co.uk': 'en_GB', de: 'de_DE', se: 'sv' });
  });
});

describe('locales: parents (spec 000 §9 "Locale parents")', () => {
  const expected: Record<string, string> = {
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
    // Not a parent in the spec: the Swedish catalog is only named `sv` (§7).
    sv_SE: 'sv',
  };

  for (const [locale, parent] of Object.entries(expected)) {
    it(`${locale} is translated by ${parent}`, () => expect(parentLocale(locale)).to.equal(parent));
  }

  it('every other supported locale is its own parent', () => {
    for (const locale of SUPPORTED_LOCALES.filter((code) => !(code in expected))) {
      expect(parentLocale(locale), locale).to.equal(locale);
    }
  });

  it('an unknown locale is translated by en_US', () => {
    expect(parentLocale('xx_YY')).to.equal('en_US');
    expect(parentLocale('ja_JP')).to.equal('en_US');
  });

  it('every parent is a catalog that exists', () => {
    for (const parent of Object.values(PARENT_LOCALES)) expect(CATALOG_LOCALES).to.include(parent);
  });
});

describe('locales: the initial locale (spec 000 §4 "Locale")', () => {
  it('is the server default language mapped to a locale code', () => {
    expect(resolveLocale({ defaultLanguage: 'de', serverLocale: 'fr_FR' })).to.equal('de_DE');
    expect(resolveLocale({ defaultLanguage: 'es-ar' })).to.equal('es_AR');
  });

  it('else the locale', () => {
    expect(resolveLocale({ defaultLanguage: undefined, serverLocale: 'fr_CA' })).to.equal('fr_CA');
    expect(resolveLocale({ defaultLanguage: 'klingon', serverLocale: 'it_IT' })).to.equal('it_IT');
  });

  it('else en_US', () => {
    expect(resolveLocale({})).to.equal('en_US');
    expect(resolveLocale({ defaultLanguage: 'zz', serverLocale: 42 })).to.equal('en_US');
  });

  it('a lang query parameter overrides, and so does a lang cookie', () => {
    expect(resolveLocale({ queryLang: 'nl_BE', cookieLang: 'pt_BR', defaultLanguage: 'de' })).to.equal('nl_BE');
    expect(resolveLocale({ cookieLang: 'pt_BR', defaultLanguage: 'de' })).to.equal('pt_BR');
  });

  it('an unknown lang value is ignored', () => {
    expect(resolveLocale({ queryLang: '<script>', cookieLang: 'xx', defaultLanguage: 'de' })).to.equal('de_DE');
  });

  it('env.locale, set by the embedding page, overrides everything (API.md §2)', () => {
    expect(resolveLocale({ configured: 'sv', queryLang: 'nl_BE', cookieLang: 'pt_BR', defaultLanguage: 'de', serverUrl: 'https://www.eventbrite.de' })).to.equal('sv_SE');
  });

  it("else the server URL's country domain, by the suffix map (com to en_US, co.uk to en_GB, de to de_DE, se to sv)", () => {
    expect(resolveLocale({ serverUrl: 'https://www.eventbrite.com' })).to.equal('en_US');
    expect(resolveLocale({ serverUrl: 'https://www.eventbrite.co.uk/' })).to.equal('en_GB');
    expect(resolveLocale({ serverUrl: 'https://www.eventbrite.de' })).to.equal('de_DE');
    expect(resolveLocale({ serverUrl: 'https://www.eventbrite.se' })).to.equal('sv_SE');
  });

  it("the server default language and the locale come before the server URL's domain", () => {
    expect(resolveLocale({ defaultLanguage: 'en_GB', serverUrl: 'https://www.eventbrite.se' })).to.equal('en_GB');
    expect(resolveLocale({ serverLocale: 'sv_SE', serverUrl: 'https://www.eventbrite.com' })).to.equal('sv_SE');
  });
});

describe("locales: the site of a server URL's country domain", () => {
  it('is the locale served at the root of that domain, not the one under a language folder', () => {
    expect(domainLocale('https://www.eventbrite.be')).to.equal('nl_BE');
    expect(domainLocale('https://www.eventbrite.ch')).to.equal('de_CH');
    expect(domainLocale('https://www.eventbrite.ca')).to.equal('en_CA');
    expect(domainLocale('https://www.eventbrite.at')).to.equal('de_AT');
  });

  it('takes the longest suffix: .com.au is not .com, .co.uk is not .co', () => {
    expect(domainLocale('https://www.eventbrite.com.au')).to.equal('en_AU');
    expect(domainLocale('https://www.eventbrite.co.uk')).to.equal('en_GB');
    expect(domainLocale('https://www.eventbrite.co')).to.equal('es_CO');
  });

  it('is undefined for a host of no known country domain, or no URL', () => {
    for (const value of ['http://127.0.0.1:8080', 'http://localhost/', 'https://eventbrite.xyz', 'not a url', undefined, 7]) {
      expect(domainLocale(value), String(value)).to.equal(undefined);
    }
  });
});

describe('locales: codes', () => {
  it('accepts dashes, underscores and any case', () => {
    expect(toLocaleCode('de-at')).to.equal('de_AT');
    expect(toLocaleCode('DE_at')).to.equal('de_AT');
    expect(toLocaleCode(' fr_CA ')).to.equal('fr_CA');
  });

  it('a bare language gives its main locale', () => {
    expect(toLocaleCode('pt')).to.equal('pt_BR');
    expect(toLocaleCode('sv')).to.equal('sv_SE');
  });

  it('gives undefined for anything else', () => {
    for (const value of ['', 'ja_JP', 'en_XX', 'english', null, undefined, 12]) expect(toLocaleCode(value)).to.equal(undefined);
  });
});
