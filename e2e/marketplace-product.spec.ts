import { expect, testOnWorkerPage as test, type Page } from './test';
import { axeViolations } from './axe';
import { IIFE, openPage, sandboxPageWith, signInAs, watchErrors } from './pages';

// Issue 14 "Done when", end to end on the sandbox's /apps/ page (history routing): the app
// product page anonymous, as the app partner and as the organizer with the app installed.

const marketplace = (page: Page) => page.locator('eb-app-marketplace');
const reviews = (page: Page) => marketplace(page).locator('.eb-review');
/** A histogram bar, named as it is heard: '1 star, 11 reviews'. */
const bar = (page: Page, stars: string) => marketplace(page).getByRole('button', { name: new RegExp(`^${stars} stars?, \\d+ reviews?$`) });

test('anonymous: an app with many reviews; filter to 1 star through the histogram, sort by Top rated, load more', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/apps/ticketcraft-scanner/');
  await expect(page).toHaveTitle('Ticketcraft Scanner | App Marketplace');
  await expect(marketplace(page).getByRole('heading', { level: 1 })).toHaveText('Ticketcraft Scanner');
  await expect(reviews(page)).toHaveCount(3);
  expect(await axeViolations(page)).toEqual([]);

  const oneStar = bar(page, '1');
  const ones = Number((await oneStar.textContent())!.match(/(\d+)$/)![1]);
  await oneStar.click();
  await expect(oneStar).toHaveAttribute('aria-pressed', 'true');
  await expect(reviews(page)).toHaveCount(Math.min(3, ones));
  await expect(reviews(page).getByRole('img', { name: '1 out of 5 stars' })).toHaveCount(Math.min(3, ones));
  await expect(marketplace(page).getByRole('combobox', { name: /Rating/ })).toHaveValue('1');

  await oneStar.click();
  await expect(oneStar).toHaveAttribute('aria-pressed', 'false');
  await marketplace(page)
    .getByRole('combobox', { name: /Sort by/ })
    .selectOption('rating_desc');
  await expect(reviews(page)).toHaveCount(3);
  await expect(reviews(page).getByRole('img', { name: '5 out of 5 stars' })).toHaveCount(3);

  await marketplace(page).getByRole('button', { name: 'Load more reviews' }).click();
  await expect(reviews(page)).toHaveCount(6);
  await expect(reviews(page).nth(3)).toBeFocused();
  await expect(marketplace(page).getByRole('status').filter({ hasText: 'more reviews loaded' })).toHaveText('3 more reviews loaded');
  expect(errors).toEqual([]);
});

