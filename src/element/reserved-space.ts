// The room each element takes before its code has drawn it: the page's text must not jump down when
// a header or a card arrives. Two phases, one set of sizes: before the tag is defined,
// `pageReservedSpaceCss()` in the page (dist/eb-widgets.css, the README's snippet) keeps the room;
// once defined, the element's shadow root keeps the same room until its first render, through a
// stylesheet it adopts. Sizes are the drawn elements' own, at every breakpoint
// (e2e/layout-shift.spec.ts measures the pages). This module imports nothing: the build turns it
// into dist/eb-widgets.css on its own.

export interface ReservedSpace {
  /** An attribute selector narrowing the rule (`[hide-header]`); the last matching rule wins. */
  when?: string;
  /** Only in the embedded view (`env.isEmbeddedView`), which a page stylesheet cannot see. */
  embeddedView?: boolean;
  /** The height, or with `aspectRatio` the height added below the part that grows with the width. */
  height: string;
  /** A top part as tall as this ratio of the width (`2 / 1`: half the width). */
  aspectRatio?: string;
}

export const RESERVED_SPACE: Readonly<Record<string, readonly ReservedSpace[]>> = {
  // 64 px at every width and variant; hidden, the menu toggle (48 px) or nothing.
  'eb-header': [
    { height: '64px' },
    { when: '[hide-header]', height: '48px' },
    { embeddedView: true, height: '48px' },
    { when: '[hide-menu-toggle][hide-header]', height: '0px' },
    { when: '[hide-menu-toggle]', embeddedView: true, height: '0px' },
  ],
  // The picture is half the card's width; the text below it about 194 px. Side by side (wide
  // horizontal cards), the picture is at least 160 px high and the text about as tall.
  'eb-event-card': [
    { aspectRatio: '2 / 1', height: '194px' },
    { when: '[layout=horizontal]', height: '200px' },
  ],
  // A marketplace page fills the window at least.
  'eb-app-marketplace': [{ height: '100vh' }],
  // The heading and the stars, or the 'Review this app' button.
  'eb-review-form': [{ height: '72px' }],
  // At the end of the page, nothing follows it to push down: a block, as it will be.
  'eb-footer': [{ height: '0px' }],
};

/** The rules for the page, for each tag while it is not defined (dist/eb-widgets.css). */
export function pageReservedSpaceCss(): string {
  const rules: string[] = [];
  for (const [tag, spaces] of Object.entries(RESERVED_SPACE)) {
    for (const { when = '', embeddedView, height, aspectRatio } of spaces) {
      if (embeddedView) continue;
      const selector = `${tag}${when}:not(:defined)`;
      if (aspectRatio) {
        rules.push(`${selector}{display:block;min-height:0;padding-bottom:${height}}`);
        rules.push(`${selector}::before{content:"";display:block;aspect-ratio:${aspectRatio}}`);
      } else {
        rules.push(`${selector}{display:block;min-height:${height};padding-bottom:0}`);
        if (spaces.some((space) => space.aspectRatio)) rules.push(`${selector}::before{content:none}`);
      }
    }
  }
  return `${rules.join('\n')}\n`;
}

// Once defined, until its first render, the element keeps the same room from inside: a `::before`
// of its host, from a constructed stylesheet its shadow root adopts along with its own. One sheet
// per tag serves every element of it, and building no DOM per element matters: a page of hundreds
// of cards upgrades them all in the one task that defines the tag. The rules are `!important`,
// which in a shadow root's own styles outranks the page's, even the page's `!important` (the
// placeholder element it replaces was out of the page's reach too). `:where()` gives every rule the
// same weight, so that, as in the page's rules, the last that matches wins.

/** The tag's reserved spaces that apply, each with the `:host` selector its attributes narrow it to. */
function hostSpaces(tag: string, embeddedView: boolean) {
  return (RESERVED_SPACE[tag] ?? [])
    .filter((space) => !space.embeddedView || embeddedView)
    .map((space) => ({ ...space, host: space.when ? `:host(:where(${space.when}))` : ':host' }));
}

