import { expect, testOnWorkerPage as test, type Page } from './test';
import { IIFE, inTurn, sandboxPageWith, watchErrors } from './pages';

// Issue 16 'Only what the page uses': a page of 200 event cards draws the cards a visitor can
// reach, and each further card as it comes near the viewport (within a viewport's height), so
// the page does not render 200 cards at load. Keyboard and screen-reader users must never meet
// a card that is not drawn yet.

const CARDS = 200;

/** The page in each build. The rules below share the builds out between them (pages.ts, buildInTurn). */
const SOURCES = [
  { build: 'the module loader', path: '/many-cards/' },
  { build: 'the IIFE', path: '/e2e-many-cards-iife/', script: IIFE },
] as const;
const [nearAtLoad, skippedFarAway, tabbedThrough] = [0, 1, 2].map((index) => inTurn(SOURCES, index));

async function openManyCards(page: Page, { path, script }: { path: string; script?: string }): Promise<void> {
  if (script) await sandboxPageWith(page, '/many-cards/', path, script);
  else await page.goto(path);
  await expect(page.locator('eb-event-card').first().getByRole('heading', { level: 3 })).toBeVisible();
}

/** How many of the page's cards have drawn their event. */
const drawnCards = (page: Page) => page.evaluate(() => [...document.querySelectorAll('eb-event-card')].filter((card) => card.shadowRoot?.querySelector('article')).length);

/** The index among the page's cards of the card holding the focus, or -1. */
const focusedCard = (page: Page) => page.evaluate(() => [...document.querySelectorAll('eb-event-card')].indexOf(document.activeElement as Element));

test.describe('cards below the fold render when they approach the viewport (issue 16)', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test(`through ${nearAtLoad.build}: a page of 200 cards draws only the cards near the viewport at load, the last one once the visitor goes to the end`, async ({ page }) => {
    const errors = watchErrors(page);
    await openManyCards(page, nearAtLoad);
    await expect(page.locator('eb-event-card')).toHaveCount(CARDS);
    await page.waitForLoadState('networkidle');
    const atLoad = await drawnCards(page);
    expect(atLoad).toBeGreaterThan(0);
    expect(atLoad).toBeLessThan(20);
    // The End key, as a person scrolls to the bottom of the page.
    await page.locator('h1').click();
    await page.keyboard.press('End');
    const last = page.locator('eb-event-card').last();
    await expect(last.getByRole('heading', { level: 3 })).toBeInViewport();
    expect(await drawnCards(page)).toBeLessThan(CARDS / 2);
    expect(errors).toEqual([]);
  });

  test(`through ${skippedFarAway.build}: a card far out of view is skipped by the browser's layout and paint (content-visibility), and whole again once the visitor goes back to it`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await openManyCards(page, skippedFarAway);
    const first = page.locator('eb-event-card').first();
    const titleDrawn = () => first.evaluate((host) => host.shadowRoot!.querySelector('.eb-event-card__title')!.checkVisibility({ contentVisibilityAuto: true }));
    expect(await titleDrawn()).toBe(true);
    // The End key, as a person goes to the bottom of the page: the first card is far above.
    await page.locator('h1').click();
    await page.keyboard.press('End');
    await expect(page.locator('eb-event-card').last().getByRole('heading', { level: 3 })).toBeInViewport();
    await expect.poll(titleDrawn, { message: 'the first card, far out of view, is skipped' }).toBe(false);
    await page.keyboard.press('Home');
    await expect(first.getByRole('heading', { level: 3 })).toBeInViewport({ ratio: 1 });
    expect(await titleDrawn()).toBe(true);
    expect(errors).toEqual([]);
  });

  test(`through ${tabbedThrough.build}: tabbing through the cards reaches every card in turn: none is skipped for not being drawn yet`, async ({ page }) => {
    await openManyCards(page, tabbedThrough);
    const first = page.locator('eb-event-card').first().getByRole('heading', { level: 3 }).getByRole('link');
    await first.focus();
    const visited = [await focusedCard(page)];
    // Well past the cards drawn at load, 20 presses a second: faster than a person tabs, slow
    // enough for the cards coming near to render between presses as they would for a person.
    while (visited.at(-1)! < 25) {
      await page.keyboard.press('Tab');
      await page.waitForTimeout(50);
      visited.push(await focusedCard(page));
      expect(visited.length, `focus went: ${visited.join(' ')}`).toBeLessThan(200);
    }
    const steps = visited.slice(1).map((card, index) => card - visited[index]);
    expect(
      steps.every((step) => step === 0 || step === 1),
      `focus went: ${visited.join(' ')}`,
    ).toBe(true);
    await expect(page.locator('eb-event-card').nth(25).getByRole('heading', { level: 3 })).toBeInViewport();
  });
});
