import { writeFileSync } from 'node:fs';
import { expect, testOnWorkerPage as test, type Locator, type Page } from './test';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { EVERY_INHERITED_PAGE, HOST_PAGE_CSS, HOSTILE_STAR } from './host-page-css';
import { CONFIG_BLOCK, IIFE, LOADER, htmlPage, notificationHost, openPage, serveOwnReview, watchErrors } from './pages';

// Issue 11 "Host CSS stays out" and issue 37 "the isolation promise kept against real CSS":
// inherited properties cross the shadow boundary, and a page rule that names the element itself
// (`*`, its tag, a framework's class on it, !important) beats the element's own `:host` rule.
// Each element is rendered on a blank page and on each hostile one and must come out the same:
// pixel for pixel (Playwright screenshots compared with pixelmatch, anti-aliasing aside), every
// box within 1 px and every computed style of every node in its shadow tree equal, while the
// page's `--eb-*` properties and `::part()` rules still theme it.

const RULE =
  "neither a page's inherited CSS, nor a * rule, a tag rule, a framework's classes or !important on the element changes anything inside: it renders pixel-identical to the same element on a blank page";

/** The page of issue 11, word for word. */
const ISSUE_PAGE = 'body { font: 30px/3 serif; text-transform: uppercase; letter-spacing: .3em; color: red; text-align: right; white-space: nowrap; word-spacing: 1em }';

/** Every other inherited property that changes how text or controls look. */
const MORE_INHERITED =
  'body { font-style: italic; font-weight: 900; font-variant: small-caps; font-stretch: condensed; font-kerning: none;' +
  ' font-feature-settings: "smcp"; font-size-adjust: 0.8; line-height: 50px; text-indent: 60px; text-shadow: 2px 2px 0 lime;' +
  ' text-align-last: right; word-break: break-all; overflow-wrap: anywhere; hyphens: auto; tab-size: 20; cursor: wait;' +
  ' list-style: square inside; quotes: "<" ">"; caret-color: lime; -webkit-text-fill-color: blue; -webkit-text-stroke: 1px lime;' +
  ' color-scheme: dark; text-underline-offset: 10px; text-emphasis: dot; paint-order: stroke; image-rendering: pixelated; }';

interface HostilePage {
  name: string;
  css: () => Promise<string>;
  /** The page's <html> start tag. */
  html: string;
  script: string;
  containerClass?: string;
  hostClass?: string;
  /**
   * Whether every node's box and computed style is compared too, not only the pixels: for the
   * pages setting every inherited property, including those no screenshot shows (cursor,
   * caret-color, quotes). Reading them all is slow, so the other pages compare pixels only.
   */
  compareStyles?: boolean;
}

/** The page's stylesheets; the two builds share them out, so each build meets several. */
const PAGES: HostilePage[] = [
  { name: "issue 11's hostile body rule", css: () => Promise.resolve(ISSUE_PAGE), html: '<html lang="en">', script: LOADER, compareStyles: true },
  { name: 'every other inherited text property on body (IIFE build)', css: () => Promise.resolve(MORE_INHERITED), html: '<html lang="en">', script: IIFE, compareStyles: true },
  { name: 'dir="rtl" on the page', css: () => Promise.resolve(''), html: '<html lang="en" dir="rtl">', script: LOADER, compareStyles: true },
  ...HOST_PAGE_CSS.map((css, index) => ({ ...css, html: '<html lang="en">', script: index % 2 ? IIFE : LOADER, compareStyles: css === EVERY_INHERITED_PAGE })),
];

const BLANK: HostilePage = { name: 'a blank page', css: () => Promise.resolve(''), html: '<html lang="en">', script: LOADER, compareStyles: true };

const signedIn = {
  env: { serverUrl: 'https://www.eventbrite.com', isMobile: false },
  user: {
    isAuthenticated: true,
    isAttendee: true,
    hasEvents: true,
    canCreateEvents: true,
    publicId: 'u42',
    email: { email: 'grace.hopper@example.com' },
    firstName: 'Grace',
    lastName: 'Hopper',
    fullName: 'Grace Hopper',
    numSavedEvents: 3,
  },
  request: { path: '/' },
};
const signedOut = { env: { serverUrl: 'https://www.eventbrite.com', isMobile: false }, user: { isAuthenticated: false }, request: { path: '/' } };

