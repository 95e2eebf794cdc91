import { expect, testOnWorkerPage as test, type Page } from './test';
import { FocusWalk, indicatorAgainstBlur, type FocusStop, type StopResult } from './focus';
import { CONFIG_BLOCK, LOADER, fullUserConfig, htmlPage, openPage, serveOwnReview } from './pages';

// Issue 10: "Every focusable thing in every element gets an indicator with at least 3:1 contrast
// against the colours around it" (WCAG 2.4.7, 1.4.11). Each element is walked with the keyboard
// as a person would: Tab from control to control, the arrow keys through every open menu and
// list, Enter into every dialog and Tab round it. Each control passes when at least its box's
// perimeter in pixels changes by 3:1 or more as focus arrives (about a 1 px ring all round).

const RULE = 'every focus stop shows an indicator of at least 3:1 contrast';
const MAX_STOPS = 200;

async function expectTab(walk: FocusWalk, kind: 'move' | 'scene', key: string): Promise<FocusStop> {
  const stop = await walk.press(key, kind);
  if (!stop) throw new Error(`focus left the page after ${key}`);
  return stop;
}

/** The WAI-ARIA menu pattern: Down opens the menu on its first item, Down again walks and wraps. */
async function walkMenu(walk: FocusWalk, trigger: FocusStop) {
  const first = await expectTab(walk, 'scene', 'ArrowDown');
  expect(first.role, `ArrowDown on ${trigger.description} focuses a menu item`).toBe('menuitem');
  let item = first;
  let count = 1;
  do {
    item = await expectTab(walk, 'move', 'ArrowDown');
    expect(item.role, `ArrowDown stays in the menu of ${trigger.description}`).toBe('menuitem');
    count++;
  } while (item.id !== first.id && count < MAX_STOPS);
  expect(count, `the menu of ${trigger.description} has more than one item to move between`).toBeGreaterThan(2);
  const back = await expectTab(walk, 'scene', 'Escape');
  expect(back.id, `Escape returns focus to ${trigger.description}`).toBe(trigger.id);
}

/** An open combobox list: Down walks its options (aria-activedescendant), Escape closes it. */
async function walkListbox(walk: FocusWalk, combobox: FocusStop) {
  const first = await expectTab(walk, 'move', 'ArrowDown');
  expect(first.role, `ArrowDown in ${combobox.description} makes an option active`).toBe('option');
  let option = first;
  let count = 1;
  do {
    option = await expectTab(walk, 'move', 'ArrowDown');
    count++;
  } while (option.id !== first.id && count < MAX_STOPS);
  const back = await expectTab(walk, 'scene', 'Escape');
  expect(back.id, 'Escape closes the list, focus stays in the field').toBe(combobox.id);
}

/** A dialog: Enter opens it, Tab goes round it once, Escape closes it and focus returns. */
async function walkDialog(walk: FocusWalk, trigger: FocusStop) {
  const first = await expectTab(walk, 'scene', 'Enter');
  expect(first.id, `Enter on ${trigger.description} moves focus into its dialog`).not.toBe(trigger.id);
  let stop = first;
  let count = 0;
  do {
    if (stop.role === 'combobox' && stop.expanded === 'true') await walkListbox(walk, stop);
    stop = await expectTab(walk, 'move', 'Tab');
    count++;
  } while (stop.id !== first.id && count < MAX_STOPS);
  for (let presses = 0; presses < 3 && walk.current?.id !== trigger.id; presses++) await walk.press('Escape', 'scene');
  expect(walk.current?.id, `Escape closes the dialog of ${trigger.description} and focus returns`).toBe(trigger.id);
}

