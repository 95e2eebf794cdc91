import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test as testInOwnContext, testOnWorkerPage as test, type Page } from './test';
import { FIXTURES, PACKED } from './fixtures';
import { serverStylesReplaced, watchConsole } from './pages';
import { expectHydration, freePort, startProcess, type Running } from './render-service/servers';

// Issue 47: the organizer admin as it is really built, a React app with server rendering. Two
// apps built from the packed package by scripts/consumer.test.mjs: Next.js 16 (App Router, every
// page a Server Component) and React Router 7 (framework mode). Each has a layout with
// <EbServerData>, <EbHeader> and <EbFooter>, a page of event cards, the marketplace under
// /apps/ in history routing, and a plain page; each asks the worker's sandbox for the API.

const BIN = path.resolve('node_modules/.bin');

interface FrameworkApp {
  name: string;
  folder: string;
  /** What the app's production server is started with, on `port`. */
  command: (port: number) => [string, string[]];
  /** The requests that bring the app's scripts, the library among them. */
  scripts: string;
}

const APPS: FrameworkApp[] = [
  {
    name: 'Next.js 16, App Router, Server Components',
    folder: 'next-app',
    command: (port) => [path.join(BIN, 'next'), ['start', '--port', String(port)]],
    scripts: '**/_next/static/**/*.js',
  },
  {
    name: 'React Router 7, framework mode, server rendering',
    folder: 'react-router-app',
    command: () => [path.join(BIN, 'react-router-serve'), ['./build/server/index.js']],
    scripts: '**/assets/*.js',
  },
];

const marketplace = (page: Page) => page.locator('eb-app-marketplace');
const headline = (page: Page) => marketplace(page).getByRole('heading', { level: 1 });
const hostLink = (page: Page, name: string) => page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name, exact: true });
const HOME = 'Find the apps for your events';

/**
 * How many React DOM renderers the page's scripts started (two would mean two copies of React),
 * and how many times each server-rendered element's own component (the header, the footer; its
 * root is the server's `[data-eb-ssr]`) rendered: once, hydrating, when the tree is not drawn
 * twice. Parts that render only in the browser after that (the header's side drawer) may.
 */
async function countReactRenderers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Fiber = { type: unknown; flags: number; child: Fiber | null; sibling: Fiber | null; memoizedProps: { Component?: unknown; tag?: string } | null };
    const renderers = new Map<number, unknown>();
    const renders: Record<string, number> = {};
    (window as unknown as { reactRenderers: Map<number, unknown> }).reactRenderers = renderers;
    (window as unknown as { elementRenders: Record<string, number> }).elementRenders = renders;
    // React's PerformedWork flag: the component rendered in this commit.
    const PERFORMED_WORK = 1;
    const walk = (fiber: Fiber | null, visit: (fiber: Fiber) => void) => {
      for (let each = fiber; each; each = each.sibling) {
        visit(each);
        walk(each.child, visit);
      }
    };
    // What React DOM looks for to register itself with the developer tools.
    (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: object }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers,
      inject(renderer: unknown) {
        renderers.set(renderers.size + 1, renderer);
        return renderers.size;
      },
      onScheduleFiberRoot() {},
      onCommitFiberRoot(_id: number, root: { containerInfo?: Element; current: Fiber }) {
        if (!root.containerInfo?.hasAttribute?.('data-eb-ssr')) return;
        // The element's tree (element-tree.tsx) names its component in its props.
        let component: unknown;
        walk(root.current, (fiber) => {
          if (fiber.memoizedProps?.Component && fiber.memoizedProps.tag) component ??= fiber.memoizedProps.Component;
        });
        walk(root.current, (fiber) => {
          if (component && fiber.type === component && fiber.flags & PERFORMED_WORK) {
            const tag = (root.containerInfo!.getRootNode() as ShadowRoot).host.localName;
            renders[tag] = (renders[tag] ?? 0) + 1;
          }
        });
      },
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });
}

