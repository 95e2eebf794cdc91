import { expect, test, type Locator, type Page } from './test';
import { CONFIG_BLOCK, IIFE, LOADER, buildInTurn, htmlPage, notificationHost, openPage, sandboxPageWith, signInAs, watchErrors, type Build } from './pages';

// Spec 000 §4 "Notifications", §8 save messages; API.md §1: page-level messages appear in one
// notification host that the library adds to the page itself.

const SAVED = 'Event has been saved successfully.';
const SAVE_FAILED = 'There was a problem saving the event, please try again.';

const saveButton = (card: Locator) => card.getByRole('button', { name: /^Save this event/ });

/** The first card on the page that the signed-in user has not saved. */
async function unsavedCard(page: Page): Promise<Locator> {
  const cards = page.locator('eb-event-card');
  await expect(saveButton(cards.first())).toBeVisible();
  const count = await cards.count();
  for (let index = 0; index < count; index++) {
    const card = cards.nth(index);
    if ((await saveButton(card).getAttribute('aria-pressed')) === 'false') return card;
  }
  throw new Error('every card on the page is saved already');
}

// The two rules share the builds out between them (pages.ts, buildInTurn): each build meets one.
const SAVE_RULES = [0, 1].map(buildInTurn);

async function openPartnerPage(page: Page, { build, script }: Build): Promise<void> {
  await signInAs(page, 'Ada', '/partner/');
  await sandboxPageWith(page, '/partner/', `/e2e-partner-${build === 'IIFE' ? 'iife' : 'module'}.html`, script);
}

test.describe('save messages on the sandbox partner page, as the attendee', () => {
  test(`through the ${SAVE_RULES[0].build}: saving shows '${SAVED}' on the page and says it in the polite live region; unsaving puts the card back`, async ({ page }) => {
    await openPartnerPage(page, SAVE_RULES[0]);
    const errors = watchErrors(page);
    const card = await unsavedCard(page);
    const host = notificationHost(page);
    // The live regions are there, empty, before the first message: screen readers then announce it.
    await expect(host.getByRole('status')).toHaveCount(1);
    await expect(host.getByRole('alert')).toHaveCount(1);
    await expect(host.getByRole('status')).toHaveText('');

    await saveButton(card).click();
    await expect(host.getByRole('status')).toContainText(SAVED);
    await expect(host.getByText(SAVED)).toBeVisible();
    await expect(saveButton(card)).toHaveAttribute('aria-pressed', 'true');

    await saveButton(card).click();
    await expect(saveButton(card)).toHaveAttribute('aria-pressed', 'false');
    // The server holds what the card shows.
    const { id } = JSON.parse((await card.getAttribute('event'))!) as { id: string };
    await page.reload();
    await expect(saveButton(page.locator(`eb-event-card[event*='"id":"${id}"']`))).toHaveAttribute('aria-pressed', 'false');
    expect(errors).toEqual([]);
  });

  test(`through the ${SAVE_RULES[1].build}: a save the server never gets shows '${SAVE_FAILED}' assertively, and the card is back as it was`, async ({ page }) => {
    await openPartnerPage(page, SAVE_RULES[1]);
    const card = await unsavedCard(page);
    await page.route('**/api/v3/destination/save/', (route) => route.abort('connectionfailed'));
    await saveButton(card).click();
    const alert = notificationHost(page).getByRole('alert');
    await expect(alert).toContainText(SAVE_FAILED);
    await expect(notificationHost(page).getByText(SAVE_FAILED)).toBeVisible();
    await expect(saveButton(card)).toHaveAttribute('aria-pressed', 'false');
  });
});

