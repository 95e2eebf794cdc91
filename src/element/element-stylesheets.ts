import { $env } from '../stores/server-data';
import { pageSchemeCss, type ColorScheme } from './color-scheme';
import { DEFAULT_BRAND } from './brand-contrast';
import { baseStyles } from './element.styles';

// The elements' constructed stylesheets, which both the custom-element half (define-element.ts)
// and the React half (render-element.tsx) adopt into an element's shadow root.

const stylesheets = new Map<string, CSSStyleSheet>();

/**
 * One constructed stylesheet per tag, adopted by every instance's shadow root: the base styles
 * and the tag's CSS. Before the tag's code has loaded, its elements adopt the base styles alone.
 */
export function stylesheetFor(tag: string, css = ''): CSSStyleSheet {
  let sheet = stylesheets.get(tag);
  if (!sheet) {
    if (stylesheets.size === 0) registerBrandColour();
    sheet = new CSSStyleSheet();
    sheet.replaceSync(baseStyles + css);
    stylesheets.set(tag, sheet);
  }
  return sheet;
}

/** What a new element of `tag` adopts: its tag's stylesheet once its code has made it, else the base styles alone. */
export const stylesheetSoFar = (tag: string): CSSStyleSheet => stylesheets.get(tag) ?? stylesheetFor('', '');

/**
 * The brand colour as drawn (`--_eb-brand`, element.styles.ts), registered as a <color>: where the
 * page's --eb-color-brand is not a colour, it is the default brand instead of invalid, which would
 * leave primary buttons without a background. Once a page; another copy of the library may have
 * registered it already.
 */
function registerBrandColour(): void {
  try {
    CSS.registerProperty({ name: '--_eb-brand', syntax: '<color>', inherits: true, initialValue: DEFAULT_BRAND });
  } catch {
    // Registered already, or a browser without the Properties and Values API: the brand as given.
  }
}

let pageScheme: CSSStyleSheet | undefined;

/**
 * The page's colour scheme (`env.colorScheme`) for every element without a `color-scheme`
 * attribute of its own: one sheet every element adopts, rewritten when the configuration changes.
 */
export function pageSchemeSheet(): CSSStyleSheet {
  if (!pageScheme) {
    const sheet = (pageScheme = new CSSStyleSheet());
    let scheme: ColorScheme | undefined;
    $env.subscribe((env) => {
      if (env.colorScheme === scheme) return;
      scheme = env.colorScheme;
      sheet.replaceSync(pageSchemeCss(scheme));
    });
  }
  return pageScheme;
}
