import { expect, test as testInOwnContext, testOnWorkerPage as test, type Locator, type Page } from './test';
import { axeViolations } from './axe';
import { CONFIG_BLOCK, IIFE, buildInTurn, htmlPage, openPage, sandboxPageWith, signInAs, watchErrors } from './pages';

// Spec 001 §2 "Popular, recommended and category pages", "Category filter", "Not-found screen",
// "Navigation behaviours" and API.md §3 (`routing`, `base-path`, `path`, `hide-header`,
// `eb-navigate`) on the sandbox /apps/ page (history routing, seed: 68 apps, 10 categories, 18
// popular apps) and on pages that load only dist/ (memory routing).

/** The filter as the spec orders it: 'Popular', 'Recommended', then the seed's categories by shown name. */
const FILTER = [
  'Popular',
  'Recommended',
  'CRM',
  'Email',
  'Marketing & Promotion',
  'Payments',
  'Productivity',
  'Reporting',
  'Surveys & Feedback',
  'Tickets & Onsite',
  'Virtual Events',
  'Website',
];
/** The sandbox's popular list (demo/server/seed/data.mjs PICKS.popular): 18 apps, 12 a page. */
const POPULAR_PAGE_2 = ['Dripwell', 'Flowhook', 'Quickpoll Live', 'Ledgerly Reports', 'Kioskly', 'Conference Badges'];

const marketplace = (page: Page) => page.locator('eb-app-marketplace');
const headline = (page: Page) => marketplace(page).getByRole('heading', { level: 1 });
const filter = (page: Page) => marketplace(page).getByRole('navigation', { name: 'Categories' });
const cardNames = (page: Page) => marketplace(page).locator('.eb-paged-grid .eb-app-card__name');
const selected = (page: Page) => filter(page).locator('[aria-current="page"]');

