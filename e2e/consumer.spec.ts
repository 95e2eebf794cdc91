import { expect, test, type Locator } from './test';
import { serveFixtures } from './fixtures';
import { watchErrors } from './pages';

// The package as a team uses it (issue 15): the packed tarball, unpacked into
// fixtures/node_modules/eb-widgets, in a Vite + React 19 app built from fixtures/consumer-app and
// in plain pages. scripts/consumer.test.mjs (run before these by `npm test`) packs and builds.
// The files are served under /consumer/ on the sandbox's origin, so the elements talk to its API.

/** The text an element shows inside its shadow root. */
const shadowText = (element: Locator) => element.evaluate((node) => node.shadowRoot?.textContent?.trim() ?? '');

test.describe('a Vite + React 19 app using eb-widgets/react from the packed package', () => {
  test('every wrapper renders with object props before the tags are defined and after; the raw tag in JSX too', async ({ page }) => {
    const errors = watchErrors(page);
    await serveFixtures(page);
    await page.goto('/consumer/consumer-app/dist/index.html');
    // The first render happened before any tag was defined.
    await expect(page.locator('#defined-at-first-render')).toHaveText('false');
    for (const label of ['before', 'after']) {
      const section = page.locator(`[data-widgets="${label}"]`);
      // The event object reached the card as a property: its name, not 'This event is not available'.
      await expect(section.locator('eb-event-card').getByRole('heading', { name: 'Consumer fixture concert' })).toBeVisible();
      await expect(section.locator('eb-event-card')).toHaveAttribute('layout', 'horizontal');
      await expect(section.locator('eb-footer').getByRole('contentinfo')).toBeVisible();
      await expect(section.locator('eb-header').getByRole('banner')).toBeVisible();
      await expect(section.locator('eb-review-form').getByRole('button', { name: 'Review this app' })).toBeVisible();
      await expect(section.locator('eb-app-marketplace').getByRole('heading', { level: 1 })).toBeVisible();
      for (const tag of ['eb-header', 'eb-footer', 'eb-event-card', 'eb-review-form', 'eb-app-marketplace']) {
        expect(await shadowText(section.locator(tag)), `${label} ${tag}`).not.toBe('');
      }
    }
    // At the foot of the page, where a person scrolls to it: a card draws itself once near the viewport.
    await page.locator('#raw-jsx-card').scrollIntoViewIfNeeded();
    await expect(page.locator('#raw-jsx-card').getByRole('heading', { name: 'Consumer fixture concert' })).toBeVisible();
    await expect(page.locator('#raw-jsx-card')).toHaveAttribute('affiliate-code', 'fixture');
    expect(errors).toEqual([]);
  });

  test('eb-* events reach the on... props, and a ref reaches the element', async ({ page }) => {
    await serveFixtures(page);
    await page.goto('/consumer/consumer-app/dist/index.html');
    const log = page.getByRole('list', { name: 'Events' });
    // The marketplace (memory routing) reports the page it showed first.
    await expect(log.getByText('before: /apps/', { exact: true })).toBeVisible();
    await expect(log.getByText('after: /apps/', { exact: true })).toBeVisible();
    // A person opens the review form of an app they have not installed.
    await page.locator('[data-widgets="before"] eb-review-form').getByRole('button', { name: 'Review this app' }).click();
    await expect(page.locator('[data-widgets="before"] eb-review-form').getByRole('alertdialog', { name: "You can't leave a review just yet" })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.locator('[data-widgets="after"]').getByRole('button', { name: 'Log the card ref' }).click();
    await expect(log.getByText('after: ref is eb-event-card', { exact: true })).toBeVisible();
  });
});

for (const [build, file] of [
  ['the module loader', 'index.html'],
  ['the classic build', 'classic.html'],
] as const) {
  test(`a plain HTML page with ${build} from the packed package: header, card from its JSON attribute, footer`, async ({ page }) => {
    const errors = watchErrors(page);
    await serveFixtures(page);
    await page.goto(`/consumer/consumer-page/${file}`);
    await expect(page.locator('eb-event-card').getByRole('heading', { name: 'Plain page meetup' })).toBeVisible();
    await expect(page.locator('eb-header').getByRole('banner')).toBeVisible();
    await expect(page.locator('eb-footer').getByRole('contentinfo')).toBeVisible();
    expect(errors).toEqual([]);
  });
}
