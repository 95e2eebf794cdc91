import { expect, test, type Locator, type Page } from './test';
import { axeViolations } from './axe';

// Issue 40: "the sandbox's demo pages get a scheme switch and a dark partner page". The switch is
// in every demo page's bar; what it chooses re-themes every element at once (EBWidgets.configure,
// in either build) and stays in the address for a reload.

const DARK_SURFACE = 'rgb(27, 23, 38)';
const LIGHT_SURFACE = 'rgb(255, 255, 255)';

const schemeSwitch = (page: Page) => page.getByRole('combobox', { name: 'Colour scheme' });
/** The painted background of the first card's box, inside its shadow root. */
const cardSurface = (page: Page) => page.locator('eb-event-card').first().locator('.eb-event-card').evaluate((card) => getComputedStyle(card).backgroundColor);
const background = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).backgroundColor);

test.describe('the demo pages\' colour-scheme switch', () => {
  test('/partner/: choosing Dark with the mouse re-themes the cards and the page without a reload, and keeps it in the address for a reload', async ({ page }) => {
    await page.goto('/partner/');
    await expect(page.locator('eb-event-card').first().getByRole('heading')).toBeVisible();
    expect(await cardSurface(page)).toBe(LIGHT_SURFACE);
    // Gone after a reload: the page stays the same document while the scheme changes.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await schemeSwitch(page).click();
    await schemeSwitch(page).selectOption('dark');
    await expect.poll(() => cardSurface(page)).toBe(DARK_SURFACE);
    expect(await background(page.locator('body'))).toBe('rgb(13, 11, 18)');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(new URL(page.url()).searchParams.get('scheme')).toBe('dark');
    await page.reload();
    await expect(page.locator('eb-event-card').first().getByRole('heading')).toBeVisible();
    expect(await cardSurface(page)).toBe(DARK_SURFACE);
    await expect(schemeSwitch(page)).toHaveValue('dark');
  });

  test('/legacy/ (the classic loader): with the keyboard alone, Auto follows the system setting, live', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/legacy/');
    const banner = page.locator('eb-header').getByRole('banner');
    await expect(banner).toBeVisible();
    await schemeSwitch(page).focus();
    // Light, Dark, Auto: two steps down.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(schemeSwitch(page)).toHaveValue('auto');
    await expect.poll(() => background(banner)).toBe(LIGHT_SURFACE);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => background(banner)).toBe(DARK_SURFACE);
    expect(await background(page.locator('body'))).toBe('rgb(13, 11, 18)');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => background(banner)).toBe(LIGHT_SURFACE);
    expect(new URL(page.url()).searchParams.get('scheme')).toBe('auto');
  });

  test('a ?scheme= that is not one is ignored: the page is light', async ({ page }) => {
    await page.goto('/partner/?scheme=banana');
    await expect(page.locator('eb-event-card').first().getByRole('heading')).toBeVisible();
    expect(await cardSurface(page)).toBe(LIGHT_SURFACE);
    await expect(schemeSwitch(page)).toHaveValue('light');
  });
});

test('/partner-dark/, "a dark partner page": a dark venue page whose cards are in the dark scheme, with no axe-core violation, colour contrast included', async ({ page }) => {
  await page.goto('/partner-dark/');
  await expect(page.getByRole('heading', { level: 1, name: 'The Basement' })).toBeVisible();
  await expect(page.locator('eb-event-card').first().getByRole('heading')).toBeVisible();
  expect(await background(page.locator('body'))).toBe('rgb(13, 11, 18)');
  expect(await cardSurface(page)).toBe(DARK_SURFACE);
  await expect(schemeSwitch(page)).toHaveValue('dark');
  expect(await axeViolations(page, 'eb-event-card')).toEqual([]);
  expect(await axeViolations(page, 'main')).toEqual([]);
});
