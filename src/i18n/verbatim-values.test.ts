import { setupI18n } from '@lingui/core';
import { expect } from 'chai';
import { withVerbatimValues } from './verbatim-values';

// Text is shown verbatim: Lingui decodes escape sequences over the whole formatted message; a value
// must come out exactly as it went in.

const i18n = () =>
  withVerbatimValues(
    setupI18n({
      locale: 'en_US',
      messages: {
        en_US: {
          share: ['Share ', ['name']],
          mood: ['Feeling ', ['mood', 'select', { happy: ['glad'], other: ['so-so'] }], ', ', ['name']],
          escaped: ['caf\\u00e9 ', ['name']],
        },
      },
    }),
  );

describe('withVerbatimValues: values in a translated message come out as given', () => {
  const TEXT = String.raw`\u003cb\u003e \x41 <0>x</0> {name}`;

  it('through _ with values, a descriptor, and t', () => {
    const translations = i18n();
    expect(translations._('share', { name: TEXT })).to.equal(`Share ${TEXT}`);
    expect(translations._({ id: 'share', values: { name: TEXT } })).to.equal(`Share ${TEXT}`);
    expect(translations.t('share', { name: TEXT })).to.equal(`Share ${TEXT}`);
  });

  it('a select argument still selects on its value', () => {
    expect(i18n()._('mood', { mood: 'happy', name: TEXT })).to.equal(`Feeling glad, ${TEXT}`);
  });

  it("the message's own escape sequences are still decoded", () => {
    expect(i18n()._('escaped', { name: TEXT })).to.equal(`café ${TEXT}`);
  });
});
