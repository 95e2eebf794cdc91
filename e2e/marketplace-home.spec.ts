import { expect, testOnWorkerPage as test, type Locator, type Page } from './test';
import { axeViolations } from './axe';
import { IIFE, sandboxPageWith, signInAs, watchDistRequests, watchErrors } from './pages';

// Spec 001 §2 "Home page", "App discovery section", "Marketplace header" and §4 on the sandbox's
// /apps/ page: the organizer header and <eb-app-marketplace> in history routing, every call
// answered by the sandbox from its seed (68 apps, 10 categories).

const STAFF_PICKS = ['Mailbloom', 'Ticketcraft Scanner', 'Surveyly'];
/** The seed's popular list, first 6 (demo/server/seed/data.mjs PICKS.popular). */
const POPULAR = ['Mailbloom', 'Ticketcraft Scanner', 'PipeForce CRM', 'ToneDen', 'Surveyly', 'BadgeBuilder Pro'];
const FAILED_LIST = 'Whoa, something weird happened here. Try refreshing this section.';

const marketplace = (page: Page) => page.locator('eb-app-marketplace');
const section = (page: Page, name: string) => marketplace(page).getByRole('region', { name, exact: true });
const cardNames = (region: Locator) => region.locator('.eb-app-card__name');

/** Every `eb-analytics` detail the page dispatched, from its first script on. */
async function recordAnalytics(page: Page) {
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { ebAnalytics: unknown[] }).ebAnalytics = seen;
    document.addEventListener('eb-analytics', (event) => seen.push((event as CustomEvent).detail));
  });
  return () => page.evaluate(() => (window as unknown as { ebAnalytics: Array<Record<string, unknown>> }).ebAnalytics);
}

