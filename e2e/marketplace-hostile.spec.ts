import { expect, testOnWorkerPage as test, type Page } from './test';
import { buildInTurn, sandboxPageWith, watchErrors } from './pages';

// Hostile data in <eb-app-marketplace> on the sandbox /apps/ page: server answers that are not
// what a call expects give one warning and the section's own message, never a blank element or
// an uncaught error; server text is shown as text, and only http(s) images and links to the
// marketplace's own pages are made from it.

const FAILED_LIST = 'Whoa, something weird happened here. Try refreshing this section.';
const POPULAR = /\/api\/v3\/apps\/\?.*picks=popular/;

const marketplace = (page: Page) => page.locator('eb-app-marketplace');
const section = (page: Page, name: string) => marketplace(page).getByRole('region', { name, exact: true });

function watchWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}

const BAD_ANSWERS: Array<[string, { contentType: string; body: string }]> = [
  ['an HTML page', { contentType: 'text/html', body: '<!doctype html><title>Gateway</title><h1>Bad gateway</h1>' }],
  ['null', { contentType: 'application/json', body: 'null' }],
  ['apps that is a string', { contentType: 'application/json', body: '{"apps": "nope", "pagination": {"has_more_items": false}}' }],
  ['an app without a name or slug', { contentType: 'application/json', body: '{"apps": [{"id": "1"}], "pagination": {"has_more_items": false}}' }],
];

// The cases share the two builds out between them (pages.ts, buildInTurn).
test.describe('bad server answers in the marketplace', () => {
  for (const [index, [what, answer]] of BAD_ANSWERS.entries()) {
    const { build, script } = buildInTurn(index);
    test(`${build}: popular answered with ${what}: one warning naming the call, the section's message, the rest of the page as usual`, async ({ page }) => {
      const errors = watchErrors(page);
      const warnings = watchWarnings(page);
      await page.route(POPULAR, (route) => route.fulfill({ status: 200, ...answer }));
      await sandboxPageWith(page, '/apps/', '/apps/', script);
      await expect(section(page, 'Popular').getByRole('alert')).toContainText(FAILED_LIST);
      await expect(section(page, 'Staff Picks').locator('.eb-app-card')).toHaveCount(3);
      const about = warnings.filter((text) => text.includes('/apps/'));
      expect(about, warnings.join('\n')).toHaveLength(1);
      expect(about[0]).toContain('BAD_RESPONSE');
      expect(errors).toEqual([]);
    });
  }
});

test('hostile app data: names and descriptions as text, no javascript: logo, links stay on marketplace pages', async ({ page }) => {
  const errors = watchErrors(page);
  const hostile = {
    id: '666',
    // Short enough to show whole (names at 30 characters, short descriptions at 40).
    name: '<img src=x onerror=hacked=1>',
    slug: '../../logout',
    logo_url: 'javascript:window.hacked=2',
    localization: { short_description: '<script>hacked=3</script>{name}', description: '<img src=x onerror="window.hacked=4">' },
  };
  await page.route(POPULAR, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ apps: [hostile], pagination: { has_more_items: false } }) }),
  );
  await page.goto('/apps/');
  const card = section(page, 'Popular').locator('.eb-app-card');
  await expect(card).toHaveCount(1);
  await expect(card.locator('.eb-app-card__name')).toHaveText('<img src=x onerror=hacked=1>');
  await expect(card.locator('.eb-app-card__description')).toHaveText('<script>hacked=3</script>{name}');
  await expect(card.locator('img')).toHaveCount(0);
  expect(await card.getAttribute('href')).toBe('/apps/..%2F..%2Flogout/');
  await card.click();
  // A slug that is not one is the not-found page, never a page elsewhere on the site.
  await expect(page).toHaveURL(/\/apps\/..%2F..%2Flogout\/$/);
  await expect(marketplace(page).getByRole('heading', { level: 1 })).toHaveText('Page not found');
  expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
  expect(errors).toEqual([]);
});
