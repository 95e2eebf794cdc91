// The cross-browser smoke (issue 37), the same for each engine: every demo page of the sandbox at a
// phone's width and a desktop's, each element drawn with no page error, then one flow per element
// with real input (mouse and keyboard as the engine delivers them, never a dispatched event).
import assert from 'node:assert/strict';
import { mkdirSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { DEMO_PAGES } from '../demo/server/app.mjs';
import { describeIn, elementStates, findIn, locationNow, provokeErrors, recordSaveChanges, saveChanges, schemesOf, scrollToElement, textsIn } from './in-page.mjs';
import { startSandbox } from './sandbox.mjs';

const PAGES_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'demo', 'pages');
const SCREENSHOTS = path.join(tmpdir(), 'eb-widgets-cross-browser');

export const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
];

const ALL_TAGS = ['eb-header', 'eb-footer', 'eb-event-card', 'eb-app-marketplace', 'eb-review-form'];

/**
 * The elements each page holds. `drawsNothing`: elements that render an empty tree on purpose
 * (the footer in the embedded view). `reach`, `ready`: see checkPage.
 */
const EXPECTED = {
  '/': { tags: [] },
  '/partner/': { tags: ['eb-event-card'] },
  '/partner-dark/': { tags: ['eb-event-card'] },
  '/many-cards/': { tags: ['eb-event-card'], reach: 'ends' },
  '/legacy/': { tags: ['eb-header', 'eb-footer'] },
  '/apps/': { tags: ['eb-header', 'eb-app-marketplace'] },
  '/reviews/': { tags: ['eb-header', 'eb-review-form'] },
  '/embedded/': { tags: ['eb-header', 'eb-footer'], drawsNothing: ['eb-footer'] },
  '/docs/': { tags: ALL_TAGS },
  '/footer-module.html': { tags: ['eb-footer'] },
  '/footer-iife.html': { tags: ['eb-footer'] },
  '/footer-embedded.html': { tags: ['eb-footer'], drawsNothing: ['eb-footer'] },
};

/** Every page the sandbox serves from demo/pages: its demo pages, the index and the single-element pages. */
function demoPages() {
  const templates = new Set([...DEMO_PAGES.map((page) => page.template), 'index.html', 'platform.html']);
  const singles = readdirSync(PAGES_FOLDER)
    .filter((file) => file.endsWith('.html') && !templates.has(file))
    .map((file) => `/${file}`);
  return ['/', ...DEMO_PAGES.map((page) => page.path), ...singles].map((pagePath) => {
    if (!EXPECTED[pagePath]) throw new Error(`${pagePath} is a demo page the smoke does not know: add what it holds to EXPECTED in cross-browser/smoke.mjs`);
    return { path: pagePath, ...EXPECTED[pagePath] };
  });
}

