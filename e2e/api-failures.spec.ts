import { expect, test, testOnWorkerPage, type Locator, type Page, type Request, type Route } from './test';
import { notificationHost, signInAs } from './pages';

// Issue 11: "The API answers badly. Each call of API.md §4 answering HTML instead of JSON, `null`,
// a wrong type in any field, an empty body with 200, a 30 s stall, or a dropped connection gives
// the surface's own error state or message (not 'Oops'), keeps the user's data (the card's saved
// state rolls back visibly), and logs one warning."
//
// Every call the surfaces make today, each bad answer in its own test, on the sandbox pages as
// built from dist/: the partner page (module loader) signed in as the attendee for the card's
// save and collections, the legacy page (IIFE) for the header's search.
//
// Guards (they pass on the old code too, and are stated as such): an empty 200 body for a call
// whose documented answer is `{}` or 204 (save, unsave, add to and remove from a collection)
// counts as success, as the README's 'API additions' says; and a late answer for older search
// text never replaces the suggestions for newer text.

const SAVE_FAILED = 'There was a problem saving the event, please try again.';
const SAVED = 'Event has been saved successfully.';
const COLLECTION_FAILED = 'There was a problem updating your collection, please try again.';
const COLLECTIONS_NOT_LOADED = 'Your collections could not be loaded. Try again';
const OOPS = 'Oops, something went wrong!';
const FALLBACK_SUGGESTIONS = ['Arts', 'Business', 'Charity & Causes', 'Community', 'Film & Media', 'Food & Drink', 'Music', 'All events'];
const STALL_MS = 30_000;

/** How a page watches itself: uncaught errors, console errors, and every console.warn. */
function watchConsole(page: Page) {
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
    // The browser's own line about a failed or refused request is the network's, not the library's.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(`console.error: ${message.text()}`);
  });
  return { errors, warnings };
}

type Watch = ReturnType<typeof watchConsole>;

/** Each way a call can answer badly; `wrongTypes` is the call's own answer with wrongly typed fields. */
interface BadAnswer {
  name: string;
  answer: (route: Route, wrongTypes: string) => Promise<void> | void;
  /** The route never answers: the test runs the page's clock 30 s forward. */
  stalls?: boolean;
  /** The call's answer carries nothing (`{}` or 204): an empty body is its success, not a failure. */
  emptyBodyIsSuccess?: boolean;
}

/** A stall installs `page.clock`, which stays for good: that case opens a page of its own. */
const testFor = (bad: BadAnswer) => (bad.stalls ? test : testOnWorkerPage);

const json = (route: Route, body: string) => route.fulfill({ status: 200, contentType: 'application/json', body });

const BAD_ANSWERS: BadAnswer[] = [
  {
    name: 'an HTML page with 200 instead of JSON',
    answer: (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: '<!doctype html><html><body><h1>Please sign in</h1></body></html>' }),
  },
  { name: '`null`', answer: (route) => json(route, 'null') },
  { name: 'a wrong type in its fields', answer: (route, wrongTypes) => json(route, wrongTypes) },
  { name: 'an empty body with 200', answer: (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '' }), emptyBodyIsSuccess: true },
  { name: 'a 30 s stall', answer: () => {}, stalls: true },
  { name: 'a dropped connection', answer: (route) => route.abort() },
];

const isCall = (request: Request, method: string, pathname: RegExp) => request.method() === method && pathname.test(new URL(request.url()).pathname);

/**
 * Makes the call answer badly once the test lets it (so the page can be seen waiting first);
 * every other request goes on to the sandbox.
 */
async function answerBadly(page: Page, method: string, pathname: RegExp, bad: BadAnswer, wrongTypes: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => pathname.test(url.pathname),
    async (route) => {
      if (route.request().method() !== method) return route.fallback();
      await released;
      await bad.answer(route, wrongTypes);
    },
  );
  return release;
}

/** Once the call was sent: the bad answer goes out, and for a stall the clock runs past it. */
async function letItFail(page: Page, bad: BadAnswer, sent: Promise<Request>, release: () => void) {
  await sent;
  release();
  if (bad.stalls) await page.clock.runFor(STALL_MS);
}