for (const app of APPS) {
  test.describe(app.name, () => {
    let server: Running | undefined;
    let origin = '';

    test.beforeAll(async ({ sandbox }) => {
      const cwd = path.join(FIXTURES, app.folder);
      const built = app.folder === 'next-app' ? '.next/BUILD_ID' : 'build/server/index.js';
      expect(existsSync(path.join(cwd, built)) && existsSync(PACKED), `fixtures/${app.folder} is built by node --test scripts/consumer.test.mjs`).toBe(true);
      const port = await freePort();
      origin = `http://127.0.0.1:${port}`;
      const [command, args] = app.command(port);
      const env = {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        EB_API_ORIGIN: sandbox.url,
        EB_SERVER_URL: sandbox.url,
      };
      server = await startProcess(command, args, `${origin}/about/`, { cwd, env });
    });

    test.afterAll(async () => {
      await server?.stop('SIGTERM');
    });

    test('the server HTML holds the header and footer drawn: with scripts off, both are there to read and their links work', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${origin}/about/`);
      await expect(page.getByRole('heading', { level: 1, name: 'About this admin' })).toBeVisible();
      const header = page.locator('eb-header');
      await expect(header.getByRole('banner')).toBeVisible();
      await expect(header.getByRole('link', { name: 'Log In' })).toBeVisible();
      await expect(page.locator('eb-footer').getByRole('contentinfo')).toBeVisible();
      await expect(page.locator('eb-footer').getByRole('link', { name: 'Privacy' })).toBeVisible();
      // The organizer variant the layout asked for, from the server.
      await expect(header).toHaveAttribute('variant', 'organizer');
      await context.close();
    });

    test('hydration is silent: no console message, the same shadow DOM, no layout shift, each element rendered once (not drawn twice), and one React on the page', async ({
      page,
    }) => {
      await countReactRenderers(page);
      await expectHydration(page, `${origin}/about/`, ['eb-header', 'eb-footer'], app.scripts);
      expect(await page.evaluate(() => (window as unknown as { reactRenderers: Map<number, unknown> }).reactRenderers.size)).toBe(1);
      expect(await page.evaluate(() => (window as unknown as { elementRenders: Record<string, number> }).elementRenders)).toEqual({ 'eb-header': 1, 'eb-footer': 1 });
    });

    test('a page of event cards: the objects a Server Component passes are drawn on the server, readable with scripts off', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${origin}/events/`);
      await expect(page.locator('eb-event-card').nth(0).getByRole('heading', { name: 'Oaxacan Cooking Class' })).toBeVisible();
      await expect(page.locator('eb-event-card').nth(1).getByRole('heading', { name: 'Founders Breakfast' })).toBeVisible();
      await expect(page.locator('eb-event-card').nth(1).getByText('From €15.00')).toBeVisible();
      await context.close();
    });

    test('the cards hydrate silently with their objects: no console message, the same shadow DOM, no layout shift', async ({ page }) => {
      await expectHydration(page, `${origin}/events/`, ['eb-header', 'eb-footer', 'eb-event-card >> nth=0', 'eb-event-card >> nth=1'], app.scripts);
      await expect(page.locator('eb-event-card').first()).toHaveAttribute('affiliate-code', 'organizer-admin');
      // Drawn by the browser from here on: the event object reached the element.
      expect(
        await page
          .locator('eb-event-card')
          .first()
          .evaluate((card) => (card as HTMLElement & { event?: { name?: string } }).event?.name),
      ).toBe('Oaxacan Cooking Class');
    });

    // It counts the entries of the page's history: a page of its own, with none from other tests.
    testInOwnContext('the marketplace agrees with the address after every host link, marketplace link, Back and Forward, one history entry each', async ({ page }) => {
      const messages = watchConsole(page);
      await page.goto(`${origin}/`);
      const entries = () => page.evaluate(() => history.length);
      const first = await entries();
      const shows = async (address: string, heading: string, pushed: number) => {
        await expect(page).toHaveURL(`${origin}${address}`);
        await expect(headline(page)).toHaveText(heading);
        expect(await entries(), `history entries at ${address}`).toBe(first + pushed);
      };

      await hostLink(page, 'Apps').click();
      await shows('/apps/', HOME, 1);
      await expect(page).toHaveTitle('Eventbrite App Marketplace | Apps for Your Events (Formerly Spectrum)');
      await marketplace(page)
        .getByRole('link', { name: /^ToneDen/ })
        .first()
        .click();
      await shows('/apps/toneden/', 'ToneDen', 2);
      await expect(page).toHaveTitle('ToneDen | App Marketplace');
      // The host's own link, while the marketplace shows an app: Next.js and React Router write
      // the address with pushState, which fires no popstate.
      await hostLink(page, 'Apps').click();
      await shows('/apps/', HOME, 3);
      await hostLink(page, 'Email apps').click();
      await shows('/apps/categories/email/', 'Email', 4);
      const emailApp = marketplace(page).locator('a.eb-app-card').first();
      const emailAppName = (await emailApp.locator('.eb-app-card__name').textContent())!;
      const emailAppPath = new URL((await emailApp.getAttribute('href'))!, origin).pathname;
      await emailApp.click();
      await shows(emailAppPath, emailAppName, 5);

      await page.goBack();
      await shows('/apps/categories/email/', 'Email', 5);
      await page.goBack();
      await shows('/apps/', HOME, 5);
      await page.goBack();
      await shows('/apps/toneden/', 'ToneDen', 5);
      await page.goForward();
      await shows('/apps/', HOME, 5);

      // Away from the marketplace and back to it.
      await hostLink(page, 'About').click();
      await expect(page).toHaveURL(`${origin}/about/`);
      await expect(marketplace(page)).toHaveCount(0);
      await page.goBack();
      await shows('/apps/', HOME, 4);
      expect(messages).toEqual([]);
    });

    if (app.folder === 'next-app') {
      test('a raw tag a Server Component renders, without a wrapper or any import of its own, is drawn: <EbServerData> defines every tag', async ({ page }) => {
        const messages = watchConsole(page);
        await page.goto(`${origin}/raw/`);
        await expect(page.locator('eb-review-form').getByRole('button', { name: 'Review this app' })).toBeVisible();
        expect(messages).toEqual([]);
      });

      test("a handler given in the app's own client component (README): 'Manage Cookie Preferences' opens the app's consent manager instead of leaving", async ({ page }) => {
        await page.goto(`${origin}/about/`);
        // Its button works once the footer's code has hydrated it.
        await serverStylesReplaced(page, 'eb-footer');
        await page.evaluate(() => window.addEventListener('open-consent-manager', () => document.body.setAttribute('data-consent-manager', 'open')));
        await page.locator('eb-footer').getByRole('button', { name: 'Manage Cookie Preferences' }).click();
        await expect(page.locator('body')).toHaveAttribute('data-consent-manager', 'open');
        await expect(page).toHaveURL(`${origin}/about/`);
      });
    }

    test('a host link moves the marketplace in the frame its address changes', async ({ page }) => {
      await page.goto(`${origin}/apps/toneden/`);
      await expect(headline(page)).toHaveText('ToneDen');
      // Each animation frame from now on: the address, and what the marketplace shows.
      await page.evaluate(() => {
        const frames: [string, string][] = [];
        (window as unknown as { frames_: [string, string][] }).frames_ = frames;
        const sample = () => {
          const heading = document.querySelector('eb-app-marketplace')?.shadowRoot?.querySelector('h1')?.textContent ?? '';
          frames.push([location.pathname, heading]);
          if (frames.length < 600) requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      });
      await hostLink(page, 'Apps').click();
      await expect(headline(page)).toHaveText(HOME);
      const frames = await page.evaluate(() => (window as unknown as { frames_: [string, string][] }).frames_);
      const moved = frames.filter(([address]) => address === '/apps/');
      expect(moved.length).toBeGreaterThan(0);
      // No frame shows the new address with the app's page still on screen.
      expect(moved.filter(([, heading]) => heading === 'ToneDen')).toEqual([]);
    });
  });
}
