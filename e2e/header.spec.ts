import { expect, testOnWorkerPage as test, type Page } from './test';
import { CONFIG_BLOCK, IIFE, LOADER, fullUserConfig, htmlPage, openPage, watchErrors } from './pages';

const header = (page: Page) => page.locator('eb-header');

test.describe('<eb-header> on the sandbox legacy page', () => {
  test("sign in as the attendee, open the user menu and follow 'Liked'", async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/signin/?referrer=%2Flegacy%2F');
    await page.getByRole('button', { name: /^Sign in as Ada/ }).click();
    await expect(page).toHaveURL(/\/legacy\/$/);
    // The header is rendered on the server: its menus open once the script has hydrated it (the
    // server's <style> gives way to the element's stylesheets then). A click before that is lost.
    await expect.poll(() => header(page).evaluate((host) => host.shadowRoot!.querySelector('style') === null)).toBe(true);
    // The user menu is named by the signed-in email.
    const userMenu = header(page).getByRole('button', { name: /^ada\..*@example\.com/ });
    await userMenu.click();
    const liked = header(page).getByRole('menuitem', { name: /Liked/ });
    await expect(liked).toBeVisible();
    await liked.click();
    await expect(page).toHaveURL(/\/u\/u1001\/saved$/);
    expect(errors).toEqual([]);
  });

  test('search for a word and land on /d/?q=word', async ({ page }) => {
    await page.goto('/legacy/');
    await header(page)
      .getByRole('button', { name: /Search events/ })
      .first()
      .click();
    const field = header(page).getByRole('combobox', { name: 'Search events' });
    await expect(field).toBeFocused();
    await page.keyboard.type('jazz');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/d\/\?q=jazz$/);
  });

  test('the skip link moves focus to the page content', async ({ page }) => {
    await page.goto('/legacy/');
    await expect(header(page).getByRole('banner')).toBeVisible();
    // The sandbox's demo bar comes first; the skip link is the header's first stop.
    const skip = header(page).getByRole('link', { name: 'Skip Main Navigation' });
    for (let presses = 0; presses < 5 && !(await skip.evaluate((link) => link.matches(':focus'))); presses++) await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#page-content')).toBeFocused();
  });
});

test.describe('<eb-header> in both builds', () => {
  test('renders a full user identically through the loader and the IIFE', async ({ page, baseURL }) => {
    const render = async (script: string, path: string) => {
      await openPage(page, path, htmlPage(CONFIG_BLOCK(fullUserConfig(baseURL!, '/e/1')) + script, '<eb-header></eb-header>'));
      await expect(header(page).getByRole('banner')).toBeVisible();
      await header(page)
        .getByRole('button', { name: /grace\.hopper@example\.com/ })
        .click();
      await expect(header(page).getByRole('menuitem', { name: /Tickets/ })).toBeVisible();
      return header(page).evaluate((element) => element.shadowRoot!.innerHTML);
    };
    const fromLoader = await render(LOADER, '/e2e-header-loader.html');
    const fromIife = await render(IIFE, '/e2e-header-iife.html');
    expect(fromIife).toBe(fromLoader);
    expect(fromLoader).toContain('Feature Flags');
  });
});
