import { expect, testOnWorkerPage as test, type Page } from './test';
import { axeViolations } from './axe';
import { CONFIG_BLOCK, IIFE, LOADER, buildInTurn, htmlPage, notificationHost, openPage, signInAs, watchErrors } from './pages';

// Issue 13 "Done when", end to end on the sandbox: the organizer persona rates an installed app
// in one click, writes a title and a text, saves and is thanked; after a reload the form says
// 'Your rating for {app}' with the stars and the review; the organizer without apps is told
// to install the app first. Through both builds. Each test reviews its own app: the sandbox's
// database is shared by the whole run.

const form = (page: Page, app: string) => page.locator('eb-review-form').filter({ has: page.getByRole('heading', { name: new RegExp(app) }) });
const dialog = (page: Page) => page.locator('eb-review-form').getByRole('dialog');
const star = (page: Page, app: string, count: number) =>
  form(page, app)
    .getByRole('radio', { name: count === 1 ? '1 star' : `${count} stars` })
    .first();

/** The sandbox's id of the app with this slug. */
async function appId(page: Page, slug: string): Promise<string> {
  const answer = (await (await page.request.get(`/api/v3/apps/?slug=${slug}&expand.app=details`)).json()) as { apps: { id: string }[] };
  return answer.apps[0].id;
}

/**
 * A page of one review form as a partner's template would write it, with the signed-in
 * session's server data (taken from a sandbox page), through `script`.
 */
async function reviewPage(page: Page, script: string, { slug, name, installed = true }: { slug: string; name: string; installed?: boolean }) {
  const config = JSON.parse((await page.locator('script[data-eb-config]').first().textContent())!) as object;
  const id = await appId(page, slug);
  await openPage(
    page,
    `/e2e-review-${slug}.html`,
    htmlPage(CONFIG_BLOCK(config) + script, `<eb-review-form app-id="${id}" app-name="${name}"${installed ? ' installed' : ''}></eb-review-form>`),
  );
}

for (const [build, script, slug, name] of [
  ['module loader', LOADER, 'mailbloom', 'Mailbloom'],
  ['IIFE', IIFE, 'pipeforce-crm', 'PipeForce CRM'],
] as const) {
  test(`${build}: the organizer rates ${name} 4 stars in one click, writes a title and a text, saves, is thanked; after a reload: 'Your rating for ${name}', 4 stars and the review`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await signInAs(page, 'Olivia', '/reviews/');
    if (build === 'IIFE') await reviewPage(page, script, { slug, name });
    const heading = form(page, name).getByRole('heading', { level: 2 }).first();
    await expect(heading).toHaveText(`Rate your experience with ${name}`);
    await expect(star(page, name, 4)).toHaveAttribute('aria-checked', 'false');

    await star(page, name, 4).click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page)).toHaveAccessibleName(`Your rating for ${name}`);
    await expect(heading).toHaveText(`Your rating for ${name}`);
    await expect(dialog(page).getByRole('radio', { name: '4 stars' })).toHaveAttribute('aria-checked', 'true');
    await dialog(page)
      .getByRole('textbox', { name: /^Title/ })
      .click();
    await page.keyboard.type('Campaigns in minutes');
    await dialog(page).getByRole('textbox', { name: 'Review' }).click();
    await page.keyboard.type('Every order <b>becomes</b> a segment.');
    expect(await axeViolations(page, 'eb-review-form')).toEqual([]);
    await dialog(page).getByRole('button', { name: 'Submit' }).click();

    const thanks = page.locator('eb-review-form').getByRole('dialog', { name: 'Thank you for your review' });
    await expect(thanks).toBeVisible();
    // Also said in the page's notifications, where a screen reader hears it.
    await expect(notificationHost(page).getByRole('status')).toContainText('Thank you for your review');
    expect(await axeViolations(page, 'eb-review-form')).toEqual([]);
    await thanks.getByRole('button', { name: 'Close' }).last().click();
    await expect(thanks).toHaveCount(0);

    await page.reload();
    await expect(heading).toHaveText(`Your rating for ${name}`);
    await expect(star(page, name, 4)).toHaveAttribute('aria-checked', 'true');
    await form(page, name).getByRole('button', { name: 'Edit your review' }).click();
    await expect(dialog(page).getByRole('textbox', { name: /^Title/ })).toHaveValue('Campaigns in minutes');
    await expect(dialog(page).getByRole('textbox', { name: 'Review' })).toHaveValue('Every order <b>becomes</b> a segment.');
    expect(errors).toEqual([]);
  });
}