/** Tabs into `host`, through everything in it (menus and dialogs included), and out again. */
async function walkElement(page: Page, host: string): Promise<StopResult[]> {
  const walk = await FocusWalk.start(page);
  for (let presses = 0; presses < 20 && walk.current?.host !== host; presses++) await walk.press('Tab', 'move');
  expect(walk.current?.host, `Tab reaches <${host}>`).toBe(host);
  const seen = new Set<number>();
  while (walk.current?.host === host && !seen.has(walk.current.id) && seen.size < MAX_STOPS) {
    const stop = walk.current;
    seen.add(stop.id);
    if (stop.popup === 'menu' || stop.popup === 'dialog') {
      // Opening changes more than focus, so the trigger is also seen from a step that only
      // moves focus: on to the next control and back.
      await walk.press('Tab', 'move');
      const back = await walk.press('Shift+Tab', 'move');
      expect(back?.id, `Shift+Tab returns to ${stop.description}`).toBe(stop.id);
    }
    if (stop.popup === 'menu') await walkMenu(walk, stop);
    else if (stop.popup === 'dialog') await walkDialog(walk, stop);
    await walk.press('Tab', 'move');
  }
  return walk.results(host);
}

async function expectVisibleFocus(results: StopResult[], mustInclude: RegExp[]) {
  const described = results.map(({ stop }) => stop.description);
  for (const pattern of mustInclude)
    expect(
      described.some((text) => pattern.test(text)),
      `the walk reached ${pattern}; it reached:\n${described.join('\n')}`,
    ).toBe(true);
  const table = results.map(({ stop, changed, required }) => `${changed >= required ? 'ok  ' : 'FAIL'} ${changed}/${required} ${stop.description}`);
  await test.info().attach('focus stops: changed pixels at 3:1 / needed', { body: table.join('\n'), contentType: 'text/plain' });
  const failures = results
    .filter(({ changed, required }) => changed < required)
    .map(({ stop, changed, required }) => `${stop.description}: ${changed} px at 3:1, needs ${required}`);
  expect(failures, `${failures.length} of ${results.length} focus stops have no visible indicator`).toEqual([]);
}

// ---------------------------------------------------------------------------------------------

const signedOut = {
  env: { serverUrl: 'https://www.eventbrite.com', isMobile: false },
  user: { isAuthenticated: false },
  request: { path: '/' },
};

async function openHeader(page: Page, variant: string, config: object) {
  await openPage(page, `/e2e-focus-header-${variant}.html`, htmlPage(CONFIG_BLOCK(config) + LOADER, `<eb-header variant="${variant}"></eb-header>`));
  await expect(page.locator('eb-header').getByRole('banner')).toBeVisible();
}

test.describe(`<eb-header>: ${RULE}`, () => {
  test.describe.configure({ timeout: 180_000 });

  for (const variant of ['default', 'organizer']) {
    test(`variant ${variant}, signed out: links, the Organize and Help menus, the search takeover`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await openHeader(page, variant, signedOut);
      await expectVisibleFocus(await walkElement(page, 'eb-header'), [
        /^link "Skip Main Navigation"/,
        /^menuitem /,
        /^combobox "Search events"/,
        /^option "Arts"/,
        /^link "(Log|Sign) In"/,
      ]);
    });

    test(`variant ${variant}, signed in with staff items: the user menu too`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width: 1280, height: 1400 });
      await openHeader(page, variant, fullUserConfig(baseURL!));
      await expectVisibleFocus(await walkElement(page, 'eb-header'), [/^menuitem "Feature Flags"/, /^menuitem "Log out"/, /^button "Close"/]);
    });

    test(`variant ${variant}, signed in, narrow: the 'Menu' menu, the user menu, the search icon`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width: 400, height: 1400 });
      await openHeader(page, variant, fullUserConfig(baseURL!));
      await expectVisibleFocus(await walkElement(page, 'eb-header'), [/^button "Menu"/, /^button "Search events"/, /^menuitem "Log out"/]);
    });
  }
});

test.describe(`<eb-footer>: ${RULE}`, () => {
  test('signed out, with the marketing section and the locale selector', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 1000 });
    await openPage(page, '/e2e-focus-footer.html', htmlPage(CONFIG_BLOCK(signedOut) + LOADER, '<eb-footer></eb-footer>'));
    await expect(page.locator('eb-footer').getByRole('heading', { name: 'Use Eventbrite' })).toBeVisible();
    await expectVisibleFocus(await walkElement(page, 'eb-footer'), [/^combobox "Locale"/, /^link "About"/]);
  });
});

