import { expect, test, type Page } from './test';
import { IIFE, holdRequests, sandboxPageWith, signInAs, watchDistRequests, watchErrors } from './pages';

// Issue 16 'Only what the page uses': a page downloads the code of what a person asks for (a
// card's share dialog and the modal under it, the API client for saving and for collections, the
// header's search takeover) only when asked, and a failed download of it is never an 'Oops'
// screen.

const ON_DEMAND = /\/chunks\/(ShareDialog|Modal|client|destination|collections|SearchTakeover)-/;

const onDemandChunks = (requested: string[]) =>
  requested
    .map((file) => ON_DEMAND.exec(file)?.[1])
    .filter((name): name is string => Boolean(name))
    .sort();

async function firstCardShown(page: Page) {
  const card = page.locator('eb-event-card').first();
  await expect(card.getByRole('heading', { level: 3 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  return card;
}

test('a signed-out visitor gets no share dialog, modal or API client code until they share; then the dialog opens', async ({ page }) => {
  const requested = watchDistRequests(page);
  await page.goto('/partner/');
  const card = await firstCardShown(page);
  expect(onDemandChunks(requested)).toEqual([]);

  await card.getByRole('button', { name: /^Share / }).click();
  await expect(card.getByRole('dialog', { name: 'Share with friends' })).toBeVisible();
  expect(onDemandChunks(requested)).toEqual(['Modal', 'ShareDialog']);
  await page.keyboard.press('Escape');
  await expect(card.getByRole('dialog')).toHaveCount(0);
  await expect(card.getByRole('button', { name: /^Share / })).toBeFocused();
});

test('the API client comes with the first save, which then reaches the server', async ({ page }) => {
  await signInAs(page, 'Ada', '/partner/');
  const requested = watchDistRequests(page);
  await page.reload();
  const card = await firstCardShown(page);
  // Signed in: the collections menu is on every card; nothing has been saved or collected yet.
  await expect(card.getByRole('button', { name: /^Add to collection/ })).toBeVisible();
  expect(onDemandChunks(requested)).toEqual([]);

  const save = card.getByRole('button', { name: /^(Save|Unsave) this event/ });
  const before = await save.getAttribute('aria-pressed');
  const answered = page.waitForResponse((response) => /\/api\/v3\/destination\//.test(response.url()) && response.request().method() !== 'GET');
  await save.click();
  expect((await answered).ok()).toBe(true);
  await expect(save).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true');
  expect(onDemandChunks(requested)).toContain('destination');
  // Put back as it was, for the other tests.
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', before!);
});

test('a share dialog whose code cannot be downloaded leaves the card as it was, reports a ChunkLoadError once, and opens on the next try', async ({ page }) => {
  const errors = watchErrors(page);
  let failing = true;
  await page.route('**/dist/chunks/ShareDialog-*.js', (route) => (failing ? route.abort() : route.continue()));
  await page.goto('/partner/');
  const card = await firstCardShown(page);
  const share = card.getByRole('button', { name: /^Share / });
  await share.click();
  await expect.poll(() => errors.filter((text) => text.includes('share-dialog could not be loaded'))).toHaveLength(1);
  await expect(share).toHaveAttribute('aria-expanded', 'false');
  await expect(card.getByRole('dialog')).toHaveCount(0);
  await expect(card.getByRole('heading', { level: 3 })).toBeVisible();
  await expect(card.getByText(/Oops/)).toHaveCount(0);

  failing = false;
  await share.click();
  await expect(card.getByRole('dialog', { name: 'Share with friends' })).toBeVisible();
  expect(errors.filter((text) => !text.includes('share-dialog could not be loaded') && !text.includes('Failed to load resource'))).toEqual([]);
});

test('through the IIFE, which carries every part, the share dialog opens with nothing more to download', async ({ page }) => {
  await sandboxPageWith(page, '/partner/', '/e2e-share-iife/', IIFE);
  const card = await firstCardShown(page);
  const requested = watchDistRequests(page);
  await card.getByRole('button', { name: /^Share / }).click();
  await expect(card.getByRole('dialog', { name: 'Share with friends' })).toBeVisible();
  expect(requested).toEqual([]);
});

test('a page with the header gets no search takeover, modal or API client code until the visitor opens the search; then suggestions come', async ({ page }) => {
  const requested = watchDistRequests(page);
  // A page of the platform: header and footer through the module loader.
  await page.goto('/d/');
  const header = page.locator('eb-header');
  const search = header.getByRole('button', { name: 'Search events' });
  await expect(search).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(onDemandChunks(requested)).toEqual([]);

  await search.click();
  const field = header.getByRole('dialog', { name: 'Search events' }).getByRole('combobox', { name: 'Search events' });
  await expect(field).toBeFocused();
  await page.keyboard.type('night');
  await expect(header.getByRole('listbox', { name: 'Search events' }).getByRole('option').first()).toContainText(/night/i);
  expect(onDemandChunks(requested)).toEqual(expect.arrayContaining(['Modal', 'SearchTakeover', 'client', 'destination']));
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(header.getByRole('dialog')).toHaveCount(0);
  await expect(search).toBeFocused();
});

test('what the visitor types right after opening the search, before its code has arrived, is kept in the field', async ({ page }) => {
  await page.route('**/dist/chunks/SearchTakeover-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.goto('/d/');
  const header = page.locator('eb-header');
  await header.getByRole('button', { name: 'Search events' }).click();
  await page.keyboard.type('jazz');
  await expect(header.getByRole('dialog')).toHaveCount(0);
  const field = header.getByRole('dialog', { name: 'Search events' }).getByRole('combobox', { name: 'Search events' });
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('jazz');
  await page.keyboard.type(' night');
  await expect(field).toHaveValue('jazz night');
});

test('Enter typed right after opening the search, before its code has arrived, searches for what was typed', async ({ page }) => {
  await page.route('**/dist/chunks/SearchTakeover-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/d/');
  await page.locator('eb-header').getByRole('button', { name: 'Search events' }).click();
  await page.keyboard.type('jazz');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/d/' && url.searchParams.get('q') === 'jazz');
});

/**
 * Opens `path` with the marketplace's `chunk` failing to download: the section offers Refresh,
 * one ChunkLoadError names `part`, and no 'Oops'. `refresh()` lets the chunk through and
 * presses Refresh; `otherErrors()` are the page's errors but that one and the failed request.
 */
async function openWithPartFailing(page: Page, { chunk, path, part }: { chunk: string; path: string; part: string }) {
  const marketplace = page.locator('eb-app-marketplace');
  const errors = watchErrors(page);
  let failing = true;
  await page.route(`**/dist/chunks/${chunk}-*.js`, (route) => (failing ? route.abort() : route.continue()));
  await page.goto(path);
  const alert = marketplace.getByRole('alert');
  await expect(alert).toContainText('Whoa, something weird happened here. Try refreshing this section.');
  await expect.poll(() => errors.filter((text) => text.includes(`${part} could not be loaded`))).toHaveLength(1);
  await expect(marketplace.getByText(/Oops/)).toHaveCount(0);
  return {
    async refresh() {
      failing = false;
      await alert.getByRole('button', { name: 'Refresh' }).click();
    },
    otherErrors: () => errors.filter((text) => !text.includes(`${part} could not be loaded`) && !text.includes('Failed to load resource')),
  };
}

test.describe('the app product page: its code comes when a product page is first shown', () => {
  const productCode = (requested: string[]) => requested.filter((file) => /\/chunks\/(ProductScreen|review-form\.element)-/.test(file));
  const marketplace = (page: Page) => page.locator('eb-app-marketplace');

  test("the marketplace's home gets none of it; a click on an app brings it and its page", async ({ page }) => {
    const requested = watchDistRequests(page);
    await page.goto('/apps/');
    const staffPicks = marketplace(page).getByRole('region', { name: 'Staff Picks' });
    await expect(staffPicks.locator('.eb-app-card')).toHaveCount(3);
    await page.waitForLoadState('networkidle');
    expect(productCode(requested)).toEqual([]);

    // Each app card is a link.
    const firstApp = staffPicks.locator('.eb-app-card').first();
    const name = (await firstApp.locator('.eb-app-card__name').innerText()).trim();
    await firstApp.click();
    await expect(marketplace(page).getByRole('heading', { level: 1 })).toHaveText(name);
    expect(productCode(requested).length).toBeGreaterThan(0);
  });

  test('a product page whose code cannot be downloaded offers Refresh, reports a ChunkLoadError once, and shows the page on Refresh', async ({ page }) => {
    const failure = await openWithPartFailing(page, { chunk: 'ProductScreen', path: '/apps/mailbloom/', part: 'the app product page' });
    await failure.refresh();
    await expect(marketplace(page).getByRole('heading', { level: 1 })).toHaveText('Mailbloom');
    expect(failure.otherErrors()).toEqual([]);
  });
});

test.describe("the marketplace's search: its index comes when a person reaches for the search box", () => {
  const searchCode = (requested: string[]) => requested.filter((file) => /\/chunks\/app-search-/.test(file));
  const marketplace = (page: Page) => page.locator('eb-app-marketplace');
  const searchBox = (page: Page) => marketplace(page).getByRole('searchbox', { name: 'Search apps' });

  test("the marketplace's home gets none of it; a click in the search box brings it, and 'mail' finds apps", async ({ page }) => {
    const requested = watchDistRequests(page);
    await page.goto('/apps/');
    await expect(marketplace(page).getByRole('region', { name: 'Staff Picks' }).locator('.eb-app-card')).toHaveCount(3);
    await page.waitForLoadState('networkidle');
    expect(searchCode(requested)).toEqual([]);

    await searchBox(page).click();
    await expect.poll(() => searchCode(requested).length).toBeGreaterThan(0);
    await page.keyboard.type('mail');
    await page.keyboard.press('Enter');
    await expect(marketplace(page).getByRole('heading', { level: 1 })).toHaveText('Search results for mail');
    await expect(marketplace(page).locator('.eb-search-results .eb-app-card').first()).toBeVisible();
  });

  test('a search whose index cannot be downloaded offers Refresh, keeps the term, reports a ChunkLoadError once, and finds apps on Refresh', async ({ page }) => {
    const failure = await openWithPartFailing(page, { chunk: 'app-search', path: '/apps/search/?q=mail', part: 'the app search' });
    await expect(searchBox(page)).toHaveValue('mail');

    await failure.refresh();
    await expect(marketplace(page).locator('.eb-search-results .eb-app-card').first()).toBeVisible();
    await expect(marketplace(page).getByRole('heading', { level: 1 })).toHaveText('Search results for mail');
    expect(failure.otherErrors()).toEqual([]);
  });
});

test.describe("the marketplace's API client comes after the first frame: the hero does not wait for it", () => {
  const marketplace = (page: Page) => page.locator('eb-app-marketplace');
  const staffPicks = (page: Page) => marketplace(page).getByRole('region', { name: 'Staff Picks' }).locator('.eb-app-card');

  test("the hero's headline is shown while the API client's code is still on its way, and the lists follow it", async ({ page }) => {
    const release = await holdRequests(page, '**/dist/chunks/client-*.js');
    await page.goto('/apps/');
    await expect(marketplace(page).getByRole('heading', { level: 1, name: 'Find the apps for your events' })).toBeVisible();
    await expect(staffPicks(page)).toHaveCount(0);
    release();
    await expect(staffPicks(page)).toHaveCount(3);
  });

  test('lists whose API code cannot be downloaded offer Refresh, which brings them', async ({ page }) => {
    const errors = watchErrors(page);
    let failing = true;
    await page.route('**/dist/chunks/client-*.js', (route) => (failing ? route.abort() : route.continue()));
    await page.goto('/apps/');
    const popular = marketplace(page).getByRole('region', { name: 'Popular' });
    await expect(popular.getByRole('alert')).toContainText('Whoa, something weird happened here. Try refreshing this section.');
    await expect(marketplace(page).getByText(/Oops/)).toHaveCount(0);
    expect(errors.filter((text) => text.includes('the API client could not be loaded')).length).toBeGreaterThan(0);

    failing = false;
    await popular.getByRole('button', { name: 'Refresh' }).click();
    await expect(popular.locator('.eb-app-card').first()).toBeVisible();
    await expect(popular.getByRole('alert')).toHaveCount(0);
  });
});

test.describe("the marketplace's lists and search pages: their code comes when one is first shown, or when a person reaches for the marketplace", () => {
  const browseCode = (requested: string[]) => requested.filter((file) => /\/chunks\/BrowsePage-/.test(file));
  const marketplace = (page: Page) => page.locator('eb-app-marketplace');
  const headline = (page: Page) => marketplace(page).getByRole('heading', { level: 1 });
  const searchBox = (page: Page) => marketplace(page).getByRole('searchbox', { name: 'Search apps' });

  test("the home gets none of it until the pointer comes over the marketplace; then 'See all' shows the Popular page", async ({ page }) => {
    const requested = watchDistRequests(page);
    await page.goto('/apps/');
    const popular = marketplace(page).getByRole('region', { name: 'Popular' });
    await expect(popular.locator('.eb-app-card').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(browseCode(requested)).toEqual([]);

    const seeAll = popular.getByRole('link', { name: 'See all' });
    await seeAll.hover();
    await expect.poll(() => browseCode(requested).length).toBe(1);
    await seeAll.click();
    await expect(headline(page)).toHaveText('Popular');
    await expect(marketplace(page).locator('.eb-app-card').first()).toBeVisible();
    expect(browseCode(requested)).toHaveLength(1);
  });

  test('a search sent from the home before that code has arrived shows Loading, then the results, with the focus back in the search box', async ({ page }) => {
    const release = await holdRequests(page, '**/dist/chunks/BrowsePage-*.js');
    await page.goto('/apps/');
    await expect(headline(page)).toHaveText('Find the apps for your events');
    await searchBox(page).click();
    await page.keyboard.type('mail');
    await page.keyboard.press('Enter');
    await expect(marketplace(page).getByRole('status', { name: 'Loading', exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/apps\/search\/\?q=mail$/);

    release();
    await expect(headline(page)).toHaveText('Search results for mail');
    await expect(searchBox(page)).toBeFocused();
    await expect(searchBox(page)).toHaveValue('mail');
    await expect(marketplace(page).locator('.eb-search-results .eb-app-card').first()).toBeVisible();
  });

  test('a Popular page whose code cannot be downloaded offers Refresh, reports a ChunkLoadError once, and shows the page on Refresh', async ({ page }) => {
    const failure = await openWithPartFailing(page, { chunk: 'BrowsePage', path: '/apps/popular/', part: 'the app lists and search' });
    await failure.refresh();
    await expect(headline(page)).toHaveText('Popular');
    await expect(marketplace(page).getByRole('navigation', { name: 'Categories' })).toBeVisible();
    expect(failure.otherErrors()).toEqual([]);
  });
});

test.describe("the browser's locale data is loaded by the first element that needs it, not by a page that only shows a header and footer", () => {
  // Issue 16: a page's first Intl formatter or segmenter of any kind loads the browser's locale
  // data, a task of about 150 ms at a phone's speed. Which of those services the page builds
  // (every one that loads it; PluralRules, which Lingui uses, does not).
  async function countIntlServices(page: Page) {
    await page.addInitScript(() => {
      const built: string[] = [];
      (window as unknown as { intlBuilt: string[] }).intlBuilt = built;
      for (const name of ['Segmenter', 'DateTimeFormat', 'NumberFormat', 'Collator', 'RelativeTimeFormat', 'ListFormat', 'DisplayNames'] as const) {
        const service = Intl[name] as unknown as (...args: unknown[]) => unknown;
        if (typeof service !== 'function') continue;
        const counted = (...args: unknown[]) => (built.push(name), args);
        (Intl as unknown as Record<string, unknown>)[name] = new Proxy(service, {
          construct: (target, args: unknown[], newTarget) => Reflect.construct(target, counted(...args), newTarget) as object,
          apply: (target, self, args: unknown[]) => Reflect.apply(target, self, counted(...args)),
        });
      }
    });
    return () => page.evaluate(() => (window as unknown as { intlBuilt: string[] }).intlBuilt);
  }

  async function headerAndFooterShown(page: Page) {
    const header = page.locator('eb-header');
    // Rendered on the server on /legacy/: shown by the script once its <style> has given way.
    await expect.poll(() => header.evaluate((host) => host.shadowRoot?.querySelector('style') === null)).toBe(true);
    await expect(header.getByRole('banner')).toBeVisible();
    await expect(page.locator('eb-footer').getByRole('contentinfo')).toBeVisible();
    await page.waitForLoadState('networkidle');
    return header;
  }

  for (const { name, open } of [
    { name: 'the classic loader (/legacy/)', open: (page: Page) => page.goto('/legacy/') },
    { name: 'the module loader (/d/)', open: (page: Page) => page.goto('/d/') },
    { name: 'the IIFE', open: (page: Page) => sandboxPageWith(page, '/d/', '/d/iife-intl/', IIFE) },
  ]) {
    test(`${name}: a signed-out visitor's header and footer build no Intl formatter or segmenter`, async ({ page }) => {
      const errors = watchErrors(page);
      const built = await countIntlServices(page);
      await open(page);
      await headerAndFooterShown(page);
      expect(await built()).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test("a signed-in user's header splits no text while her picture shows; if it fails to load, her initials show instead", async ({ page }) => {
    const built = await countIntlServices(page);
    await signInAs(page, 'Ada', '/legacy/');
    const userMenu = (await headerAndFooterShown(page)).getByRole('button', { name: /^ada\..*@example\.com/ });
    await expect(userMenu.locator('.eb-avatar img')).toBeVisible();
    expect(await built()).toEqual([]);

    // Ada Attenborough, whose picture the server cannot send this time.
    await page.route('**/images/users/*', (route) => route.fulfill({ status: 404 }));
    await signInAs(page, 'Ada', '/legacy/');
    await expect((await headerAndFooterShown(page)).locator('.eb-avatar__initials').first()).toHaveText('AA');
    expect(await built()).toContain('Segmenter');
  });

  // When the page loads the locale data, step by step: each call to Intl that loads a part of it,
  // with the synchronous run it came in (a microtask checkpoint, which ends every task, starts
  // the next run), the first time each is called.
  async function watchLocaleDataSteps(page: Page, service: 'DateTimeFormat' | 'NumberFormat') {
    await page.addInitScript((name) => {
      const steps: [string, number][] = [];
      (window as unknown as { localeDataSteps: typeof steps }).localeDataSteps = steps;
      let run = 0;
      let ending = false;
      const seen = (step: string) => {
        if (!steps.some(([known]) => known === step)) steps.push([step, run]);
        if (!ending) {
          ending = true;
          queueMicrotask(() => ((ending = false), run++));
        }
      };
      // Typed as a function that needs its `this`, which the wrapper passes on.
      const prototype = Intl.Locale.prototype as { maximize: (this: Intl.Locale) => Intl.Locale };
      const maximize = prototype.maximize;
      prototype.maximize = function (this: Intl.Locale) {
        seen('likely subtags');
        return maximize.call(this);
      };
      const formatter = Intl[name] as unknown as typeof Intl.NumberFormat;
      // Called on its own, as before: supportedLocalesOf reads no `this` (ECMA-402).
      const supportedLocalesOf = (formatter as { supportedLocalesOf: (this: void, ...args: Parameters<typeof Intl.NumberFormat.supportedLocalesOf>) => string[] })
        .supportedLocalesOf;
      formatter.supportedLocalesOf = (...args: Parameters<typeof supportedLocalesOf>) => (seen('available locales'), supportedLocalesOf(...args));
      (Intl as unknown as Record<string, unknown>)[name] = new Proxy(formatter, {
        construct: (target, args, newTarget) => (seen('formatter'), Reflect.construct(target, args, newTarget) as object),
      });
    }, service);
    return () => page.evaluate(() => (window as unknown as { localeDataSteps: [string, number][] }).localeDataSteps);
  }

  test("cards load the locale data as their files download, in three tasks of their own: at a phone's speed one task of it is past 50 ms", async ({ page }) => {
    const errors = watchErrors(page);
    const steps = await watchLocaleDataSteps(page, 'DateTimeFormat');
    await page.goto('/partner/');
    await firstCardShown(page);
    const seen = await steps();
    expect(seen.map(([step]) => step)).toEqual(['likely subtags', 'available locales', 'formatter']);
    expect(new Set(seen.map(([, run]) => run)).size).toBe(3);
    expect(errors).toEqual([]);
  });

  test('an app product page loads the locale data while the app is on its way, in three tasks of its own, not in the task that renders the page', async ({ page }) => {
    const errors = watchErrors(page);
    const steps = await watchLocaleDataSteps(page, 'NumberFormat');
    const releaseApp = await holdRequests(page, '**/api/v3/apps/?slug=*');
    await page.goto('/apps/mailbloom/');
    // Nothing on the page formats a number or a date before the app has come.
    await expect.poll(async () => (await steps()).length).toBe(3);
    const seen = await steps();
    expect(seen.map(([step]) => step)).toEqual(['likely subtags', 'available locales', 'formatter']);
    expect(new Set(seen.map(([, run]) => run)).size).toBe(3);
    const product = page.locator('eb-app-marketplace');
    await expect(product.getByRole('heading', { level: 1 })).toHaveCount(0);
    releaseApp();
    await expect(product.getByRole('heading', { level: 1 })).toHaveText('Mailbloom');
    expect(errors).toEqual([]);
  });
});
