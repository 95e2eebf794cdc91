import { expect, testOnWorkerPage as test } from './test';

test.describe('sandbox accounts', () => {
  test("'Sign out' on a demo page asks to confirm, then signs out with a POST and returns to the page", async ({ page }) => {
    await page.goto('/signin/?referrer=%2Flegacy%2F');
    await page.getByRole('button', { name: /^Sign in as Ada/ }).click();
    await expect(page).toHaveURL(/\/legacy\/$/);
    const demoBar = page.locator('.demo-bar');
    await expect(demoBar).toContainText('Signed in as Ada');

    await demoBar.getByRole('link', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'Sign out of the sandbox' })).toBeVisible();
    // The confirmation page alone has not signed out.
    await expect(page.getByText('You are signed in as Ada')).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/legacy\/$/);
    await expect(demoBar).toContainText('Not signed in');
    // The elements see the signed-out session too: the footer's marketing section is back.
    await expect(page.locator('eb-footer').getByRole('heading', { name: 'Use Eventbrite' })).toBeVisible();
    await page.goto('/partner/');
    await expect(demoBar).toContainText('Not signed in');
  });

  for (const referrer of ['//evil.example/', '/\t/evil.example']) {
    test(`a sign-in with referrer ${JSON.stringify(referrer)} lands on / of the sandbox`, async ({ page, baseURL }) => {
      await page.goto(`/signin/?referrer=${encodeURIComponent(referrer)}`);
      await page.getByRole('button', { name: /^Sign in as Ada/ }).click();
      await expect(page).toHaveURL(`${baseURL}/`);
      await expect(page.locator('.demo-bar')).toContainText('Signed in as Ada');
    });
  }
});