const cardEvent = (origin: string) => ({
  id: '1',
  url: 'https://www.eventbrite.com/e/jazz-night-1',
  name: 'Jazz Night: Bebop Quartet Live',
  startDate: '2026-12-12',
  startTime: '19:00',
  timezone: 'America/Los_Angeles',
  ticketsBy: 'Blue Note Presents',
  image: { url: `${origin}/images/events/1.svg`, edgeColor: '#3659e3' },
  ticketAvailability: { isFree: false, minimumTicketPrice: { currency: 'USD', value: 2500, majorValue: '25.00' } },
  primaryVenue: { name: 'The Chapel', address: { city: 'San Francisco' } },
  isOnlineEvent: false,
  saves: { savedByYou: false },
  eventCollections: [],
  customDescription: null,
  series: null,
});
const cardTag = (origin: string, layout: string, width: number) =>
  // At the left on a right-to-left page too: a gradient's dithering depends on where it is drawn.
  `<div style="width: ${width}px; margin-right: auto"><eb-event-card layout="${layout}" event='${JSON.stringify(cardEvent(origin)).replace(/'/g, '&#39;')}'></eb-event-card></div>`;

const SAVE_FAILED = 'There was a problem saving the event, please try again.';

interface ElementCase {
  name: string;
  /** The element compared, as a selector of the page. */
  host: string;
  width: number;
  config: object;
  body: (origin: string) => string;
  /** What the page's server answers differently, set up before the page opens (its first requests included). */
  prepare?: (page: Page) => Promise<void>;
  /** Brings the element to the state compared, as a person would. */
  ready: (page: Page) => Promise<void>;
  /** A console error the case brings about itself. */
  expectedError?: RegExp;
  /** The window's height, when the state compared is taller than the default 1000 px. */
  height?: number;
  /** What is compared pixel for pixel: the element's box, and a dialog it shows over the page. */
  shots?: (page: Page) => Locator[];
}

/** Pictures load within a second: look every 50 ms rather than expect.poll's 100, 250, 500, 1000 ms steps. */
const OFTEN = { intervals: [50] };

const header = (page: Page) => page.locator('eb-header');
const card = (page: Page) => page.locator('eb-event-card');

const cardReady = async (page: Page) => {
  await expect(card(page).getByRole('heading', { name: 'Jazz Night: Bebop Quartet Live' })).toBeVisible();
  await expect(card(page).getByRole('button', { name: /^Save this event/ })).toBeVisible();
  await expect
    .poll(
      () =>
        card(page)
          .locator('img')
          .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
      OFTEN,
    )
    .toBe(true);
};

