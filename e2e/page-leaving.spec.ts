import { expect, test, type Page } from './test';

// Issue 49: a person who leaves a page while the library still loads cuts those loads short, and
// the browser fails them (Firefox: 'error loading dynamically imported module'). That is no failure
// of the library's: nothing is logged. Firefox and WebKit run the same case in the cross-browser
// smoke (cross-browser/smoke.mjs).

/** Every error and warning the page logs, and its uncaught errors. */
function watchConsole(page: Page) {
  const logged: string[] = [];
  page.on('pageerror', (error) => logged.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    // The browser's own line about a request it cancelled is the network's, not the library's.
    if ((message.type() === 'error' || message.type() === 'warning') && !message.text().startsWith('Failed to load resource')) logged.push(`${message.type()}: ${message.text()}`);
  });
  return logged;
}

/** A person leaves the organizer admin by its 'All demo pages' link, and arrives. */
async function leaveByLink(page: Page) {
  await page.getByRole('link', { name: 'All demo pages' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.waitForLoadState('load');
  // What the old page might still log as it goes.
  await page.waitForTimeout(500);
}

test("leaving /apps/ while the marketplace's API client still loads logs nothing", async ({ page, context, baseURL }) => {
  // The sandbox holds back the API client's chunk (chunks/apps-*.js) for 10 s.
  await context.addCookies([{ name: 'eb-sandbox-slow-chunks', value: 'apps', url: baseURL! }]);
  const logged = watchConsole(page);
  const asked = page.waitForRequest(/\/dist\/chunks\/apps-[^/]+\.js$/);
  await page.goto('/apps/');
  await asked;
  await leaveByLink(page);
  expect(logged).toEqual([]);
});

test('leaving /apps/ while its apps are still on their way from the API logs nothing', async ({ page }) => {
  const logged = watchConsole(page);
  // The API's answers about apps do not come before the person leaves.
  let held = 0;
  await page.route(/\/api\/v3\/apps\//, () => void (held += 1));
  await page.goto('/apps/');
  await expect.poll(() => held).toBeGreaterThan(0);
  await leaveByLink(page);
  expect(logged).toEqual([]);
});
