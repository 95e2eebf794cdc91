import { BRAND_TEXT_MAX_LUMINANCE, BRAND_TEXT_MIN_LUMINANCE_DARK } from './brand-contrast';
import { paletteCss, schemeAttributeCss } from './color-scheme';

/**
 * Styles every element starts from: the `--eb-*` theme properties with their defaults, the
 * focus ring, buttons and the generic error fallback. Host pages theme through the custom
 * properties; nothing here reaches outside the shadow root.
 *
 * Each colour token has a dark default too (the `dark:` below), taken in the dark scheme.
 *
 * @cssprop --eb-color-ui-orange - the brand's orange; setting it on :root (or on the element) re-brands every element at once (default: #d1410c)
 * @cssprop --eb-color-brand - brand colour of primary buttons, active tabs and highlights; set it on the element, where it defaults to --eb-color-ui-orange; a value that is not a colour gives one warning and the default (default: #d1410c)
 * @cssprop --eb-color-on-brand - text and icons on the brand colour (primary buttons): white or black, whichever the brand colour gives 4.5:1 or more; set on the element (default: #ffffff)
 * @cssprop --eb-color-brand-text - the brand colour as text, icons and lines on the surface (the current page, the call to action, a saved heart): the brand colour, darkened (dark scheme: lightened) only as far as 4.5:1 against the surface needs; set on the element (default: #d1410c; dark: #d66d5c)
 * @cssprop --eb-color-text - text colour (default: #1e0a3c; dark: #f4f2f8)
 * @cssprop --eb-color-muted - secondary text: dates, counts, descriptions; set on the element (default: #585163; dark: #bdb8c7)
 * @cssprop --eb-color-placeholder - the placeholder text of every field, 4.5:1 against it; set on the element, where it defaults to --eb-color-muted (default: #585163; dark: #bdb8c7)
 * @cssprop --eb-color-link - links; set on the element (default: #3659e3; dark: #94a9ff)
 * @cssprop --eb-color-border - borders and dividers; set on the element (default: #dbdae3; dark: #4a4458)
 * @cssprop --eb-color-surface - backgrounds of cards, menus and dialogs; set on the element (default: #ffffff; dark: #1b1726)
 * @cssprop --eb-font-family - font of every element (default: "Neue Plak", "Helvetica Neue", Helvetica, Arial, sans-serif)
 * @cssprop --eb-font-size - base text size (default: 14px)
 * @cssprop --eb-focus-ring - the focus outline, 3:1 against the element's surfaces; set on the element (default: 2px solid #1f3aa3; dark: 2px solid #a8b8ff)
 * @cssprop --eb-focus-ring-halo - the halo inside the focus ring, the surface's colour; set on the element (default: #ffffff; dark: #1b1726)
 */
// Contrast a re-brand cannot break, from whatever brand colour the page sets, live, by its WCAG
// relative luminance (from its linear-light channels). On the brand colour: white under 0.1791,
// black from it; one of the two always reaches 4.58:1. As text on the white surface: the colour
// with its linear channels scaled down to a luminance of at most 0.18 (4.56:1), the same hue; on
// the dark surface: mixed with white in linear light up to a luminance of at least 0.26 (4.5:1 on
// its lighter tint too). A brand colour that already reaches it is unchanged
// (--eb-color-on-brand, --eb-color-brand-text).

/** The brand colour's WCAG relative luminance, in a relative colour of it in srgb-linear. */
const BRAND_LUMINANCE = 'calc(0.2126 * r + 0.7152 * g + 0.0722 * b)';
/**
 * 1 (white) while the luminance is under 0.1791, 0 (black) from it: a step made of a clamp so steep
 * that no 8-bit colour lands on its slope, where the text would be grey.
 */
const ON_BRAND_CHANNEL = `clamp(0, (0.1791 - ${BRAND_LUMINANCE}) * 1000000000, 1)`;
/** What the channels are scaled by so that the luminance is at most 0.18 (the warning's own limit); 1 when it already is. */
const BRAND_TEXT_SCALE = `min(1, ${BRAND_TEXT_MAX_LUMINANCE} / max(${BRAND_LUMINANCE}, 0.0001))`;
/** How far each channel moves towards white so that the luminance is at least 0.26; 0 when it already is. */
const BRAND_TEXT_LIGHTEN = `max(0, (${BRAND_TEXT_MIN_LUMINANCE_DARK} - ${BRAND_LUMINANCE}) / max(1 - ${BRAND_LUMINANCE}, 0.0001))`;
const BRAND_TEXT_LIGHT = `color(from var(--_eb-brand) srgb-linear calc(r * ${BRAND_TEXT_SCALE}) calc(g * ${BRAND_TEXT_SCALE}) calc(b * ${BRAND_TEXT_SCALE}))`;
const BRAND_TEXT_DARK = `color(from var(--_eb-brand) srgb-linear calc(r + (1 - r) * ${BRAND_TEXT_LIGHTEN}) calc(g + (1 - g) * ${BRAND_TEXT_LIGHTEN}) calc(b + (1 - b) * ${BRAND_TEXT_LIGHTEN}))`;

