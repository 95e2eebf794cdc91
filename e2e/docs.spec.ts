import { readFileSync } from 'node:fs';
import { expect, testOnWorkerPage as test, type APIRequestContext, type Locator, type Page } from './test';
import { axeViolations } from './axe';
import { watchErrors } from './pages';

// Issue 15, 'Docs that stand alone': the sandbox's /docs/ page is generated from
// dist/custom-elements.json, with a live playground per element.

type Item = { name: string; description?: string; default?: string; type?: { text: string }; kind?: string; attribute?: string };
type Declaration = {
  tagName: string;
  description: string;
  attributes?: Item[];
  members?: Item[];
  events?: Item[];
  cssParts?: Item[];
  cssProperties?: Item[];
  slots?: Item[];
};

const ELEMENTS = ['eb-header', 'eb-footer', 'eb-event-card', 'eb-app-marketplace', 'eb-review-form'];
const HOST = 'eb-notification-host';

async function manifestDeclarations(request: APIRequestContext): Promise<Declaration[]> {
  const response = await request.get('/dist/custom-elements.json');
  expect(response.ok(), 'dist/custom-elements.json is served').toBe(true);
  const manifest = (await response.json()) as { modules: { declarations: Declaration[] }[] };
  return manifest.modules.flatMap((module) => module.declarations);
}

/** Text as the page shows it: the manifest's `code` spans become <code>, line breaks spaces. */
const shown = (text = '') => text.replace(/`/g, '').replace(/\s+/g, ' ').trim();
const detailOf = (typeText = '') => shown(/^CustomEvent<([\s\S]*)>$/.exec(typeText.trim())?.[1] ?? '');

const section = (page: Page, tag: string) => page.locator(`section#${tag}`);
const playground = (page: Page, tag: string) => page.locator(`[data-playground="${tag}"]`);
const live = (page: Page, tag: string) => playground(page, tag).locator(tag);
const eventList = (page: Page, tag: string) => playground(page, tag).getByRole('list', { name: `Events of <${tag}>` });
const eventLog = (page: Page, tag: string) => eventList(page, tag).getByRole('listitem');

/** The cell texts of a reference table's body rows, whitespace collapsed. */
const rowsOf = (table: Locator) =>
  table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => Array.from((row as HTMLTableRowElement).cells, (cell) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim())));

/** Every table and list of the reference of one element, from its manifest declaration. */
async function expectReference(page: Page, declaration: Declaration) {
  const tag = declaration.tagName;
  const part = section(page, tag);
  await expect(part.getByRole('heading', { level: 2, name: `<${tag}>` })).toBeVisible();
  await expect(part.locator('[data-description]')).toHaveText(shown(declaration.description));
  const tables: Array<[string, Item[] | undefined, (item: Item) => string[]]> = [
    ['Attributes', declaration.attributes, (item) => [item.name, item.type?.text ?? '', item.default ?? '', shown(item.description)]],
    ['Properties', declaration.members?.filter((item) => item.kind === 'field'), (item) => [item.name, item.type?.text ?? '', item.attribute ?? '']],
    ['Events', declaration.events, (item) => [item.name, detailOf(item.type?.text), shown(item.description)]],
    ['CSS parts', declaration.cssParts, (item) => [item.name, shown(item.description)]],
    ['CSS custom properties', declaration.cssProperties, (item) => [item.name, item.default ?? '', shown(item.description)]],
    ['Slots', declaration.slots, (item) => [item.name || '(default slot)', shown(item.description)]],
  ];
  for (const [title, items = [], row] of tables) {
    await expect(part.getByRole('heading', { level: 3, name: title, exact: true })).toBeVisible();
    const table = part.getByRole('table', { name: title, exact: true });
    if (items.length) expect(await rowsOf(table), `${tag}: ${title}`).toEqual(items.map((item) => row(item).map((cell) => cell.replace(/\s+/g, ' ').trim())));
    else await expect(table, `${tag}: no ${title}`).toHaveCount(0);
  }
}

/** Records the page loads of the main frame from now on: a cancelled event must cause none. */
function watchNavigations(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) urls.push(request.url());
  });
  return urls;
}

/**
 * The five elements have rendered and the marketplace shows its home. Each is scrolled to, as a
 * reader would: a card further than a viewport below the fold draws once it comes near.
 */
