import { expect } from 'chai';
import fc from 'fast-check';
import { Button } from '../ui/button/Button';
import { captureConsole } from '../test-support/console';
import { cleanupElements, nextTask } from '../test-support/elements';
import { renderInElement } from '../test-support/render-in-element';
import { configure, resetServerData } from '../stores/server-data';
import { contrastRatio, relativeLuminance, resetBrandCheckForTests } from './brand-contrast';
import { PALETTE } from './color-scheme';

// Issue 40, 'Contrast that cannot break': the library derives the text and icon colour on each
// brand-coloured surface from the brand colour the page sets, so that it reaches WCAG AA
// whatever colour a partner picks, and names a value it had to adjust in one console.warn.

/** The WCAG luminance of a computed colour: rgb()/rgba() as the browser gives plain colours, color(srgb-linear …) as it gives the derived ones. */
function luminanceOf(computed: string): number {
  const linear = computed.match(/^color\(srgb-linear ([^ ]+) ([^ ]+) ([^ )]+)\)$/);
  if (linear) return 0.2126 * Number(linear[1]) + 0.7152 * Number(linear[2]) + 0.0722 * Number(linear[3]);
  const rgb = computed.match(/^rgba?\((\d+), (\d+), (\d+)(?:, 1)?\)$/);
  if (rgb) return relativeLuminance(rgb.slice(1, 4).map(Number));
  throw new Error(`not an opaque colour the test reads: ${computed}`);
}

const WHITE = 1;
/** The dark scheme's surface and its lighter tint, which brand-coloured text may sit on. */
const DARK_SURFACES = [PALETTE.surface[1], PALETTE['surface-subtle'][1]].map((hex) => relativeLuminance([1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16))));

async function brandedElement() {
  const rendered = await renderInElement(
    <>
      <Button variant="primary">Get app</Button>
      {/* What the current page, the call to action and a saved heart are coloured with. */}
      <span data-brand-text style={{ color: 'var(--eb-color-brand-text)' }}>
        Next
      </span>
    </>,
  );
  const button = rendered.view.getByRole('button');
  const brandText = rendered.root.querySelector<HTMLElement>('[data-brand-text]')!;
  return {
    host: rendered.host,
    rebrand: (color: string) => rendered.host.style.setProperty('--eb-color-ui-orange', color),
    button: () => ({ background: luminanceOf(getComputedStyle(button).backgroundColor), text: luminanceOf(getComputedStyle(button).color) }),
    brandText: () => luminanceOf(getComputedStyle(brandText).color),
  };
}

/** The brand warnings given once `count` branded elements have rendered and been checked. */
async function brandWarningsWith(warnings: ReturnType<typeof captureConsole>, count: number): Promise<string[]> {
  for (let made = 0; made < count; made++) await brandedElement();
  await nextTask();
  await nextTask();
  return warnings.messages().filter((message) => message.includes('--eb-color-brand'));
}

