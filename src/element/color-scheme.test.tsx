import { emulateMedia } from '@web/test-runner-commands';
import { expect } from 'chai';
import { captureConsole } from '../test-support/console';
import { cleanupElements, mountHtml, rendered } from '../test-support/elements';
import { configure, resetServerData } from '../stores/server-data';
import { contrastRatio, relativeLuminance } from './brand-contrast';
import { PALETTE, type PaletteColor } from './color-scheme';
import { defineElement } from './define-element';

// Issue 40, 'A colour scheme for every element': `color-scheme="light|dark|auto"` on the element,
// `env.colorScheme` for the page, the attribute wins; default light; auto follows
// prefers-color-scheme live. Each scheme's colours keep WCAG AA.

const channelsOf = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
const luminance = (name: PaletteColor, scheme: 0 | 1) => relativeLuminance(channelsOf(PALETTE[name][scheme]));

/** Text colours, and the surfaces each is drawn on: the status colours never on the strong tint (skeletons, tracks, the active option). */
const TEXT: [PaletteColor, PaletteColor[]][] = [
  ['text', ['surface', 'surface-subtle', 'surface-strong']],
  ['muted', ['surface', 'surface-subtle', 'surface-strong']],
  ['link', ['surface', 'surface-subtle', 'surface-strong']],
  ['danger', ['surface', 'surface-subtle']],
  ['success', ['surface', 'surface-subtle']],
  ['warning', ['surface', 'surface-subtle']],
];
const SURFACES: PaletteColor[] = ['surface', 'surface-subtle', 'surface-strong'];

defineElement({
  tag: 'eb-scheme-probe',
  attributes: { colorScheme: ['light', 'dark', 'auto'] },
  load: () => Promise.resolve({ component: () => <p>Probe</p> }),
});

/** A probe element as a page writes it, once its tree is drawn. */
async function drawn(attributes = '') {
  const host = await rendered(mountHtml(`<eb-scheme-probe ${attributes}></eb-scheme-probe>`).querySelector<HTMLElement>('eb-scheme-probe'));
  const box = [...host.shadowRoot!.children].find((child) => child.localName !== 'style')!;
  return { host, scheme: () => getComputedStyle(box).colorScheme, text: () => getComputedStyle(box).color };
}

describe('Colour schemes (issue 40)', () => {
  afterEach(async () => {
    cleanupElements();
    resetServerData();
    await emulateMedia({ colorScheme: 'light' });
  });

  for (const [index, scheme] of (['light', 'dark'] as const).entries()) {
    it(`"keeps WCAG AA in both schemes": in the ${scheme} scheme every text colour has 4.5:1 on the surfaces it is drawn on, the focus ring 3:1 on each`, () => {
      for (const [text, surfaces] of TEXT) {
        for (const surface of surfaces) {
          expect(contrastRatio(luminance(text, index as 0 | 1), luminance(surface, index as 0 | 1)), `${text} on ${surface}`).to.be.at.least(4.5);
        }
      }
      for (const surface of SURFACES)
        expect(contrastRatio(luminance('focus-ring', index as 0 | 1), luminance(surface, index as 0 | 1)), `focus ring on ${surface}`).to.be.at.least(3);
      for (const background of ['highlight', 'info-surface', 'warning-surface'] as const) {
        expect(contrastRatio(luminance('text', index as 0 | 1), luminance(background, index as 0 | 1)), `text on ${background}`).to.be.at.least(4.5);
      }
      // A match in an app's description, which is muted.
      expect(contrastRatio(luminance('muted', index as 0 | 1), luminance('highlight', index as 0 | 1)), 'muted text on highlight').to.be.at.least(4.5);
    });
  }

  it('"Default light, so no current page changes": without attribute or configuration an element is light, its text #1e0a3c', async () => {
    const element = await drawn();
    expect(element.scheme()).to.equal('light');
    expect(element.text()).to.equal('rgb(30, 10, 60)');
  });

  it('color-scheme="dark" draws the element dark: its text #f4f2f8', async () => {
    const element = await drawn('color-scheme="dark"');
    expect(element.scheme()).to.equal('dark');
    expect(element.text()).to.equal('rgb(244, 242, 248)');
  });

  it('"for the whole page in the configuration (env.colorScheme)": configuring dark re-themes every element without an attribute at once, and light again', async () => {
    const first = await drawn();
    const second = await drawn();
    configure({ env: { colorScheme: 'dark' } });
    expect([first.scheme(), second.scheme()]).to.deep.equal(['dark', 'dark']);
    configure({ env: { colorScheme: 'light' } });
    expect([first.scheme(), second.scheme()]).to.deep.equal(['light', 'light']);
  });

  it('"the attribute wins": an element with color-scheme="light" stays light on a page configured dark, and one with "dark" on a page configured light', async () => {
    configure({ env: { colorScheme: 'dark' } });
    const light = await drawn('color-scheme="light"');
    expect(light.scheme()).to.equal('light');
    configure({ env: { colorScheme: 'light' } });
    const dark = await drawn('color-scheme="dark"');
    expect(dark.scheme()).to.equal('dark');
  });

  it('"auto follows prefers-color-scheme live": a change of the system preference re-themes the element with no reload, by the attribute and by the configuration', async () => {
    const byAttribute = await drawn('color-scheme="auto"');
    configure({ env: { colorScheme: 'auto' } });
    const byPage = await drawn();
    await emulateMedia({ colorScheme: 'dark' });
    expect([byAttribute.scheme(), byPage.scheme()]).to.deep.equal(['dark', 'dark']);
    await emulateMedia({ colorScheme: 'light' });
    expect([byAttribute.scheme(), byPage.scheme()]).to.deep.equal(['light', 'light']);
  });

  it("a color-scheme the element does not know gives one warning and the page's scheme", async () => {
    const warnings = captureConsole('warn');
    try {
      configure({ env: { colorScheme: 'dark' } });
      const element = await drawn('color-scheme="night"');
      expect(warnings.messages()).to.deep.equal([
        '[eb-widgets] <eb-scheme-probe> attribute "color-scheme" must be one of "light", "dark", "auto" (was "night"); the default is used instead.',
      ]);
      expect(element.scheme()).to.equal('dark');
    } finally {
      warnings.restore();
    }
  });

  it('a colorScheme the configuration does not know gives one warning and keeps light', async () => {
    const warnings = captureConsole('warn');
    try {
      configure({ env: { colorScheme: 'night' as never } });
      const element = await drawn();
      expect(warnings.messages()).to.have.length(1);
      expect(warnings.messages()[0]).to.match(/^\[eb-widgets\] Configuration field env\.colorScheme ignored/);
      expect(element.scheme()).to.equal('light');
    } finally {
      warnings.restore();
    }
  });
});
