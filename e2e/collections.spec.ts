import { expect, test, type Page } from './test';
import { signInAs } from './pages';

// 'Add to collection' on the sandbox partner page, as the attendee: the user's collections are
// fetched when someone shows they want the menu, once for the whole page, never at start.

const COLLECTIONS_CALL = '/api/v3/users/me/collections/';

function countCollectionsCalls(page: Page): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === COLLECTIONS_CALL) calls += 1;
  });
  return () => calls;
}

test.describe("'Add to collection' loads the user's collections when needed", () => {
  test("no call at start; pointing at one card's menu loads them once for every card", async ({ page }) => {
    await signInAs(page, 'Ada', '/');
    const calls = countCollectionsCalls(page);
    await page.goto('/partner/');
    const cards = page.locator('eb-event-card');
    const menus = cards.getByRole('button', { name: /^Add to collection/ });
    await expect(menus.first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(calls()).toBe(0);

    await menus.first().hover();
    await expect.poll(calls).toBe(1);
    await menus.first().click();
    const item = cards.first().getByRole('menuitem', { name: /Weekend plans/ });
    await expect(item).toBeVisible();
    // The menu reaches over the card below it, and stays on top of it.
    const box = (await item.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    expect(await page.evaluate(([x, y]) => document.elementFromPoint(x, y) === document.querySelector('eb-event-card'), [box.x + box.width / 2, box.y + box.height / 2])).toBe(
      true,
    );
    await page.keyboard.press('Escape');

    // Another card already has them.
    await menus.nth(1).click();
    await expect(cards.nth(1).getByRole('menuitem', { name: /Live music/ })).toBeVisible();
    expect(calls()).toBe(1);
  });

  test('the menu stays within the window for a card at the left edge of a narrow window (320 px), where it ended at its button and started 37 px off-screen', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await signInAs(page, 'Ada', '/partner/');
    await expect(
      page
        .locator('eb-event-card')
        .first()
        .getByRole('button', { name: /^Add to collection/ }),
    ).toBeVisible();
    // The partner's layout: a narrow column flush with the left edge of the window.
    await page.evaluate(() => {
      const column = Object.assign(document.createElement('div'), { id: 'left-column' });
      column.style.cssText = 'position: absolute; top: 0; left: 0; width: 180px; z-index: 5; background: #fff';
      column.append(document.querySelector('eb-event-card')!);
      document.body.prepend(column);
      scrollTo(0, 0);
    });
    const card = page.locator('#left-column eb-event-card');
    await card.getByRole('button', { name: /^Add to collection/ }).click();
    await expect(card.getByRole('menuitem', { name: /Weekend plans/ })).toBeVisible();
    const menu = (await card.getByRole('menu').boundingBox())!;
    expect(menu.x, 'the menu starts within the window').toBeGreaterThanOrEqual(0);
    expect(menu.x + menu.width, 'and ends within it').toBeLessThanOrEqual(320);
    // Still usable where it is: its item answers the mouse.
    await card.getByRole('menuitem', { name: /Weekend plans/ }).click();
    await expect(card.getByRole('menu')).toBeHidden();
  });

  test('reaching the menu with the keyboard loads them too', async ({ page }) => {
    await signInAs(page, 'Ada', '/');
    const calls = countCollectionsCalls(page);
    await page.goto('/partner/');
    const menu = page
      .locator('eb-event-card')
      .first()
      .getByRole('button', { name: /^Add to collection/ });
    await expect(menu).toBeVisible();
    for (let presses = 0; presses < 40 && !(await menu.evaluate((button) => button.matches(':focus'))); presses++) await page.keyboard.press('Tab');
    await expect(menu).toBeFocused();
    await expect.poll(calls).toBe(1);
    await page.keyboard.press('Enter');
    await expect(
      page
        .locator('eb-event-card')
        .first()
        .getByRole('menuitem', { name: /Weekend plans/ }),
    ).toBeVisible();
  });

  test('a server without the collections call (404, API.md §4 only) hides the action, with no console error', async ({ page }) => {
    await signInAs(page, 'Ada', '/');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      // The browser's own line about the 404 response is the network's, not the library's.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
    });
    await page.route(`**${COLLECTIONS_CALL}`, (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ status_code: 404, error: 'NOT_FOUND', error_description: 'Not found' }) }),
    );
    await page.goto('/partner/');
    const card = page.locator('eb-event-card').first();
    const menu = card.getByRole('button', { name: /^Add to collection/ });
    await menu.hover();
    await expect(card.getByRole('button', { name: /^Add to collection/ })).toHaveCount(0);
    // The card's other controls stay.
    await expect(card.getByRole('button', { name: /^Share / })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