async function rendered(page: Page) {
  for (const tag of ELEMENTS) {
    await live(page, tag).scrollIntoViewIfNeeded();
    await expect.poll(() => live(page, tag).evaluate((element) => element.shadowRoot?.childElementCount ?? 0), `<${tag}> rendered`).toBeGreaterThan(0);
  }
  await expect(live(page, 'eb-app-marketplace').getByRole('heading', { level: 1 })).toHaveText('Find the apps for your events');
}

test.describe('the reference of /docs/, generated from dist/custom-elements.json', () => {
  test('names every element, attribute, property, event, CSS part, CSS custom property and slot of the manifest, with its type, default and description', async ({
    page,
    request,
  }) => {
    const declarations = await manifestDeclarations(request);
    // The manifest itself is complete, or this test would pass on an empty page.
    expect(declarations.map((declaration) => declaration.tagName)).toEqual(expect.arrayContaining([...ELEMENTS, HOST]));
    expect(declarations.flatMap((declaration) => declaration.attributes ?? []).length).toBeGreaterThan(10);
    await page.goto('/docs/');
    for (const declaration of declarations) await expectReference(page, declaration);
  });

  test('says what the manifest says of eb-analytics: its detail and the elements that dispatch it', async ({ page, request }) => {
    const declarations = await manifestDeclarations(request);
    const dispatching = declarations.filter((declaration) => declaration.events?.some((event) => event.name === 'eb-analytics'));
    expect(dispatching.length).toBeGreaterThan(0);
    const analytics = dispatching[0].events!.find((event) => event.name === 'eb-analytics')!;
    await page.goto('/docs/');
    const part = section(page, 'eb-analytics');
    await expect(part.getByRole('heading', { level: 2, name: 'eb-analytics' })).toBeVisible();
    await expect(part.locator('[data-description]')).toHaveText(shown(analytics.description));
    await expect(part.locator('[data-analytics-detail]')).toHaveText(detailOf(analytics.type?.text));
    await expect(part.locator('[data-analytics-elements]').getByRole('link')).toHaveText(dispatching.map((declaration) => `<${declaration.tagName}>`));
  });

  test('a table of contents links every element, eb-analytics and the notification host; Enter on a link goes to its section', async ({ page, request }) => {
    const declarations = await manifestDeclarations(request);
    const tags = declarations.map((declaration) => declaration.tagName);
    await page.goto('/docs/');
    const contents = page.getByRole('navigation', { name: 'Contents' }).getByRole('link');
    await expect(contents).toHaveText([...tags.filter((tag) => tag !== HOST).map((tag) => `<${tag}>`), 'eb-analytics', `<${HOST}>`]);
    for (const link of await contents.all()) {
      await expect(page.locator(`${await link.getAttribute('href')} > h2`)).toHaveText((await link.textContent())!);
    }
    await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: '<eb-footer>' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/#eb-footer$/);
  });

  test("links the README's sections on React on a server, Next.js and React Router 7, each to a heading the README has", async ({ page }) => {
    // The anchor npm (as GitHub) gives a heading: lower case, punctuation dropped, spaces as hyphens.
    const slug = (heading: string) =>
      heading
        .toLowerCase()
        .replace(/[^\p{L}\p{N} -]/gu, '')
        .replace(/ /g, '-');
    const headings = [...readFileSync('README.md', 'utf8').matchAll(/^#{2,4} (.+)$/gm)].map((match) => slug(match[1]));
    await page.goto('/docs/');
    const links = page.getByRole('main').getByRole('link', { name: /^(React on a server|Next\.js \(App Router\)|React Router 7)$/ });
    await expect(links).toHaveCount(3);
    for (const link of await links.all()) {
      const href = (await link.getAttribute('href'))!;
      expect(href).toMatch(/^https:\/\/www\.npmjs\.com\/package\/eb-widgets#/);
      expect(headings, href).toContain(href.split('#')[1]);
    }
  });

  test('is all there with JavaScript disabled; only the playgrounds need it', async ({ browser, baseURL, request }) => {
    const declarations = await manifestDeclarations(request);
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    try {
      const page = await context.newPage();
      await page.goto('/docs/');
      for (const declaration of declarations) await expectReference(page, declaration);
      await expect(page.locator('[data-playground]')).toHaveCount(ELEMENTS.length);
      for (const tag of ELEMENTS) await expect(playground(page, tag)).toBeHidden();
      await expect(page.getByText('The playground needs JavaScript; the reference above does not.')).toHaveCount(ELEMENTS.length);
    } finally {
      await context.close();
    }
  });
});

test.describe('the playgrounds of /docs/', () => {
  test('each element has a live instance from the built library and one labelled control per attribute, and the page logs no console error', async ({ page, request }) => {
    const errors = watchErrors(page);
    const declarations = await manifestDeclarations(request);
    await page.goto('/docs/');
    await rendered(page);
    for (const tag of ELEMENTS) {
      const declaration = declarations.find((item) => item.tagName === tag)!;
      const controls = playground(page, tag).getByRole('group', { name: `Attributes of <${tag}>` });
      for (const attribute of declaration.attributes ?? []) {
        const role = attribute.type?.text === 'boolean' ? 'checkbox' : /^'/.test(attribute.type?.text ?? '') ? 'combobox' : 'textbox';
        await expect(controls.getByRole(role, { name: attribute.name, exact: true }), `${tag} ${attribute.name}`).toHaveCount(1);
      }
    }
    expect(await page.evaluate(() => customElements.get('eb-footer') !== undefined && 'EBWidgets' in window)).toBe(true);
    await expect(page.getByText('The playground needs JavaScript')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('checking minimal-links reduces the live footer to Terms, Privacy, Cookies; unchecking brings the other links back', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/docs/');
    const footer = live(page, 'eb-footer');
    await expect(footer.getByRole('link', { name: 'About' })).toBeVisible();
    const checkbox = playground(page, 'eb-footer').getByRole('checkbox', { name: 'minimal-links' });
    await checkbox.click();
    await expect(footer).toHaveAttribute('minimal-links', '');
    await expect(footer.getByRole('link')).toHaveText(['Terms', 'Privacy', 'Cookies']);
    // The keyboard works the same: Space unchecks it and the attribute is removed.
    await checkbox.focus();
    await page.keyboard.press('Space');
    await expect(footer).not.toHaveAttribute('minimal-links');
    await expect(footer.getByRole('link', { name: 'About' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("choosing variant 'organizer' with the keyboard sets the attribute: the header says 'Log In'", async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/docs/');
    const header = live(page, 'eb-header');
    await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
    const variant = playground(page, 'eb-header').getByRole('combobox', { name: 'variant' });
    await variant.focus();
    // (not set) -> default -> organizer: arrow keys on a closed select change it at once.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(variant).toHaveValue('organizer');
    await expect(header).toHaveAttribute('variant', 'organizer');
    await expect(header.getByRole('link', { name: 'Log In' })).toBeVisible();
    await page.keyboard.press('Home');
    await expect(header).not.toHaveAttribute('variant');
    await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a text field sets its attribute when it changes and removes it when emptied', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/docs/');
    const header = live(page, 'eb-header');
    const field = playground(page, 'eb-header').getByRole('textbox', { name: 'search-query' });
    await field.click();
    await page.keyboard.type('jazz');
    await page.keyboard.press('Tab');
    await expect(header).toHaveAttribute('search-query', 'jazz');
    await field.clear();
    await page.keyboard.press('Tab');
    await expect(header).not.toHaveAttribute('search-query');
    expect(errors).toEqual([]);
  });

  test("the card's event is a JSON field prefilled with a sample: invalid JSON is reported and changes nothing, valid JSON is applied on 'Apply event'", async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/docs/');
    const card = live(page, 'eb-event-card');
    const controls = playground(page, 'eb-event-card');
    const field = controls.getByRole('textbox', { name: 'event', exact: true });
    const sample = JSON.parse(await field.inputValue()) as { name: string };
    // Down the page, where a person scrolls to it: a card draws itself once near the viewport.
    await controls.scrollIntoViewIfNeeded();
    await expect(card.getByRole('heading', { name: sample.name })).toBeVisible();

    await field.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(',');
    await controls.getByRole('button', { name: 'Apply event' }).click();
    await expect(field).toHaveAccessibleDescription(/^Not applied: this is not valid JSON/);
    await expect(card.getByRole('heading', { name: sample.name })).toBeVisible();

    await field.fill(JSON.stringify({ ...sample, name: 'Docs playground picnic' }, null, 2));
    await controls.getByRole('button', { name: 'Apply event' }).click();
    await expect(field).toHaveAccessibleDescription('Applied event.');
    await expect(card.getByRole('heading', { name: 'Docs playground picnic' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the marketplace playground is in memory routing: a click on a link in it logs eb-navigate with its path and the docs page keeps its address', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/docs/');
    const marketplace = live(page, 'eb-app-marketplace');
    await expect(marketplace).toHaveAttribute('routing', 'memory');
    await expect(playground(page, 'eb-app-marketplace').getByRole('combobox', { name: 'routing' })).toBeDisabled();
    const navigations = eventLog(page, 'eb-app-marketplace').filter({ hasText: /^eb-navigate/ });
    await expect(navigations).toHaveCount(1);
    await expect(navigations.first().locator('pre')).toHaveText(JSON.stringify({ path: '/apps/' }, null, 2));
    const entries = await page.evaluate(() => history.length);

    await marketplace.getByRole('link', { name: 'See all' }).first().click();
    await expect(marketplace.getByRole('heading', { level: 1 })).toHaveText('Popular');
    await expect(navigations).toHaveCount(2);
    await expect(navigations.last().locator('pre')).toHaveText(JSON.stringify({ path: '/apps/popular/' }, null, 2));
    expect(new URL(page.url()).pathname).toBe('/docs/');
    expect(await page.evaluate(() => history.length)).toBe(entries);
    expect(errors).toEqual([]);
  });

  test("a locale chosen in the footer's selector logs a cancelled eb-locale-change, and the page stays", async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/docs/');
    const navigations = watchNavigations(page);
    const select = live(page, 'eb-footer').getByRole('combobox', { name: 'Locale' });
    await select.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const change = eventLog(page, 'eb-footer').filter({ hasText: /^eb-locale-change/ });
    await expect(change).toHaveCount(1);
    await expect(change).toContainText('eb-locale-change (cancelled here, so the page stays)');
    const detail = JSON.parse((await change.locator('pre').textContent())!) as { url: string; locale: string };
    expect(detail.url).toContain(`/international/change_locale/?locale=${detail.locale}`);
    // The cancelled change shows the current locale again.
    await expect(select).toHaveValue('en_US');
    // A page load would have started by now.
    await page.waitForTimeout(300);
    expect(navigations).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/docs/');
    expect(errors).toEqual([]);
  });

  test('a search submitted in the header logs a cancelled eb-search with its query, and the page stays', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/docs/');
    const navigations = watchNavigations(page);
    const header = live(page, 'eb-header');
    await header.getByRole('button', { name: /^Search events/ }).click();
    await page.keyboard.type('jazz');
    await page.keyboard.press('Enter');
    const search = eventLog(page, 'eb-header').filter({ hasText: /^eb-search/ });
    await expect(search).toHaveCount(1);
    await expect(search).toContainText('eb-search (cancelled here, so the page stays)');
    expect(JSON.parse((await search.locator('pre').textContent())!)).toMatchObject({ query: 'jazz' });
    // A page load would have started by now.
    await page.waitForTimeout(300);
    expect(navigations).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/docs/');
    expect(errors).toEqual([]);
  });

  test('an event detail is shown as text, never as markup', async ({ page }) => {
    await page.goto('/docs/');
    const header = live(page, 'eb-header');
    await header.getByRole('button', { name: /^Search events/ }).click();
    await page.keyboard.type('<img src=x onerror=alert(1)>');
    await page.keyboard.press('Enter');
    const search = eventLog(page, 'eb-header').filter({ hasText: /^eb-search/ });
    await expect(search.locator('pre')).toContainText('<img src=x onerror=alert(1)>');
    await expect(eventList(page, 'eb-header').locator('img')).toHaveCount(0);
  });
});

test.describe('/docs/ accessibility', () => {
  test('axe-core finds no violations on the whole page, live elements and event logs included', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/docs/');
    await rendered(page);
    await expect(eventLog(page, 'eb-app-marketplace').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page, 'html')).toEqual([]);
    expect(errors).toEqual([]);
  });
});
