import { expect, testOnWorkerPage as test } from './test';
import { CONFIG_BLOCK, IIFE, LOADER, htmlPage, openPage, watchDistRequests, watchErrors } from './pages';

const footer = (page: import('@playwright/test').Page) => page.locator('eb-footer');

test.describe('a plain page with a config block, the module loader and <eb-footer>', () => {
  test('shows the footer in Chromium', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/footer-module.html');
    await expect(footer(page).getByRole('contentinfo')).toBeVisible();
    await expect(footer(page).getByRole('combobox', { name: 'Locale' })).toBeVisible();
    await expect(footer(page).getByRole('heading', { name: 'Use Eventbrite' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("loads the footer's code only once the tag is on the page", async ({ page }) => {
    const requests = watchDistRequests(page);
    await openPage(page, '/e2e-lazy.html', htmlPage(LOADER, ''));
    await page.waitForFunction(() => 'EBWidgets' in window);
    const footerCode = () => requests.filter((path) => /\/chunks\/footer\.element-/.test(path));
    expect(footerCode()).toEqual([]);
    await page.evaluate(() => document.body.append(document.createElement('eb-footer')));
    await expect(footer(page).getByRole('contentinfo')).toBeVisible();
    expect(footerCode()).toHaveLength(1);
  });

  test('the loader and the lazily loaded element share one store: configure() reaches the footer', async ({ page }) => {
    await page.goto('/footer-module.html');
    await expect(footer(page).getByRole('heading', { name: 'Use Eventbrite' })).toBeVisible();
    await page.evaluate(() => window.EBWidgets!.configure({ user: { isAuthenticated: true } }));
    await expect(footer(page).getByRole('heading', { name: 'Use Eventbrite' })).toHaveCount(0);
  });

  test('fetches only the catalog of the locale in use, next to the loader', async ({ page }) => {
    const requests = watchDistRequests(page);
    await openPage(page, '/e2e-german.html', htmlPage(CONFIG_BLOCK({ env: { locale: 'de_AT' } }) + LOADER, '<eb-footer></eb-footer>'));
    await expect(footer(page).getByRole('combobox', { name: 'Land und Sprache' })).toBeVisible();
    expect(requests.filter((path) => path.startsWith('/dist/locales/'))).toEqual(['/dist/locales/de_DE.json']);
  });
});

test.describe('the same page with the IIFE file', () => {
  test('shows the footer, reading a config block that comes after the script', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/footer-iife.html');
    await expect(footer(page).getByRole('contentinfo')).toBeVisible();
    await expect(footer(page).getByRole('link', { name: 'About' })).toHaveAttribute('href', 'https://www.eventbrite.com/l/about/');
    expect(errors).toEqual([]);
  });

  test('fetches its catalog relative to the script', async ({ page }) => {
    const requests = watchDistRequests(page);
    await openPage(page, '/e2e-iife-french.html', htmlPage(CONFIG_BLOCK({ env: { locale: 'fr_FR' } }) + IIFE, '<eb-footer></eb-footer>'));
    await expect(footer(page).getByRole('contentinfo')).toBeVisible();
    await expect(footer(page).getByRole('link', { name: 'Confidentialité' })).toBeVisible();
    expect(requests.filter((path) => path.startsWith('/dist/locales/'))).toEqual(['/dist/locales/fr_FR.json']);
  });
});

test.describe('with isEmbeddedView', () => {
  test('shows nothing', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/footer-embedded.html');
    await page.waitForFunction(() => customElements.get('eb-footer'));
    await page.waitForTimeout(200);
    await expect(footer(page).getByRole('contentinfo')).toHaveCount(0);
    expect(await footer(page).evaluate((element) => element.getBoundingClientRect().height)).toBe(0);
    expect(errors).toEqual([]);
  });
});

test.describe('the library loaded twice', () => {
  test('IIFE then loader: never throws, and the IIFE copy stays in charge', async ({ page }) => {
    const errors = watchErrors(page);
    const requests = watchDistRequests(page);
    await openPage(page, '/e2e-twice.html', htmlPage(IIFE + LOADER + IIFE, '<eb-footer></eb-footer>'));
    await expect(footer(page).getByRole('contentinfo')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    // The loader saw another copy in charge and loaded no element code of its own.
    expect(requests.filter((path) => /\.element-/.test(path))).toEqual([]);
  });

  test('loader then IIFE: never throws, and configure() still reaches the footer', async ({ page }) => {
    const errors = watchErrors(page);
    await openPage(page, '/e2e-twice-loader-first.html', htmlPage(LOADER, '<eb-footer></eb-footer>' + IIFE));
    await expect(footer(page).getByRole('contentinfo')).toBeVisible();
    await page.evaluate(() => window.EBWidgets!.configure({ user: { isAuthenticated: true } }));
    await expect(footer(page).getByRole('heading', { name: 'Use Eventbrite' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test.describe('a broken config block', () => {
  test('is reported once and the footer still shows', async ({ page }) => {
    const errors = watchErrors(page);
    await openPage(page, '/e2e-bad-config.html', htmlPage('<script type="application/json" data-eb-config>{oops</script>' + LOADER, '<eb-footer></eb-footer>'));
    await expect(footer(page).getByRole('contentinfo')).toBeVisible();
    expect(errors.filter((error) => error.includes('data-eb-config'))).toHaveLength(1);
  });
});
