import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from './test';
import { CLASSIC_LOADER, CONFIG_BLOCK, IIFE, LOADER, htmlPage, openPage, watchDistRequests, watchErrors } from './pages';

// Issue 16, "Only what the page uses", in the classic build: one classic script
// (dist/eb-widgets.classic.js) defines every tag and adds each element's classic chunks
// (dist/classic/chunks/) the first time that tag is used on the page, wherever the element is.

const EVENT = { id: '7', name: 'Harbour lights walk', url: 'https://www.eventbrite.com/e/7', startDate: '2026-12-03', startTime: '18:30' };

const elementChunks = (paths: string[]) =>
  paths
    .map((file) => /^\/dist\/classic\/chunks\/([a-z-]+)\.element-/.exec(file)?.[1])
    .filter((name): name is string => Boolean(name))
    .sort();

async function classicPage(page: Page, name: string, body: string, head = CONFIG_BLOCK({}) + CLASSIC_LOADER): Promise<void> {
  await openPage(page, `/e2e-classic-${name}.html`, htmlPage(head, body));
}

const footer = (page: Page) => page.locator('eb-footer');

test.describe('the classic loader loads only what the page uses', () => {
  test('a page with only a footer requests the footer code and no code of the header, card, marketplace or review form; a card added later brings its own', async ({ page }) => {
    const errors = watchErrors(page);
    const requested = watchDistRequests(page);
    await classicPage(page, 'footer-only', '<eb-footer></eb-footer>');
    await expect(footer(page).getByRole('contentinfo')).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The footer's code, and the page's notification host that comes with any element.
    expect(elementChunks(requested)).toEqual(['footer', 'page-notifications']);
    // Only the classic build: neither the one-file IIFE nor the module build (and no catalog: English is built in).
    expect(requested.filter((file) => file !== '/dist/eb-widgets.classic.js' && !file.startsWith('/dist/classic/chunks/'))).toEqual([]);

    await page.evaluate((event) => document.body.append(Object.assign(document.createElement('eb-event-card'), { event })), EVENT);
    await expect(page.locator('eb-event-card').getByRole('heading', { name: EVENT.name })).toBeVisible();
    expect(elementChunks(requested)).toEqual(['event-card', 'footer', 'page-notifications']);
    // Every file once.
    expect(new Set(requested).size).toBe(requested.length);
    expect(errors).toEqual([]);
  });

  test('an element inside an open shadow root of the page upgrades, and EBWidgets.load(tag) loads a tag at once', async ({ page }) => {
    const errors = watchErrors(page);
    const requested = watchDistRequests(page);
    await classicPage(page, 'shadow', '<div id="widget"></div>');
    await page.evaluate(() => {
      const root = document.getElementById('widget')!.attachShadow({ mode: 'open' });
      root.innerHTML = '<eb-footer minimal-links></eb-footer>';
    });
    const inShadow = page.locator('#widget eb-footer');
    await expect(inShadow.getByRole('link', { name: 'Terms' })).toBeVisible();
    await expect(inShadow.getByRole('link', { name: 'Blog' })).toHaveCount(0);

    await page.evaluate(() => window.EBWidgets!.load('eb-review-form'));
    expect(elementChunks(requested)).toEqual(['footer', 'page-notifications', 'review-form']);
    expect(errors).toEqual([]);
  });

  test('an element created with document.createElement after the library started is upgraded at once, before it is connected', async ({ page }) => {
    await classicPage(page, 'create', '<p>nothing yet</p>');
    await page.waitForFunction(() => window.EBWidgets !== undefined);
    const upgraded = await page.evaluate((event) => {
      const card = document.createElement('eb-event-card') as HTMLElement & { event?: unknown; layout?: string };
      card.layout = 'horizontal';
      card.event = event;
      const state = { defined: customElements.get('eb-event-card') === card.constructor, layoutAttribute: card.getAttribute('layout') };
      document.body.append(card);
      return state;
    }, EVENT);
    expect(upgraded).toEqual({ defined: true, layoutAttribute: 'horizontal' });
    await expect(page.locator('eb-event-card').getByRole('heading', { name: EVENT.name })).toBeVisible();
  });

  test('a chunk that cannot be loaded is reported once as a ChunkLoadError, and the next element of that tag tries again', async ({ page }) => {
    const errors = watchErrors(page);
    const failing = '**/dist/classic/chunks/footer.element-*.js';
    await page.route(failing, (route) => route.abort('connectionfailed'));
    await classicPage(page, 'chunk-fails', '<eb-footer id="first"></eb-footer>');
    const reported = () => errors.filter((error) => error.includes('[eb-widgets]'));
    await expect.poll(reported).toHaveLength(1);
    expect(reported()[0]).toContain('<eb-footer> could not be loaded.');
    expect(reported()[0]).toContain('ChunkLoadError');
    await expect(page.locator('#first').getByRole('contentinfo')).toHaveCount(0);

    await page.unroute(failing);
    await page.evaluate(() => document.body.append(Object.assign(document.createElement('eb-footer'), { id: 'second' })));
    await expect(page.locator('#second').getByRole('contentinfo')).toBeVisible();
    expect(reported()).toHaveLength(1);
  });

  test('fetches its catalog beside itself: a French page loads locales/fr_FR.json', async ({ page }) => {
    const requested = watchDistRequests(page);
    await classicPage(page, 'french', '<eb-footer></eb-footer>', CONFIG_BLOCK({ env: { locale: 'fr_FR' } }) + CLASSIC_LOADER);
    await expect(footer(page).getByRole('link', { name: 'Confidentialité' })).toBeVisible();
    expect(requested.filter((file) => file.startsWith('/dist/locales/'))).toEqual(['/dist/locales/fr_FR.json']);
  });
});

