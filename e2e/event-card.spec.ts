import { expect, test } from './test';

test.describe('<eb-event-card> on the sandbox partner page', () => {
  test('signed out: save a card, sign in through the sign-in page, come back, and the card is saved, on the server too', async ({ page, browser }) => {
    // A card the attendee has not saved yet, found as the attendee in a browser of its own.
    const attendee = await browser.newPage();
    await attendee.goto('/signin/?referrer=%2Fpartner%2F');
    await attendee.getByRole('button', { name: /^Sign in as Ada/ }).click();
    await expect(
      attendee
        .locator('eb-event-card')
        .first()
        .getByRole('button', { name: /^Save this event/ }),
    ).toBeVisible();
    const eventIds = await attendee
      .locator('eb-event-card')
      .evaluateAll((cards) =>
        cards.map((card) => ({ id: (JSON.parse(card.getAttribute('event')!) as { id: string }).id, saved: card.shadowRoot!.querySelector('[aria-pressed="true"]') !== null })),
      );
    await attendee.close();
    const unsaved = eventIds.find((entry) => !entry.saved);
    expect(unsaved, 'a card the attendee has not saved').toBeTruthy();

    await page.goto('/partner/');
    const card = page.locator(`eb-event-card[event*='"id":"${unsaved!.id}"']`);
    const save = card.getByRole('button', { name: /^Save this event/ });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await save.click();

    // The sign-in page, with a referrer back to the partner page.
    await expect(page).toHaveURL(/\/signin\/\?referrer=%2Fpartner%2F/);
    // The save that resumes on the way back, answered by the server (the API client comes with
    // it): a reload before the answer would cancel it.
    const answered = page.waitForResponse((response) => /\/api\/v3\/destination\//.test(response.url()) && response.request().method() !== 'GET');
    await page.getByRole('button', { name: /^Sign in as Ada/ }).click();
    await expect(page).toHaveURL(/\/partner\/$/);

    await expect(card.getByRole('button', { name: /^Save this event/ })).toHaveAttribute('aria-pressed', 'true');
    // The ebEventId cookie has served its purpose.
    await expect.poll(() => page.evaluate(() => document.cookie)).not.toContain('ebEventId=');

    // The page is rendered from the database: a reload shows what the server stored.
    expect((await answered).ok()).toBe(true);
    await page.reload();
    await expect(page.locator(`eb-event-card[event*='"id":"${unsaved!.id}"']`).getByRole('button', { name: /^Save this event/ })).toHaveAttribute('aria-pressed', 'true');
  });

  test('cards show their event and share it', async ({ page }) => {
    await page.goto('/partner/');
    const card = page.locator('eb-event-card').first();
    await expect(card.getByRole('heading')).toBeVisible();
    await card.getByRole('button', { name: /^Share / }).click();
    const dialog = card.getByRole('dialog', { name: 'Share with friends' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });
});
