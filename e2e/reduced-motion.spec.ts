import { expect, testOnWorkerPage as test, type Page } from './test';
import { CONFIG_BLOCK, LOADER, htmlPage, openPage, serveOwnReview } from './pages';

// Issue 10: "The header's chevron rotation and any other transition honour prefers-reduced-motion."

/**
 * Every element (and its ::before and ::after) in every shadow root on the page whose computed
 * transition or animation lasts longer than 0 s, as `<host> path: property value`.
 */
function movingParts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const lasts = (value: string) => value.split(',').some((part) => part.trim() !== 'auto' && parseFloat(part) !== 0);
    const pathOf = (element: Element) => {
      const parts: string[] = [];
      for (let node: Element | null = element; node; node = node.parentElement) {
        const className = typeof node.className === 'string' && node.className ? `.${node.className.trim().split(/\s+/)[0]}` : '';
        parts.unshift(`${node.localName}${className}`);
      }
      return parts.join(' > ');
    };
    const visit = (root: ShadowRoot) => {
      const host = root.host.localName;
      for (const element of root.querySelectorAll('*')) {
        for (const pseudo of [null, '::before', '::after']) {
          const style = getComputedStyle(element, pseudo);
          if (pseudo && style.content === 'none') continue;
          const where = `<${host}> ${pathOf(element)}${pseudo ?? ''}`;
          if (lasts(style.transitionDuration)) found.push(`${where}: transition-duration ${style.transitionDuration}`);
          if (style.animationName !== 'none' && lasts(style.animationDuration)) found.push(`${where}: animation-duration ${style.animationDuration}`);
        }
        if (element.shadowRoot) visit(element.shadowRoot);
      }
    };
    for (const element of document.querySelectorAll('*')) if (element.shadowRoot) visit(element.shadowRoot);
    return found;
  });
}

const header = (page: Page) => page.locator('eb-header');
const card = (page: Page) => page.locator('eb-event-card').first();

/** The page in each state a person can bring it to: every header menu, the search takeover, the card's dialog and menu. */
async function movingPartsInEveryState(page: Page): Promise<string[]> {
  const found = new Set(await movingParts(page));
  const collect = async () => (await movingParts(page)).forEach((entry) => found.add(entry));
  for (const name of [/@example\.com/, /^Organize$/, /^Help$/]) {
    const trigger = header(page).getByRole('button', { name });
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await collect();
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  }
  await header(page)
    .getByRole('button', { name: /^Search events/ })
    .click();
  await expect(header(page).getByRole('option').first()).toBeVisible();
  await collect();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(header(page).getByRole('dialog')).toHaveCount(0);

  await card(page)
    .getByRole('button', { name: /^Share / })
    .click();
  await expect(card(page).getByRole('dialog')).toBeVisible();
  await collect();
  await page.keyboard.press('Escape');
  await expect(card(page).getByRole('dialog')).toHaveCount(0);
  // From the Share button (focus is back there) to the collections menu with the keyboard.
  await page.keyboard.press('Tab');
  await expect(card(page).getByRole('button', { name: /^Add to collection/ })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(card(page).getByRole('menuitem').first()).toBeVisible();
  await collect();
  await page.keyboard.press('Escape');
  return [...found];
}

test.describe('motion (WCAG 2.3.3): transitions and animations honour prefers-reduced-motion', () => {
  test('with reduced motion, nothing in the header (menus and search open), footer or event card transitions or animates', async ({ page }) => {
    // Signed in for real (the attendee), so the card's collections load; the header, cards and footer on one page.
    await page.goto('/signin/?referrer=%2Fpartner%2F');
    await page.getByRole('button', { name: /^Sign in as Ada/ }).click();
    await expect(page).toHaveURL(/\/partner\/$/);
    const config = JSON.parse((await page.locator('script[data-eb-config]').first().textContent())!) as object;
    const event = await page.locator('eb-event-card').first().getAttribute('event');
    const cardTag = (layout: string) => `<eb-event-card layout="${layout}" event='${event!.replace(/&/g, '&amp;').replace(/'/g, '&#39;')}'></eb-event-card>`;
    await openPage(
      page,
      '/e2e-motion.html',
      htmlPage(CONFIG_BLOCK(config) + LOADER, `<eb-header></eb-header>${cardTag('vertical')}${cardTag('horizontal')}<eb-footer></eb-footer>`),
    );
    await expect(page.locator('eb-footer').getByRole('contentinfo')).toBeVisible();
    await expect(card(page).getByRole('button', { name: /^Add to collection/ })).toBeVisible();

    // Without a preference the chevron turns: the walk below does see transitions.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    expect(await movingParts(page)).toContainEqual(expect.stringMatching(/eb-dropdown__chevron: transition-duration 0\.15s/));

    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await movingPartsInEveryState(page)).toEqual([]);
  });
});