async function expectOneWarningNaming(watch: Watch, call: string) {
  await expect.poll(() => watch.warnings.length, { message: `a console.warn about ${call}` }).toBeGreaterThan(0);
  expect(watch.warnings, 'exactly one warning, naming the call').toHaveLength(1);
  expect(watch.warnings[0]).toContain(call);
}

async function expectNoBreakage(page: Page, watch: Watch) {
  await expect(page.getByText(OOPS)).toHaveCount(0);
  expect(watch.errors).toEqual([]);
}

/** The partner page as the attendee, console watched from its first line, the clock faked for a stall. */
async function partnerPage(page: Page, bad: BadAnswer): Promise<Watch> {
  await signInAs(page, 'Ada', '/');
  const watch = watchConsole(page);
  if (bad.stalls) await page.clock.install();
  await page.goto('/partner/');
  await expect(
    page
      .locator('eb-event-card')
      .first()
      .getByRole('button', { name: /^Save this event/ }),
  ).toBeVisible();
  return watch;
}

const saveButton = (card: Locator) => card.getByRole('button', { name: /^Save this event/ });

/** The first card whose save button is pressed (`true`) or not. */
async function cardSaved(page: Page, pressed: boolean): Promise<Locator> {
  const cards = page.locator('eb-event-card');
  const count = await cards.count();
  for (let index = 0; index < count; index++) {
    if ((await saveButton(cards.nth(index)).getAttribute('aria-pressed')) === String(pressed)) return cards.nth(index);
  }
  throw new Error(`no card on the partner page is ${pressed ? 'saved' : 'unsaved'} for the attendee`);
}

for (const { call, path, saved } of [
  { call: 'POST /destination/save/', path: /\/api\/v3\/destination\/save\/$/, saved: false },
  { call: 'POST /destination/unsave/', path: /\/api\/v3\/destination\/unsave\/$/, saved: true },
]) {
  test.describe(`the card's save button when ${call} answers badly`, () => {
    for (const bad of BAD_ANSWERS) {
      if (bad.emptyBodyIsSuccess) {
        testOnWorkerPage(`guard: ${call} answering ${bad.name} is the server's plain "done" ({} carries nothing): the card keeps its new state, no warning`, async ({ page }) => {
          const watch = await partnerPage(page, bad);
          const release = await answerBadly(page, 'POST', path, bad, '');
          const card = await cardSaved(page, saved);
          const sent = page.waitForRequest((request) => isCall(request, 'POST', path));
          await saveButton(card).click();
          await letItFail(page, bad, sent, release);
          if (!saved) await expect(notificationHost(page).getByRole('status')).toContainText(SAVED);
          await expect(saveButton(card)).toHaveAttribute('aria-pressed', String(!saved));
          await expectNoBreakage(page, watch);
          expect(watch.warnings).toEqual([]);
        });
        continue;
      }
      testFor(bad)(`${call} answering ${bad.name}: the heart goes back to ${saved ? 'saved' : 'unsaved'}, '${SAVE_FAILED}', one warning`, async ({ page }) => {
        const watch = await partnerPage(page, bad);
        const release = await answerBadly(page, 'POST', path, bad, '["123"]');
        const card = await cardSaved(page, saved);
        const sent = page.waitForRequest((request) => isCall(request, 'POST', path));
        await saveButton(card).click();
        await expect(saveButton(card), 'shown at once').toHaveAttribute('aria-pressed', String(!saved));
        await letItFail(page, bad, sent, release);
        await expect(notificationHost(page).getByRole('alert')).toContainText(SAVE_FAILED);
        await expect(notificationHost(page).getByText(SAVE_FAILED)).toBeVisible();
        await expect(saveButton(card), 'rolled back').toHaveAttribute('aria-pressed', String(saved));
        await expect(notificationHost(page).getByText(SAVED)).toHaveCount(0);
        await expectOneWarningNaming(watch, call);
        await expectNoBreakage(page, watch);
      });
    }
  });
}

// ------------------------------------------------------------------------- the header's search

