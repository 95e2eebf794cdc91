import { expect } from 'chai';
import { cleanupElements, mountHtml } from '../test-support/elements';
import { holdReservedSpace, holdsReservedSpace, pageReservedSpaceCss, releaseReservedSpace } from './reserved-space';

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

  /** An undefined element with a shadow root of its own holding the reserved space, as the library's constructor gives it. */
  function holding(html: string, embeddedView = false): ShadowRoot[] {
    const container = mountHtml(`<div style="width: 400px">${html}</div>`);
    return [...container.querySelectorAll('*')]
      .filter((element) => element.localName.startsWith('eb-'))
      .map((element) => {
        const root = element.attachShadow({ mode: 'open' });
        holdReservedSpace(root, embeddedView);
        return root;
      });
  }

  it('once defined, the shadow root keeps the same room until the first render takes it away', () => {
    const [root] = holding('<eb-event-card style="display: block"></eb-event-card>');
    holdReservedSpace(root, false);
    expect(root.adoptedStyleSheets, 'one stylesheet, however often it is asked for').to.have.length(1);
    expect(root.children, 'nothing in the shadow root: no DOM to build for each of 200 cards').to.have.length(0);
    expect(root.host.getBoundingClientRect().height).to.equal(200 + 194);
    expect(holdsReservedSpace(root)).to.equal(true);
    releaseReservedSpace(root);
    expect(holdsReservedSpace(root)).to.equal(false);
    expect(root.adoptedStyleSheets).to.have.length(0);
    expect(root.host.getBoundingClientRect().height).to.equal(0);
  });

  it("inside the shadow root, the header keeps the page rules' 64, 48 and 0 px, and a horizontal card 200 px", () => {
    const heights = holding(
      '<eb-header style="display: block"></eb-header><eb-header hide-header style="display: block"></eb-header>' +
        '<eb-header hide-header hide-menu-toggle style="display: block"></eb-header><eb-event-card layout="horizontal" style="display: block"></eb-event-card>',
    ).map((root) => root.host.getBoundingClientRect().height);
    expect(heights).to.deep.equal([64, 48, 0, 200]);
  });

  it('in the embedded view the header keeps 48 px for its menu toggle, nothing with hide-menu-toggle', () => {
    const heights = holding('<eb-header style="display: block"></eb-header><eb-header hide-menu-toggle style="display: block"></eb-header>', true).map(
      (root) => root.host.getBoundingClientRect().height,
    );
    expect(heights).to.deep.equal([48, 0]);
  });

  it("the page's own styles for the element cannot take the reserved room away", () => {
    const style = document.createElement('style');
    style.id = 'eb-reserved-space';
    style.textContent = 'eb-event-card::before { display: none !important; content: none !important; padding: 0 !important; aspect-ratio: auto !important }';
    document.head.append(style);
    const [root] = holding('<eb-event-card style="display: block"></eb-event-card>');
    expect(root.host.getBoundingClientRect().height).to.equal(200 + 194);
  });

  it('an element the server rendered keeps no reserved room: its content is there', () => {
    const container = mountHtml('<eb-footer style="display: block"></eb-footer>');
    const root = container.querySelector('eb-footer')!.attachShadow({ mode: 'open' });
    root.innerHTML = '<div data-eb-ssr>Footer</div>';
    holdReservedSpace(root, false);
    expect(holdsReservedSpace(root)).to.equal(false);
  });
});
