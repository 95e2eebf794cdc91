import { expect } from 'chai';
import { graphemes } from './graphemes';

describe('graphemes: the characters a reader sees', () => {
  it("keeps 'é' written as e + accent, an emoji with its skin tone and a flag as one character each", () => {
    expect(graphemes('e\u0301a')).to.deep.equal(['e\u0301', 'a']);
    expect(graphemes('👍🏽!')).to.deep.equal(['👍🏽', '!']);
    expect(graphemes('🇩🇪🇫🇷')).to.deep.equal(['🇩🇪', '🇫🇷']);
    expect(graphemes('')).to.deep.equal([]);
  });

  it('without Intl.Segmenter (Firefox before 125): code points, so a surrogate pair is never split', () => {
    expect(graphemes('a😀b', null)).to.deep.equal(['a', '😀', 'b']);
    expect(graphemes('😀'.repeat(3), null)).to.have.length(3);
  });
});