test.describe('the classic loader hosted anywhere', () => {
  /** A copy of dist/ at /copies/v1/, as a page's own server or another CDN would host it. */
  async function hostCopy(page: Page): Promise<string[]> {
    const requested: string[] = [];
    await page.route('**/copies/v1/**', async (route) => {
      const { pathname } = new URL(route.request().url());
      requested.push(pathname);
      const file = pathname.slice('/copies/v1/'.length);
      const source = path.join('dist', file === 'widgets.js' ? 'eb-widgets.classic.js' : file);
      const body = await readFile(source).catch(() => undefined);
      if (!body) await route.fulfill({ status: 404, body: 'Not found' });
      else await route.fulfill({ contentType: source.endsWith('.json') ? 'application/json' : 'text/javascript', body });
    });
    return requested;
  }

  test('a copy of dist/ elsewhere, the loader renamed and loaded with a query string: chunks and catalog come from beside it, the loader runs once', async ({ page }) => {
    const errors = watchErrors(page);
    const requested = await hostCopy(page);
    const distRequests = watchDistRequests(page);
    const head = CONFIG_BLOCK({ env: { locale: 'de_DE' } }) + '<script defer src="/copies/v1/widgets.js?v=1"></script>';
    await classicPage(page, 'copy', '<eb-footer></eb-footer>', head);
    await expect(footer(page).getByRole('combobox', { name: 'Land und Sprache' })).toBeVisible();
    expect(requested[0]).toBe('/copies/v1/widgets.js');
    expect(requested).not.toContain('/copies/v1/eb-widgets.classic.js');
    expect(requested).toContain('/copies/v1/locales/de_DE.json');
    expect(requested.filter((file) => /^\/copies\/v1\/classic\/chunks\/footer\.element-/.test(file))).toHaveLength(1);
    expect(distRequests).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test.describe('the classic loader on pages with their own rules', () => {
  test("a page with its own AMD loader (define.amd, require): the library never calls them, and the page's define stays", async ({ page }) => {
    const errors = watchErrors(page);
    await page.route('**/e2e-page-amd.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `window.amdCalls = [];
          window.define = function () { window.amdCalls.push('define'); };
          window.define.amd = {};
          window.require = function () { window.amdCalls.push('require'); };`,
      }),
    );
    await classicPage(page, 'requirejs', '<eb-footer></eb-footer>', `<script src="/e2e-page-amd.js"></script>${CONFIG_BLOCK({})}${CLASSIC_LOADER}`);
    await expect(footer(page).getByRole('contentinfo')).toBeVisible();
    expect(await page.evaluate(() => ({ calls: (window as unknown as { amdCalls: string[] }).amdCalls, amd: 'amd' in (window as unknown as { define: object }).define }))).toEqual({
      calls: [],
      amd: true,
    });
    expect(errors).toEqual([]);
  });

  test("a page that enforces Trusted Types and allows 'eb-widgets-classic': the chunks load, nothing is refused", async ({ page }) => {
    const errors = watchErrors(page);
    const csp = `<meta http-equiv="Content-Security-Policy" content="script-src 'self'; require-trusted-types-for 'script'; trusted-types eb-widgets eb-widgets-classic">`;
    await classicPage(page, 'trusted-types', '<eb-footer></eb-footer><eb-event-card></eb-event-card>', csp + CONFIG_BLOCK({}) + CLASSIC_LOADER);
    await page.evaluate((event) => Object.assign(document.querySelector('eb-event-card')!, { event }), EVENT);
    await expect(footer(page).getByRole('contentinfo')).toBeVisible();
    await expect(page.locator('eb-event-card').getByRole('heading', { name: EVENT.name })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("a page whose policy allows scripts by nonce only (no 'self', no eval, no inline code): the loader hands its nonce on to the chunks it adds", async ({ page }) => {
    const errors = watchErrors(page);
    const csp = `<meta http-equiv="Content-Security-Policy" content="script-src 'nonce-e2e-classic'">`;
    const loader = '<script defer nonce="e2e-classic" src="/dist/eb-widgets.classic.js"></script>';
    await classicPage(page, 'nonce', '<eb-footer></eb-footer>', csp + CONFIG_BLOCK({}) + loader);
    await expect(footer(page).getByRole('contentinfo')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a page that enforces Trusted Types without the policy: each refused chunk is reported as a ChunkLoadError, nothing throws', async ({ page }) => {
    const errors = watchErrors(page);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const csp = `<meta http-equiv="Content-Security-Policy" content="require-trusted-types-for 'script'; trusted-types eb-widgets">`;
    await classicPage(page, 'trusted-types-refused', '<eb-footer></eb-footer>', csp + CONFIG_BLOCK({}) + CLASSIC_LOADER);
    await expect.poll(() => errors.filter((error) => error.includes('[eb-widgets] <eb-footer> could not be loaded.'))).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  });
});

test.describe('the classic loader and other copies of the library on one page', () => {
  test('the classic loader twice: it runs once, each chunk is requested once', async ({ page }) => {
    const errors = watchErrors(page);
    const requested = watchDistRequests(page);
    await classicPage(page, 'twice', '<eb-footer></eb-footer>', CONFIG_BLOCK({}) + CLASSIC_LOADER + CLASSIC_LOADER);
    await expect(footer(page).getByRole('contentinfo')).toHaveCount(1);
    await expect(footer(page).getByRole('contentinfo')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requested.filter((file) => file.startsWith('/dist/classic/'))).toEqual([...new Set(requested.filter((file) => file.startsWith('/dist/classic/')))]);
    expect(errors).toEqual([]);
  });

  test('the IIFE first, then the classic loader: nothing throws, the IIFE stays in charge and the classic loader adds no chunk', async ({ page }) => {
    const errors = watchErrors(page);
    const requested = watchDistRequests(page);
    await classicPage(page, 'iife-first', '<eb-footer></eb-footer>', CONFIG_BLOCK({}) + IIFE + CLASSIC_LOADER);
    await expect(footer(page).getByRole('contentinfo')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requested.filter((file) => file.startsWith('/dist/classic/'))).toEqual([]);
    await page.evaluate(() => window.EBWidgets!.configure({ user: { isAuthenticated: true } }));
    await expect(footer(page).getByRole('heading', { name: 'Use Eventbrite' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('the classic loader first, then the IIFE: nothing throws, the classic loader stays in charge', async ({ page }) => {
    const errors = watchErrors(page);
    const requested = watchDistRequests(page);
    const classicFirst = '<script src="/dist/eb-widgets.classic.js"></script>';
    await classicPage(page, 'classic-first', `<eb-footer></eb-footer>${IIFE}`, CONFIG_BLOCK({}) + classicFirst);
    await expect(footer(page).getByRole('contentinfo')).toHaveCount(1);
    await expect(footer(page).getByRole('contentinfo')).toBeVisible();
    expect(elementChunks(requested)).toEqual(['footer', 'page-notifications']);
    await page.evaluate(() => window.EBWidgets!.configure({ user: { isAuthenticated: true } }));
    await expect(footer(page).getByRole('heading', { name: 'Use Eventbrite' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('the classic loader and the module loader: the first one in the page stays in charge, the other loads no element code', async ({ page }) => {
    const errors = watchErrors(page);
    const requested = watchDistRequests(page);
    await classicPage(page, 'with-module-loader', '<eb-footer></eb-footer>', CONFIG_BLOCK({}) + CLASSIC_LOADER + LOADER);
    await expect(footer(page).getByRole('contentinfo')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(elementChunks(requested)).toEqual(['footer', 'page-notifications']);
    expect(requested.filter((file) => /^\/dist\/chunks\/.*\.element-/.test(file))).toEqual([]);
    expect(errors).toEqual([]);
  });
});
