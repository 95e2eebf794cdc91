// The light and dark colour schemes (API.md §3 `color-scheme`, §2 `env.colorScheme`). Every
// colour an element draws is either a public `--eb-*` token or one of the private colours below,
// each written once with its light and dark value and picked by CSS `light-dark()` from the
// `color-scheme` of the element's outermost boxes. So a scheme is one property: `auto` follows
// the visitor's system through a `prefers-color-scheme` media query, live and before any script
// (server-rendered HTML included), and the page's own CSS never decides it.

/** The schemes the `color-scheme` attribute and `env.colorScheme` take. */
export const COLOR_SCHEMES = ['light', 'dark', 'auto'] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];

/**
 * Each colour of the two schemes, [light, dark], as the private property `--_eb-<name>`. Text
 * colours keep 4.5:1 on the surface and both its tints in their scheme (color-scheme.test.ts).
 */
export const PALETTE = {
  text: ['#1e0a3c', '#f4f2f8'],
  muted: ['#585163', '#bdb8c7'],
  link: ['#3659e3', '#94a9ff'],
  border: ['#dbdae3', '#4a4458'],
  surface: ['#ffffff', '#1b1726'],
  /** Hovers, placeholders, the marketplace hero, replies. */
  'surface-subtle': ['#f8f7fa', '#242031'],
  /** Skeletons, tracks, the active option. */
  'surface-strong': ['#eeedf2', '#322c42'],
  /** Errors as text and lines on the surface (error fills under white text keep #c5162e). */
  danger: ['#c5162e', '#ff8a94'],
  success: ['#0b7a3e', '#5ed69a'],
  warning: ['#a35a00', '#f2a541'],
  /** The background of matched text (<mark>), which keeps the text's own colour. */
  highlight: ['#ffe58a', '#4d3d00'],
  'info-surface': ['#eef6fe', '#1c2a45'],
  'warning-surface': ['#fff4e5', '#3b2a12'],
  'link-surface': ['#eef1fd', '#27305a'],
  /** Shadows, mixed with transparency where they are used. */
  shadow: ['#1e0a3c', '#000000'],
  backdrop: ['rgba(30, 10, 60, 0.6)', 'rgba(0, 0, 0, 0.7)'],
  'focus-ring': ['#1f3aa3', '#a8b8ff'],
  'focus-halo': ['#ffffff', '#1b1726'],
} as const satisfies Record<string, readonly [light: string, dark: string]>;

export type PaletteColor = keyof typeof PALETTE;

/** A shadow of the scheme's shadow colour at `alpha` (0–1). */
export const shadow = (alpha: number) => `color-mix(in srgb, var(--_eb-shadow) ${Math.round(alpha * 100)}%, transparent)`;

const paletteEntries = Object.entries(PALETTE) as [PaletteColor, readonly [string, string]][];

/**
 * The private colours on :host: light where `light-dark()` is not supported (before Chromium 123,
 * Firefox 120, Safari 17.5), which keeps every element as it was; both schemes where it is.
 */
export const paletteCss = /* css */ `
:host { ${paletteEntries.map(([name, [light]]) => `--_eb-${name}: ${light};`).join(' ')} }
@supports (color: light-dark(red, red)) {
  :host { ${paletteEntries.map(([name, [light, dark]]) => `--_eb-${name}: light-dark(${light}, ${dark});`).join(' ')} }
}
`;

/** The outermost boxes, where `color-scheme` decides every `light-dark()` inside. */
const BOXES = '> :not(style)';

/** The scheme from the attribute: before any script, in server-rendered HTML too. */
export const schemeAttributeCss = /* css */ `
:host([color-scheme="dark"]) ${BOXES} { color-scheme: dark; }
@media (prefers-color-scheme: dark) { :host([color-scheme="auto"]) ${BOXES} { color-scheme: dark; } }
`;

/** Elements whose attribute names no scheme of its own, which take the page's (env.colorScheme). */
const WITHOUT_ATTRIBUTE = `:host(:not(${COLOR_SCHEMES.map((scheme) => `[color-scheme="${scheme}"]`).join(', ')}))`;

/** The page's scheme for every element without an attribute of its own: nothing for light. */
export function pageSchemeCss(scheme: ColorScheme | undefined): string {
  if (scheme === 'dark') return `${WITHOUT_ATTRIBUTE} ${BOXES} { color-scheme: dark; }`;
  if (scheme === 'auto') return `@media (prefers-color-scheme: dark) { ${WITHOUT_ATTRIBUTE} ${BOXES} { color-scheme: dark; } }`;
  return '';
}