async function tabTo(page: Page, target: Locator, presses = 80) {
  for (let step = 0; step < presses && !(await target.evaluate((element) => element.matches(':focus'))); step++) await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

test.describe('popular, recommended and category pages, with the category filter (spec 001 §2)', () => {
  test("the filter lists 'Popular', 'Recommended', then the categories sorted by name; the selected one follows the path", async ({ page }) => {
    await page.goto('/apps/popular/');
    await expect(headline(page)).toHaveText('Popular');
    await expect(filter(page).getByRole('link')).toHaveText(FILTER);
    await expect(selected(page)).toHaveText('Popular');
    await filter(page).getByRole('link', { name: 'Tickets & Onsite' }).click();
    await expect(page).toHaveURL(/\/apps\/categories\/tickets-and-onsite\/$/);
    await expect(headline(page)).toHaveText('Tickets & Onsite');
    await expect(selected(page)).toHaveText('Tickets & Onsite');
    await expect(page).toHaveTitle('Tickets & Onsite | Eventbrite App Marketplace');
    await expect(cardNames(page)).toHaveCount(12);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('apps in pages of 12: a page button shows that page and puts it in the address; back returns to page 1; the page resets to 1 when the category changes', async ({
    page,
  }) => {
    await page.goto('/apps/popular/');
    await expect(cardNames(page)).toHaveCount(12);
    const pagination = marketplace(page).getByRole('navigation', { name: 'Pagination' });
    await pagination.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/apps\/popular\/\?page=2$/);
    await expect(cardNames(page)).toHaveText(POPULAR_PAGE_2);
    await page.goBack();
    await expect(page).toHaveURL(/\/apps\/popular\/$/);
    await expect(cardNames(page)).toHaveCount(12);
    await page.goForward();
    await expect(cardNames(page)).toHaveText(POPULAR_PAGE_2);
    await filter(page).getByRole('link', { name: 'Productivity' }).click();
    await expect(page).toHaveURL(/\/apps\/categories\/productivity\/$/);
    await expect(pagination.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  test('"Pagination ignores page numbers below 1 or above the page count": /apps/popular/?page=9 shows page 1', async ({ page }) => {
    await page.goto('/apps/popular/?page=9');
    await expect(cardNames(page)).toHaveCount(12);
    await expect(cardNames(page).first()).toHaveText('Mailbloom');
  });

  test('signed out, /apps/recommended/ shows the featured apps; signed in as the organizer, the recommended ones', async ({ page }) => {
    await page.goto('/apps/recommended/');
    await expect(headline(page)).toHaveText('Featured');
    await expect(cardNames(page).first()).toHaveText('Eventide Attendee Journey Orch…');
    await signInAs(page, 'Olivia', '/apps/recommended/');
    await expect(headline(page)).toHaveText('Recommended');
    await expect(cardNames(page).first()).toHaveText('Ticketcraft Scanner');
    await expect(selected(page)).toHaveText('Recommended');
  });

  test('"Legacy category slugs are mapped to current ones": /apps/categories/email-marketing/ shows Email', async ({ page }) => {
    await page.goto('/apps/categories/email-marketing/');
    await expect(headline(page)).toHaveText('Email');
    await expect(selected(page)).toHaveText('Email');
    await expect(cardNames(page)).toHaveCount(8);
  });

  test('"The category page loads categories first. If that fails it redirects to /apps"', async ({ page }) => {
    await page.route('**/api/v3/apps/categories/**', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"UNKNOWN"}' }));
    await page.goto('/apps/categories/crm/');
    await expect(page).toHaveURL(/\/apps\/$/);
    await expect(headline(page)).toHaveText('Find the apps for your events');
  });

  test("a category whose apps fail to load shows 'Whoa, something weird happened here. Try refreshing this section.'; Refresh shows them", async ({ page }) => {
    const crm = /\/api\/v3\/apps\/\?.*categories=crm/;
    await page.route(crm, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"UNKNOWN"}' }));
    await page.goto('/apps/categories/crm/');
    await expect(marketplace(page).getByRole('alert')).toContainText('Whoa, something weird happened here. Try refreshing this section.');
    await page.unroute(crm);
    await marketplace(page).getByRole('button', { name: 'Refresh' }).focus();
    await page.keyboard.press('Enter');
    await expect(cardNames(page)).toHaveCount(7);
    await expect(marketplace(page).getByRole('alert')).toHaveCount(0);
    // The button went away with the message; focus stays where the apps now are.
    await expect(marketplace(page).locator('.eb-paged-grid')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(marketplace(page).getByRole('link', { name: /^Cohortly/ })).toBeFocused();
  });

  test('below 660 px the filter is a row of tabs: no axe-core violations, and the keyboard reaches and follows a tab', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/apps/popular/');
    await expect(filter(page)).toHaveClass(/eb-category-filter--tabs/);
    await expect(filter(page).getByRole('link')).toHaveText(FILTER);
    expect(await axeViolations(page)).toEqual([]);
    const website = filter(page).getByRole('link', { name: 'Website' });
    await tabTo(page, website);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/apps\/categories\/website\/$/);
    await expect(headline(page)).toHaveText('Website');
    // The focus stays on the tab it came from, and that tab is in view in its row.
    await expect(website).toBeFocused();
    await expect(website).toBeInViewport();
    await expect(selected(page)).toHaveText('Website');
  });

  test('at 1280 px the filter is a vertical list beside the apps', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/apps/popular/');
    await expect(filter(page)).toHaveClass(/eb-category-filter--list/);
    const [first, second] = [await filter(page).getByRole('link').nth(0).boundingBox(), await filter(page).getByRole('link').nth(1).boundingBox()];
    expect(second!.y).toBeGreaterThan(first!.y);
    expect(second!.x).toBe(first!.x);
    const grid = await cardNames(page).first().boundingBox();
    expect(grid!.x).toBeGreaterThan(first!.x + first!.width - 1);
  });
});

test.describe('not-found page (spec 001 §2)', () => {
  for (const path of ['/apps/no/such/page/', '/xx-yy/apps/']) {
    test(`${path}: 'Page not found', 'Try searching for apps or exploring categories below', the search box and 3 distinct categories to explore; no axe-core violations`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(headline(page)).toHaveText('Page not found');
      await expect(marketplace(page).getByText('Try searching for apps or exploring categories below')).toBeVisible();
      await expect(marketplace(page).getByRole('searchbox', { name: 'Search apps' })).toBeVisible();
      const explore = marketplace(page).getByRole('region', { name: 'Categories to explore' }).getByRole('link');
      await expect(explore).toHaveCount(3);
      const hrefs = await explore.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(new Set(hrefs).size).toBe(3);
      for (const href of hrefs) expect(href).toMatch(/^\/apps\/categories\/[a-z-]+\/$/);
      await expect(page).toHaveTitle('Page not found | Eventbrite App Marketplace');
      expect(await axeViolations(page)).toEqual([]);
      await explore.first().click();
      await expect(page).toHaveURL(new RegExp(`${hrefs[0]}$`));
    });
  }
});

test.describe('history routing on the sandbox page (API.md §3 `routing`)', () => {
  // New windows open in the test's context: a page of its own.
  testInOwnContext('ctrl and shift clicks open a marketplace link as a link; a plain click moves in place', async ({ page, context }) => {
    await page.goto('/apps/popular/');
    const crm = filter(page).getByRole('link', { name: 'CRM' });
    const [tab] = await Promise.all([context.waitForEvent('page'), crm.click({ modifiers: ['ControlOrMeta'] })]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe('/apps/categories/crm/');
    await expect(tab.locator('eb-app-marketplace').getByRole('heading', { level: 1 })).toHaveText('CRM');
    await tab.close();
    await expect(page).toHaveURL(/\/apps\/popular\/$/);
    const [window] = await Promise.all([context.waitForEvent('page'), crm.click({ modifiers: ['Shift'] })]);
    await window.close();
    await expect(page).toHaveURL(/\/apps\/popular\/$/);

    let loads = 0;
    page.on('load', () => (loads += 1));
    await crm.click();
    await expect(page).toHaveURL(/\/apps\/categories\/crm\/$/);
    expect(loads).toBe(0);
  });

  test('"After a router update … otherwise to the top"; back and forward restore the scroll position exactly', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/apps/');
    const marketing = marketplace(page).getByRole('region', { name: 'Marketing & Promotion', exact: true });
    await expect(marketing.locator('.eb-app-card__name')).toHaveCount(6);
    await marketing.getByRole('link', { name: 'See all' }).scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(200);
    await marketing.getByRole('link', { name: 'See all' }).click();
    await expect(headline(page)).toHaveText('Marketing & Promotion');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(marketing.locator('.eb-app-card__name')).toHaveCount(6);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
    await page.goForward();
    await expect(headline(page)).toHaveText('Marketing & Promotion');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the admin playground mirrors the pages; "its category route shows the search page"', async ({ page }) => {
    await page.goto('/admin/spa/playground/app_marketplace_spa/1.0/popular/');
    await expect(headline(page)).toHaveText('Popular');
    await page.goto('/admin/spa/playground/app_marketplace_spa/1.0/categories/crm/');
    await expect(page).toHaveTitle('Search | Eventbrite App Marketplace');
  });

  test('a language-prefixed deep link keeps the prefix in every link, and reloads', async ({ page }) => {
    await page.goto('/de-de/apps/categories/crm/');
    await expect(headline(page)).toHaveText('CRM');
    await expect(filter(page).getByRole('link', { name: 'Popular' })).toHaveAttribute('href', '/de-de/apps/popular/');
    await page.reload();
    await expect(headline(page)).toHaveText('CRM');
  });
});

/** A page with only dist/ and one or two marketplaces in memory routing, recording eb-navigate. */
function memoryPage(script: string, body: string) {
  return htmlPage(
    `${CONFIG_BLOCK({ env: { serverUrl: 'https://www.eventbrite.com' } })}${script}
     <script>window.navigations = []; document.addEventListener('eb-navigate', (e) => navigations.push([e.target.id, e.detail.path]));</script>`,
    body,
  );
}

// The four rules share the builds out between them (pages.ts, buildInTurn): each build meets two.
const [startsAtPath, twoOnOnePage, inShadowRoot, malformed] = [0, 1, 2, 3].map(buildInTurn);

test.describe('memory routing on a page that loads only dist/ (API.md §3)', () => {
  test(`through the ${startsAtPath.build}: starts at \`path\`, moves in place with eb-navigate {path}, never touches the page URL or title`, async ({ page }) => {
    const errors = watchErrors(page);
    await openPage(page, '/host/page.html', memoryPage(startsAtPath.script, '<eb-app-marketplace id="m" routing="memory" path="/apps/popular/"></eb-app-marketplace>'));
    await expect(headline(page)).toHaveText('Popular');
    const entries = await page.evaluate(() => history.length);
    await filter(page).getByRole('link', { name: 'CRM' }).click();
    await expect(headline(page)).toHaveText('CRM');
    expect(new URL(page.url()).pathname).toBe('/host/page.html');
    await expect(page).toHaveTitle('e2e');
    expect(await page.evaluate(() => history.length)).toBe(entries);
    expect(await page.evaluate(() => (window as unknown as { navigations: unknown }).navigations)).toEqual([
      ['m', '/apps/popular/'],
      ['m', '/apps/categories/crm/'],
    ]);
    expect(errors).toEqual([]);
  });

  test(`through the ${twoOnOnePage.build}: two marketplaces on one page move independently; hide-header drops the logo and quick links only`, async ({ page }) => {
    await openPage(
      page,
      '/host/page.html',
      memoryPage(
        twoOnOnePage.script,
        '<eb-app-marketplace id="a" routing="memory" path="/apps/popular/"></eb-app-marketplace><eb-app-marketplace id="b" routing="memory" path="/apps/popular/" hide-header></eb-app-marketplace>',
      ),
    );
    const [a, b] = [page.locator('#a'), page.locator('#b')];
    await a.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Email' }).click();
    await expect(a.getByRole('heading', { level: 1 })).toHaveText('Email');
    await expect(b.getByRole('heading', { level: 1 })).toHaveText('Popular');
    await expect(a.getByRole('link', { name: 'Log In' })).toBeVisible();
    await expect(b.getByRole('link', { name: 'Log In' })).toHaveCount(0);
    await expect(b.getByRole('navigation', { name: 'App Marketplace' })).toHaveCount(0);
    await expect(b.getByRole('searchbox', { name: 'Search apps' })).toBeVisible();
  });

  test(`through the ${inShadowRoot.build}: inside another component's shadow root, then moved elsewhere in the page: it keeps its page and still moves`, async ({ page }) => {
    const errors = watchErrors(page);
    await openPage(
      page,
      '/host/page.html',
      memoryPage(
        inShadowRoot.script,
        `<div id="elsewhere"></div><host-panel></host-panel>
         <script>customElements.define('host-panel', class extends HTMLElement {
           connectedCallback() { if (!this.shadowRoot) this.attachShadow({ mode: 'open' }).innerHTML = '<section><eb-app-marketplace id="inner" routing="memory" path="/apps/popular/"></eb-app-marketplace></section>'; }
         });</script>`,
      ),
    );
    const inner = page.locator('host-panel').locator('eb-app-marketplace');
    await inner.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Payments' }).click();
    await expect(inner.getByRole('heading', { level: 1 })).toHaveText('Payments');
    await page.evaluate(() => document.getElementById('elsewhere')!.append(document.querySelector('host-panel')!.shadowRoot!.querySelector('eb-app-marketplace')!));
    const moved = page.locator('#elsewhere eb-app-marketplace');
    await expect(moved.getByRole('heading', { level: 1 })).toHaveText('Payments');
    await moved.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Website' }).click();
    await expect(moved.getByRole('heading', { level: 1 })).toHaveText('Website');
    expect(errors).toEqual([]);
  });

  test(`through the ${malformed.build}: malformed attributes warn once and fall back: base-path='javascript:alert(1)' keeps links under /apps/`, async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await openPage(
      page,
      '/host/page.html',
      memoryPage(malformed.script, '<eb-app-marketplace routing="memory" base-path="javascript:alert(1)" path="nowhere"></eb-app-marketplace>'),
    );
    await expect(headline(page)).toHaveText('Find the apps for your events');
    await expect(marketplace(page).getByRole('link', { name: 'See all' }).first()).toHaveAttribute('href', '/apps/popular/');
    expect(warnings.filter((text) => text.includes('base-path'))).toHaveLength(1);
    expect(warnings.filter((text) => text.includes('"path"'))).toHaveLength(1);
  });
});

test('the sandbox /apps/ page through the IIFE: a deep link to a category page', async ({ page }) => {
  await sandboxPageWith(page, '/apps/', '/apps/categories/reporting/', IIFE);
  await expect(headline(page)).toHaveText('Reporting');
  await expect(cardNames(page)).toHaveCount(11);
});