const SIGNED_OUT_PAGES = [
  ...demoPages(),
  // The platform's stand-in page, where the elements' links lead: header and footer.
  { path: '/d/online/all-events/', tags: ['eb-header', 'eb-footer'] },
  // The marketplace's other kinds of page, each loaded directly (history routing).
  { path: '/apps/popular/', tags: ['eb-header', 'eb-app-marketplace'], ready: '^Popular' },
  { path: '/apps/categories/email/', tags: ['eb-header', 'eb-app-marketplace'], ready: '^Email$' },
  { path: '/apps/search/?q=mail', tags: ['eb-header', 'eb-app-marketplace'], ready: '^Search results for mail$' },
  { path: '/apps/mailbloom/', tags: ['eb-header', 'eb-app-marketplace'], ready: '^Mailbloom$' },
];

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Polls `read` until `ok` holds for what it returns; errors while a page changes count as not yet. */
async function waitFor(what, read, ok, timeout = 15_000) {
  const deadline = Date.now() + timeout;
  let last;
  for (;;) {
    try {
      last = await read();
      if (ok(last)) return last;
    } catch (error) {
      last = `(${error.message.split('\n')[0]})`;
    }
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeout} ms waiting for ${what}; last seen: ${JSON.stringify(last)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function elementIn(session, host, selector, name = null) {
  const what = `${selector}${name ? ` named /${name}/` : ''} in ${host}`;
  await waitFor(what, () => session.run(describeIn, host, selector, name), Boolean);
  const element = await session.element(findIn, host, selector, name);
  assert.ok(element, what);
  return element;
}

const drawn = (state) => state.rendered && (state.text !== '' || state.sized > 0) && !state.failed;
const drewNothing = (state) => state.rendered && state.text === '' && state.sized === 0 && !state.failed;

/**
 * Loads `page`, waits for each element to draw and finish loading (scrolling to those out of
 * reach), checks them and the page's errors. `reach: 'ends'`: of the elements out of reach, only
 * the last is scrolled to (/many-cards/: the cards near the top, then those near the end; the 190
 * between would take a scroll each). `ready`: the marketplace's heading, once its data is in.
 */
async function checkPage(session, { path: pagePath, tags, drawsNothing = [], ready, reach = 'all' }) {
  await session.goto(pagePath);
  const done = (state) => (drawsNothing.includes(state.tag) ? drewNothing(state) : drawn(state)) && !state.busy;
  let states = await waitFor(
    `the elements near the window to draw on ${pagePath}`,
    () => session.run(elementStates),
    (all) => all.filter((state) => state.near).every(done),
  );
  // Elements out of reach (cards far down, the docs' playgrounds) draw when they come near.
  const next = () => (reach === 'ends' ? [states.at(-1)].filter((state) => !done(state)) : states.filter((state) => !done(state)))[0];
  for (let pending = next(); pending; pending = next()) {
    await session.run(scrollToElement, pending.index);
    states = await waitFor(
      `<${pending.tag}> #${pending.index} to draw once scrolled to`,
      () => session.run(elementStates),
      (all) => done(all[pending.index]),
    );
  }
  if (ready) await waitFor(`the marketplace's heading /${ready}/`, () => session.run(describeIn, 'eb-app-marketplace', 'h1', ready), Boolean);
  assert.deepEqual([...new Set(states.map((state) => state.tag))].sort(), [...tags].sort(), 'the elements on the page');
  for (const state of states) {
    assert.ok(state.defined, `<${state.tag}> #${state.index} is defined`);
    assert.ok(!state.failed, `<${state.tag}> #${state.index} shows the generic error fallback`);
  }
  await expectNoPageErrors(session, `on ${pagePath}`);
  return states;
}

/**
 * No page error once the page has settled: its lists and code arrived, late errors reported.
 * Settling also keeps the smoke from leaving a page mid-load: Firefox stops a page's module loads
 * as a navigation starts, and the library then reports those chunks as failed (console.error).
 */
async function expectNoPageErrors(session, where) {
  await session.settle();
  assert.deepEqual(await session.takeErrors(), [], `page errors ${where}`);
}

/** Signs in on the sign-in page, which returns to the index (no elements: nothing left loading). */
async function signInAs(session, firstName) {
  await session.goto('/signin/?referrer=%2F');
  await session.click(await elementIn(session, 'body', 'button', `^Sign in as ${firstName}\\b`));
  await waitFor(
    'the index after signing in',
    () => session.run(locationNow),
    (now) => now.path === '/' && now.ready === 'complete',
  );
}

/** Search the marketplace for 'mail' with the keyboard and open the first result with the mouse. */
async function marketplaceFlow(session) {
  await session.goto('/apps/');
  await session.click(await elementIn(session, 'eb-app-marketplace', 'input', '^Search apps$'));
  await session.type('mail');
  await session.press('Enter');
  await waitFor(
    'the search page',
    () => session.run(locationNow),
    (now) => now.path === '/apps/search/' && now.search === '?q=mail',
  );
  await waitFor(
    'the results heading',
    () => session.run(describeIn, 'eb-app-marketplace', 'h1'),
    (heading) => heading?.text === 'Search results for mail',
  );
  // The results reorder as the search's data arrives: the first one is picked once they are all in.
  await waitFor(
    'the results to load',
    () => session.run(elementStates),
    (states) => states.every((state) => !state.busy),
  );
  await session.settle();
  const result = await elementIn(session, 'eb-app-marketplace', '.eb-search-results .eb-app-card');
  const card = await session.run(describeIn, 'eb-app-marketplace', '.eb-search-results .eb-app-card');
  const [name] = await session.run(textsIn, 'eb-app-marketplace', '.eb-search-results .eb-app-card__name');
  await session.click(result);
  const productPath = new URL(card.href, 'http://sandbox.invalid').pathname;
  await waitFor(
    `the product page ${productPath}`,
    () => session.run(locationNow),
    (now) => now.path === productPath,
  );
  // A long name is cut short on its card.
  const isName = (text) => text === name || (name.endsWith('…') && text.startsWith(name.slice(0, -1)));
  await waitFor(
    `the heading '${name}'`,
    () => session.run(describeIn, 'eb-app-marketplace', 'h1'),
    (heading) => isName(heading?.text ?? ''),
  );
}

/** Open the header's search with the mouse and type: the text in the field, suggestions for it. */
async function headerSearchFlow(session) {
  await session.goto('/legacy/');
  await waitFor(
    'the header to run',
    () => session.run(elementStates),
    (states) => states.every((state) => state.defined),
  );
  await session.click(await elementIn(session, 'eb-header', 'button[aria-haspopup="dialog"]', '^Search events'));
  await session.type('jazz');
  await waitFor(
    'the typed text in the search field',
    () => session.run(describeIn, 'eb-header', '[role="combobox"]', '^Search events$'),
    (field) => field?.value === 'jazz',
  );
  await waitFor(
    "suggestions for 'jazz'",
    () => session.run(textsIn, 'eb-header', '[role="listbox"] [role="option"]'),
    (options) => options.some((option) => /jazz/i.test(option)),
  );
}

/**
 * As the signed-in attendee: save a card's event (the card confirms with eb-save-change once the
 * server has it), see it saved after a reload, unsave it.
 */
async function saveFlow(session) {
  const unsaved = await waitFor('a card not saved yet', () => session.run(describeIn, 'eb-event-card', 'button[aria-pressed="false"]', '^Save this event'), Boolean);
  const named = `^${escapeRegExp(unsaved.name)}$`;
  const button = () => session.run(describeIn, 'eb-event-card', 'button', named);
  await session.run(recordSaveChanges);
  await session.click(await session.element(findIn, 'eb-event-card', 'button', named));
  await waitFor(`'${unsaved.name}' pressed`, button, (state) => state?.pressed === 'true');
  await waitFor(
    'the server to confirm the save',
    () => session.run(saveChanges),
    (changes) => changes?.length === 1 && changes[0].saved === true,
  );
  await session.goto('/partner/');
  await waitFor(`'${unsaved.name}' still pressed after a reload`, button, (state) => state?.pressed === 'true');
  await session.run(recordSaveChanges);
  await session.click(await session.element(findIn, 'eb-event-card', 'button', named));
  await waitFor(`'${unsaved.name}' not pressed`, button, (state) => state?.pressed === 'false');
  await waitFor(
    'the server to confirm the unsave',
    () => session.run(saveChanges),
    (changes) => changes?.length === 1 && changes[0].saved === false,
  );
}

/**
 * What the organizer rates at each width, in the engine's freshly seeded sandbox: a first rating
 * (Mailbloom, not rated yet), then a new one (Sheetsync, rated 4 stars in the seed). Neither
 * click can be the current rating's star, which would clear the selection instead.
 */
const RATINGS = [
  { app: 'Mailbloom', stars: 4 },
  { app: 'Sheetsync', stars: 5 },
];

/** As the signed-in organizer: click a star of an installed app: the review modal with that rating. */
async function starFlow(session, { app, stars }) {
  const form = `eb-review-form[app-name="${app}"]`;
  await waitFor(`the stars of ${app}`, () => session.run(describeIn, form, '[role="radio"]', `^${stars} stars$`), Boolean);
  // Stars are not chosen while the organizer's rating loads.
  await waitFor(
    `the organizer's rating of ${app} to load`,
    () => session.run(describeIn, form, '[aria-busy="true"], .eb-spinner'),
    (busy) => busy === null,
  );
  await session.click(await session.element(findIn, form, '[role="radio"]', `^${stars} stars$`));
  await waitFor(
    'the review modal',
    () => session.run(describeIn, form, '[role="dialog"]'),
    (dialog) => dialog?.name === `Your rating for ${app}`,
  );
  await waitFor(
    `${stars} stars chosen in the modal`,
    () => session.run(describeIn, form, '[role="dialog"] [role="radio"][aria-checked="true"]'),
    (star) => star?.name === `${stars} stars`,
  );
  await waitFor(
    "the form's heading",
    () => session.run(describeIn, form, 'h2'),
    (heading) => heading?.text === `Your rating for ${app}`,
  );
  await session.press('Escape');
  await waitFor(
    'the modal to close',
    () => session.run(describeIn, form, '[role="dialog"]'),
    (dialog) => dialog === null,
  );
}

/**
 * The smoke in one engine: `launch()` starts the browser, `open(baseUrl, viewport)` gives a
 * fresh session (no cookies) at that size. The engine's own sandbox, so engines may run side by side.
 */
export function crossBrowserSmoke(engine, launch) {
  describe(engine, () => {
    let sandbox;
    let browser;
    before(async () => {
      sandbox = await startSandbox(engine.toLowerCase());
      browser = await launch();
    });
    after(async () => {
      await browser?.close();
      await sandbox?.stop();
    });

    for (const viewport of VIEWPORTS) {
      describe(`${viewport.name}, ${viewport.width}×${viewport.height}`, () => {
        let session;
        before(async () => {
          session = await browser.open(sandbox.url, viewport);
        });
        after(async () => {
          await session?.close();
        });
        /** A test that leaves a screenshot when it fails. */
        const step = (name, fn) =>
          it(name, { timeout: 60_000 }, async () => {
            try {
              await fn();
            } catch (error) {
              mkdirSync(SCREENSHOTS, { recursive: true });
              const file = path.join(SCREENSHOTS, `${engine}-${viewport.name}-${name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)}.png`);
              await session.screenshot(file).then(
                () => (error.message += `\n(screenshot: ${file})`),
                () => {},
              );
              throw error;
            }
          });

        if (viewport === VIEWPORTS[0]) {
          // The watch itself, so that a broken one cannot pass every page.
          step('the page error watch sees an uncaught exception, an unhandled rejection and a console.error', async () => {
            await session.goto('/');
            await session.run(provokeErrors);
            let seen = [];
            await waitFor(
              'the three errors',
              async () => (seen = [...seen, ...(await session.takeErrors())]),
              (all) => all.length >= 3,
              5_000,
            );
            for (const kind of ['uncaught', 'rejection', 'console.error']) {
              assert.ok(
                seen.some((error) => error.includes(`smoke self-check: ${kind}`)),
                `${kind} in ${JSON.stringify(seen)}`,
              );
            }
          });
        }
        for (const page of SIGNED_OUT_PAGES) {
          step(`${page.path}: every element draws, no page error`, () => checkPage(session, page));
        }
        if (viewport === VIEWPORTS[0]) {
          step('/legacy/: color-scheme="dark" draws the header and footer dark, and removing it light again (CSS light-dark() in this engine)', async () => {
            await checkPage(session, { path: '/legacy/', tags: ['eb-header', 'eb-footer'] });
            const dark = await session.run(schemesOf, 'dark');
            assert.deepEqual(dark, [
              { tag: 'eb-header', scheme: 'dark', color: 'rgb(244, 242, 248)' },
              { tag: 'eb-footer', scheme: 'dark', color: 'rgb(244, 242, 248)' },
            ]);
            const light = await session.run(schemesOf, null);
            assert.deepEqual(
              light.map((element) => element.color),
              ['rgb(30, 10, 60)', 'rgb(30, 10, 60)'],
            );
          });
        }
        if (viewport === VIEWPORTS[0]) {
          step(
            "leaving /apps/ while the marketplace's API client still loads (a click on a link of the page): nothing is logged, a load the page cut short is no failure",
            async () => {
              await session.goto('/');
              // The sandbox holds back the API client's chunk (chunks/apps-*.js) for 10 s.
              await session.run(() => void (document.cookie = 'eb-sandbox-slow-chunks=apps; path=/'));
              try {
                await session.goto('/apps/');
                await waitFor(
                  'the marketplace drawn, its API client asked for',
                  () => session.run(describeIn, 'eb-app-marketplace', '.eb-marketplace'),
                  (box) => box !== null,
                );
                await new Promise((resolve) => setTimeout(resolve, 500));
                assert.deepEqual(await session.takeErrors(), [], 'before leaving');
                await session.click(await session.element(findIn, 'body', 'a', '^All demo pages$'));
                await waitFor(
                  'the index page',
                  () => session.run(locationNow),
                  (where) => where.path === '/' && where.ready === 'complete',
                );
                await new Promise((resolve) => setTimeout(resolve, 1000));
                assert.deepEqual(await session.takeErrors(), []);
              } finally {
                await session.run(() => void (document.cookie = 'eb-sandbox-slow-chunks=; path=/; max-age=0'));
              }
            },
          );
        }
        step("<eb-app-marketplace>: search 'mail' with the keyboard, click the first result: the app's page", async () => {
          await marketplaceFlow(session);
          await expectNoPageErrors(session, 'in the flow');
        });
        step("<eb-header>: click the search, type 'jazz': the text and suggestions for it", async () => {
          await headerSearchFlow(session);
          await expectNoPageErrors(session, 'in the flow');
        });
        step('signed in as Ada (attendee), /partner/ and /legacy/: every element draws, no page error', async () => {
          await signInAs(session, 'Ada');
          await checkPage(session, { path: '/partner/', tags: ['eb-event-card'] });
          await checkPage(session, { path: '/legacy/', tags: ['eb-header', 'eb-footer'] });
        });
        step(
          '<eb-event-card> signed in: click a save button: pressed, confirmed by the server (eb-save-change), still saved after a reload; click again: not pressed',
          async () => {
            await session.goto('/partner/');
            await saveFlow(session);
            await expectNoPageErrors(session, 'in the flow');
          },
        );
        step('signed in as Olivia (organizer), /apps/, /apps/recommended/ and /reviews/: every element draws, no page error', async () => {
          await signInAs(session, 'Olivia');
          await checkPage(session, { path: '/apps/', tags: ['eb-header', 'eb-app-marketplace'] });
          await checkPage(session, { path: '/apps/recommended/', tags: ['eb-header', 'eb-app-marketplace'] });
          await checkPage(session, { path: '/reviews/', tags: ['eb-header', 'eb-review-form'] });
        });
        const rating = RATINGS[VIEWPORTS.indexOf(viewport)];
        step(`<eb-review-form> as the organizer: click ${rating.stars} stars for ${rating.app} (installed): the review modal with that rating; Escape closes it`, async () => {
          await session.goto('/reviews/');
          await starFlow(session, rating);
          await expectNoPageErrors(session, 'in the flow');
        });
      });
    }
  });
}
