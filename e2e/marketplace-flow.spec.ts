import { expect, testOnWorkerPage as test, type Page } from './test';
import { axeViolations } from './axe';
import { BUILDS, sandboxPageWith } from './pages';

// Issue 12 "Done when", end to end on the sandbox /apps/ page, signed out: search 'mail', page
// through the results, pick a category in the filter, go back and find the search with its
// term; then the same flow with the keyboard alone. Through both builds.

const marketplace = (page: Page) => page.locator('eb-app-marketplace');
const searchBox = (page: Page) => marketplace(page).getByRole('searchbox', { name: 'Search apps' });
const headline = (page: Page) => marketplace(page).getByRole('heading', { level: 1 });
const results = (page: Page) => marketplace(page).locator('.eb-search-results .eb-app-card');
const pagination = (page: Page) => marketplace(page).getByRole('navigation', { name: 'Pagination' });

// With the mouse through the IIFE; the same flow with the keyboard below goes through the
// sandbox's own page, the module loader.
{
  const { build, script } = BUILDS[1];
  test.describe(`the organizer's search flow, ${build}`, () => {
    test("search 'mail', page through the results, pick a category in the filter, go back: the search with its term", async ({ page }) => {
      await sandboxPageWith(page, '/apps/', '/apps/', script);
      await searchBox(page).click();
      await page.keyboard.type('mail');
      await marketplace(page).getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page).toHaveURL(/\/apps\/search\/\?q=mail$/);
      await expect(headline(page)).toHaveText('Search results for mail');
      await expect(page).toHaveTitle('Search | Eventbrite App Marketplace');
      await expect(results(page)).toHaveCount(15);
      // Every result shows where it matched.
      await expect(results(page).first().locator('mark').first()).toBeVisible();
      const total = Number(
        (await marketplace(page)
          .getByText(/^Results 15 of \d+$/)
          .textContent())!.match(/\d+$/)![0],
      );
      expect(total).toBeGreaterThan(15);
      // What a screen reader hears: the count, in the page's status region.
      await expect(marketplace(page).getByRole('status').filter({ hasText: 'apps found' })).toHaveText(`${total} apps found`);

      await pagination(page).getByRole('button', { name: 'Page 2' }).click();
      await expect(page).toHaveURL(/\/apps\/search\/\?q=mail&page=2$/);
      await expect(results(page)).toHaveCount(Math.min(15, total - 15));
      await expect(marketplace(page).getByText(`Results ${Math.min(30, total)} of ${total}`)).toBeVisible();

      await marketplace(page).getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Email' }).click();
      await expect(page).toHaveURL(/\/apps\/categories\/email\/$/);
      await expect(headline(page)).toHaveText('Email');

      await page.goBack();
      await expect(page).toHaveURL(/\/apps\/search\/\?q=mail&page=2$/);
      await expect(headline(page)).toHaveText('Search results for mail');
      await expect(searchBox(page)).toHaveValue('mail');
      await expect(pagination(page).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test('the same flow with the keyboard alone: / to the box, Enter, Tab to page 2, Tab to a category, back, Tab to a result of page 2', async ({ page }) => {
  await page.goto('/apps/');
  await expect(marketplace(page).getByRole('region', { name: 'Staff Picks' }).locator('.eb-app-card')).toHaveCount(3);
  await page.keyboard.press('/');
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.type('mail');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/apps\/search\/\?q=mail$/);
  await expect(results(page)).toHaveCount(15);

  const tabTo = async (name: RegExp | string, role: 'button' | 'link') => {
    const target = marketplace(page)
      .getByRole(role, { name, exact: typeof name === 'string' })
      .first();
    for (let presses = 0; presses < 80 && !(await target.evaluate((element) => element.matches(':focus'))); presses++) await page.keyboard.press('Tab');
    await expect(target).toBeFocused();
  };
  await tabTo('Page 2', 'button');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/&page=2$/);
  // Back to the top of the page and into the filter.
  await page.keyboard.press('Shift+Tab');
  await tabTo('Email', 'link');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/apps\/categories\/email\/$/);
  await page.goBack();
  await expect(searchBox(page)).toHaveValue('mail');
  await expect(page).toHaveURL(/&page=2$/);
  // The first result of page 2, opened from the keyboard.
  const first = results(page).first();
  const href = (await first.getAttribute('href'))!;
  for (let presses = 0; presses < 80 && !(await first.evaluate((element) => element.matches(':focus'))); presses++) await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('a deep link to the search loads, and reloads, with its term and page', async ({ page }) => {
  await page.goto('/apps/search/?q=mail&page=2');
  await expect(headline(page)).toHaveText('Search results for mail');
  await expect(searchBox(page)).toHaveValue('mail');
  await expect(pagination(page).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await page.reload();
  await expect(headline(page)).toHaveText('Search results for mail');
  await expect(pagination(page).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
});
