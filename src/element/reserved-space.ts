// The room each element takes before its code has drawn it (issue 16, 'No layout shift'): the
// page's text must not jump down when a header or a card arrives. Two phases, one set of sizes:
// before the tag is defined, `pageReservedSpaceCss()` in the page (dist/eb-widgets.css, the
// README's snippet) keeps the room; once defined, the element holds a placeholder of the same
// size in its shadow root until its first render. Sizes are the drawn elements' own, at every
// breakpoint (e2e/layout-shift.spec.ts measures the pages). This module imports nothing: the
// build turns it into dist/eb-widgets.css on its own.

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
  'eb-event-card': [{ aspectRatio: '2 / 1', height: '194px' }, { when: '[layout=horizontal]', height: '200px' }],
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

/** The space the element should keep now: its last matching rule. */
export function reservedSpaceFor(host: Element, embeddedView: boolean): ReservedSpace | undefined {
  const tag = host.localName;
  const spaces = RESERVED_SPACE[tag] ?? [];
  return [...spaces].reverse().find((space) => (!space.embeddedView || embeddedView) && (!space.when || host.matches(`${tag}${space.when}`)));
}

const PLACEHOLDER_CLASS = 'eb-reserved-space';

// A shadow root is no element: `:scope >` selects nothing in it, so its children are looked at.
const placeholderIn = (container: ShadowRoot) => Array.from(container.children).find((child) => child.classList.contains(PLACEHOLDER_CLASS));

// The root of a server-rendered element's HTML (server-marker.ts; this module imports nothing).
const SERVER_RENDERED_ROOT = 'data-eb-ssr';

// One placeholder built per space, cloned for each element: a page of 200 cards upgrades them all
// in one task (issue 16), where building and styling each one took about a fifth of it.
const placeholders = new WeakMap<ReservedSpace, HTMLElement>();

function placeholderFor(space: ReservedSpace): HTMLElement {
  let placeholder = placeholders.get(space);
  if (!placeholder) {
    placeholder = document.createElement('div');
    placeholder.className = PLACEHOLDER_CLASS;
    placeholder.setAttribute('aria-hidden', 'true');
    if (space.aspectRatio) {
      placeholder.style.paddingBottom = space.height;
      const top = placeholder.appendChild(document.createElement('div'));
      top.style.aspectRatio = space.aspectRatio;
    } else {
      placeholder.style.minHeight = space.height;
    }
    placeholders.set(space, placeholder);
  }
  return placeholder.cloneNode(true) as HTMLElement;
}

/**
 * Puts the placeholder in the element's shadow root, styled through the CSSOM (which a strict
 * style-src allows), hidden from assistive technologies. A server-rendered element needs none:
 * its content is there already.
 */
export function holdReservedSpace(container: ShadowRoot, embeddedView: boolean): void {
  const space = reservedSpaceFor(container.host, embeddedView);
  if (!space) return;
  // A new shadow root (every card's, when their tag is defined) is empty: nothing to look for.
  const held = () => placeholderIn(container) || Array.from(container.children).some((child) => child.hasAttribute(SERVER_RENDERED_ROOT));
  if (container.firstElementChild && held()) return;
  container.prepend(placeholderFor(space));
}

/** Takes the placeholder away, in the same frame as the element's first render. */
export function releaseReservedSpace(container: ShadowRoot): void {
  placeholderIn(container)?.remove();
}