const AUTOCOMPLETE = /\/api\/v3\/destination\/search\/autocomplete\/$/;
const header = (page: Page) => page.locator('eb-header');
const searchField = (page: Page) => header(page).getByRole('combobox', { name: 'Search events' });
const searchOptions = (page: Page) => header(page).getByRole('listbox', { name: 'Search events' }).getByRole('option');

test.describe("the header's search takeover when GET /destination/search/autocomplete/ answers badly", () => {
  for (const bad of BAD_ANSWERS) {
    testFor(bad)(`answering ${bad.name}: the typed text stays, the fallback suggestions show, one warning`, async ({ page }) => {
      const watch = watchConsole(page);
      if (bad.stalls) await page.clock.install();
      const release = await answerBadly(page, 'GET', AUTOCOMPLETE, bad, '{"event": "x", "suggestions": 5}');
      await page.goto('/legacy/');
      await header(page)
        .getByRole('button', { name: /^Search events/ })
        .click();
      const sent = page.waitForRequest((request) => isCall(request, 'GET', AUTOCOMPLETE) && new URL(request.url()).searchParams.get('q') === 'jazz');
      await page.keyboard.type('jazz');
      await letItFail(page, bad, sent, release);
      await expectOneWarningNaming(watch, 'GET /destination/search/autocomplete/');
      await expect(searchField(page)).toHaveValue('jazz');
      await expect(searchOptions(page)).toHaveText(FALLBACK_SUGGESTIONS);
      await expectNoBreakage(page, watch);
    });
  }

  testOnWorkerPage('guard: a late answer for older text never replaces the suggestions for newer text', async ({ page }) => {
    const watch = watchConsole(page);
    let heldRoute: Route | undefined;
    await page.route(
      (url) => AUTOCOMPLETE.test(url.pathname),
      (route) => {
        if (new URL(route.request().url()).searchParams.get('q') !== 'jazz') return route.fallback();
        heldRoute = route;
      },
    );
    await page.goto('/legacy/');
    await header(page)
      .getByRole('button', { name: /^Search events/ })
      .click();
    const older = page.waitForRequest((request) => isCall(request, 'GET', AUTOCOMPLETE) && new URL(request.url()).searchParams.get('q') === 'jazz');
    await page.keyboard.type('jazz');
    await older;
    const newer = page.waitForResponse((response) => AUTOCOMPLETE.test(new URL(response.url()).pathname) && new URL(response.url()).searchParams.get('q') === 'jazz night');
    await page.keyboard.type(' night');
    await newer;
    await expect(searchOptions(page).first()).toContainText(/night/i);
    const newerList = await searchOptions(page).allTextContents();
    // The older request was given up; its answer, if it still came, must change nothing.
    await heldRoute!
      .fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ event: [{ name: 'Stale jazz', url: 'https://example.com/e/1' }], suggestions: [] }) })
      .catch(() => {});
    await page.waitForTimeout(500);
    await expect(searchOptions(page)).toHaveText(newerList);
    await expect(searchField(page)).toHaveValue('jazz night');
    await expectNoBreakage(page, watch);
  });
});

// ------------------------------------------------------------------------- the card's collections

const COLLECTIONS_LIST = /\/api\/v3\/users\/me\/collections\/$/;
const COLLECTION_ADD = /\/api\/v3\/collections\/[^/]+\/events\/$/;
const COLLECTION_REMOVE = /\/api\/v3\/collections\/[^/]+\/events\/[^/]+\/$/;
const collectionsButton = (card: Locator) => card.getByRole('button', { name: /^Add to collection/ });

test.describe("the card's 'Add to collection' menu when GET /users/me/collections/ answers badly", () => {
  for (const bad of BAD_ANSWERS) {
    testFor(bad)(`answering ${bad.name}: the menu offers '${COLLECTIONS_NOT_LOADED}', one warning`, async ({ page }) => {
      const watch = await partnerPage(page, bad);
      const release = await answerBadly(page, 'GET', COLLECTIONS_LIST, bad, '{"collections": [{"id": 1, "name": null, "event_ids": "123"}]}');
      const card = page.locator('eb-event-card').first();
      const sent = page.waitForRequest((request) => isCall(request, 'GET', COLLECTIONS_LIST));
      await collectionsButton(card).click();
      await letItFail(page, bad, sent, release);
      await expect(card.getByRole('menuitem', { name: COLLECTIONS_NOT_LOADED })).toBeVisible();
      await expectOneWarningNaming(watch, 'GET /users/me/collections/');
      await expectNoBreakage(page, watch);
    });
  }
});