test.describe('motion (WCAG 2.3.3) in <eb-app-marketplace>', () => {
  test('(guard: the marketplace has no transition of its own) with reduced motion, nothing in it transitions or animates: home, a category page as tabs, search results, a card under the pointer', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const marketplace = page.locator('eb-app-marketplace');
    const found = new Set<string>();
    const collect = async () => (await movingParts(page)).forEach((entry) => found.add(entry));

    await page.goto('/apps/');
    await expect(marketplace.getByRole('region', { name: 'Staff Picks' }).locator('.eb-app-card')).toHaveCount(3);
    await marketplace.locator('.eb-app-card').first().hover();
    await collect();
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/apps/categories/crm/');
    await expect(marketplace.locator('.eb-app-card')).toHaveCount(7);
    await collect();
    await page.goto('/apps/search/?q=mail');
    await expect(marketplace.locator('mark').first()).toBeVisible();
    // Results show from the first page of apps; the status keeps its (slowed) loading spinner
    // until the last page is in, and a loading spinner may move (the next test).
    await expect(marketplace.locator('.eb-search-results__status .eb-spinner')).toHaveCount(0);
    await collect();
    expect([...found]).toEqual([]);
  });

  test('while lists load, only the loading spinners move', async ({ page }) => {
    await page.route(/\/api\/v3\/apps\//, () => {});
    await page.goto('/apps/');
    await expect(page.locator('eb-app-marketplace').getByRole('status').first()).toBeAttached();
    // Without a preference the spinners turn: the walk does see them.
    expect(await movingParts(page)).toContainEqual(expect.stringMatching(/eb-spinner__circle: animation-duration 0\.8s/));
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const moving = await movingParts(page);
    expect(moving.filter((entry) => !/eb-spinner/.test(entry))).toEqual([]);
  });
});

test.describe('motion (WCAG 2.3.3) in <eb-review-form>', () => {
  test('with reduced motion, nothing transitions or animates: the stars under the pointer, the review modal, the thank-you message and its page notification', async ({ page }) => {
    // Without the preference the page's 'Thank you for your review' notification slides in (1 s).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const review = await serveOwnReview(page, { review_title: 'Campaigns', review_text: '' });
    await page.route('**/api/v3/ratings/7/', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify(review) }));
    const config = { user: { isAuthenticated: true, publicId: 'u42' } };
    await openPage(page, '/e2e-motion-review.html', htmlPage(CONFIG_BLOCK(config) + LOADER, '<eb-review-form app-id="42" app-name="Mailbloom" installed></eb-review-form>'));
    const form = page.locator('eb-review-form');
    const found = new Set<string>();
    const collect = async () => (await movingParts(page)).forEach((entry) => found.add(entry));
    await form.getByRole('radio', { name: '2 stars' }).hover();
    await collect();
    await form.getByRole('button', { name: 'Edit your review' }).click();
    await expect(form.getByRole('dialog')).toBeVisible();
    await collect();
    await form.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('dialog', { name: 'Thank you for your review' })).toBeVisible();
    await collect();
    expect([...found]).toEqual([]);
  });
});
