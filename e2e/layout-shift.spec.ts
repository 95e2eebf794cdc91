import { expect, test, type Browser, type BrowserContext, type Page } from './test';
import { DEMO_PAGES } from '../demo/server/app.mjs';
import { CHROMIUM_ARGS, testChromiumPath } from '../scripts/chromium.mjs';
import { htmlPage, layoutShifts, openPage, recordLayoutShifts, signInAs } from './pages';

// Issue 16 'No layout shift': each element keeps its final room before its code runs (the
// page's reserved-space rules, dist/eb-widgets.css), while its code loads (the same room, from a
// stylesheet its shadow root adopts) and while its lists load (the marketplace's placeholder grids). Measured as a
// phone would meet it: the library's files and the API answer late, so the page paints first.

const SLOW_MS = 400;
const CLS_TARGET = 0.01;

const VIEWPORTS = {
  mobile: { width: 412, height: 823 },
  desktop: { width: 1350, height: 940 },
} as const;

// A desktop browser's scrollbar takes room (headless Chromium hides it): a page that gets shorter
// than the window for a moment loses it, and everything centred moves sideways. The desktop
// pages open in a Chromium that draws it; a phone's is drawn over the page, as headless does.
const SCROLLBARS: Record<keyof typeof VIEWPORTS, boolean> = { mobile: false, desktop: true };

/** Every demo page, the marketplace's other kinds of page, and the signed-in organizer's pages. */
const PAGES: { path: string; persona?: string }[] = [
  ...DEMO_PAGES.map(({ path }) => ({ path })),
  { path: '/apps/popular/' },
  { path: '/apps/mailbloom/' },
  { path: '/apps/', persona: 'Olivia' },
  { path: '/reviews/', persona: 'Olivia' },
  // Signed in, each card also has its collections menu.
  { path: '/partner/', persona: 'Ada' },
];

/** The library's files and the API, each answer held back SLOW_MS. */
async function slowDown(page: Page): Promise<void> {
  const late = async (route: Parameters<Parameters<Page['route']>[1]>[0]) => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
    await route.continue();
  };
  await page.route('**/dist/**', late);
  await page.route('**/api/v3/**', late);
}

/**
 * Every eb- element on the page (not in other shadow roots) within reach has drawn its content:
 * event cards further than a viewport below the fold wait until they come near.
 */
async function allElementsDrawn(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('*')]
          .filter((element) => element.localName.startsWith('eb-'))
          .filter((element) => element.getBoundingClientRect().top < window.innerHeight * 1.9)
          .every((element) => customElements.get(element.localName) && element.shadowRoot?.querySelector('[lang]')),
      ),
    )
    .toBe(true);
}

for (const [form, viewport] of Object.entries(VIEWPORTS) as [keyof typeof VIEWPORTS, (typeof VIEWPORTS)[keyof typeof VIEWPORTS]][]) {
  test.describe(`No layout shift (issue 16: CLS <= ${CLS_TARGET} on every demo page), ${form}`, () => {
    test.use({ viewport });
    let withScrollbars: Browser | undefined;
    let context: BrowserContext | undefined;
    test.beforeAll(async ({ playwright }) => {
      if (SCROLLBARS[form])
        withScrollbars = await playwright.chromium.launch({ executablePath: testChromiumPath(), args: CHROMIUM_ARGS, ignoreDefaultArgs: ['--hide-scrollbars'] });
    });
    test.afterEach(async () => {
      await context?.close();
      context = undefined;
    });
    test.afterAll(async () => {
      await withScrollbars?.close();
    });
    for (const { path, persona } of PAGES) {
      test(`${path}${persona ? ` signed in as ${persona}` : ''}: the elements keep their room from the first paint to the last list loaded`, async ({
        page: defaultPage,
        baseURL,
      }) => {
        test.slow();
        context = await withScrollbars?.newContext({ viewport, baseURL });
        const page = context ? await context.newPage() : defaultPage;
        if (persona) await signInAs(page, persona, '/');
        await recordLayoutShifts(page);
        await slowDown(page);
        await page.goto(path);
        await allElementsDrawn(page);
        await page.waitForLoadState('networkidle');
        // Images decoded and late lists drawn.
        await page.waitForTimeout(500);
        const shifts = await layoutShifts(page);
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        expect(total, `shifts: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(CLS_TARGET);
      });
    }
  });
}

test.describe('the layout shift record', () => {
  // A host's own links can move along their line when something before them grows: the record
  // names such a text by its words and parent (its box spans the line, the same before and after).
  test('the check can fail: a text pushed 100 px along its line after the first paint is recorded, with its words and parent', async ({ page }) => {
    await recordLayoutShifts(page);
    await openPage(
      page,
      '/e2e-layout-shift-record.html',
      htmlPage('', '<nav><span id="before" style="display: inline-block; width: 0"></span><a href="/">Home</a> <a href="/about/">About</a></nav>'),
    );
    // Two frames drawn first, so that the text has a place to move from.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.locator('#before').evaluate((span: HTMLElement) => (span.style.width = '100px'));
    // Which of the line's texts Chromium names is its own choice; each reports the line's box.
    await expect
      .poll(async () => (await layoutShifts(page)).flatMap(({ moved }) => moved).join('\n'))
      .toMatch(/#text "(Home|About)" in a \[8, \d+, 1264, 19\] -> \[8, \d+, 1264, 19\]/);
    const [shift] = await layoutShifts(page);
    expect(shift.value).toBeGreaterThan(0);
    expect(shift.at).toBeGreaterThan(0);
  });
});