const ELEMENTS: ElementCase[] = [
  ...['default', 'organizer'].map((variant) => ({
    name: `<eb-header variant="${variant}">, signed in, wide`,
    host: 'eb-header',
    width: 1280,
    config: signedIn,
    body: () => `<eb-header variant="${variant}"></eb-header>`,
    ready: async (page: Page) => {
      await expect(header(page).getByRole('banner')).toBeVisible();
      await expect(header(page).getByRole('button', { name: /grace\.hopper@example\.com/ })).toBeVisible();
    },
  })),
  {
    name: '<eb-header>, signed in, narrow (the Menu button)',
    host: 'eb-header',
    width: 400,
    config: signedIn,
    body: () => '<eb-header></eb-header>',
    ready: async (page) => {
      await expect(header(page).getByRole('button', { name: 'Menu' })).toBeVisible();
    },
  },
  {
    name: '<eb-footer>, signed out (marketing section and locale selector)',
    host: 'eb-footer',
    width: 1280,
    config: signedOut,
    body: () => '<eb-footer></eb-footer>',
    ready: async (page) => {
      await expect(page.locator('eb-footer').getByRole('heading', { name: 'Use Eventbrite' })).toBeVisible();
      await expect(page.locator('eb-footer').getByRole('combobox', { name: 'Locale' })).toBeVisible();
    },
  },
  {
    name: '<eb-event-card layout="horizontal">',
    host: 'eb-event-card',
    width: 1280,
    config: signedIn,
    body: (origin) => cardTag(origin, 'horizontal', 720),
    ready: cardReady,
  },
  {
    name: '<eb-event-card> with its Share dialog open',
    host: 'eb-event-card',
    width: 1280,
    config: signedIn,
    body: (origin) => cardTag(origin, 'vertical', 340),
    ready: async (page) => {
      await cardReady(page);
      await card(page)
        .getByRole('button', { name: /^Share / })
        .click();
      await expect(card(page).getByRole('dialog', { name: 'Share with friends' })).toBeVisible();
    },
    shots: (page) => [card(page), card(page).getByRole('dialog', { name: 'Share with friends' })],
  },
  {
    name: `<eb-notification-host> showing '${SAVE_FAILED}'`,
    host: 'eb-notification-host',
    width: 1280,
    config: signedIn,
    body: (origin) => cardTag(origin, 'vertical', 340),
    ready: async (page) => {
      await cardReady(page);
      await page.route('**/api/v3/destination/save/', (route) => route.abort('connectionfailed'));
      await card(page)
        .getByRole('button', { name: /^Save this event/ })
        .click();
      await expect(notificationHost(page).getByText(SAVE_FAILED)).toBeVisible();
    },
    expectedError: /Failed to load resource: net::ERR_CONNECTION_FAILED/,
    // The host itself has no height: its message is fixed at the top of the window.
    shots: (page) => [card(page), notificationHost(page).locator('.eb-notification')],
  },
  {
    name: '<eb-review-form> with the review modal open on a saved review',
    host: 'eb-review-form',
    width: 1280,
    config: signedIn,
    body: () => '<eb-review-form app-id="42" app-name="Mailbloom" installed></eb-review-form>',
    // Before the page opens: the form asks for the user's review as soon as its code is in.
    prepare: async (page: Page) => {
      await serveOwnReview(page, { review_title: 'Campaigns in minutes', review_text: 'Every order becomes a segment.' });
    },
    ready: async (page: Page) => {
      const form = page.locator('eb-review-form');
      await form.getByRole('button', { name: 'Edit your review' }).click();
      await expect(form.getByRole('dialog', { name: 'Your rating for Mailbloom' }).getByRole('textbox', { name: /^Title/ })).toHaveValue('Campaigns in minutes');
    },
    shots: (page) => [page.locator('eb-review-form'), page.locator('eb-review-form').getByRole('dialog', { name: 'Your rating for Mailbloom' })],
  },
  {
    name: '<eb-app-marketplace> on its home page',
    host: 'eb-app-marketplace',
    width: 1280,
    height: 4000,
    config: signedOut,
    body: () => '<eb-app-marketplace routing="memory" path="/apps/"></eb-app-marketplace>',
    // Its categories to explore are picked at random (spec 001 §2): the same ones on every page here.
    prepare: async (page: Page) => {
      await page.addInitScript(() => (Math.random = () => 0.42));
    },
    ready: async (page: Page) => {
      const marketplace = page.locator('eb-app-marketplace');
      await expect(marketplace.getByRole('region', { name: 'Staff Picks', exact: true }).locator('.eb-app-card__name')).toHaveCount(3);
      await expect(marketplace.getByRole('region', { name: 'Marketing & Promotion', exact: true }).locator('.eb-app-card__name')).toHaveCount(6);
      await expect.poll(() => marketplace.locator('img').evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)), OFTEN).toBe(true);
    },
  },
  {
    name: '<eb-app-marketplace> on an app product page, the carousel paused',
    host: 'eb-app-marketplace',
    width: 1280,
    config: signedOut,
    body: () => '<eb-app-marketplace routing="memory" path="/apps/mailbloom/"></eb-app-marketplace>',
    ready: async (page: Page) => {
      const marketplace = page.locator('eb-app-marketplace');
      await expect(marketplace.locator('.eb-review')).toHaveCount(3);
      // Under reduced motion (as this spec renders) the carousel starts paused; else pause it.
      const pause = marketplace.getByRole('button', { name: 'Pause' });
      if (await pause.count()) await pause.click();
      await expect(marketplace.getByRole('button', { name: 'Play' })).toBeVisible();
      await page.mouse.move(0, 0);
      // The screenshots after the first load lazily, in boxes of a fixed size.
      await expect
        .poll(() => marketplace.locator('img:not([loading="lazy"])').evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)), OFTEN)
        .toBe(true);
    },
  },
  ...(
    [
      [1280, 'the filter as a list'],
      [360, 'the filter as tabs'],
    ] as const
  ).map(([width, layout]) => ({
    name: `<eb-app-marketplace> on the popular page, ${layout}`,
    host: 'eb-app-marketplace',
    width,
    config: signedOut,
    body: () => '<eb-app-marketplace routing="memory" path="/apps/popular/"></eb-app-marketplace>',
    ready: async (page: Page) => {
      const marketplace = page.locator('eb-app-marketplace');
      await expect(marketplace.locator('.eb-app-card')).toHaveCount(12);
      await expect(marketplace.getByRole('navigation', { name: 'Categories' }).getByRole('link')).toHaveCount(12);
      await expect.poll(() => marketplace.locator('img').evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)), OFTEN).toBe(true);
    },
  })),
];

