import { DEMO_PAGES } from '../demo/server/app.mjs';
import { expect, testOnWorkerPage as test, type Locator, type Page } from './test';
import { axeViolations } from './axe';
import { layoutShifts, pageInTwoParts, recordLayoutShifts, watchErrors } from './pages';

// Issue 40, 'the sandbox's demo pages get a scheme switch and a dark partner page': the 'Colour
// scheme' select in every demo page's bar re-themes every element at once (configure({ env: {
// colorScheme } })), the page's own colours with them, and keeps the choice in the address
// (?scheme=) for a reload or a shared link. Chosen with real input only: clicks, selectOption,
// keys.

const SURFACE = { light: 'rgb(255, 255, 255)', dark: 'rgb(27, 23, 38)' } as const;
/** The body of a demo page in the dark scheme (the dark partner page's own background too). */
const DARK_PAGE = 'rgb(13, 11, 18)';
const LIGHT_PAGE = 'rgba(0, 0, 0, 0)';

const schemeSwitch = (page: Page) => page.locator('.demo-bar').getByRole('combobox', { name: 'Colour scheme' });
const backgroundOf = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).backgroundColor);
/** The painted background of every card's box, inside its shadow root. */
const cardSurfaces = (page: Page) => page.locator('eb-event-card .eb-event-card').evaluateAll((cards) => cards.map((card) => getComputedStyle(card).backgroundColor));
const everyCard = (page: Page, scheme: keyof typeof SURFACE) => expect.poll(() => cardSurfaces(page)).toEqual(Array(6).fill(SURFACE[scheme]));
const cardsDrawn = (page: Page) => expect(page.locator('eb-event-card').first().getByRole('heading')).toBeVisible();

/** Counts the page's document loads from now on: choosing a scheme must not reload. */
function countDocumentLoads(page: Page) {
  let loads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads++;
  });
  return () => loads;
}