/** The colour a warning says is shown instead, as 0–255 channels. */
const shownChannels = (message: string) => {
  const shown = message.match(/show (#[0-9a-f]{6})/)![1];
  return [1, 3, 5].map((at) => parseInt(shown.slice(at, at + 2), 16));
};

const channel = fc.integer({ min: 0, max: 255 });
const brandColour = fc.tuple(channel, channel, channel);
const hexOf = (channels: readonly number[]) => `#${channels.map((value) => value.toString(16).padStart(2, '0')).join('')}`;

describe('Brand colour contrast (issue 40)', () => {
  afterEach(() => {
    cleanupElements();
    resetBrandCheckForTests();
    resetServerData();
  });

  it('the default brand is shown as before: white text on #d1410c (4.70:1), the brand colour itself as text', async () => {
    const element = await brandedElement();
    const { background, text } = element.button();
    expect(background).to.be.closeTo(relativeLuminance([209, 65, 12]), 1e-4);
    expect(text).to.equal(WHITE);
    expect(element.brandText()).to.be.closeTo(background, 1e-4);
    expect(contrastRatio(background, text)).to.be.closeTo(4.7, 0.01);
  });

  for (const [scheme, surfaces, untouched] of [
    ['light', [WHITE], (luminance: number) => contrastRatio(luminance, WHITE) >= 4.6],
    ['dark', DARK_SURFACES, (luminance: number) => luminance >= 0.27],
  ] as const) {
    it(`"reaches WCAG AA (4.5:1 for text, 3:1 for icons) whatever colour a partner picks", in the ${scheme} scheme: 1,000 random brand colours, the text on a primary button and the brand colour as text on the surface${scheme === 'dark' ? ' and its lighter tint' : ''}`, async () => {
      const element = await brandedElement();
      element.host.setAttribute('color-scheme', scheme);
      fc.assert(
        fc.property(brandColour, (channels) => {
          element.rebrand(hexOf(channels));
          const { background, text } = element.button();
          expect(background, "the button keeps the partner's colour").to.be.closeTo(relativeLuminance(channels), 1e-4);
          expect(contrastRatio(background, text), `text on ${hexOf(channels)}`).to.be.at.least(4.5);
          const asText = element.brandText();
          for (const surface of surfaces) expect(contrastRatio(asText, surface), `${hexOf(channels)} as text on the ${scheme} surface`).to.be.at.least(4.5);
          // A colour that already reaches 4.5:1 is not touched.
          if (untouched(relativeLuminance(channels))) expect(asText).to.be.closeTo(relativeLuminance(channels), 1e-4);
        }),
        { numRuns: 1000 },
      );
    });
  }

  it('the colours closest to the switch from white to black text get one or the other, never grey: every 8-bit colour within 0.00002 of luminance 0.1791', async () => {
    const element = await brandedElement();
    const linear = (value: number) => relativeLuminance([value, 0, 0]) / 0.2126;
    let checked = 0;
    for (let r = 0; r < 256; r++) {
      for (let g = 0; g < 256; g++) {
        // The blue that brings the luminance nearest 0.1791, and its neighbours.
        const rest = (0.1791 - 0.2126 * linear(r) - 0.7152 * linear(g)) / 0.0722;
        if (rest < -0.01 || rest > 1.01) continue;
        for (let b = 0; b < 256; b++) {
          const luminance = relativeLuminance([r, g, b]);
          if (Math.abs(luminance - 0.1791) > 0.00002) continue;
          element.rebrand(hexOf([r, g, b]));
          const { text } = element.button();
          expect([0, WHITE], `text on ${hexOf([r, g, b])} (luminance ${luminance})`).to.include(text);
          expect(contrastRatio(luminance, text)).to.be.at.least(4.5);
          checked++;
        }
      }
    }
    expect(checked, 'colours checked').to.be.greaterThan(100);
  });

  it('a re-brand while the page is open re-derives the colours at once: a yellow brand gets black button text, back to white for a dark one', async () => {
    const element = await brandedElement();
    element.rebrand('#ffd400');
    expect(element.button().text).to.equal(0);
    element.rebrand('#0a6e5c');
    expect(element.button().text).to.equal(WHITE);
  });

  it('"one console.warn per page names a token value that had to be adjusted": two elements with a yellow brand, one warning naming it and the colour shown instead', async () => {
    const warnings = captureConsole('warn');
    try {
      document.documentElement.style.setProperty('--eb-color-ui-orange', '#ffd400');
      const messages = await brandWarningsWith(warnings, 2);
      expect(messages).to.have.length(1);
      expect(messages[0]).to.match(
        /^\[eb-widgets\] --eb-color-brand #ffd400 has 1\.\d\d:1 against the white surface, under the 4\.5:1 text needs \(WCAG AA\): text, icons and lines in the brand colour show #[0-9a-f]{6} instead, and primary buttons keep #ffd400 with black text\.$/,
      );
      expect(contrastRatio(relativeLuminance(shownChannels(messages[0])), WHITE)).to.be.at.least(4.5);
    } finally {
      document.documentElement.style.removeProperty('--eb-color-ui-orange');
      warnings.restore();
    }
  });

  it('no warning for a brand colour that reaches 4.5:1 as it is', async () => {
    const warnings = captureConsole('warn');
    try {
      expect(await brandWarningsWith(warnings, 1)).to.deep.equal([]);
    } finally {
      warnings.restore();
    }
  });

  describe('in the dark scheme', () => {
    it('the default brand as text is #d66d5c, as the token table says', async () => {
      const element = await brandedElement();
      element.host.setAttribute('color-scheme', 'dark');
      expect(element.brandText()).to.be.closeTo(relativeLuminance([0xd6, 0x6d, 0x5c]), 2e-3);
    });

    it('one console.warn names a brand colour too dark to be text on the dark surface, and the colour shown instead; none for the default brand', async () => {
      const warnings = captureConsole('warn');
      try {
        configure({ env: { colorScheme: 'dark' } });
        expect(await brandWarningsWith(warnings, 1), 'the default brand').to.deep.equal([]);
        cleanupElements();
        resetBrandCheckForTests();
        document.documentElement.style.setProperty('--eb-color-ui-orange', '#1f3aa3');
        const messages = await brandWarningsWith(warnings, 2);
        expect(messages).to.have.length(1);
        expect(messages[0]).to.match(
          /^\[eb-widgets\] --eb-color-brand #1f3aa3 has 1\.\d\d:1 against the dark surface \(dark scheme\), under the 4\.5:1 text needs \(WCAG AA\): text, icons and lines in the brand colour show #[0-9a-f]{6} instead\.$/,
        );
        for (const surface of DARK_SURFACES) expect(contrastRatio(relativeLuminance(shownChannels(messages[0])), surface)).to.be.at.least(4.5);
      } finally {
        document.documentElement.style.removeProperty('--eb-color-ui-orange');
        warnings.restore();
      }
    });
  });
});
