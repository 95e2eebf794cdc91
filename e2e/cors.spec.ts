import { expect, test } from './test';
import { CONFIG_BLOCK, LOADER, htmlPage, openPage } from './pages';

// Issue 15: "a CORS failure surfaces as a misleading message". A page on 127.0.0.1 whose
// env.apiBaseUrl points at the sandbox under another origin (localhost), which sends no CORS
// headers: the browser refuses every answer, as it would for a real API server not set up for it.

test('an API on another origin without CORS: the marketplace shows its error state and one warning per call names env.apiBaseUrl and the headers the server must send', async ({
  page,
  baseURL,
}) => {
  const otherOrigin = baseURL!.replace('127.0.0.1', 'localhost');
  const warnings: string[] = [];
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await openPage(
    page,
    '/cors-check.html',
    htmlPage(`${CONFIG_BLOCK({ env: { apiBaseUrl: `${otherOrigin}/api/v3` } })}${LOADER}`, '<eb-app-marketplace routing="memory"></eb-app-marketplace>'),
  );
  const marketplace = page.locator('eb-app-marketplace');
  await expect(marketplace.getByText('Whoa, something weird happened here. Try refreshing this section.').first()).toBeVisible({ timeout: 15_000 });
  const apiWarnings = warnings.filter((text) => text.includes('(env.apiBaseUrl)'));
  expect(apiWarnings.length).toBeGreaterThan(0);
  expect(apiWarnings[0]).toContain(`the API at ${otherOrigin}/api/v3 (env.apiBaseUrl) could not be reached or refused this page`);
  expect(apiWarnings[0]).toContain(`Access-Control-Allow-Origin: ${new URL(baseURL!).origin}`);
  expect(apiWarnings[0]).toContain('Access-Control-Allow-Credentials: true');
  expect(errors).toEqual([]);
});