test.describe('the colour-scheme switch of the demo pages', () => {
  test('/partner/: "choosing a scheme re-themes every element on the page live, without reload" (Dark with the mouse), and "is kept in the URL (?scheme=dark) so a reload keeps it"', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.goto('/partner/');
    await cardsDrawn(page);
    await everyCard(page, 'light');
    const loads = countDocumentLoads(page);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    await schemeSwitch(page).click();
    await schemeSwitch(page).selectOption({ label: 'Dark' });
    await everyCard(page, 'dark');
    expect(await backgroundOf(page.locator('body'))).toBe(DARK_PAGE);
    expect(await backgroundOf(page.locator('.demo-bar'))).toBe(SURFACE.dark);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(loads()).toBe(0);
    expect(new URL(page.url()).search).toBe('?scheme=dark');

    await page.reload();
    await cardsDrawn(page);
    await everyCard(page, 'dark');
    await expect(schemeSwitch(page)).toHaveValue('dark');
    expect(await backgroundOf(page.locator('body'))).toBe(DARK_PAGE);

    // And back to Light, again in the same document.
    await schemeSwitch(page).selectOption({ label: 'Light' });
    await everyCard(page, 'light');
    expect(await backgroundOf(page.locator('body'))).toBe(LIGHT_PAGE);
    expect(new URL(page.url()).search).toBe('?scheme=light');
    expect(errors).toEqual([]);
  });

  test('/partner/: "fully keyboard usable": Tab reaches the switch, the arrow keys choose Dark, then Auto', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/partner/');
    await cardsDrawn(page);
    const loads = countDocumentLoads(page);
    // From the top of the page: the bar's 'Sign in' link, then the switch.
    for (let presses = 0; presses < 4 && !(await schemeSwitch(page).evaluate((select) => select === document.activeElement)); presses++) await page.keyboard.press('Tab');
    await expect(schemeSwitch(page)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(schemeSwitch(page)).toHaveValue('dark');
    await everyCard(page, 'dark');
    expect(new URL(page.url()).searchParams.get('scheme')).toBe('dark');
    await page.keyboard.press('ArrowDown');
    await expect(schemeSwitch(page)).toHaveValue('auto');
    // Auto in a light system: light.
    await everyCard(page, 'light');
    expect(new URL(page.url()).searchParams.get('scheme')).toBe('auto');
    await expect(schemeSwitch(page)).toBeFocused();
    expect(loads()).toBe(0);
  });

  test('"Auto (system)" follows prefers-color-scheme, live: the cards and the page', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/partner/');
    await cardsDrawn(page);
    await schemeSwitch(page).selectOption({ label: 'Auto (system)' });
    await everyCard(page, 'light');
    expect(await backgroundOf(page.locator('body'))).toBe(LIGHT_PAGE);
    await page.emulateMedia({ colorScheme: 'dark' });
    await everyCard(page, 'dark');
    expect(await backgroundOf(page.locator('body'))).toBe(DARK_PAGE);
    await page.emulateMedia({ colorScheme: 'light' });
    await everyCard(page, 'light');
    expect(await backgroundOf(page.locator('body'))).toBe(LIGHT_PAGE);

    // The address keeps Auto: a reload in a dark system is dark.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await cardsDrawn(page);
    await expect(schemeSwitch(page)).toHaveValue('auto');
    await everyCard(page, 'dark');
    expect(await backgroundOf(page.locator('body'))).toBe(DARK_PAGE);
  });

  test('/legacy/, through the classic loader: Auto, chosen with the keyboard, re-themes the server-rendered header with the system setting, live', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/legacy/');
    const banner = page.locator('eb-header').getByRole('banner');
    await expect(banner).toBeVisible();
    await schemeSwitch(page).focus();
    // Light, Dark, Auto: two steps down.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(schemeSwitch(page)).toHaveValue('auto');
    await expect.poll(() => backgroundOf(banner)).toBe(SURFACE.light);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => backgroundOf(banner)).toBe(SURFACE.dark);
    expect(await backgroundOf(page.locator('body'))).toBe(DARK_PAGE);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => backgroundOf(banner)).toBe(SURFACE.light);
    expect(new URL(page.url()).searchParams.get('scheme')).toBe('auto');
  });

  test('"anything else is ignored": ?scheme=banana is the light scheme', async ({ page }) => {
    await page.goto('/partner/?scheme=banana');
    await cardsDrawn(page);
    await everyCard(page, 'light');
    await expect(schemeSwitch(page)).toHaveValue('light');
    expect(await backgroundOf(page.locator('body'))).toBe(LIGHT_PAGE);
  });

  // The switch is in the server's HTML of every page, and in Dark the page's own colours are dark
  // and readable: "a dark element is not shown on a white page".
  for (const path of ['/', ...DEMO_PAGES.map((demo) => demo.path)]) {
    test(`${path}?scheme=dark: the switch is in the bar, says Dark, and the page itself is dark with no contrast violation`, async ({ page }) => {
      await page.goto(`${path}?scheme=dark`);
      await expect(schemeSwitch(page)).toHaveValue('dark');
      expect(await backgroundOf(page.locator('body'))).toBe(DARK_PAGE);
      expect(await page.locator('body').evaluate((body) => getComputedStyle(body).color)).toBe('rgb(244, 242, 248)');
      expect(await axeViolations(page, '.demo-bar')).toEqual([]);
      if (path === '/docs/') expect(await axeViolations(page, 'main')).toEqual([]);
    });
  }

  // A slow network can stop the page inside the select: the browser paints it with no options yet,
  // and it must not widen and push the bar's text about when they arrive.
  for (const viewport of [
    { width: 412, height: 823 },
    { width: 1350, height: 940 },
  ]) {
    test(`/legacy/ at ${viewport.width} px, arriving in two parts cut inside the switch, before its options: nothing in the bar moves when the rest comes`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize(viewport);
      await recordLayoutShifts(page);
      const html = await (await page.request.get('/legacy/')).text();
      const cut = html.indexOf('<option', html.indexOf('<label class="demo-scheme">'));
      const site = await pageInTwoParts(baseURL!, '/legacy/', html.slice(0, cut), html.slice(cut));
      try {
        await page.goto(site.url, { waitUntil: 'commit' });
        await expect(page.getByText('A legacy server template')).toBeVisible();
        // Two frames painted with the first part.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        site.sendRest();
        await expect(schemeSwitch(page).locator('option')).toHaveCount(3);
        await expect(page.locator('eb-footer').getByRole('contentinfo')).toBeVisible();
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        expect(await layoutShifts(page)).toEqual([]);
      } finally {
        site.sendRest();
        await site.close();
      }
    });
  }
});

test('/partner-dark/, "a dark partner page": a dark music-venue page whose cards are in the dark scheme through env.colorScheme, with no axe-core violation, colour contrast included', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/partner-dark/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await cardsDrawn(page);
  await everyCard(page, 'dark');
  const config = JSON.parse((await page.locator('script[data-eb-config]').textContent()) ?? '{}') as { env: { colorScheme?: string } };
  expect(config.env.colorScheme).toBe('dark');
  expect(await backgroundOf(page.locator('body'))).toBe(DARK_PAGE);
  expect(await page.locator('body').evaluate((body) => getComputedStyle(body).color)).toBe('rgb(244, 242, 248)');
  await expect(schemeSwitch(page)).toHaveValue('dark');
  expect(await axeViolations(page, 'eb-event-card')).toEqual([]);
  // The venue's own page: its headings and text on its dark background.
  expect(await axeViolations(page, 'main')).toEqual([]);
  expect(errors).toEqual([]);
});
