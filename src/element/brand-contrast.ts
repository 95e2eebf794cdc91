import { PALETTE } from './color-scheme';

// The page's one warning about its brand colour. The CSS (element.styles.ts) already keeps every
// text and icon in or on the brand colour at 4.5:1; this tells the page's developer where it had
// to darken their colour (lighten it, in the dark scheme), so that they can pick one that is
// shown as they chose.

/** The luminance --eb-color-brand-text is held to: 4.56:1 against white. */
export const BRAND_TEXT_MAX_LUMINANCE = 0.18;
/** ...and in the dark scheme: 4.5:1 against the dark surface's lighter tint (#242031), 5.2:1 on the surface. */
export const BRAND_TEXT_MIN_LUMINANCE_DARK = 0.26;
/** The library's own brand colour, whose lightening in the dark scheme is no news to the page. */
export const DEFAULT_BRAND = '#d1410c';

/** A channel of 0–255 in linear light (the sRGB transfer function undone). */
const linear = (channel: number) => {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
};
const gamma = (value: number) => Math.round(255 * (value <= 0.0031308 ? value * 12.92 : 1.055 * value ** (1 / 2.4) - 0.055));

/** WCAG 2 relative luminance of an sRGB colour given as 0–255 channels. */
export const relativeLuminance = ([r, g, b]: readonly number[]) => 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);

/** WCAG 2 contrast ratio of two relative luminances. */
export const contrastRatio = (first: number, second: number) => (Math.max(first, second) + 0.05) / (Math.min(first, second) + 0.05);

const hex = (channels: readonly number[]) => `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;

/** A CSS colour as 0–255 sRGB channels, read back through a canvas; undefined for what is not one, or not opaque. */
function srgbChannels(color: string): number[] | undefined {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return undefined;
  context.fillStyle = '#010203';
  context.fillStyle = color;
  const parsed = context.fillStyle;
  if (parsed === '#010203' && color.replace(/\s/g, '').toLowerCase() !== '#010203') return undefined;
  return /^#[0-9a-f]{6}$/i.test(parsed) ? [1, 3, 5].map((at) => parseInt(parsed.slice(at, at + 2), 16)) : undefined;
}

/** A colour CSS takes, also inside light-dark() (which the brand's dark-scheme text goes through). */
function isColour(value: string): boolean {
  if (typeof CSS === 'undefined' || typeof CSS.supports !== 'function') return true;
  return CSS.supports('color', value) && (!CSS.supports('color', 'light-dark(red, red)') || CSS.supports('color', `light-dark(${value}, ${value})`));
}

/** The tags whose first element was checked; the page's warning, once given, ends the checks. */
const checkedTags = new Set<string>();
let warned = false;

/**
 * Once a page: when the brand colour an element gets is too light to be text on white (too dark
 * on the dark surface, in the dark scheme), one console.warn naming the value and the colour
 * shown instead. The first element of each tag is checked, as tags differ in scheme (a dark
 * header, light cards) and in brand (set on one element).
 */
export function warnOfAdjustedBrand(host: HTMLElement): void {
  const tag = host.localName;
  if (warned || checkedTags.has(tag) || typeof document === 'undefined') return;
  checkedTags.add(tag);
  // After the element's first render, not in it: reading a computed style makes the browser
  // work out the page's styles there and then.
  setTimeout(() => {
    if (host.isConnected) warned = warned || checkBrand(host);
    else checkedTags.delete(tag);
  });
}

/** Warns when the brand colour had to be adjusted for `host`: whether it did. */
function checkBrand(host: HTMLElement): boolean {
  const brand = getComputedStyle(host).getPropertyValue('--eb-color-brand').trim();
  if (brand && !isColour(brand)) {
    console.warn(`[eb-widgets] --eb-color-brand "${brand}" is not a colour: the default brand colour ${DEFAULT_BRAND} is shown instead.`);
    return true;
  }
  const channels = brand ? srgbChannels(brand) : undefined;
  if (!channels) return false;
  const luminance = relativeLuminance(channels);
  // The scheme the element is drawn in: its outermost box's (color-scheme.ts).
  const box = [...(host.shadowRoot?.children ?? [])].find((child) => child.localName !== 'style');
  const dark = box !== undefined && getComputedStyle(box).colorScheme === 'dark';
  if (dark ? luminance >= BRAND_TEXT_MIN_LUMINANCE_DARK || brand.toLowerCase() === DEFAULT_BRAND : luminance <= BRAND_TEXT_MAX_LUMINANCE) return false;
  const shown = hex(
    channels.map((channel) => {
      const value = linear(channel);
      return gamma(dark ? value + (1 - value) * ((BRAND_TEXT_MIN_LUMINANCE_DARK - luminance) / (1 - luminance)) : value * (BRAND_TEXT_MAX_LUMINANCE / luminance));
    }),
  );
  const surface = dark ? 'dark surface (dark scheme)' : 'white surface';
  const ratio = contrastRatio(luminance, dark ? relativeLuminance(srgbChannels(PALETTE.surface[1])!) : 1);
  console.warn(
    `[eb-widgets] --eb-color-brand ${brand} has ${ratio.toFixed(2)}:1 against the ${surface}, under the 4.5:1 text needs (WCAG AA): ` +
      `text, icons and lines in the brand colour show ${shown} instead` +
      (dark ? '.' : `, and primary buttons keep ${brand} with black text.`),
  );
  return true;
}

/** Tests only: the next element checks again. */
export function resetBrandCheckForTests(): void {
  checkedTags.clear();
  warned = false;
}