interface NodeStyle {
  path: string;
  /** x, y relative to the element's own box (to the window for fixed boxes); width, height. */
  box: [number, number, number, number];
  style: Record<string, string>;
  /** The node's own text, as rendered (innerText applies text-transform). */
  text: string;
}

interface Snapshot {
  size: [number, number];
  nodes: NodeStyle[];
}

/** A node as the page writes it: its style as the index of its property names' list and the indexes of its values. */
interface PackedNode {
  path: string;
  box: NodeStyle['box'];
  names: number;
  values: number[];
  text: string;
}

/** Every node of the element's shadow tree (and its pseudo-elements): box and all computed properties. */
async function snapshot(locator: Locator): Promise<Snapshot> {
  // As JSON text: Playwright's own serialisation of a value takes seconds for megabytes of it. Each
  // property name and value is written once, and a node's style is the indexes of its names' list
  // and of its values: the same properties come in the same order on every node, and most values
  // repeat, so a marketplace's snapshot is a tenth of the megabytes to carry out of the page.
  const json = await locator.evaluate((host) => {
    const origin = host.getBoundingClientRect();
    const nodes: PackedNode[] = [];
    const nameLists: string[][] = [];
    const nameListIds = new Map<string, number>();
    const values: string[] = [];
    const valueIds = new Map<string, number>();
    const valueId = (value: string) => {
      let id = valueIds.get(value);
      if (id === undefined) valueIds.set(value, (id = values.push(value) - 1));
      return id;
    };
    // Fixed boxes (a dialog, the page's messages) are compared where they are in the window.
    const fixed = new Map<Element, boolean>();
    const isFixed = (element: Element | null): boolean => {
      if (!element) return false;
      if (!fixed.has(element)) fixed.set(element, getComputedStyle(element).position === 'fixed' || isFixed(element.parentElement));
      return fixed.get(element)!;
    };
    const ownText = (element: Element) =>
      [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent!.trim())
        .join(' ')
        .trim();
    const visit = (root: ParentNode, prefix: string) => {
      let index = 0;
      for (const element of root.querySelectorAll('*')) {
        if (element.localName === 'style' || element.localName === 'script') continue;
        const className = typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/)[0]}` : '';
        const path = `${prefix}${index++}:${element.localName}${className}`;
        const rect = element.getBoundingClientRect();
        // A node with no box (a closed menu) reports the window's 0,0 wherever the element is.
        const drawn = element.getClientRects().length > 0;
        const [x, y] = isFixed(element) ? [0, 0] : [origin.x, origin.y];
        const text = ownText(element) && element instanceof HTMLElement ? element.innerText.trim() : ownText(element);
        const pseudos = [null, '::before', '::after', ...(element.localName === 'input' ? ['::placeholder'] : [])];
        for (const pseudo of pseudos) {
          const computed = getComputedStyle(element, pseudo);
          if (pseudo && pseudo !== '::placeholder' && computed.content === 'none') continue;
          const names: string[] = [];
          const ids: number[] = [];
          for (let i = 0; i < computed.length; i++) {
            // A framework's own custom properties (--bs-*, --tw-*) reach in, unused: only ours count.
            if (computed[i].startsWith('--') && !computed[i].startsWith('--eb-')) continue;
            names.push(computed[i]);
            ids.push(valueId(computed.getPropertyValue(computed[i])));
          }
          const key = names.join(' ');
          let list = nameListIds.get(key);
          if (list === undefined) nameListIds.set(key, (list = nameLists.push(names) - 1));
          nodes.push({
            path: `${path}${pseudo ?? ''}`,
            box: drawn ? [rect.x - x, rect.y - y, rect.width, rect.height] : [0, 0, 0, 0],
            names: list,
            values: ids,
            text: pseudo ? '' : text,
          });
        }
        if (element.shadowRoot) visit(element.shadowRoot, `${path} > `);
      }
    };
    visit(host.shadowRoot!, '');
    return JSON.stringify({ size: [origin.width, origin.height], nameLists, values, nodes });
  });
  const { size, nameLists, values, nodes } = JSON.parse(json) as {
    size: Snapshot['size'];
    nameLists: string[][];
    values: string[];
    nodes: PackedNode[];
  };
  return {
    size,
    nodes: nodes.map(({ path, box, names, values: ids, text }) => ({
      path,
      box,
      style: Object.fromEntries(nameLists[names].map((name, i) => [name, values[ids[i]]])),
      text,
    })),
  };
}

/** What differs between the two renderings, one line per difference (the first 80 of them). */
function differences(blank: Snapshot, hostile: Snapshot): string[] {
  const found: string[] = [];
  const close = (a: number, b: number) => Math.abs(a - b) <= 1;
  if (!close(blank.size[0], hostile.size[0]) || !close(blank.size[1], hostile.size[1])) {
    found.push(`the element is ${hostile.size.join('x')} instead of ${blank.size.join('x')}`);
  }
  const paths = (snap: Snapshot) => snap.nodes.map((node) => node.path).join('\n');
  if (paths(hostile) !== paths(blank)) return [...found, `other nodes are rendered: ${paths(hostile)} instead of ${paths(blank)}`];
  blank.nodes.forEach((node, index) => {
    const other = hostile.nodes[index];
    if (!node.box.every((value, i) => close(value, other.box[i]))) found.push(`${node.path}: box ${other.box.join(',')} instead of ${node.box.join(',')}`);
    if (node.text !== other.text) found.push(`${node.path}: text "${other.text}" instead of "${node.text}"`);
    for (const [property, value] of Object.entries(node.style)) {
      if (other.style[property] !== value) found.push(`${node.path}: ${property} "${other.style[property]}" instead of "${value}"`);
    }
  });
  return found.length > 80 ? [...found.slice(0, 80), `...and ${found.length - 80} more`] : found;
}

/** Text inside is never transformed or spaced out. */
function spacedText(snap: Snapshot): string[] {
  return snap.nodes
    .filter((node) => node.text)
    .filter(({ style }) => style['text-transform'] !== 'none' || style['letter-spacing'] !== 'normal' || style['word-spacing'] !== '0px')
    .map(
      ({ path, text, style }) => `${path} "${text}": text-transform ${style['text-transform']}, letter-spacing ${style['letter-spacing']}, word-spacing ${style['word-spacing']}`,
    );
}

interface Rendering {
  /** Every node's box and computed style, where the page asks for them to be compared. */
  snapshot?: Snapshot;
  /** The screenshots of what the case compares (ElementCase.shots), as PNG. */
  shots: Buffer[];
}

let pageCount = 0;

/** The element on `hostile`'s page at a fixed place and width, brought to the state compared. */
async function render(page: Page, hostile: HostilePage, element: ElementCase, origin: string): Promise<Rendering> {
  const css = await hostile.css();
  // Whatever the page's own background (a dark color-scheme on *), the element's surroundings are white.
  const head = `<style>${css}</style><style>html, body { background: #ffffff !important; }</style>${CONFIG_BLOCK(element.config)}${hostile.script}`;
  const tags = hostile.hostClass ? element.body(origin).replace(/<(eb-[a-z-]+)(?=[\s>])/g, `<$1 class="${hostile.hostClass}"`) : element.body(origin);
  // At a fixed place, so that a page's headings and margins above it move nothing by a fraction of a pixel.
  // White behind it, so that what shows through the element's transparent parts is the same too.
  const body = `<div class="${hostile.containerClass ?? ''}" style="position: absolute; top: 120px; left: 0; width: ${element.width}px; background: #fff">${tags}</div>`;
  await openPage(page, `/e2e-host-css-${++pageCount}.html`, htmlPage(head, body).replace('<html lang="en">', hostile.html));
  await element.ready(page);
  // Every picture loaded is decoded, so none is drawn a frame late in one rendering of the two.
  await page.evaluate(async () => {
    const images: HTMLImageElement[] = [];
    const visit = (root: ParentNode) => {
      for (const node of root.querySelectorAll('*')) {
        if (node instanceof HTMLImageElement && node.complete) images.push(node);
        if (node.shadowRoot) visit(node.shadowRoot);
      }
    };
    visit(document);
    await Promise.all([document.fonts.ready, ...images.map((image) => image.decode().catch(() => undefined))]);
  });
  const shots: Buffer[] = [];
  for (const shot of element.shots?.(page) ?? [page.locator(element.host)]) shots.push(await shot.screenshot({ animations: 'disabled', caret: 'hide' }));
  return { snapshot: hostile.compareStyles ? await snapshot(page.locator(element.host)) : undefined, shots };
}

const decoded = new WeakMap<Buffer, PNG>();
/** A screenshot's pixels, decoded once (the blank page's shots are compared with every other page's). */
function pixelsOf(shot: Buffer): PNG {
  let png = decoded.get(shot);
  if (!png) decoded.set(shot, (png = PNG.sync.read(shot)));
  return png;
}

/** The pixels that differ between two screenshots, anti-aliasing aside; undefined when none. */
function pixelDifference(blank: Buffer, other: Buffer): { count: number; diff: Buffer; size: string } | undefined {
  // The same PNG file holds the same pixels: Chromium encodes a screenshot the same way each time.
  if (blank.equals(other)) return undefined;
  const [a, b] = [pixelsOf(blank), PNG.sync.read(other)];
  if (a.width !== b.width || a.height !== b.height) return { count: Infinity, diff: other, size: `${b.width}x${b.height} instead of ${a.width}x${a.height}` };
  // Only the rows from the first that differs to the last are compared, with 3 rows more each side:
  // pixelmatch looks at most 2 pixels away from a pixel that differs, so the count is the same.
  const row = a.width * 4;
  const sameRow = (y: number) => a.data.subarray(y * row, (y + 1) * row).equals(b.data.subarray(y * row, (y + 1) * row));
  let first = 0;
  while (first < a.height && sameRow(first)) first++;
  if (first === a.height) return undefined;
  let last = a.height - 1;
  while (sameRow(last)) last--;
  const [top, bottom] = [Math.max(0, first - 3), Math.min(a.height, last + 4)];
  const band = (png: PNG) => png.data.subarray(top * row, bottom * row);
  // Anti-aliased pixels aside (pixelmatch's own test), a pixel counts as soon as its colour is off
  // by more than a few levels: a changed glyph, size or colour changes pixels by far more.
  const options = { threshold: 0.05 };
  const count = pixelmatch(band(a), band(b), null, a.width, bottom - top, options);
  if (!count) return undefined;
  // The whole difference, in red, for the files kept to be looked at.
  const diff = new PNG({ width: a.width, height: a.height });
  pixelmatch(a.data, b.data, diff.data, a.width, a.height, options);
  return { count, diff: PNG.sync.write(diff), size: `${a.width}x${a.height}` };
}

test.describe(`host CSS stays out: ${RULE}`, () => {
  test.beforeEach(async ({ page }) => {
    // Nothing fades while the renderings are taken.
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  for (const element of ELEMENTS) {
    test(`${element.name}: the same on every hostile page and framework as on a blank page`, async ({ page, baseURL }, testInfo) => {
      // A rendering per page, ten in all.
      test.setTimeout(60_000 + 20_000 * PAGES.length);
      const errors = watchErrors(page);
      await page.setViewportSize({ width: element.width, height: element.height ?? 1000 });
      await element.prepare?.(page);
      const blank = await render(page, BLANK, element, baseURL!);
      expect(blank.snapshot!.nodes.length, 'the element rendered its tree').toBeGreaterThan(3);
      expect(spacedText(blank.snapshot!), 'on a blank page').toEqual([]);

      for (const hostile of PAGES) {
        await test.step(`on a page with ${hostile.name}`, async () => {
          const onHostile = await render(page, hostile, element, baseURL!);
          if (onHostile.snapshot) {
            expect.soft(spacedText(onHostile.snapshot), `${hostile.name}: no text is transformed or spaced out`).toEqual([]);
            expect.soft(differences(blank.snapshot!, onHostile.snapshot), `${hostile.name}: every node's box and computed style`).toEqual([]);
          }
          const pixels = blank.shots.map((shot, index) => pixelDifference(shot, onHostile.shots[index]));
          for (const [index, difference] of pixels.entries()) {
            if (!difference) continue;
            // Kept in test-results/ to be looked at: the two shots and their difference in red.
            const name = `page-${PAGES.indexOf(hostile) + 1}-shot-${index + 1}`;
            writeFileSync(testInfo.outputPath(`${name}-blank.png`), blank.shots[index]);
            writeFileSync(testInfo.outputPath(`${name}-hostile.png`), onHostile.shots[index]);
            writeFileSync(testInfo.outputPath(`${name}-difference.png`), difference.diff);
          }
          expect
            .soft(
              pixels.map((difference) => (difference ? `${difference.count} pixels differ (${difference.size})` : 'identical')),
              `${hostile.name}: the screenshots`,
            )
            .toEqual(blank.shots.map(() => 'identical'));
        });
      }
      expect(errors.filter((error) => !element.expectedError?.test(error))).toEqual([]);
    });
  }
  test('dir="rtl" on the page does not mirror the header of an English locale: the logo stays on the left', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const body = htmlPage(CONFIG_BLOCK(signedIn) + LOADER, '<eb-header></eb-header>').replace('<html lang="en">', '<html lang="en" dir="rtl">');
    await openPage(page, '/e2e-host-css-rtl.html', body);
    const banner = header(page).getByRole('banner');
    await expect(banner).toBeVisible();
    const logo = (await header(page)
      .getByRole('link', { name: /Eventbrite/ })
      .first()
      .boundingBox())!;
    const bar = (await banner.boundingBox())!;
    const userMenu = (await header(page)
      .getByRole('button', { name: /grace\.hopper@example\.com/ })
      .boundingBox())!;
    expect(logo.x - bar.x, 'the logo starts at the left edge of the header').toBeLessThan(40);
    expect(userMenu.x, 'the user menu is to the right of the logo').toBeGreaterThan(logo.x + logo.width);
    await expect(banner).toHaveCSS('direction', 'ltr');
  });
});

test.describe('host CSS stays out, theming still reaches in', () => {
  const THEME = 'body { --eb-font-family: "DejaVu Serif", serif; } eb-footer::part(footer) { background: rgb(0, 100, 0); padding-top: 40px; }';
  const footerCase = ELEMENTS.find(({ host }) => host === 'eb-footer')!;

  test("the page's --eb-font-family and eb-footer::part(footer) apply, on a hostile page (inherited, * and !important rules) exactly as on a blank one", async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 1280, height: 1000 });
    const plain = (await render(page, BLANK, footerCase, baseURL!)).snapshot!;
    const themed = await render(page, { ...BLANK, css: () => Promise.resolve(THEME) }, footerCase, baseURL!);
    const themedNodes = themed.snapshot!;
    const footer = (snap: Snapshot) => snap.nodes.find(({ path }) => /:footer\.eb-footer$/.test(path))!;
    const about = (snap: Snapshot) => snap.nodes.find(({ text }) => text === 'About')!;

    expect(about(themedNodes).style['font-family']).toBe('"DejaVu Serif", serif');
    expect(about(plain).style['font-family']).not.toBe(about(themedNodes).style['font-family']);
    expect(footer(themedNodes).style['background-color']).toBe('rgb(0, 100, 0)');
    expect(footer(themedNodes).style['padding-top']).toBe('40px');
    expect(footer(plain).style['background-color']).not.toBe('rgb(0, 100, 0)');

    const hostileCss = `${ISSUE_PAGE} ${HOSTILE_STAR.replace(/;|(?= })/g, ' !important;')} ${THEME}`;
    const hostileThemed = await render(page, { ...BLANK, css: () => Promise.resolve(hostileCss) }, footerCase, baseURL!);
    expect(spacedText(hostileThemed.snapshot!)).toEqual([]);
    expect(differences(themedNodes, hostileThemed.snapshot!)).toEqual([]);
    expect(pixelDifference(themed.shots[0], hostileThemed.shots[0])?.count ?? 0, 'pixels that differ').toBe(0);
  });
});

test.describe('host CSS stays out, but the page still decides whether an element is shown and usable', () => {
  // A closed drawer, a page behind a modal, an overlay that lets clicks through: what the page
  // decides for a container holds for the element in it.
  const CONTAINERS = [
    { name: 'a visibility: hidden container hides the footer: Tab and clicks pass it by', attribute: 'style', value: 'visibility: hidden', tab: false, click: false },
    { name: 'an inert container makes the footer inert: Tab and clicks pass it by', attribute: 'inert', value: '', tab: false, click: false },
    { name: 'an interactivity: inert container makes the footer inert: Tab and clicks pass it by', attribute: 'style', value: 'interactivity: inert', tab: false, click: false },
    { name: 'a pointer-events: none container lets clicks through the footer', attribute: 'style', value: 'pointer-events: none', tab: true, click: false },
  ];

  for (const { name, attribute, value, tab, click } of CONTAINERS) {
    test(name, async ({ page }) => {
      await openPage(
        page,
        '/e2e-host-css-container.html',
        htmlPage(CONFIG_BLOCK(signedOut) + LOADER, `<button>before</button><div id="container" ${attribute}="${value}"><eb-footer></eb-footer></div><button>after</button>`),
      );
      const about = page.locator('eb-footer').getByRole('link', { name: 'About', includeHidden: true });
      await expect(about).toBeAttached();
      const usable = async () => {
        await page.getByRole('button', { name: 'before' }).click();
        await page.keyboard.press('Tab');
        const reachedByTab = await page.evaluate(() => document.activeElement?.localName === 'eb-footer');
        const box = (await about.boundingBox())!;
        const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.localName, [box.x + box.width / 2, box.y + box.height / 2]);
        return { reachedByTab, clickLandsOnFooter: hit === 'eb-footer' };
      };
      expect(await usable()).toEqual({ reachedByTab: tab, clickLandsOnFooter: click });
      if (value === 'visibility: hidden') await expect(about).toBeHidden();

      // The same footer once the page lifts the container's rule: shown and usable.
      await page.locator('#container').evaluate((container, name) => container.removeAttribute(name), attribute);
      await expect(about).toBeVisible();
      expect(await usable()).toEqual({ reachedByTab: true, clickLandsOnFooter: true });
    });
  }
});
