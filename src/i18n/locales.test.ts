import { expect } from 'chai';
import { CATALOG_LOCALES, DOMAIN_LOCALES, PARENT_LOCALES, SUPPORTED_LOCALES, parentLocale, resolveLocale, toLocaleCode } from './locales';

describe('locales: spec 000 §9 constants', () => {
  it('has 28 supported locales', () => {
    expect(SUPPORTED_LOCALES).to.have.length(28);
    expect(new Set(SUPPORTED_LOCALES).size).to.equal(28);
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
    de_AT: 'de_DE', de_CH: 'de_DE', en_NZ: 'en_AU',
    en_IE: 'en_GB', en_SG: 'en_GB', en_HK: 'en_GB', en_DK: 'en_GB', en_FI: 'en_GB',
    en_CA: 'en_US', es_CL: 'es_ES', es_CO: 'es_ES', es_PE: 'es_ES', fr_BE: 'fr_FR', fr_CH: 'fr_FR', nl_BE: 'nl_NL',
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
    for (const parent of Object.values(PARENT_LOCALES)) expect(CATALOG_LOCALES as readonly string[]).to.include(parent);
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
    expect(resolveLocale({ configured: 'sv', queryLang: 'nl_BE', cookieLang: 'pt_BR', defaultLanguage: 'de' })).to.equal('sv');
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
    expect(toLocaleCode('sv')).to.equal('sv');
  });

  it('gives undefined for anything else', () => {
    for (const value of ['', 'ja_JP', 'en_XX', 'english', null, undefined, 12]) expect(toLocaleCode(value)).to.equal(undefined);
  });
});
