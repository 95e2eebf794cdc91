import { expect } from 'chai';
import { expectNoAxeViolations } from '../../test-support/axe';
import { cleanupElements } from '../../test-support/elements';
import { renderInElement } from '../../test-support/render-in-element';
import { TEXT_LIST_MAX_LENGTH, TextList, truncateText } from './TextList';

afterEach(cleanupElements);

const LONG = 'Join us for an evening of live jazz, local food trucks and a silent auction for the library fund in the park.';

describe('truncateText (spec 000 §5): "Text list secondary and tertiary text truncated at 88 characters"', () => {
  it('the limit is 88 characters', () => {
    expect(TEXT_LIST_MAX_LENGTH).to.equal(88);
  });

  it('keeps text of 87 characters as it is', () => {
    const text = 'a'.repeat(87);
    expect(truncateText(text, 88)).to.equal(text);
  });

  it('keeps text of exactly 88 characters as it is', () => {
    const text = 'a'.repeat(88);
    expect(truncateText(text, 88)).to.equal(text);
    expect(truncateText(text)).to.equal(text);
  });

  it('cuts text of 89 characters to its first 88 plus an ellipsis', () => {
    expect(truncateText(`${'a'.repeat(88)}b`, 88)).to.equal(`${'a'.repeat(88)}…`);
  });

  it('counts an emoji as one character and never splits a surrogate pair', () => {
    // 87 letters + 😀 + 'b' is 89 characters but 90 UTF-16 code units.
    expect(truncateText(`${'a'.repeat(87)}😀b`, 88)).to.equal(`${'a'.repeat(87)}😀…`);
    expect(truncateText(`${'a'.repeat(88)}😀`, 88)).to.equal(`${'a'.repeat(88)}…`);
    const emoji = '😀'.repeat(88);
    expect(truncateText(emoji, 88)).to.equal(emoji);
    const cut = truncateText('😀'.repeat(89), 88);
    expect(cut).to.equal(`${'😀'.repeat(88)}…`);
    expect(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/.test(cut)).to.equal(false);
  });

  it('never splits a letter from its accent or a joined emoji', () => {
    const family = '👨‍👩‍👧';
    expect(truncateText(`${'a'.repeat(87)}${family}b`, 88)).to.equal(`${'a'.repeat(87)}${family}…`);
    expect(truncateText(`${'a'.repeat(87)}e\u0301b`, 88)).to.equal(`${'a'.repeat(87)}e\u0301…`);
  });

  it('drops a space left before the ellipsis', () => {
    expect(truncateText(`${'a'.repeat(87)} bbb`, 88)).to.equal(`${'a'.repeat(87)}…`);
  });
});

describe('TextList (spec 000 §5): primary, secondary and tertiary text', () => {
  it('shows the three lines, the primary one in full', async () => {
    const { root } = await renderInElement(<TextList primaryText={LONG} secondaryText="Sat, Jun 7" tertiaryText="Central Park" />);
    expect(root.querySelector('.eb-text-list__primary')!.textContent).to.equal(LONG);
    expect(root.querySelector('.eb-text-list__secondary')!.textContent).to.equal('Sat, Jun 7');
    expect(root.querySelector('.eb-text-list__tertiary')!.textContent).to.equal('Central Park');
    expect(root.querySelector('[title]')).to.equal(null);
  });

  it('shows secondary and tertiary text over 88 characters cut, with the full text for screen readers and as a tooltip', async () => {
    expect(LONG.length).to.be.greaterThan(88);
    const { root, view } = await renderInElement(<TextList primaryText="Jazz night" secondaryText={LONG} tertiaryText={`${LONG}!`} />);
    for (const [selector, full] of [
      ['.eb-text-list__secondary', LONG],
      ['.eb-text-list__tertiary', `${LONG}!`],
    ]) {
      const line = root.querySelector<HTMLElement>(selector)!;
      const shown = line.querySelector('[aria-hidden="true"]')!;
      expect(shown.textContent).to.equal(`${LONG.slice(0, 88).trimEnd()}…`);
      expect(line.title).to.equal(full);
      expect(view.getByText(full).classList.contains('eb-visually-hidden')).to.equal(true);
    }
  });

  it('leaves out the lines it is not given', async () => {
    const { root } = await renderInElement(<TextList primaryText="Jazz night" />);
    expect(root.querySelectorAll('.eb-text-list p')).to.have.length(1);
  });

  it('has no axe-core violations', async () => {
    const { host } = await renderInElement(<TextList primaryText="Jazz night" secondaryText={LONG} tertiaryText="Central Park" />);
    await expectNoAxeViolations(host);
  });
});