/** The rules of the element's own reserved space, for its shadow root: `:host` and its `::before`. */
export function hostReservedSpaceCss(tag: string, embeddedView: boolean): string {
  const rules: string[] = [];
  for (const { host, height, aspectRatio } of hostSpaces(tag, embeddedView)) {
    const size = aspectRatio
      ? `aspect-ratio:${aspectRatio}!important;min-height:0!important;padding:0 0 ${height}!important`
      : `aspect-ratio:auto!important;min-height:${height}!important;padding:0!important`;
    rules.push(`${host}::before{content:""!important;display:block!important;box-sizing:content-box!important;margin:0!important;border:0!important;${size}}`);
  }
  return rules.join('\n');
}

// The root of a server-rendered element's HTML (server-marker.ts; this module imports nothing).
const SERVER_RENDERED_ROOT = 'data-eb-ssr';

/**
 * For the server's HTML (eb-widgets/ssr, eb-widgets/react): a browser paints a long page before it
 * has parsed all of it, and a footer drawn with half its locale list would widen, its row
 * rewrapping, when the rest arrived. Until the parser reaches the empty `<style>` that closes the
 * server's HTML, its root is the shadow root's last child: its content is not laid out and it
 * keeps the element's room, so the page around it stays still; then it shows whole. A picture's
 * room follows the element's width (its `cqi`: the card is its own size container). The page's
 * room for an element not defined yet (eb-widgets.css) is the HTML's own here: it would be added
 * to what the HTML draws. Hydration removes both `<style>`s.
 */
export function serverHtmlReservedSpaceCss(tag: string, embeddedView: boolean): string {
  const rules = [
    `:host > [${SERVER_RENDERED_ROOT}]:last-child{content-visibility:hidden}`,
    ':host(:not(:defined)){min-height:0 !important;padding-bottom:0 !important}',
    ':host(:not(:defined))::before{content:none !important}',
  ];
  for (const { host, height, aspectRatio } of hostSpaces(tag, embeddedView)) {
    const [width, tall] = aspectRatio?.split('/').map((side) => side.trim()) ?? [];
    const size = aspectRatio ? `calc(100cqi * ${tall} / ${width} + ${height})` : height;
    rules.push(`${host} > [${SERVER_RENDERED_ROOT}]:last-child{contain-intrinsic-block-size:${size}}`);
  }
  return rules.join('\n');
}

/** Each tag's sheet, with and without the embedded view: a handful in all. */
const reservedSpaceSheets = new Map<string, CSSStyleSheet>();
const isReservedSpaceSheet = (sheet: CSSStyleSheet) => [...reservedSpaceSheets.values()].includes(sheet);

/** The stylesheet keeping the room of an element of `tag`, shared by every one; none for a tag without. */
export function reservedSpaceSheet(tag: string, embeddedView: boolean): CSSStyleSheet | undefined {
  if (!RESERVED_SPACE[tag]) return undefined;
  const key = `${tag} ${embeddedView}`;
  let sheet = reservedSpaceSheets.get(key);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(hostReservedSpaceCss(tag, embeddedView));
    reservedSpaceSheets.set(key, sheet);
  }
  return sheet;
}

/** Whether the element still keeps its reserved space: it has not rendered yet. */
export const holdsReservedSpace = (container: ShadowRoot): boolean => container.adoptedStyleSheets.some(isReservedSpaceSheet);

/**
 * Keeps the element's room until its first render, through its shadow root's stylesheets (which
 * a strict style-src allows). A server-rendered element needs none: its content is there already.
 */
export function holdReservedSpace(container: ShadowRoot, embeddedView: boolean): void {
  const sheet = reservedSpaceSheet(container.host.localName, embeddedView);
  if (!sheet || holdsReservedSpace(container)) return;
  if (Array.from(container.children).some((child) => child.hasAttribute(SERVER_RENDERED_ROOT))) return;
  container.adoptedStyleSheets = [...container.adoptedStyleSheets, sheet];
}

/** Takes the reserved space away, in the same frame as the element's first render. */
export function releaseReservedSpace(container: ShadowRoot): void {
  if (holdsReservedSpace(container)) container.adoptedStyleSheets = container.adoptedStyleSheets.filter((sheet) => !isReservedSpaceSheet(sheet));
}