test.describe('marketplace home on the sandbox /apps/ page (spec 001 §2, §4)', () => {
  test("signed out: the header's quick links, Popular, featured apps, Staff Picks with the three apps, the marketing category", async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/apps/');
    await expect(page).toHaveTitle('Eventbrite App Marketplace | Apps for Your Events (Formerly Spectrum)');
    const header = marketplace(page).getByRole('navigation', { name: 'App Marketplace' });
    await expect(header.getByRole('link', { name: 'Create Events' })).toHaveAttribute('href', /\/create\/$/);
    await expect(header.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', /\/signin\/\?referrer=%2Fapps%2F$/);
    await expect(header.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Manage apps' })).toHaveCount(0);

    await expect(cardNames(section(page, 'Popular'))).toHaveText(POPULAR);
    await expect(section(page, 'Popular').getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/apps/popular/');
    const featured = section(page, 'Featured');
    await expect(cardNames(featured)).toHaveCount(6);
    // 'Eventide Attendee Journey Orchestrator': the first 30 characters and an ellipsis.
    await expect(cardNames(featured).first()).toHaveText('Eventide Attendee Journey Orch…');
    await expect(featured.getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/apps/recommended/');
    await expect(section(page, 'Recommended')).toHaveCount(0);
    await expect(cardNames(section(page, 'Staff Picks'))).toHaveText(STAFF_PICKS);
    const marketing = section(page, 'Marketing & Promotion');
    await expect(cardNames(marketing)).toHaveCount(6);
    await expect(marketing.getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/apps/categories/marketing-and-promotion/');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("signed in as the organizer (Olivia): Recommended shows, 'Manage apps', and the recommendation load is an analytics event", async ({ page }) => {
    const analytics = await recordAnalytics(page);
    await signInAs(page, 'Olivia', '/apps/');
    const recommended = section(page, 'Recommended');
    await expect(cardNames(recommended)).toHaveCount(6);
    await expect(cardNames(recommended).nth(0)).toHaveText('Ticketcraft Scanner');
    await expect(cardNames(recommended).nth(1)).toHaveText('Surveyly');
    await expect(recommended.getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/apps/recommended/');
    await expect(section(page, 'Featured')).toHaveCount(0);
    await expect(cardNames(section(page, 'Staff Picks'))).toHaveText(STAFF_PICKS);
    const header = marketplace(page).getByRole('navigation', { name: 'App Marketplace' });
    await expect(header.getByRole('link', { name: 'Manage apps' })).toHaveAttribute('href', /\/organizations\/extensions\/$/);
    await expect(header.getByRole('link', { name: 'Log In' })).toHaveCount(0);

    await expect.poll(async () => (await analytics()).filter((detail) => detail.action === 'RecommendationLoad').length).toBe(1);
    const load = (await analytics()).find((detail) => detail.action === 'RecommendationLoad')!;
    expect(load).toMatchObject({ category: 'app-marketplace', sectionTitle: 'Recommended' });
    expect((load.apps as Array<{ appName: string; position: number }>).map(({ appName, position }) => [position, appName]).slice(0, 2)).toEqual([
      [1, 'Ticketcraft Scanner'],
      [2, 'Surveyly'],
    ]);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a section whose call fails shows the message; Refresh, clicked, asks for that list alone and shows its apps', async ({ page }) => {
    const failPopular = /\/api\/v3\/apps\/\?.*picks=popular/;
    await page.route(failPopular, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ status_code: 500, error: 'UNKNOWN', error_description: 'down' }) }),
    );
    await page.goto('/apps/');
    const popular = section(page, 'Popular');
    await expect(popular.getByRole('alert')).toHaveText(new RegExp(FAILED_LIST.replace(/[.]/g, '\\.')));
    // The rest of the page is there as usual.
    await expect(cardNames(section(page, 'Featured'))).toHaveCount(6);
    await expect(cardNames(section(page, 'Staff Picks'))).toHaveText(STAFF_PICKS);
    await expect(cardNames(section(page, 'Marketing & Promotion'))).toHaveCount(6);

    await page.unroute(failPopular);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/v3/')) asked.push(request.url());
    });
    await popular.getByRole('button', { name: 'Refresh' }).click();
    await expect(cardNames(popular)).toHaveText(POPULAR);
    await expect(popular.getByRole('alert')).toHaveCount(0);
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.filter((url) => new URL(url).searchParams.get('picks') !== 'popular')).toEqual([]);
  });

  test('keyboard: Tab reaches an app card, Enter opens its page in place', async ({ page }) => {
    await page.goto('/apps/');
    const card = section(page, 'Popular').getByRole('link', { name: /^Mailbloom/ });
    await expect(card).toBeVisible();
    for (let presses = 0; presses < 60 && !(await card.evaluate((link) => link.matches(':focus'))); presses++) await page.keyboard.press('Tab');
    await expect(card).toBeFocused();
    let reloaded = false;
    page.on('load', () => (reloaded = true));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/apps\/mailbloom\/$/);
    await expect(marketplace(page).getByRole('heading', { level: 1 })).toHaveText('Mailbloom');
    expect(reloaded).toBe(false);
  });

  test("the logo goes home in place from another page; 'See all' goes to the full list", async ({ page }) => {
    await page.goto('/apps/');
    await section(page, 'Popular').getByRole('link', { name: 'See all' }).click();
    await expect(page).toHaveURL(/\/apps\/popular\/$/);
    await marketplace(page).getByRole('navigation', { name: 'App Marketplace' }).getByRole('link', { name: 'App Marketplace' }).click();
    await expect(page).toHaveURL(/\/apps\/$/);
    await expect(cardNames(section(page, 'Staff Picks'))).toHaveText(STAFF_PICKS);
  });

  test('the same home through the classic IIFE file, under a language prefix', async ({ page }) => {
    const errors = watchErrors(page);
    const dist = watchDistRequests(page);
    await sandboxPageWith(page, '/apps/', '/en-us/apps/', IIFE);
    await expect(cardNames(section(page, 'Popular'))).toHaveText(POPULAR);
    await expect(cardNames(section(page, 'Staff Picks'))).toHaveText(STAFF_PICKS);
    await expect(section(page, 'Popular').getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/en-us/apps/popular/');
    await expect(marketplace(page).getByRole('link', { name: 'App Marketplace' })).toHaveAttribute('href', '/en-us/apps/');
    expect(dist).toContain('/dist/eb-widgets.iife.js');
    expect(dist).not.toContain('/dist/eb-widgets.js');
    expect(errors).toEqual([]);
  });
});