test('as the app partner: reply to a review, edit the reply, remove it', async ({ page }) => {
  await signInAs(page, 'Priya', '/apps/ticketcraft-scanner/');
  const first = reviews(page)
    .filter({ has: page.getByRole('button', { name: 'Reply to this review' }) })
    .first();
  const title = await first.locator('h3').textContent();
  const review = reviews(page)
    .filter({ has: page.getByRole('heading', { name: title!, exact: true }) })
    .first();
  await review.getByRole('button', { name: 'Reply to this review' }).click();
  await review.getByRole('textbox', { name: 'Your reply' }).fill('Thanks, we are on it.');
  await expect(review.getByText('21/750')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await review.getByRole('button', { name: 'Reply', exact: true }).click();
  await expect(review.getByText('Developer response')).toBeVisible();
  await expect(review.getByText('Thanks, we are on it.')).toBeVisible();

  await review.getByRole('button', { name: 'Reply options' }).click();
  await review.getByRole('menuitem', { name: 'Edit' }).click();
  await review.getByRole('textbox', { name: 'Your reply' }).fill('Fixed in version 2.');
  await review.getByRole('button', { name: 'Reply', exact: true }).click();
  await expect(review.getByText('Fixed in version 2.')).toBeVisible();
  await expect(review.getByText(/^Edited/)).toBeVisible();

  await page.reload();
  const again = reviews(page)
    .filter({ has: page.getByRole('heading', { name: title!, exact: true }) })
    .first();
  await expect(again.getByText('Fixed in version 2.')).toBeVisible();
  await again.getByRole('button', { name: 'Reply options' }).click();
  await again.getByRole('menuitem', { name: 'Remove' }).click();
  await expect(again.getByText('Fixed in version 2.')).toHaveCount(0);
  await expect(again.getByRole('button', { name: 'Reply to this review' })).toBeVisible();
});

test('as the organizer with the app installed: rate and review it from the product page; the list and the summary follow', async ({ page }) => {
  await signInAs(page, 'Olivia', '/apps/surveyly/');
  const form = marketplace(page).locator('.eb-review-form');
  await expect(form.getByRole('heading', { level: 2 })).toHaveText('Your rating for Surveyly');
  const count = async (stars: string) => Number((await bar(page, stars).textContent())!.match(/(\d+)$/)![1]);
  await expect(reviews(page)).toHaveCount(3);
  const [fives, threes] = [await count('5'), await count('3')];

  await form.getByRole('radio', { name: '3 stars' }).click();
  const dialog = marketplace(page).getByRole('dialog', { name: 'Your rating for Surveyly' });
  await dialog.getByRole('textbox', { name: /^Title/ }).fill('Good, with gaps');
  await dialog.getByRole('textbox', { name: 'Review' }).fill('Surveys work; the reports need more filters.');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(marketplace(page).getByRole('dialog', { name: 'Thank you for your review' })).toBeVisible();
  await page.keyboard.press('Escape');

  await expect.poll(() => count('3')).toBe(threes + 1);
  expect(await count('5')).toBe(fives - 1);
  await bar(page, '3').click();
  await expect(reviews(page).filter({ hasText: 'Good, with gaps' })).toHaveCount(1);
  await expect(reviews(page).filter({ hasText: 'Surveys work; the reports need more filters.' })).toHaveCount(1);
});

test('an app whose description holds script, event-handler and javascript: payloads shows only the safe HTML', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/apps/sanitizer-test-app/');
  const description = marketplace(page).locator('.eb-product__html').first();
  await expect(description.getByText('An ordinary list item that should survive sanitizing')).toBeVisible();
  await expect(description.locator('strong')).toHaveText('Sanitizer Test App');
  await expect(description.locator('script, [onerror], [onclick]')).toHaveCount(0);
  await expect(description.getByText('click')).toBeVisible();
  expect(await description.getByText('click').evaluate((link) => link.hasAttribute('href'))).toBe(false);
  await description
    .locator('img')
    .first()
    .scrollIntoViewIfNeeded()
    .catch(() => undefined);
  await page.waitForTimeout(300);
  expect(dialogs).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
});

test('an old renamed slug goes to the new one: /apps/pipeforce/ shows PipeForce CRM at /apps/pipeforce-crm/', async ({ page }) => {
  await page.goto('/apps/pipeforce/');
  await expect(page).toHaveURL(/\/apps\/pipeforce-crm\/$/);
  await expect(marketplace(page).getByRole('heading', { level: 1 })).toHaveText('PipeForce CRM');
});

test('through the IIFE: the product page with its reviews and the carousel', async ({ page }) => {
  await sandboxPageWith(page, '/apps/', '/apps/mailbloom/', IIFE);
  await expect(marketplace(page).getByRole('heading', { level: 1 })).toHaveText('Mailbloom');
  await expect(reviews(page)).toHaveCount(3);
  await marketplace(page).getByRole('button', { name: 'Pause' }).click();
  await expect(marketplace(page).getByRole('button', { name: 'Play' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

for (const [what, policies, shown] of [
  ["allows the library's policy 'eb-widgets'", 'eb-widgets', 'the sanitized HTML'],
  ['allows no policy of the library', 'none', 'the text alone'],
] as const) {
  test(`a page that enforces Trusted Types and ${what}: the description shows ${shown}, nothing breaks`, async ({ page }) => {
    const errors = watchErrors(page);
    const html = await (await page.request.get('/apps/sanitizer-test-app/')).text();
    const csp = `<meta http-equiv="Content-Security-Policy" content="require-trusted-types-for 'script'; trusted-types ${policies}">`;
    await openPage(page, '/apps/sanitizer-test-app/', html.replace('<head>', `<head>${csp}`));
    const description = marketplace(page).locator('.eb-product__html').first();
    await expect(description).toContainText('An ordinary list item that should survive sanitizing');
    await expect(description.locator('li')).toHaveCount(policies === 'none' ? 0 : 1);
    await expect(description.locator('script, [onerror], [onclick]')).toHaveCount(0);
    // The browser reports the policy it blocked; nothing else may go wrong.
    expect(errors.filter((error) => !/TrustedTypePolicy named 'eb-widgets' violates/.test(error))).toEqual([]);
  });
}