test.describe('the notification host (spec 000 §4 timing)', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, 'Ada', '/partner/');
  });

  test('a message starts closing after 7000 ms and is removed 1000 ms later', async ({ page }) => {
    await page.clock.install();
    await page.goto('/partner/');
    const card = await unsavedCard(page);
    const host = notificationHost(page);
    // The host has drawn its (empty) live regions: the message will not wait for its code.
    await expect(host.getByRole('status')).toBeAttached();
    // The 7000 ms start when the save's answer comes; the message is drawn a little later (on a
    // busy machine, more than 100 ms later). That moment is not visible from outside, but it lies
    // between the click and the message's appearing, both read by the page's installed clock,
    // which is then paused so that no time passes unseen. Each check below is one that a timer
    // started anywhere in that window must pass.
    const appeared = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const root = document.querySelector('eb-notification-host')!.shadowRoot!;
          const shown = () => root.querySelector('[part="notification"]');
          if (shown()) return resolve(Date.now());
          new MutationObserver((_, observer) => {
            if (!shown()) return;
            observer.disconnect();
            resolve(Date.now());
          }).observe(root, { subtree: true, childList: true });
        }),
    );
    const clickedAt = await page.evaluate(() => Date.now());
    await saveButton(card).click();
    const appearedAt = await appeared;
    await expect(host.getByText(SAVED)).toBeVisible();
    const pausedAt = (await page.evaluate(() => Date.now())) + 20;
    await page.clock.pauseAt(pausedAt);
    expect(appearedAt - clickedAt, 'time between the click and the message appearing').toBeLessThan(800);
    expect(pausedAt - clickedAt, 'time between the click and the pause').toBeLessThan(6900);
    const bar = host.locator('[part="notification"]');
    let now = pausedAt;
    const runTo = async (time: number) => {
      await page.clock.runFor(time - now);
      now = time;
    };
    await runTo(clickedAt + 6900);
    await expect(bar).not.toHaveClass(/closing/);
    await runTo(appearedAt + 7100);
    await expect(bar).toHaveClass(/closing/);
    await runTo(clickedAt + 7900);
    await expect(bar).toHaveCount(1);
    await runTo(appearedAt + 8100);
    await expect(bar).toHaveCount(0);
  });

  test("its 'Close' button closes a message at once", async ({ page }) => {
    await page.goto('/partner/');
    const card = await unsavedCard(page);
    await saveButton(card).click();
    const host = notificationHost(page);
    await expect(host.getByText(SAVED)).toBeVisible();
    await host.getByRole('button', { name: 'Close' }).click();
    await expect(host.getByText(SAVED)).toHaveCount(0, { timeout: 2000 });
  });

  test("sits above the page's content without moving it, even above a page's own fixed bar", async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 600 });
    await page.goto('/partner/');
    await page.evaluate(() => {
      const bar = document.createElement('div');
      bar.id = 'page-bar';
      bar.style.cssText = 'position:fixed;top:0;left:0;right:0;height:120px;background:#333;z-index:99999';
      document.body.append(bar);
    });
    const card = await unsavedCard(page);
    const layout = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('main, h1, eb-event-card')].map((node) => {
          const { left, top, width, height } = node.getBoundingClientRect();
          return [left + scrollX, top + scrollY, width, height];
        }),
      );
    const before = await layout();
    await saveButton(card).click();
    const message = notificationHost(page).getByText(SAVED);
    await expect(message).toBeVisible();
    expect(await layout()).toEqual(before);
    // What a pointer at the message's centre reaches is the message, not the page's bar.
    const box = (await message.boundingBox())!;
    const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.localName, [box.x + box.width / 2, box.y + box.height / 2]);
    expect(hit).toBe('eb-notification-host');
    // Everywhere else the page gets its clicks.
    const outside = await page.evaluate(() => document.elementFromPoint(5, 590)?.localName);
    expect(outside).not.toBe('eb-notification-host');
  });
});

test.describe('exactly one notification host', () => {
  const event = {
    id: '1',
    name: 'Jazz night',
    url: 'https://www.eventbrite.com/e/1',
    startDate: '2026-12-01',
    startTime: '19:00',
  };
  const elements = `<eb-header></eb-header>${[1, 2, 3].map(() => `<eb-event-card event='${JSON.stringify(event)}'></eb-event-card>`).join('')}<eb-footer></eb-footer>`;

  test('whatever elements and however many copies of the library a page holds, until the last element leaves', async ({ page }) => {
    const errors = watchErrors(page);
    await openPage(page, '/e2e-two-copies.html', htmlPage(CONFIG_BLOCK({}) + LOADER + IIFE, elements));
    await expect(page.locator('eb-event-card').first().getByRole('heading', { name: 'Jazz night' })).toBeVisible();
    await expect(notificationHost(page)).toHaveCount(1);
    await expect(notificationHost(page).getByRole('status')).toHaveCount(1);

    // Moving an element is not leaving.
    await page.evaluate(() => document.body.prepend(document.querySelector('eb-footer')!));
    await page.evaluate(() => document.querySelectorAll('eb-header, eb-event-card').forEach((element) => element.remove()));
    await expect(page.locator('eb-footer').getByRole('contentinfo')).toBeVisible();
    await expect(notificationHost(page)).toHaveCount(1);

    await page.evaluate(() => document.querySelector('eb-footer')!.remove());
    await expect(notificationHost(page)).toHaveCount(0);
    // And it comes back with the next element.
    await page.evaluate(() => document.body.append(document.createElement('eb-footer')));
    await expect(notificationHost(page)).toHaveCount(1);
    expect(errors).toEqual([]);
  });
});