test.describe(`<eb-event-card>: ${RULE}`, () => {
  test('vertical and horizontal, signed in: save, the event link, share and its dialog, Add to collection and its menu', async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 1100 });
    // Signed in for real, so the collections load from the sandbox; the cards as the partner page has them.
    await page.goto('/signin/?referrer=%2Fpartner%2F');
    await page.getByRole('button', { name: /^Sign in as Ada/ }).click();
    await expect(page).toHaveURL(/\/partner\/$/);
    const config = await page.locator('script[data-eb-config]').first().textContent();
    const events = await page.locator('eb-event-card').evaluateAll((cards) => cards.slice(0, 2).map((card) => card.getAttribute('event')!));
    const attribute = (json: string) => json.replace(/&/g, '&amp;').replace(/'/g, '&#39;');
    await openPage(
      page,
      '/e2e-focus-cards.html',
      htmlPage(
        CONFIG_BLOCK(JSON.parse(config!) as object) + LOADER,
        `<div style="width: 340px; margin: 24px"><eb-event-card event='${attribute(events[1])}'></eb-event-card></div>` +
          `<div style="width: 720px; margin: 24px"><eb-event-card layout="horizontal" event='${attribute(events[0])}'></eb-event-card></div>`,
      ),
    );
    const collections = page
      .locator('eb-event-card')
      .first()
      .getByRole('button', { name: /^Add to collection/ });
    await expect(collections).toBeVisible();
    await page.waitForLoadState('networkidle');
    const results = await walkElement(page, 'eb-event-card');
    await expectVisibleFocus(results, [/^button "Save this event/, /^link /, /^button "Share /, /^button "Add to collection/, /^menuitem /, /^button "Close"/]);
  });
});

const openMarketplace = async (page: Page, width: number, height: number) => {
  await page.setViewportSize({ width, height });
  await openPage(
    page,
    `/e2e-focus-marketplace-${width}.html`,
    htmlPage(CONFIG_BLOCK(signedOut) + LOADER, '<eb-app-marketplace routing="memory" path="/apps/popular/"></eb-app-marketplace>'),
  );
  const marketplace = page.locator('eb-app-marketplace');
  await expect(marketplace.locator('.eb-app-card')).toHaveCount(12);
  await expect(marketplace.getByRole('navigation', { name: 'Categories' }).getByRole('link')).toHaveCount(12);
  await page.waitForLoadState('networkidle');
};
const MARKETPLACE_STOPS = [
  /^link "eventbriteApp Marketplace"/,
  /^link "Log In"/,
  /^textbox "Search apps"/,
  /^button "Search"/,
  /^link "CRM"/,
  /^link "Mailbloom/,
  /^button "Page 2"/,
];
const isFilterTab = (result: StopResult) => result.stop.description.includes('(a.eb-category-filter__link)');

test.describe(`<eb-app-marketplace>: ${RULE}`, () => {
  test.describe.configure({ timeout: 180_000 });

  test('popular page, the filter as a list: header links, the filter, the search box and button, app cards, pagination', async ({ page }) => {
    await openMarketplace(page, 1280, 1200);
    await expectVisibleFocus(await walkElement(page, 'eb-app-marketplace'), MARKETPLACE_STOPS);
  });

  test('popular page at 360 px, the filter as tabs: every stop; each tab of the scrolling row against the row without focus', async ({ page }) => {
    await openMarketplace(page, 360, 3200);
    const walked = await walkElement(page, 'eb-app-marketplace');
    // The row scrolls as Tab moves along it, so its tabs are measured in place below.
    await expectVisibleFocus(
      walked.filter((result) => !isFilterTab(result)),
      MARKETPLACE_STOPS.filter((pattern) => !pattern.test('link "CRM"')),
    );
    expect(walked.filter(isFilterTab)).toHaveLength(12);

    const tabs = page.locator('eb-app-marketplace').getByRole('navigation', { name: 'Categories' }).getByRole('link');
    await page.locator('eb-app-marketplace').getByRole('link', { name: 'Sign Up' }).focus();
    const measured: StopResult[] = [];
    for (let index = 0; index < 12; index++) {
      await page.keyboard.press('Tab');
      await expect(tabs.nth(index)).toBeFocused();
      measured.push(await indicatorAgainstBlur(page));
    }
    await expectVisibleFocus(measured, [/^link "Popular"/, /^link "Website"/]);
  });
});

