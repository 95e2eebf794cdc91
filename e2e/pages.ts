import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { expect, type Page } from '@playwright/test';

/** Serves `html` at `path` on the demo server's origin, so its scripts load the real dist/. */
export async function openPage(page: Page, path: string, html: string): Promise<void> {
  await page.route(`**${path}`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
  await page.goto(path);
}

export function htmlPage(head: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>e2e</title>${head}</head><body><main><h1>e2e</h1></main>${body}</body></html>`;
}

export const CONFIG_BLOCK = (json: object) => `<script type="application/json" data-eb-config>${JSON.stringify(json)}</script>`;
export const LOADER = '<script type="module" src="/dist/eb-widgets.js"></script>';
export const IIFE = '<script src="/dist/eb-widgets.iife.js"></script>';
export const CLASSIC_LOADER = '<script defer src="/dist/eb-widgets.classic.js"></script>';

/** The two builds a partner's page loads: the ES module loader and the one-file IIFE. */
export const BUILDS = [
  { build: 'module loader', script: LOADER },
  { build: 'IIFE', script: IIFE },
] as const;
export type Build = (typeof BUILDS)[number];

/**
 * The build the `index`th case of a rule runs in: the two in turn. Both builds run the same
 * code past their loaders, so a rule's cases are shared out between them rather than each case
 * run twice; every rule with two cases or more still meets both builds.
 */
export const buildInTurn = (index: number): Build => inTurn(BUILDS, index);

/** The `index`th of `choices` taken in turn. */
export const inTurn = <T>(choices: readonly T[], index: number): T => choices[index % choices.length];

/** Holds back the requests matching `pattern` until the returned function is called. */
export async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Collects uncaught page errors and console errors. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  return errors;
}

/** Every console message of any type, and every uncaught error. */
export function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(`console.${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}

/** A server-rendered element's shadow root as HTML, without the <style> (which hydration replaces by adopted sheets). */
export const shadowHtml = (page: Page, tag: string) =>
  page.locator(tag).evaluate((element) =>
    [...element.shadowRoot!.childNodes]
      .filter((node) => node.nodeName !== 'STYLE')
      .map((node) => (node instanceof Element ? node.outerHTML : node.textContent))
      .join(''),
  );

/** Waits until a server-rendered element is defined and the server's <style> gave way to the adopted stylesheets. */
export const serverStylesReplaced = (page: Page, tag: string) =>
  expect.poll(() => page.locator(tag).evaluate((element) => Boolean(customElements.get(element.localName)) && element.shadowRoot!.querySelector('style') === null)).toBe(true);

export interface LayoutShift {
  value: number;
  /** When, in ms from the page's start. */
  at: number;
  /**
   * What moved, and from where to where: [x, y, width, height] (a node in a shadow root shows as
   * 'null'). A text's box spans its block: a text that moved along its line keeps the same box.
   */
  moved: string[];
}

/** Records every layout shift not caused by input, from the first paint on; read them with layoutShifts(). */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Rect = { x: number; y: number; width: number; height: number };
    const shifts: LayoutShift[] = [];
    (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts = shifts;
    const box = ({ x, y, width, height }: Rect) => `[${[x, y, width, height].map(Math.round).join(', ')}]`;
    const element = (node: Element) => `${node.localName}${node.className ? `.${String(node.className).split(' ')[0]}` : ''}`;
    const name = (node?: Node | null) => {
      if (!node) return 'null';
      if (node instanceof Element) return element(node);
      // A text, by its first words and its parent: several in one line all report that line's box.
      return `${node.nodeName} ${JSON.stringify(node.textContent?.slice(0, 24))} in ${node.parentElement ? element(node.parentElement) : null}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        startTime: number;
        hadRecentInput: boolean;
        sources: { node?: Node | null; previousRect: Rect; currentRect: Rect }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          moved: entry.sources.map(({ node, previousRect, currentRect }) => `${name(node)} ${box(previousRect)} -> ${box(currentRect)}`),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts recorded since recordLayoutShifts(). */
export const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts);

/**
 * Serves the page at `path`: `first`, then `rest` once `sendRest()` is called, as a slow network or a slow server
 * delivers a page: the browser paints what it has parsed meanwhile. Other paths come from the
 * sandbox at `sandboxUrl`, so the page's scripts are the real dist/ files.
 */
export async function pageInTwoParts(sandboxUrl: string, path: string, first: string, rest: string) {
  let sendRest!: () => void;
  const restSent = new Promise<void>((resolve) => (sendRest = resolve));
  const serve = async (request: IncomingMessage, response: ServerResponse) => {
    if (request.url === path) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.write(first);
      await restSent;
      response.end(rest);
      return;
    }
    const answer = await fetch(new URL(request.url!, sandboxUrl));
    response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/octet-stream' });
    response.end(Buffer.from(await answer.arrayBuffer()));
  };
  // Node does not wait for a request listener's promise.
  const server = createServer((request, response) => {
    void serve(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const close = () => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(resolve));
  };
  return { url: `http://127.0.0.1:${port}${path}`, sendRest, close };
}

/** The paths the page requested under /dist/. */
export function watchDistRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/dist/')) paths.push(pathname);
  });
  return paths;
}

/** Signs in as a sandbox persona ('Ada' is the attendee) and lands on `path`. */
export async function signInAs(page: Page, firstName: string, path: string): Promise<void> {
  await page.goto(`/signin/?referrer=${encodeURIComponent(path)}`);
  await page.getByRole('button', { name: new RegExp(`^Sign in as ${firstName}\\b`) }).click();
  await page.waitForURL((url) => url.pathname === path);
}

/**
 * A sandbox page as the signed-in session sees it, served again at `servedAt` with the module
 * loader swapped for `script`: the same server data and cards through the other build.
 */
export async function sandboxPageWith(page: Page, path: string, servedAt: string, script: string): Promise<void> {
  const html = await (await page.request.get(path)).text();
  const swapped = html.replace(LOADER, script);
  if (script !== LOADER && swapped === html) throw new Error(`${path} has no module loader tag to swap`);
  await openPage(page, servedAt, swapped);
}

/** The signed-in user's review of app 42 as the server would answer it, for pages with `<eb-review-form app-id="42">`. */
export async function serveOwnReview(page: Page, fields: { review_title: string; review_text: string }): Promise<object> {
  const review = { id: '7', rating: 4, ...fields, created: '2026-11-01T10:00:00Z', locale: 'en_US', replies: [] };
  await page.route('**/api/v3/apps/42/ratings/**', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify({ ratings: [review] }) }));
  return review;
}

/** Where the library shows page-level messages (API.md §1). */
export const notificationHost = (page: Page) => page.locator('eb-notification-host');

/**
 * Server data of a signed-in staff user with every header item; staff items show on the admin
 * host, here the page's own (`adminServerUrl` = the test's base URL).
 */
export const fullUserConfig = (adminServerUrl: string, path = '/') => ({
  env: { serverUrl: 'https://www.eventbrite.com', adminServerUrl, isMobile: false },
  user: {
    isAuthenticated: true,
    isAttendee: false,
    isStaff: true,
    hasTikibar: true,
    hasEvents: true,
    hasOrganizers: true,
    canCreateEvents: true,
    canInvite: true,
    canUseStudio: true,
    canUseAttendeeNewsletter: true,
    publicId: 'u42',
    email: { email: 'grace.hopper@example.com' },
    firstName: 'Grace',
    lastName: 'Hopper',
    fullName: 'Grace Hopper',
    numSavedEvents: 120,
    intercomUserHash: 'abc',
  },
  request: { path },
  featureFlags: { enableOldCollectionsLink: true },
});