/** Opens the card's menu with a click and waits until it lists the attendee's collections. */
async function openCollections(card: Locator) {
  await collectionsButton(card).click();
  await expect(card.getByRole('menuitem', { name: /Weekend plans$/ })).toBeVisible();
}

/** A card and one of its menu's items: 'Remove from collection: …' when `member`, else 'Add to collection: …'. */
async function cardWithItem(page: Page, member: boolean): Promise<{ card: Locator; itemName: string }> {
  const cards = page.locator('eb-event-card');
  const count = await cards.count();
  const prefix = member ? 'Remove from collection: ' : 'Add to collection: ';
  for (let index = 0; index < count; index++) {
    const card = cards.nth(index);
    await openCollections(card);
    const names = await card.getByRole('menuitem').evaluateAll((items) => items.map((item) => (item.textContent ?? '').trim()));
    const itemName = names.find((name) => name.startsWith(prefix.trim()));
    if (itemName) return { card, itemName };
    await page.keyboard.press('Escape');
  }
  throw new Error(`no card on the partner page has an item '${prefix}…'`);
}

for (const { call, method, path, member, wrongTypes } of [
  { call: 'POST /collections/', method: 'POST', path: COLLECTION_ADD, member: false, wrongTypes: '["123"]' },
  { call: 'DELETE /collections/', method: 'DELETE', path: COLLECTION_REMOVE, member: true, wrongTypes: '"removed"' },
]) {
  test.describe(`a collection membership change when ${call}… answers badly`, () => {
    for (const bad of BAD_ANSWERS) {
      const change = member ? 'removing the event' : 'adding the event';
      if (bad.emptyBodyIsSuccess) {
        testOnWorkerPage(`guard: ${change}, answered with ${bad.name}, is done (the answer carries nothing), no warning`, async ({ page }) => {
          const watch = await partnerPage(page, bad);
          const release = await answerBadly(page, method, path, bad, wrongTypes);
          const { card, itemName } = await cardWithItem(page, member);
          const sent = page.waitForRequest((request) => isCall(request, method, path));
          await card.getByRole('menuitem', { name: itemName }).click();
          await letItFail(page, bad, sent, release);
          await expect(notificationHost(page).getByRole('status')).toContainText(member ? 'Removed from' : 'Added to');
          await openCollections(card);
          const collection = itemName.replace(/^.*?: /, '');
          await expect(card.getByRole('menuitem', { name: `${member ? 'Add to collection' : 'Remove from collection'}: ${collection}` })).toBeVisible();
          await expectNoBreakage(page, watch);
          expect(watch.warnings).toEqual([]);
        });
        continue;
      }
      testFor(bad)(`${change}, answered with ${bad.name}: the membership rolls back, '${COLLECTION_FAILED}', one warning`, async ({ page }) => {
        const watch = await partnerPage(page, bad);
        const release = await answerBadly(page, method, path, bad, wrongTypes);
        const { card, itemName } = await cardWithItem(page, member);
        const sent = page.waitForRequest((request) => isCall(request, method, path));
        await card.getByRole('menuitem', { name: itemName }).click();
        await letItFail(page, bad, sent, release);
        await expect(notificationHost(page).getByRole('alert')).toContainText(COLLECTION_FAILED);
        await expectOneWarningNaming(watch, `${method} /collections/`);
        await openCollections(card);
        await expect(card.getByRole('menuitem', { name: itemName }), 'rolled back').toBeVisible();
        await expect(card.getByRole('menuitem', { name: itemName })).toBeEnabled();
        await expectNoBreakage(page, watch);
      });
    }
  });
}
