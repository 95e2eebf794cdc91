import { expect, test, type Page } from './test';

/** Every request that failed or answered 400 or more, and every console error. */
function watchFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('requestfailed', (request) => failures.push(`failed: ${request.url()} (${request.failure()?.errorText})`));
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()}: ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => failures.push(`pageerror: ${error.message}`));
  return failures;
}

test.describe('the sandbox demo pages', () => {
  for (const path of ['/', '/partner/', '/legacy/', '/apps/', '/embedded/']) {
    test(`${path} loads with no failed request in the browser console`, async ({ page }) => {
      const failures = watchFailures(page);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('.demo-bar, h1').first()).toBeVisible();
      expect(failures).toEqual([]);
    });
  }

  test('the legacy page shows the footer through the classic loader, which brings the code of the header and the footer and of no other element', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/legacy/');
    await expect(page.locator('eb-footer').getByRole('contentinfo')).toBeVisible();
    await expect(page.locator('eb-footer').getByRole('heading', { name: 'Use Eventbrite' })).toBeVisible();
    await expect(page.locator('eb-header').getByRole('banner')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts[0]).toBe('/dist/eb-widgets.classic.js');
    // The library's scripts: the demo bar's colour-scheme switch is the page's own.
    expect(scripts.filter((file) => !file.startsWith('/dist/classic/chunks/') && file !== '/scheme-switch.js').slice(1)).toEqual([]);
    const elements = scripts
      .map((file) => /^\/dist\/classic\/chunks\/([a-z-]+)\.element-/.exec(file)?.[1])
      .filter(Boolean)
      .sort();
    expect(elements).toEqual(['footer', 'header', 'page-notifications']);
  });

  test('the embedded page shows no footer', async ({ page }) => {
    await page.goto('/embedded/');
    await page.waitForFunction(() => customElements.get('eb-footer'));
    await expect(page.locator('eb-footer').getByRole('contentinfo')).toHaveCount(0);
  });
});

test.describe('signing in as a persona', () => {
  test('through the sign-in page, then the legacy page renders the footer for that signed-in user', async ({ page }) => {
    const failures = watchFailures(page);
    await page.goto('/signin/?referrer=%2Flegacy%2F');
    await page.getByRole('button', { name: /^Sign in as Olivia/ }).click();
    await expect(page).toHaveURL(/\/legacy\/$/);
    await expect(page.locator('.demo-bar')).toContainText('Signed in as Olivia');
    const footer = page.locator('eb-footer');
    await expect(footer.getByRole('contentinfo')).toBeVisible();
    // The marketing section is for signed-out visitors only: the session reached the element.
    await expect(footer.getByRole('link', { name: 'About' })).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'Use Eventbrite' })).toHaveCount(0);
    expect(await page.evaluate(() => document.cookie)).toContain('csrftoken=');
    expect(failures).toEqual([]);
  });

  test('signing out brings the marketing section back', async ({ page }) => {
    await page.goto('/signin/?referrer=%2Flegacy%2F');
    await page.getByRole('button', { name: /^Sign in as Ada/ }).click();
    await expect(page.locator('eb-footer').getByRole('heading', { name: 'Use Eventbrite' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/legacy\/$/);
    await expect(page.locator('eb-footer').getByRole('heading', { name: 'Use Eventbrite' })).toBeVisible();
  });
});

test.describe('the library against the sandbox API', () => {
  test('the API client of the page reaches the sandbox with its CSRF token', async ({ page }) => {
    await page.goto('/signin/?referrer=%2Fpartner%2F');
    await page.getByRole('button', { name: /^Sign in as Ada/ }).click();
    await expect(page).toHaveURL(/\/partner\/$/);
    const status = await page.evaluate(async () => {
      const token = document.cookie
        .split('; ')
        .find((cookie) => cookie.startsWith('csrftoken='))!
        .split('=')[1];
      const eventId = (JSON.parse(document.querySelector('eb-event-card')!.getAttribute('event')!) as { id: string }).id;
      const save = await fetch('/api/v3/destination/unsave/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRFToken': token, 'X-Requested-With': 'XMLHttpRequest' },
        body: JSON.stringify({ event_ids: [eventId] }),
      });
      return save.status;
    });
    expect(status).toBe(200);
  });
});
