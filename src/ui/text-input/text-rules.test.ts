import { expect } from 'chai';
import { i18n } from '../../stores/locale';
import { DEFAULT_LENGTH_CHECK, cleanEdit, cleanText, cutToLength, lengthMessage, textLength } from './text-rules';

const single = { multiline: false };
const multi = { multiline: true };
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe('text rules (spec 000 §5): line and paragraph separators become newlines', () => {
  it('turns the line separator U+2028 and paragraph separator U+2029 into newlines in a textarea', () => {
    expect(cleanText('one\u2028two\u2029three', multi)).to.equal('one\ntwo\nthree');
  });

  it('treats \\r\\n and \\r from another platform as the same newline', () => {
    expect(cleanText('one\r\ntwo\rthree', multi)).to.equal('one\ntwo\nthree');
  });

  it('a single-line input turns every line break into a plain space so the words stay apart', () => {
    expect(cleanText('one\u2028two\u2029three\nfour\r\nfive', single)).to.equal('one two three four five');
  });
});

describe('text rules (spec 000 §5): unusual spaces become plain space', () => {
  it('turns no-break, ogham, en to hair, narrow, medium mathematical and ideographic spaces into a plain space', () => {
    const unusual = [
      '\u00A0',
      '\u1680',
      '\u2000',
      '\u2001',
      '\u2002',
      '\u2003',
      '\u2004',
      '\u2005',
      '\u2006',
      '\u2007',
      '\u2008',
      '\u2009',
      '\u200A',
      '\u202F',
      '\u205F',
      '\u3000',
    ];
    for (const space of unusual) expect(cleanText(`a${space}b`, single), `U+${space.codePointAt(0)!.toString(16)}`).to.equal('a b');
  });

  it('turns a tab into a plain space, in a single-line input and in a textarea', () => {
    expect(cleanText('a\tb', single)).to.equal('a b');
    expect(cleanText('a\tb\nc', multi)).to.equal('a b\nc');
  });
});

describe('text rules (spec 000 §5): control characters stripped', () => {
  it('strips C0 and C1 control characters and DEL', () => {
    expect(cleanText('a\u0000b\u0007c\u001Bd\u007Fe\u0085f\u009Fg', single)).to.equal('abcdefg');
  });

  it('keeps newlines in a textarea while stripping the other control characters', () => {
    expect(cleanText('a\nb\u000Bc\u000Cd', multi)).to.equal('a\nbcd');
  });
});

describe('text rules (spec 000 §5): unassigned code points stripped', () => {
  it('strips unassigned code points and noncharacters', () => {
    expect(cleanText('a\u0378b\uFDD0c\uFFFFd\u{2FFFF}e', single)).to.equal('abcde');
  });

  it('strips half a surrogate pair on its own', () => {
    expect(cleanText('a\uD83Db\uDE00c', single)).to.equal('abc');
  });
});

describe('text rules (spec 000 §5): invisible code points stripped', () => {
  it('strips zero-width space, direction marks, byte order mark, word joiner, soft hyphen and bidi overrides and isolates', () => {
    const invisible = [
      '\u200B',
      '\u200E',
      '\u200F',
      '\uFEFF',
      '\u2060',
      '\u00AD',
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u202E',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u3164',
    ];
    for (const character of invisible) {
      expect(cleanText(`a${character}b`, single), `U+${character.codePointAt(0)!.toString(16)}`).to.equal('ab');
    }
  });

  it('strips stray tag characters but keeps a subdivision flag whole', () => {
    const scotland = '\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}';
    expect(cleanText(`a\u{E0041}\u{E0042}b ${scotland}`, single)).to.equal(`ab ${scotland}`);
  });

  it('keeps the invisible characters that shape visible text: joiners in emoji and Persian, emoji variation selectors', () => {
    const family = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}';
    const persian = 'می\u200Cخواهم';
    const redHeart = '\u2764\uFE0F';
    expect(cleanText(`${family} ${persian} ${redHeart}`, single)).to.equal(`${family} ${persian} ${redHeart}`);
  });

  it('keeps private-use characters: they are visible in their font', () => {
    expect(cleanText('a\uE000b\uF8FFc\u{F0000}', single)).to.equal('a\uE000b\uF8FFc\u{F0000}');
  });
});

describe('text rules (spec 000 §5): number type accepts only digits', () => {
  it('keeps only 0-9 ("12ab3" becomes "123")', () => {
    expect(cleanText('12ab3', { digitsOnly: true })).to.equal('123');
    expect(cleanText('+1 (555) 12-34.5e6', { digitsOnly: true })).to.equal('1555123456');
  });
});

describe('text rules (spec 000 §5): value cut to maximum length', () => {
  it('cuts a value to its maximum length', () => {
    expect(cleanText('abcdef', { maxLength: 3 })).to.equal('abc');
    expect(cleanText('abc', { maxLength: 3 })).to.equal('abc');
  });

  it('counts an emoji once and never splits a surrogate pair at the boundary', () => {
    expect(textLength('ab\u{1F600}')).to.equal(3);
    expect(cleanText('ab\u{1F600}c', { maxLength: 3 })).to.equal('ab\u{1F600}');
    const cut = cleanText('ab\u{1F600}', { maxLength: 2 });
    expect(cut).to.equal('ab');
    expect(cut).not.to.match(loneSurrogate);
  });

  it('drops a whole character cluster (an emoji with its skin tone) that does not fit', () => {
    expect(cutToLength('a\u{1F44D}\u{1F3FD}', 2)).to.equal('a');
    expect(cutToLength('a\u{1F44D}\u{1F3FD}', 3)).to.equal('a\u{1F44D}\u{1F3FD}');
  });

  it('cuts last, after stripping and converting', () => {
    expect(cleanText('a\u200B\u200Bbc', { maxLength: 3 })).to.equal('abc');
    expect(cleanText('1\u20282x3', { digitsOnly: true, maxLength: 2 })).to.equal('12');
  });
});

describe('text rules: cleaning an edit keeps the caret where the user was', () => {
  it('moves the caret back by what was removed before it', () => {
    // 'ab' then a pasted 'x\u200By' before 'cd': the caret was after the 'y'.
    expect(cleanEdit('abx\u200Bycd', 5, single)).to.deep.equal({ value: 'abxycd', caret: 4, cut: false });
  });

  it('an edit past the maximum loses its own end, not the end of the existing text', () => {
    expect(cleanEdit('abXYZcde', 5, { maxLength: 5 })).to.deep.equal({ value: 'abcde', caret: 2, cut: true });
    expect(cleanEdit('abXYcd', 4, { maxLength: 5 })).to.deep.equal({ value: 'abXcd', caret: 3, cut: true });
  });

  it('cleans the whole value, caret at its end, for a type without a caret (email, date)', () => {
    expect(cleanEdit('a\u200B@b.c', null, single)).to.deep.equal({ value: 'a@b.c', caret: 5, cut: false });
  });

  it('a value given longer than its maximum is cut at its end on the next edit', () => {
    expect(cleanEdit('Xabcdef', 1, { maxLength: 4 })).to.deep.equal({ value: 'abcd', caret: 0, cut: true });
  });
});

describe("text rules (spec 000 §5): length check message 'content must be N characters or less' (default 140)", () => {
  it("reads 'content must be N characters or less' with N the maximum", () => {
    expect(i18n._(lengthMessage(25))).to.equal('content must be 25 characters or less');
  });

  it('defaults to 140', () => {
    expect(DEFAULT_LENGTH_CHECK).to.equal(140);
    expect(i18n._(lengthMessage())).to.equal('content must be 140 characters or less');
  });
});