test.describe(`<eb-review-form>: ${RULE}`, () => {
  test('every star (the arrow keys move between them), Edit your review, and in its modal: the stars, title, text, Cancel, Submit and Close', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 1000 });
    await serveOwnReview(page, { review_title: 'Campaigns in minutes', review_text: 'Every order becomes a segment.' });
    const signedIn = { ...signedOut, user: { isAuthenticated: true, publicId: 'u42', firstName: 'Olivia' } };
    await openPage(page, '/e2e-focus-review.html', htmlPage(CONFIG_BLOCK(signedIn) + LOADER, '<eb-review-form app-id="42" app-name="Mailbloom" installed></eb-review-form>'));
    const form = page.locator('eb-review-form');
    await expect(form.getByRole('button', { name: 'Edit your review' })).toBeVisible();

    const walk = await FocusWalk.start(page);
    for (let presses = 0; presses < 5 && walk.current?.host !== 'eb-review-form'; presses++) await walk.press('Tab', 'move');
    expect(walk.current?.description).toMatch(/^radio "4 stars"/);
    // Round the group: 5, then 1 to 4 again.
    for (let presses = 0; presses < 5; presses++) await walk.press('ArrowRight', 'move');
    expect(walk.current?.description).toMatch(/^radio "4 stars"/);
    expect((await walk.press('Tab', 'move'))?.description).toMatch(/^button "Edit your review"/);
    const trigger = walk.current!;
    const first = (await walk.press('Enter', 'scene'))!;
    expect(first.description).toMatch(/^radio "4 stars"/);
    let stop = first;
    for (let count = 0; count < 20; count++) {
      stop = (await walk.press('Tab', 'move'))!;
      if (stop.id === first.id) break;
    }
    await walk.press('Escape', 'scene');
    expect(walk.current?.id, 'Escape closes the modal and focus returns to Edit your review').toBe(trigger.id);
    await expectVisibleFocus(walk.results('eb-review-form'), [
      /^radio "1 star"/,
      /^radio "5 stars"/,
      /^button "Edit your review"/,
      /^textbox "Title/,
      /^textbox "Review"/,
      /^button "Cancel"/,
      /^button "Submit"/,
      /^button "Close"/,
    ]);
  });
});

test.describe(`<eb-app-marketplace> app product page: ${RULE}`, () => {
  test('header links and call to action, carousel controls, description links, histogram bars, sort and filter, reviews, Load more, resources', async ({ page }) => {
    test.setTimeout(180_000);
    // Reduced motion: the carousel stays on its first screenshot while focus walks elsewhere.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1280, height: 4200 });
    await openPage(
      page,
      '/e2e-focus-product.html',
      htmlPage(CONFIG_BLOCK(signedOut) + LOADER, '<eb-app-marketplace routing="memory" path="/apps/ticketcraft-scanner/"></eb-app-marketplace>'),
    );
    const marketplace = page.locator('eb-app-marketplace');
    await expect(marketplace.locator('.eb-review')).toHaveCount(3);
    await page.waitForLoadState('networkidle');
    await expectVisibleFocus(await walkElement(page, 'eb-app-marketplace'), [
      /^link "Tickets & Onsite"/,
      /^button "Play"/,
      /^button "Next screenshot"/,
      /^button "5 stars/,
      /^combobox "Sort by/,
      /^button "Load more reviews"/,
    ]);
  });
});