export const baseStyles = /* css */ `${paletteCss}
:host {
  /* The host's own box starts from the initial values, as a page's rules leave it; a page rule
     that names the element (a tag or * selector) still wins here, and its inherited values would
     flow inward: the element's outermost boxes below start afresh instead. "all" leaves custom
     properties alone, so the page still themes every element through --eb-* (and ::part()). */
  all: initial;
  direction: ltr;
  /* Whether the element is shown and clickable stays the page's decision: inside a hidden
     container (a closed drawer) it is hidden too, inside a click-through overlay clicks pass it. */
  visibility: inherit;
  pointer-events: inherit;
  display: block;
  box-sizing: border-box;
  /* Not inherited, but drawn through every line of text inside: a page's underline for the host
     (a * or tag rule, even !important, which a shadow root's own !important outranks) stops here. */
  text-decoration: none !important;
  --eb-color-brand: var(--eb-color-ui-orange, #d1410c);
  /* The brand colour as drawn: registered as a colour (element-stylesheets.ts), so a value that is not
     one (banana) gives the default brand instead of no colour at all. */
  --_eb-brand: var(--eb-color-brand);
  --eb-color-placeholder: var(--eb-color-muted);
  --eb-color-muted: var(--_eb-muted);
  --eb-color-link: var(--_eb-link);
  --eb-color-border: var(--_eb-border);
  --eb-color-surface: var(--_eb-surface);
  /* A dark ring with a light halo inside it: on any background one of the two has 3:1 contrast
     (WCAG 1.4.11). Surfaces of their own colour (footer, organizer header, notifications) turn
     the ring to their text colour and the halo to their background. */
  --eb-focus-ring: 2px solid var(--_eb-focus-ring);
  --eb-focus-ring-halo: var(--_eb-focus-halo);
  /* Where relative colours are not supported: the default brand's own pair. */
  --eb-color-on-brand: #ffffff;
  --eb-color-brand-text: var(--_eb-brand);
}
@supports (color: color(from red srgb-linear r g b)) {
  :host {
    --eb-color-on-brand: color(from var(--_eb-brand) srgb-linear ${ON_BRAND_CHANNEL} ${ON_BRAND_CHANNEL} ${ON_BRAND_CHANNEL});
    --eb-color-brand-text: ${BRAND_TEXT_LIGHT};
  }
}
@supports (color: color(from red srgb-linear r g b)) and (color: light-dark(red, red)) {
  :host { --eb-color-brand-text: light-dark(${BRAND_TEXT_LIGHT}, ${BRAND_TEXT_DARK}); }
}
:host([hidden]) { display: none; }
/* The element's outermost boxes (its tree, a dialog's layer; not the server's style element): no page
   selector reaches them, so every inherited property (font, spacing, text-transform, colour,
   cursor, white-space...) is set here, whatever the page set on the host, !important included.
   direction and unicode-bidi are outside "all": the tree's root states its locale's (dir).
   A tag's own rule for these boxes (the card's height) comes later and still wins. */
:host > :not(style) {
  all: initial;
  display: block;
  box-sizing: border-box;
  visibility: inherit;
  pointer-events: inherit;
  /* The scheme every light-dark() inside is picked by: light unless the rules after say dark. */
  color-scheme: light;
  color: var(--eb-color-text, var(--_eb-text));
  font-family: var(--eb-font-family, "Neue Plak", "Helvetica Neue", Helvetica, Arial, sans-serif);
  font-size: var(--eb-font-size, 14px);
  line-height: 1.5;
}
:host > :not(style, [dir]) { direction: ltr; }${schemeAttributeCss}
/* In the dark scheme the element's tree paints its own surface, so that its light text never
   lies on the page's background, whatever that is (a tag whose own boxes paint it opts out). */
:host > :not(style, [class]) { background-color: light-dark(transparent, var(--eb-color-surface)); }
*, *::before, *::after { box-sizing: inherit; }
/* The token, not the browser's grey (3.8:1 on the dark surface), nor Firefox's half-transparent
   placeholder; a control's own rule (a floating label's) still wins. */
:where(input, textarea)::placeholder { color: var(--eb-color-placeholder); opacity: 1; }
a { color: var(--eb-color-link); }
:focus-visible { outline: var(--eb-focus-ring); outline-offset: 2px; box-shadow: 0 0 0 2px var(--eb-focus-ring-halo); }
/* No negative margin: where it sits at the page's left edge, it would make a right-to-left page scroll by 1 px. */
.eb-visually-hidden {
  position: absolute; width: 1px; height: 1px; margin: 0; padding: 0; border: 0;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
}
.eb-button {
  display: inline-flex; align-items: center; justify-content: center; min-height: 40px;
  padding: 0 16px; border: 1px solid var(--eb-color-border); border-radius: 4px;
  background: var(--eb-color-surface); color: var(--eb-color-text, var(--_eb-text));
  font: inherit; font-weight: 600; text-decoration: none; cursor: pointer;
}
.eb-button--primary { background: var(--_eb-brand); border-color: var(--_eb-brand); color: var(--eb-color-on-brand); }
/* Reduced motion (WCAG 2.3.3): nothing moves or fades over time. Zero specificity, so a primitive
   with a deliberate gentler alternative (the spinner's slow fade) keeps it with !important. */
@media (prefers-reduced-motion: reduce) {
  :where(*), :where(*)::before, :where(*)::after {
    transition-duration: 0s !important; animation-duration: 0s !important;
    animation-iteration-count: 1 !important; scroll-behavior: auto !important;
  }
}
.eb-generic-error { padding: 24px; text-align: center; }
.eb-generic-error__title { font-size: 1.5em; font-weight: 700; margin: 0 0 8px; }
.eb-generic-error__actions { display: flex; flex-wrap: wrap; gap: 12px; justify-content: center; margin-top: 16px; }
`;
