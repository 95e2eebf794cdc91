import { expect } from 'chai';
import { CATALOG_LOCALES } from './locales';

// "Strings extracted for Lingui and translated in every catalog; no hard-coded English." Each
// catalog's .po file, as the extraction wrote it: every message has a translation.

/** The msgid -> msgstr pairs of a .po file (single-line entries, as Lingui writes short ones; multi-line joined). */
function entries(po: string): Map<string, string> {
  const found = new Map<string, string>();
  const unquote = (lines: string) => [...lines.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((match) => match[1]).join('');
  for (const block of po.split(/\n\n+/)) {
    const id = /^msgid ((?:"(?:[^"\\]|\\.)*"\s*)+)/m.exec(block);
    const str = /^msgstr ((?:"(?:[^"\\]|\\.)*"\s*)+)/m.exec(block);
    if (id && str && !/^#~/m.test(block)) found.set(unquote(id[1]), unquote(str[1]));
  }
  found.delete('');
  return found;
}

describe('catalogs: every message translated in every catalog', () => {
  for (const locale of CATALOG_LOCALES) {
    it(`${locale}: no message without its translation`, async () => {
      const response = await fetch(`/src/locales/${locale}.po`);
      expect(response.ok, `/src/locales/${locale}.po`).to.equal(true);
      const messages = entries(await response.text());
      expect(messages.size).to.be.greaterThan(150);
      const untranslated = [...messages].filter(([, translation]) => translation.trim() === '').map(([id]) => id);
      expect(untranslated).to.deep.equal([]);
    });
  }
});
