import { expect, testOnWorkerPage as test } from './test';
import { axeViolations } from './axe';
import { focusedControl, indicatorAgainstBlur } from './focus';
import { ORGANIZER, ctaContrast } from './brand';
import { LOADER, buildInTurn, htmlPage, openPage, watchConsole } from './pages';

// Issue 40, 'Contrast that cannot break', on a partner page that loads only dist/ and re-brands
// every element through --eb-color-ui-orange, as README 'Theming' shows: a colour too light to be
// text on white is darkened where it colours text (the header's call to action) and named in
// one console.warn; axe, colour contrast included, finds nothing; a dark brand is left as it is.

const HEADER_AND_FOOTER = '<eb-header></eb-header><eb-footer></eb-footer>';
{
  const { build, script } = buildInTurn(0);
  test(`${build}: "a partner who re-brands … can pick a colour on which the text fails contrast": a yellow --eb-color-ui-orange is darkened to 4.5:1 where it is text, with one console.warn naming it, and axe finds no contrast violation`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const messages = watchConsole(page);
    await openPage(
      page,
      `/e2e-brand-yellow-${build === 'IIFE' ? 'iife' : 'module'}.html`,
      htmlPage(`<style>:root { --eb-color-ui-orange: #ffd400; }</style>${ORGANIZER}${script}`, HEADER_AND_FOOTER),
    );
    const cta = page.locator('eb-header').getByRole('link', { name: 'Create an event' });
    await expect(cta).toBeVisible();
    const { ratio } = await ctaContrast(page);
    expect(ratio).toBeGreaterThanOrEqual(4.5);
    expect(await axeViolations(page, 'eb-header')).toEqual([]);
    await expect.poll(() => messages.filter((message) => message.includes('--eb-color-brand'))).toHaveLength(1);
    expect(messages.filter((message) => message.includes('--eb-color-brand'))[0]).toMatch(
      /--eb-color-brand #ffd400 has 1\.\d\d:1 against the white surface, .* show #[0-9a-f]{6} instead/,
    );
  });
}

// Issue 49: a value that is not a colour would leave primary buttons without a background.
{
  const { build, script } = buildInTurn(1);
  test(`${build}: "a brand colour that is not a colour": --eb-color-brand: banana gives one console.warn naming the value, and the default brand colour on the primary button, its text and the brand's text`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const messages = watchConsole(page);
    await openPage(
      page,
      `/e2e-brand-banana-${build === 'IIFE' ? 'iife' : 'module'}.html`,
      htmlPage(
        `<style>eb-app-marketplace, eb-header { --eb-color-brand: banana; }</style>${ORGANIZER}${script}`,
        '<eb-header></eb-header><eb-app-marketplace routing="memory"></eb-app-marketplace>',
      ),
    );
    const search = page.locator('eb-app-marketplace').getByRole('button', { name: 'Search', exact: true });
    await expect(search).toBeVisible();
    expect(await search.evaluate((button) => [getComputedStyle(button).backgroundColor, getComputedStyle(button).color])).toEqual(['rgb(209, 65, 12)', 'color(srgb-linear 1 1 1)']);
    await expect(page.locator('eb-header').getByRole('link', { name: 'Create an event' })).toBeVisible();
    expect((await ctaContrast(page)).ratio).toBeGreaterThanOrEqual(4.5);
    const brandWarnings = () => messages.filter((message) => message.includes('--eb-color-brand'));
    await expect.poll(brandWarnings).toHaveLength(1);
    expect(brandWarnings()).toEqual(['console.warning: [eb-widgets] --eb-color-brand "banana" is not a colour: the default brand colour #d1410c is shown instead.']);
  });
}

test('a brand colour that reaches 4.5:1 is shown as the partner chose, with no warning', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const messages = watchConsole(page);
  await openPage(page, '/e2e-brand-green.html', htmlPage(`<style>:root { --eb-color-ui-orange: #0a6e5c; }</style>${ORGANIZER}${LOADER}`, HEADER_AND_FOOTER));
  await expect(page.locator('eb-header').getByRole('link', { name: 'Create an event' })).toBeVisible();
  const { text, ratio } = await ctaContrast(page);
  // #0a6e5c itself, as the derived colour gives it (its channels unscaled).
  expect(text).toMatch(/^color\(srgb-linear 0\.003\d* 0\.155\d* 0\.107\d*\)$/);
  expect(ratio).toBeGreaterThan(6);
  // The footer loads its code after the header: give it the same time.
  await expect(page.locator('eb-footer').getByRole('contentinfo')).toBeVisible();
  expect(messages.filter((message) => message.includes('--eb-color-brand'))).toEqual([]);
});

// The focus ring is a dark ring with a light halo (--eb-focus-ring, --eb-focus-ring-halo; in the
// dark scheme a light ring with a dark halo), never the brand colour: whatever the brand, one of
// the two is 3:1 against what is around it.
for (const [brand, what, scheme] of [
  ['#ffffff', 'the page background itself'],
  ['#ffd400', 'a light yellow'],
  ['#1f3aa3', "the ring's own blue"],
  ['#1b1726', 'the dark surface itself, in the dark scheme', 'dark'],
  ['#a8b8ff', "the dark scheme's ring colour, in the dark scheme", 'dark'],
] as [string, string, string?][]) {
  test(`"a brand colour too close to the page background for a 3:1 focus ring gets a ring that meets it": with ${brand} (${what}), the call to action in the brand colour, reached with Tab, shows a 3:1 indicator all round`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const elements = scheme ? HEADER_AND_FOOTER.replace('<eb-header>', `<eb-header color-scheme="${scheme}">`) : HEADER_AND_FOOTER;
    await openPage(page, `/e2e-brand-focus-${brand.slice(1)}.html`, htmlPage(`<style>:root { --eb-color-ui-orange: ${brand}; }</style>${ORGANIZER}${LOADER}`, elements));
    await expect(page.locator('eb-header').getByRole('link', { name: 'Create an event' })).toBeVisible();
    for (let presses = 0; presses < 20; presses++) {
      await page.keyboard.press('Tab');
      if ((await focusedControl(page))?.description.includes('Create an event')) break;
    }
    const result = await indicatorAgainstBlur(page);
    expect(result.stop.description).toContain('Create an event');
    expect(result.changed, `pixels changing by 3:1 or more around ${result.stop.description}`).toBeGreaterThanOrEqual(result.required);
  });
}