// The save above runs in both builds; this rule in the IIFE (pages.ts, buildInTurn).
{
  const { build, script } = buildInTurn(1);
  test(`${build}: the organizer without the app sees 'Review this app' and the not-installed message; Escape returns focus to the button`, async ({ page }) => {
    await signInAs(page, 'Noah', '/reviews/');
    await reviewPage(page, script, { slug: 'mailbloom', name: 'Mailbloom', installed: false });
    await expect(form(page, 'Mailbloom').getByRole('radio')).toHaveCount(0);
    const button = form(page, 'Mailbloom').getByRole('button', { name: 'Review this app' });
    await button.click();
    const message = page.locator('eb-review-form').getByRole('alertdialog', { name: "You can't leave a review just yet" });
    await expect(message).toBeVisible();
    await expect(message).toContainText('To write a review, you must have this app installed.');
    expect(await axeViolations(page, 'eb-review-form')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(message).toHaveCount(0);
    await expect(button).toBeFocused();
  });
}

test("the /reviews/ demo page as the organizer without apps: every form offers 'Review this app' instead of stars", async ({ page }) => {
  await signInAs(page, 'Noah', '/reviews/');
  // The page's template decides `installed`; no app is installed for this persona.
  await expect(page.locator('eb-review-form').getByRole('button', { name: 'Review this app' })).toHaveCount(3);
});

test('with the keyboard alone: Tab to the stars, arrows move without rating, Enter rates and opens the modal, Escape closes it and focus is back on that star', async ({
  page,
}) => {
  await signInAs(page, 'Olivia', '/reviews/');
  await reviewPage(page, LOADER, { slug: 'badgebuilder-pro', name: 'BadgeBuilder Pro' });
  const rating = form(page, 'BadgeBuilder Pro');
  await expect(rating.getByRole('radio')).toHaveCount(5);
  await page.locator('h1').click();
  await page.keyboard.press('Tab');
  await expect(star(page, 'BadgeBuilder Pro', 1)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(star(page, 'BadgeBuilder Pro', 3)).toBeFocused();
  // Moving chose nothing: no modal, nothing checked.
  await expect(dialog(page)).toHaveCount(0);
  await expect(rating.getByRole('radio', { checked: true })).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole('radio', { name: '3 stars' })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(star(page, 'BadgeBuilder Pro', 3)).toBeFocused();
  await expect(star(page, 'BadgeBuilder Pro', 3)).toHaveAttribute('aria-checked', 'true');
});

test('the draft survives a failed save (500) and a reload: reopening says "Your unsaved review was restored", and it saves', async ({ page }) => {
  await signInAs(page, 'Olivia', '/reviews/');
  await reviewPage(page, LOADER, { slug: 'ticketcraft-scanner', name: 'Ticketcraft Scanner' });
  await star(page, 'Ticketcraft Scanner', 5).click();
  await expect(dialog(page)).toBeVisible();
  await dialog(page)
    .getByRole('textbox', { name: /^Title/ })
    .fill('Scans in the rain');
  await dialog(page).getByRole('textbox', { name: 'Review' }).fill('Worked at the gate all night.');

  // The edit of the review fails on the server.
  await page.route(/\/api\/v3\/ratings\/\d+\/$/, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ status_code: 500, error: 'UNKNOWN', error_description: 'Down' }) }),
  );
  await dialog(page).getByRole('button', { name: 'Submit' }).click();
  const failure = page.locator('eb-review-form').getByRole('alertdialog', { name: 'Something weird happened' });
  await expect(failure).toContainText('We ran into an error when trying to save your review. Try again at a later time.');
  expect(await axeViolations(page, 'eb-review-form')).toEqual([]);
  await page.keyboard.press('Escape');
  await page.unroute(/\/api\/v3\/ratings\/\d+\/$/);

  await page.reload();
  const edit = form(page, 'Ticketcraft Scanner').getByRole('button', { name: 'Write a review' });
  await edit.click();
  await expect(dialog(page).getByText('Your unsaved review was restored')).toBeVisible();
  await expect(dialog(page).getByRole('textbox', { name: /^Title/ })).toHaveValue('Scans in the rain');
  await expect(dialog(page).getByRole('textbox', { name: 'Review' })).toHaveValue('Worked at the gate all night.');
  await dialog(page).getByRole('button', { name: 'Submit' }).click();
  await expect(page.locator('eb-review-form').getByRole('dialog', { name: 'Thank you for your review' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.reload();
  await form(page, 'Ticketcraft Scanner').getByRole('button', { name: 'Edit your review' }).click();
  await expect(dialog(page).getByText('Your unsaved review was restored')).toHaveCount(0);
  await expect(dialog(page).getByRole('textbox', { name: /^Title/ })).toHaveValue('Scans in the rain');
});

test("errors show once a field is touched, with no axe-core violations: 'Required field', 'Max 100 character limit!'", async ({ page }) => {
  await signInAs(page, 'Olivia', '/reviews/');
  await reviewPage(page, LOADER, { slug: 'conference-badges', name: 'Conference Badges' });
  await star(page, 'Conference Badges', 2).click();
  const title = dialog(page).getByRole('textbox', { name: /^Title/ });
  await title.click();
  await page.keyboard.press('Tab');
  await expect(dialog(page).getByText('Required field')).toBeVisible();
  await title.fill('x'.repeat(101));
  await expect(dialog(page).getByText('Max 100 character limit!')).toBeVisible();
  await expect(dialog(page).getByText('101/100')).toBeVisible();
  await expect(dialog(page).getByRole('button', { name: 'Submit' })).toHaveAttribute('aria-disabled', 'true');
  expect(await axeViolations(page, 'eb-review-form')).toEqual([]);
});

test("inside another component's shadow root, then moved elsewhere in the page: its rating and the words typed stay", async ({ page }) => {
  const errors = watchErrors(page);
  await signInAs(page, 'Olivia', '/reviews/');
  const config = JSON.parse((await page.locator('script[data-eb-config]').first().textContent())!) as object;
  const id = await appId(page, 'shuttlesync');
  await openPage(
    page,
    '/e2e-review-host.html',
    htmlPage(
      CONFIG_BLOCK(config) + LOADER,
      `<div id="elsewhere"></div><host-panel></host-panel>
       <script>customElements.define('host-panel', class extends HTMLElement {
         connectedCallback() { if (!this.shadowRoot) this.attachShadow({ mode: 'open' }).innerHTML = '<section><eb-review-form app-id="${id}" app-name="Shuttlesync" installed></eb-review-form></section>'; }
       });</script>`,
    ),
  );
  const inner = page.locator('host-panel').locator('eb-review-form');
  await inner.getByRole('radio', { name: '3 stars' }).click();
  await inner
    .getByRole('dialog')
    .getByRole('textbox', { name: /^Title/ })
    .fill('Shuttles on time');
  await inner.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await page.evaluate(() => document.getElementById('elsewhere')!.append(document.querySelector('host-panel')!.shadowRoot!.querySelector('eb-review-form')!));
  const moved = page.locator('#elsewhere eb-review-form');
  await expect(moved.getByRole('radio', { name: '3 stars' })).toHaveAttribute('aria-checked', 'true');
  await expect(moved.getByRole('heading', { level: 2 })).toHaveText('Your rating for Shuttlesync');
  await moved.getByRole('button', { name: 'Write a review' }).click();
  await expect(moved.getByRole('dialog').getByRole('textbox', { name: /^Title/ })).toHaveValue('Shuttles on time');
  expect(errors).toEqual([]);
});
