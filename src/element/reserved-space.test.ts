import { expect } from 'chai';
import { cleanupElements, mountHtml } from '../test-support/elements';
import { holdReservedSpace, pageReservedSpaceCss, releaseReservedSpace, reservedSpaceFor } from './reserved-space';

// Nothing in this file defines a tag: every eb- element here stays undefined, as on a page
// before the library's script has run.

afterEach(() => {
  cleanupElements();
  document.getElementById('eb-reserved-space')?.remove();
});

function withPageRules(): void {
  const style = document.createElement('style');
  style.id = 'eb-reserved-space';
  style.textContent = pageReservedSpaceCss();
  document.head.append(style);
}

const heightOf = (selector: string) => document.querySelector(selector)!.getBoundingClientRect().height;

describe("No layout shift (issue 16): 'each element reserves its final size before its code runs'", () => {
  it('the page rules (dist/eb-widgets.css) give an undefined header 64 px, 48 px hidden with its menu toggle, nothing without', () => {
    withPageRules();
    mountHtml('<eb-header id="shown"></eb-header><eb-header id="hidden" hide-header></eb-header><eb-header id="gone" hide-header hide-menu-toggle></eb-header>');
    expect([heightOf('#shown'), heightOf('#hidden'), heightOf('#gone')]).to.deep.equal([64, 48, 0]);
  });

  it('an undefined vertical card is half its width high for the picture plus 194 px of text; a horizontal one 200 px', () => {
    withPageRules();
    mountHtml('<div style="width: 400px"><eb-event-card id="vertical"></eb-event-card><eb-event-card id="horizontal" layout="horizontal"></eb-event-card></div>');
    expect(heightOf('#vertical')).to.equal(200 + 194);
    expect(heightOf('#horizontal')).to.equal(200);
  });

  it('an undefined marketplace is a window high, a review form 72 px; without the page rules they take no room', () => {
    mountHtml('<eb-app-marketplace id="marketplace"></eb-app-marketplace><eb-review-form id="form"></eb-review-form>');
    expect([heightOf('#marketplace'), heightOf('#form')]).to.deep.equal([0, 0]);
    withPageRules();
    expect([heightOf('#marketplace'), heightOf('#form')]).to.deep.equal([innerHeight, 72]);
  });

  it('in the embedded view the header keeps 48 px for its menu toggle, nothing with hide-menu-toggle', () => {
    const [header, bare] = [...mountHtml('<eb-header></eb-header><eb-header hide-menu-toggle></eb-header>').querySelectorAll('eb-header')];
    expect(reservedSpaceFor(header, false)?.height).to.equal('64px');
    expect(reservedSpaceFor(header, true)?.height).to.equal('48px');
    expect(reservedSpaceFor(bare, false)?.height).to.equal('64px');
    expect(reservedSpaceFor(bare, true)?.height).to.equal('0px');
  });

  it('once defined, the placeholder in the shadow root keeps the same room until the first render takes it away', () => {
    const card = mountHtml('<div style="width: 400px"><eb-event-card style="display: block"></eb-event-card></div>').querySelector('eb-event-card')!;
    const root = card.attachShadow({ mode: 'open' });
    holdReservedSpace(root, false);
    holdReservedSpace(root, false);
    expect(root.children, 'one placeholder, however often it is asked for').to.have.length(1);
    expect(root.firstElementChild!.getAttribute('aria-hidden')).to.equal('true');
    expect(card.getBoundingClientRect().height).to.equal(200 + 194);
    releaseReservedSpace(root);
    expect(root.children).to.have.length(0);
    expect(card.getBoundingClientRect().height).to.equal(0);
  });
});
