import { expect, testOnWorkerPage as test, type Locator, type Page } from './test';
import { LOADER, notificationHost, openPage, signInAs, watchErrors } from './pages';

// Every control on a card is what a person's pointer reaches at its centre: the card's stretched
// title link (the whole card opens the event) must not cover any of them.

const EVENT_URL = 'https://www.eventbrite.com/e/harbour-lights-77';
const SERIES_URL = 'https://www.eventbrite.com/e/series-77';
/** Shown with the id of a sandbox event the attendee has not saved, which the save call needs. */
const EVENT = {
  name: 'Harbour lights walk',
  url: EVENT_URL,
  startDate: '2026-12-03',
  startTime: '18:30',
  ticketsBy: 'Harbour Walks',
  primaryVenue: { name: 'Pier 4', address: { city: 'Oakland' } },
  series: { url: SERIES_URL, counts: { currentFuture: 4 } },
  saves: { savedByYou: false },
};

const HTML_ESCAPES: Record<string, string> = { quot: '"', amp: '&', lt: '<', gt: '>', '#39': "'" };
const unescapeHtml = (text: string) => text.replace(/&(quot|amp|lt|gt|#39);/g, (_match, name: string) => HTML_ESCAPES[name]);

/** The attendee's partner page, holding one card of `EVENT` in `layout`, and the card. */
async function cardPage(page: Page, layout: string): Promise<Locator> {
  await signInAs(page, 'Ada', '/partner/');
  const partnerPage = await (await page.request.get('/partner/')).text();
  const shown = [...partnerPage.matchAll(/<eb-event-card event="([^"]*)"/g)].map(([, json]) => JSON.parse(unescapeHtml(json)) as { id: string; saves: { savedByYou: boolean } });
  const unsaved = shown.find((event) => !event.saves.savedByYou);
  if (!unsaved) throw new Error('the partner page shows no event the attendee has not saved');
  const event = { ...EVENT, id: unsaved.id };
  const html = partnerPage.replace(
    /(<div class="cards">)[\s\S]*?(<\/div>\s*<\/main>)/,
    (_match, open: string, close: string) => `${open}<eb-event-card layout="${layout}" event='${JSON.stringify(event)}'></eb-event-card>${close}`,
  );
  if (!html.includes(LOADER)) throw new Error('the partner page has no module loader');
  // Leaving for the event or the series would reach the real site: answer here instead.
  await page.route('https://www.eventbrite.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>left</title>' }));
  await openPage(page, `/e2e-card-${layout}.html`, html);
  const card = page.locator('eb-event-card');
  await expect(card.getByRole('heading', { name: EVENT.name })).toBeVisible();
  return card;
}

/** Whether the control is what the page reaches at its own centre, through every shadow root. */
async function isHitAtCentre(control: Locator): Promise<boolean> {
  await control.scrollIntoViewIfNeeded();
  const box = (await control.boundingBox())!;
  return control.evaluate(
    (target, [x, y]) => {
      let hit: Element | null = document.elementFromPoint(x, y);
      while (hit?.shadowRoot) {
        const inner = hit.shadowRoot.elementFromPoint(x, y);
        if (!inner || inner === hit) break;
        hit = inner;
      }
      return hit !== null && (hit === target || target.contains(hit));
    },
    [box.x + box.width / 2, box.y + box.height / 2],
  );
}

async function clickCentre(page: Page, control: Locator): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  const box = (await control.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

for (const layout of ['vertical', 'horizontal']) {
  for (const width of [1280, 360]) {
    test(`${layout} card at ${width} px: save, share, 'Add to collection' and the series link each take a real pointer click at their centre`, async ({ page }) => {
      const errors = watchErrors(page);
      await page.setViewportSize({ width, height: 900 });
      const card = await cardPage(page, layout);
      const pageUrl = page.url();
      const save = card.getByRole('button', { name: /^Save this event/ });
      const share = card.getByRole('button', { name: /^Share / });
      const collections = card.getByRole('button', { name: /^Add to collection/ });
      const series = card.getByRole('link', { name: 'Multiple dates' });

      for (const [name, control] of Object.entries({ save, share, collections, series })) {
        expect(await isHitAtCentre(control), `${name} is under the pointer at its centre`).toBe(true);
      }

      await clickCentre(page, save);
      await expect(save).toHaveAttribute('aria-pressed', 'true');
      await expect(notificationHost(page).getByText('Event has been saved successfully.')).toBeVisible();
      await clickCentre(page, save);
      await expect(save).toHaveAttribute('aria-pressed', 'false');
      // The message sits above the top of the page for 7 s: put it away as a person would.
      await notificationHost(page).getByRole('button', { name: 'Close' }).click();
      await expect(notificationHost(page).getByText('Event has been saved successfully.')).toHaveCount(0);

      await clickCentre(page, share);
      await expect(card.getByRole('dialog', { name: 'Share with friends' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(card.getByRole('dialog')).toHaveCount(0);

      await clickCentre(page, collections);
      const item = card.getByRole('menuitem', { name: /Weekend plans/ });
      await expect(item).toBeVisible();
      expect(await isHitAtCentre(item), 'the open menu is not clipped or covered').toBe(true);
      await page.keyboard.press('Escape');
      expect(page.url()).toBe(pageUrl);

      await clickCentre(page, series);
      await expect(page).toHaveURL(new RegExp(`^${SERIES_URL}`));
      expect(errors).toEqual([]);
    });
  }
}

test('a click on the card away from its controls opens the event', async ({ page }) => {
  const card = await cardPage(page, 'vertical');
  await clickCentre(page, card.getByText('Harbour Walks'));
  await expect(page).toHaveURL(new RegExp(`^${EVENT_URL}`));
});

// Issue 16: the card's picture and text are content-visibility: auto, whose paint containment
// cuts off whatever reaches past them. An open menu reaches past the card.
test("the open 'Add to collection' menu is drawn whole past the card's edge, also after a click on the menu's own padding takes the focus out of it", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const card = await cardPage(page, 'vertical');
  await clickCentre(page, card.getByRole('button', { name: /^Add to collection/ }));
  const menu = card.getByRole('menu');
  const item = card.getByRole('menuitem', { name: /Weekend plans/ });
  await expect(item).toBeVisible();
  const cardBox = (await card.boundingBox())!;
  const menuBox = (await menu.boundingBox())!;
  expect(menuBox.y + menuBox.height, 'the menu reaches below the card').toBeGreaterThan(cardBox.y + cardBox.height);
  // The menu's top padding: no item there, nothing focusable.
  await page.mouse.click(menuBox.x + menuBox.width / 2, menuBox.y + 3);
  await expect(menu).toBeVisible();
  expect(await card.evaluate((host) => host.matches(':focus-within')), 'the focus left the card').toBe(false);
  for (const each of await card.getByRole('menuitem').all()) expect(await isHitAtCentre(each), 'each item is drawn and reached by the pointer').toBe(true);
});
