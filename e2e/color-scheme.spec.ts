import { PNG } from 'pngjs';
import { expect, testOnWorkerPage as test, type Locator, type Page } from './test';
import { axeViolations } from './axe';
import { ORGANIZER, ctaContrast } from './brand';
import { CONFIG_BLOCK, LOADER, buildInTurn, fullUserConfig, htmlPage, notificationHost, openPage, sandboxPageWith, serveOwnReview, signInAs, watchConsole } from './pages';

// Issue 40, 'Tested as the user sees it': every element in the light and the dark colour scheme
// (color-scheme="light|dark|auto", env.colorScheme), on pages that load only dist/ as a partner's
// page would, through the module loader and the IIFE. The scheme is read from the pixels of
// Playwright screenshots (attached to the report, never golden files: fonts differ between
// machines), from the computed styles in the frame after the system's preference changes, and
// axe-core, colour contrast included, runs on every element's main states in both schemes.

const slug = (build: string) => (build === 'IIFE' ? 'iife' : 'module');

type Scheme = 'light' | 'dark';
const SCHEMES = ['light', 'dark'] as const;
const ATTRIBUTES = ['light', 'dark', 'auto'] as const;

/** The surface and text of each scheme, as getComputedStyle gives them. */
const SURFACE = { light: 'rgb(255, 255, 255)', dark: 'rgb(27, 23, 38)' } as const;
const TEXT = { light: 'rgb(30, 10, 60)', dark: 'rgb(244, 242, 248)' } as const;
/** The footer's and the organizer header's background, in both schemes. */
const ALWAYS_DARK = 'rgb(30, 10, 60)';
const SURFACE_PIXEL = { light: [255, 255, 255], dark: [27, 23, 38] } as const;
const ALWAYS_DARK_PIXEL = [30, 10, 60] as const;

/** The page's own `element.setAttribute`: what a partner's script does to change the scheme. */
const setScheme = (element: Locator, value: string) => element.evaluate((host, scheme) => host.setAttribute('color-scheme', scheme), value);
/** `color-scheme` of an element's outermost box. */
const drawnOuterScheme = (element: Locator) =>
  element.evaluate((host) => getComputedStyle([...host.shadowRoot!.children].find((child) => child.localName !== 'style')!).colorScheme);

// ---------------------------------------------------------------------------------------------
// Reading a screenshot

/**
 * The share of a screenshot's pixels within 6 per channel of each scheme's surface colour and of
 * the always-dark background (#1e0a3c), and the median luminance (0–255).
 */
function surfaceShares(png: Buffer) {
  const { width, height, data } = PNG.sync.read(png);
  const near = (offset: number, [r, g, b]: readonly number[]) => Math.max(Math.abs(data[offset] - r), Math.abs(data[offset + 1] - g), Math.abs(data[offset + 2] - b)) <= 6;
  let light = 0;
  let dark = 0;
  let alwaysDark = 0;
  const luminances = new Float64Array(width * height);
  for (let offset = 0, index = 0; offset < data.length; offset += 4, index++) {
    if (near(offset, SURFACE_PIXEL.light)) light++;
    else if (near(offset, SURFACE_PIXEL.dark)) dark++;
    else if (near(offset, ALWAYS_DARK_PIXEL)) alwaysDark++;
    luminances[index] = 0.2126 * data[offset] + 0.7152 * data[offset + 1] + 0.0722 * data[offset + 2];
  }
  luminances.sort();
  const count = width * height;
  return { light: light / count, dark: dark / count, alwaysDark: alwaysDark / count, median: Math.round(luminances[Math.floor(count / 2)]), size: `${width}x${height}` };
}

/**
 * Asserts that a screenshot is drawn in `scheme`: at least 40 % of it is that scheme's surface,
 * next to none the other's, and its median pixel is light (dark).
 */
function expectDrawnIn(png: Buffer, scheme: Scheme, what: string) {
  const shares = surfaceShares(png);
  const other = scheme === 'light' ? 'dark' : 'light';
  const message = `${what}: expected ${scheme}, drawn ${JSON.stringify(shares)}`;
  expect(shares[scheme], message).toBeGreaterThanOrEqual(0.4);
  expect(shares[other], message).toBeLessThanOrEqual(0.05);
  if (scheme === 'light') expect(shares.median, message).toBeGreaterThanOrEqual(200);
  else expect(shares.median, message).toBeLessThanOrEqual(60);
}

// ---------------------------------------------------------------------------------------------
// 1. Screenshots

interface Subject {
  name: string;
  /** The element whose attribute is set (the first of its tag on the page). */
  tag: string;
  /** Opens the page through `script`; resolves once the element is drawn (in its state to photograph). */
  open(page: Page, script: string, build: string, baseURL: string): Promise<void>;
  /** Where the scheme shows: each photographed and checked for it. */
  themed(page: Page): Locator[];
  /** What is dark (#1e0a3c) in both schemes: photographed and checked for it. */
  alwaysDark?(page: Page): Locator;
  /** Nothing in alwaysDark changes with the scheme: its six screenshots are identical. */
  identical?: boolean;
}

const SUBJECTS: Subject[] = [
  {
    name: 'header (default)',
    tag: 'eb-header',
    open: async (page, script, build) => {
      await openPage(page, `/e2e-scheme-header-${slug(build)}.html`, htmlPage(CONFIG_BLOCK({}) + script, '<eb-header></eb-header>'));
      await expect(page.locator('eb-header').getByRole('link', { name: 'Sign In' })).toBeVisible();
    },
    themed: (page) => [page.locator('eb-header')],
  },
  {
    // Dark in both schemes: its open user menu and its search box are where the scheme shows.
    name: 'header (organizer) with its user menu open',
    tag: 'eb-header',
    open: async (page, script, build, baseURL) => {
      await openPage(page, `/e2e-scheme-organizer-${slug(build)}.html`, htmlPage(CONFIG_BLOCK(fullUserConfig(baseURL)) + script, '<eb-header variant="organizer"></eb-header>'));
      await page
        .locator('eb-header')
        .getByRole('button', { name: /grace\.hopper@example\.com/ })
        .click();
      await expect(page.locator('eb-header').getByRole('menuitem').first()).toBeVisible();
    },
    themed: (page) => [
      page.locator('eb-header').getByRole('menu'),
      page
        .locator('eb-header')
        .getByRole('button', { name: /Search events/ })
        .first(),
    ],
    alwaysDark: (page) => page.locator('eb-header').getByRole('banner'),
  },
  {
    // Dark in both schemes, nothing in it changes (its language select is a light control in both).
    name: 'footer',
    tag: 'eb-footer',
    open: async (page, script, build) => {
      await openPage(page, `/e2e-scheme-footer-${slug(build)}.html`, htmlPage(CONFIG_BLOCK({}) + script, '<eb-footer></eb-footer>'));
      await expect(page.locator('eb-footer').getByRole('contentinfo')).toBeVisible();
    },
    themed: () => [],
    alwaysDark: (page) => page.locator('eb-footer'),
    identical: true,
  },
  {
    name: 'event card',
    tag: 'eb-event-card',
    open: async (page, script, build) => {
      await sandboxPageWith(page, '/partner/', `/e2e-scheme-partner-${slug(build)}.html`, script);
      const card = page.locator('eb-event-card').first();
      await expect(card.getByRole('heading')).toBeVisible();
      await expect.poll(() => card.evaluate((host) => [...host.shadowRoot!.querySelectorAll('img')].every((image) => image.complete))).toBe(true);
    },
    themed: (page) => [page.locator('eb-event-card').first()],
  },
  {
    name: 'marketplace home',
    tag: 'eb-app-marketplace',
    open: async (page, script) => {
      await sandboxPageWith(page, '/apps/', '/en-us/apps/', script);
      await expect(page.locator('eb-app-marketplace').getByRole('region', { name: 'Staff Picks', exact: true }).locator('.eb-app-card__name')).toHaveCount(3);
    },
    themed: (page) => [page.locator('eb-app-marketplace')],
  },
  {
    name: 'review form',
    tag: 'eb-review-form',
    open: async (page, script, build) => {
      await signInAs(page, 'Olivia', '/reviews/');
      await sandboxPageWith(page, '/reviews/', `/e2e-scheme-reviews-${slug(build)}.html`, script);
      await expect(page.locator('eb-review-form').first().getByRole('radio')).toHaveCount(5);
    },
    themed: (page) => [page.locator('eb-review-form').first()],
  },
];

/** The scheme an element should be drawn in. */
const expectedScheme = (attribute: (typeof ATTRIBUTES)[number], preference: Scheme): Scheme => (attribute === 'auto' ? preference : attribute);

// Each element is drawn through one build, the two builds in turn, and so is each rule below
// (the two builds run the same code past their loaders: pages.ts, buildInTurn).
for (const [index, subject] of SUBJECTS.entries()) {
  const { build, script } = buildInTurn(index);
  test(`${build}: "Playwright screenshots of each element in light, dark and auto under both emulated prefers-color-scheme values, checked for the right scheme": ${subject.name}`, async ({
    page,
    baseURL,
  }, testInfo) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.emulateMedia({ colorScheme: 'light' });
    await subject.open(page, script, build, baseURL!);
    const element = page.locator(subject.tag).first();
    const alwaysDark: Buffer[] = [];
    for (const attribute of ATTRIBUTES) {
      await setScheme(element, attribute);
      for (const preference of SCHEMES) {
        await page.emulateMedia({ colorScheme: preference });
        const what = `color-scheme="${attribute}", prefers-color-scheme: ${preference}`;
        for (const [index, part] of subject.themed(page).entries()) {
          const png = await part.screenshot();
          await testInfo.attach(`${subject.name} ${index + 1}, ${what}.png`, { body: png, contentType: 'image/png' });
          expectDrawnIn(png, expectedScheme(attribute, preference), `${subject.name} ${index + 1}, ${what}`);
        }
        if (subject.alwaysDark) {
          const png = await subject.alwaysDark(page).screenshot();
          await testInfo.attach(`${subject.name}, dark in both schemes, ${what}.png`, { body: png, contentType: 'image/png' });
          const shares = surfaceShares(png);
          expect(shares.alwaysDark, `${subject.name}, ${what}: mostly #1e0a3c, drawn ${JSON.stringify(shares)}`).toBeGreaterThanOrEqual(0.4);
          alwaysDark.push(png);
        }
      }
    }
    if (subject.identical) {
      const different = alwaysDark.map((png, index) => (png.equals(alwaysDark[0]) ? undefined : index)).filter((index) => index !== undefined);
      expect(different, `${subject.name}: the screenshots (light, dark, auto × light, dark preference) that differ from the first`).toEqual([]);
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Reading the computed scheme in the page

interface Drawn {
  /** `color-scheme` of the element's outermost box. */
  scheme: string;
  /** Its text colour. */
  text: string;
  /** The background of the element's main box, or of the outermost box where that is transparent ('transparent' if both are). */
  background: string;
}

/** Defines `window.drawnSchemes()`: each element's Drawn, by id (or tag), for every element of the library on the page. */
const defineDrawnSchemes = (page: Page) =>
  page.addInitScript(() => {
    (window as unknown as { drawnSchemes: () => Record<string, Drawn> }).drawnSchemes = () => {
      const drawn: Record<string, Drawn> = {};
      for (const element of document.querySelectorAll('eb-header, eb-footer, eb-event-card, eb-app-marketplace, eb-review-form, eb-notification-host')) {
        const outer = [...(element.shadowRoot?.children ?? [])].find((child) => child.localName !== 'style');
        if (!outer) continue;
        const main = outer.firstElementChild ?? outer;
        const painted = [main, outer].map((box) => getComputedStyle(box).backgroundColor).find((color) => color !== 'rgba(0, 0, 0, 0)');
        drawn[element.id || element.localName] = { scheme: getComputedStyle(outer).colorScheme, text: getComputedStyle(outer).color, background: painted ?? 'transparent' };
      }
      return drawn;
    };
  });
const drawnSchemes = (page: Page) => page.evaluate(() => (window as unknown as { drawnSchemes: () => Record<string, Drawn> }).drawnSchemes());

/** What each element of the all-elements page draws in `scheme`. */
function expectedDrawing(scheme: Scheme, ids: string[]): Record<string, Drawn> {
  const background: Record<string, string> = {
    header: SURFACE[scheme],
    organizer: ALWAYS_DARK,
    card: SURFACE[scheme],
    'card-by-env': SURFACE[scheme],
    review: scheme === 'dark' ? SURFACE.dark : 'transparent',
    marketplace: scheme === 'dark' ? SURFACE.dark : 'transparent',
    footer: ALWAYS_DARK,
    'eb-notification-host': scheme === 'dark' ? SURFACE.dark : 'transparent',
  };
  return Object.fromEntries(ids.map((id) => [id, { scheme, text: TEXT[scheme], background: background[id] }]));
}

const EVENT = { id: '1', name: 'Jazz night', url: 'https://www.eventbrite.com/e/1', startDate: '2026-12-01', startTime: '19:00' };
const eventAttribute = `event='${JSON.stringify(EVENT)}'`;

/** Every element, each with `attributes` (and the card 'card-by-env' without any): the body of a page. */
const everyElement = (attributes: string, reviewAppId: string) => `
  <style>.cards { display: grid; grid-template-columns: repeat(2, 320px); gap: 16px; }</style>
  <eb-header id="header" ${attributes}></eb-header>
  <eb-header id="organizer" variant="organizer" ${attributes}></eb-header>
  <div class="cards"><eb-event-card id="card" ${attributes} ${eventAttribute}></eb-event-card><eb-event-card id="card-by-env" ${eventAttribute}></eb-event-card></div>
  <eb-review-form id="review" ${attributes} app-id="${reviewAppId}" app-name="Mailbloom" installed></eb-review-form>
  <eb-app-marketplace id="marketplace" ${attributes} routing="memory" hide-header></eb-app-marketplace>
  <eb-footer id="footer" ${attributes}></eb-footer>`;

/** Waits until every element of everyElement() is drawn. */
async function everyElementDrawn(page: Page) {
  await expect(page.locator('#header').getByRole('banner')).toBeVisible();
  await expect(page.locator('#organizer').getByRole('banner')).toBeVisible();
  for (const card of ['#card', '#card-by-env']) await expect(page.locator(card).getByRole('heading', { name: 'Jazz night' })).toBeVisible();
  await expect(page.locator('#review').getByRole('radio')).toHaveCount(5);
  await expect(page.locator('#marketplace').getByRole('region', { name: 'Staff Picks', exact: true }).locator('.eb-app-card__name')).toHaveCount(3);
  await expect(page.locator('#footer').getByRole('contentinfo')).toBeVisible();
  await expect(notificationHost(page).getByRole('status')).toHaveCount(1);
}

/** The sandbox's id of the app with this slug. */
async function appId(page: Page, slugName: string): Promise<string> {
  const answer = (await (await page.request.get(`/api/v3/apps/?slug=${slugName}&expand.app=details`)).json()) as { apps: { id: string }[] };
  return answer.apps[0].id;
}

/** The server data of the signed-in organizer, as the sandbox writes it in its pages. */
async function organizerConfig(page: Page): Promise<{ env: object }> {
  await signInAs(page, 'Olivia', '/reviews/');
  return JSON.parse((await page.locator('script[data-eb-config]').first().textContent())!) as { env: object };
}

// ---------------------------------------------------------------------------------------------
// 2. The system's preference changes while the page is open

{
  const { build, script } = buildInTurn(0);
  test(`${build}: "a switch of the OS preference while the page is open re-themes every element within a frame": color-scheme="auto" on each element, env.colorScheme 'auto' for a card without the attribute and the notification host`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.emulateMedia({ colorScheme: 'light' });
    await defineDrawnSchemes(page);
    const config = await organizerConfig(page);
    const id = await appId(page, 'mailbloom');
    await openPage(
      page,
      `/e2e-scheme-switch-${slug(build)}.html`,
      htmlPage(CONFIG_BLOCK({ ...config, env: { ...config.env, colorScheme: 'auto' } }) + script, everyElement('color-scheme="auto"', id)),
    );
    await everyElementDrawn(page);
    const ids = Object.keys(await drawnSchemes(page));
    expect(ids.sort()).toEqual(['card', 'card-by-env', 'eb-notification-host', 'footer', 'header', 'marketplace', 'organizer', 'review']);
    expect(await drawnSchemes(page)).toEqual(expectedDrawing('light', ids));

    // In the page: on the system's change, what each element draws in the next frame.
    await page.evaluate(() => {
      const frames: Array<{ dark: boolean; drawn: Record<string, Drawn> }> = [];
      (window as unknown as { schemeFrames: typeof frames }).schemeFrames = frames;
      const query = matchMedia('(prefers-color-scheme: dark)');
      query.addEventListener('change', () =>
        requestAnimationFrame(() => frames.push({ dark: query.matches, drawn: (window as unknown as { drawnSchemes: () => Record<string, Drawn> }).drawnSchemes() })),
      );
    });
    const recorded = () => page.evaluate(() => (window as unknown as { schemeFrames: Array<{ dark: boolean; drawn: Record<string, Drawn> }> }).schemeFrames);

    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(async () => (await recorded()).length).toBe(1);
    expect((await recorded())[0]).toEqual({ dark: true, drawn: expectedDrawing('dark', ids) });

    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(async () => (await recorded()).length).toBe(2);
    expect((await recorded())[1]).toEqual({ dark: false, drawn: expectedDrawing('light', ids) });
  });
}

// ---------------------------------------------------------------------------------------------
// 3. axe-core, colour contrast on, in both schemes

/** axe on `selector` with `element` (the element itself by default) in the light, then the dark scheme, by its attribute. */
async function axeInBothSchemes(page: Page, selector: string, element: Locator = page.locator(selector).first()): Promise<Record<Scheme, string[]>> {
  const found = {} as Record<Scheme, string[]>;
  for (const scheme of SCHEMES) {
    await setScheme(element, scheme);
    expect(await drawnOuterScheme(element)).toBe(scheme);
    found[scheme] = await axeViolations(page, selector);
  }
  return found;
}
const CLEAN = { light: [], dark: [] };
const AXE_RULE = '"axe-core with colour contrast on in both schemes for every element\'s main states (zero violations)"';

test.describe(`${AXE_RULE} (module loader)`, () => {
  test('header: signed out; signed in with its user menu open; the organizer header with its user menu open', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openPage(page, '/e2e-scheme-axe-header-out.html', htmlPage(CONFIG_BLOCK({}) + LOADER, '<eb-header></eb-header>'));
    await expect(page.locator('eb-header').getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(await axeInBothSchemes(page, 'eb-header'), 'signed out').toEqual(CLEAN);

    // One header a page: two would be two banner landmarks.
    for (const variant of ['default', 'organizer']) {
      await openPage(page, `/e2e-scheme-axe-header-${variant}.html`, htmlPage(CONFIG_BLOCK(fullUserConfig(baseURL!)) + LOADER, `<eb-header variant="${variant}"></eb-header>`));
      const header = page.locator('eb-header');
      await header.getByRole('button', { name: /grace\.hopper@example\.com/ }).click();
      await expect(header.getByRole('menuitem').first()).toBeVisible();
      expect(await axeInBothSchemes(page, 'eb-header'), `${variant} header, signed in, user menu open`).toEqual(CLEAN);
    }
  });

  test('footer', async ({ page }) => {
    await openPage(page, '/e2e-scheme-axe-footer.html', htmlPage(CONFIG_BLOCK({}) + LOADER, '<eb-footer></eb-footer>'));
    await expect(page.locator('eb-footer').getByRole('contentinfo')).toBeVisible();
    expect(await axeInBothSchemes(page, 'eb-footer')).toEqual(CLEAN);
  });

  test('event card, and its share dialog opened by a click; the page-level message of a save in dark through env.colorScheme', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAs(page, 'Ada', '/partner/');
    // The partner page as the server writes it for Ada, with a second configuration block (the
    // page in dark) and a heading of level 2 over the cards, whose names are headings of level 3.
    const html = (await (await page.request.get('/partner/')).text())
      .replace(LOADER, CONFIG_BLOCK({ env: { colorScheme: 'dark' } }) + LOADER)
      .replace('<div class="cards">', '<h2>This weekend</h2><div class="cards">');
    await openPage(page, '/e2e-scheme-axe-partner.html', html);
    const cards = page.locator('eb-event-card');
    await expect(cards.first().getByRole('heading')).toBeVisible();
    expect(await axeInBothSchemes(page, 'eb-event-card'), 'the card').toEqual(CLEAN);

    await cards
      .first()
      .getByRole('button', { name: /^Share / })
      .click();
    const dialog = cards.first().getByRole('dialog', { name: 'Share with friends' });
    await expect(dialog).toBeVisible();
    expect(await axeInBothSchemes(page, 'eb-event-card'), 'its share dialog').toEqual(CLEAN);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    // A save, and the message it shows; unsaved again afterwards, as the database was.
    let saveButton: Locator | undefined;
    for (let index = 0; index < (await cards.count()) && !saveButton; index++) {
      const button = cards.nth(index).getByRole('button', { name: /^Save this event/ });
      if ((await button.getAttribute('aria-pressed')) === 'false') saveButton = button;
    }
    if (!saveButton) throw new Error('every card on the page is saved already');
    await saveButton.click();
    const host = notificationHost(page);
    await expect(host.getByText('Event has been saved successfully.')).toBeVisible();
    expect(await drawnOuterScheme(host)).toBe('dark');
    expect(await axeViolations(page, 'eb-notification-host'), 'the message, dark').toEqual([]);
    const unsaved = page.waitForResponse((response) => /\/api\/v3\/destination\//.test(response.url()) && response.request().method() !== 'GET');
    await saveButton.click();
    await expect(saveButton).toHaveAttribute('aria-pressed', 'false');
    expect((await unsaved).ok()).toBe(true);
  });

  test('marketplace: the home page, and a product page reached by clicking its card', async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/apps/');
    const marketplace = page.locator('eb-app-marketplace');
    await expect(marketplace.getByRole('region', { name: 'Staff Picks', exact: true }).locator('.eb-app-card__name')).toHaveCount(3);
    expect(await axeInBothSchemes(page, 'eb-app-marketplace'), 'home').toEqual(CLEAN);

    await marketplace
      .getByRole('region', { name: 'Popular', exact: true })
      .getByRole('link', { name: /^Ticketcraft Scanner/ })
      .click();
    await expect(marketplace.getByRole('heading', { level: 1 })).toHaveText('Ticketcraft Scanner');
    await expect(marketplace.locator('.eb-review')).toHaveCount(3);
    expect(await axeInBothSchemes(page, 'eb-app-marketplace'), 'product page').toEqual(CLEAN);
  });

  test("review form: rated, its review dialog open (Edit your review); not installed, its message opened by clicking 'Review this app'", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await serveOwnReview(page, { review_title: 'Campaigns in minutes', review_text: 'Every order becomes a segment.' });
    const signedIn = { env: { serverUrl: 'https://www.eventbrite.com', isMobile: false }, user: { isAuthenticated: true, publicId: 'u42', firstName: 'Olivia' } };
    await openPage(
      page,
      '/e2e-scheme-axe-review.html',
      htmlPage(
        CONFIG_BLOCK(signedIn) + LOADER,
        '<eb-review-form id="installed" app-id="42" app-name="Mailbloom" installed></eb-review-form><eb-review-form id="not-installed" app-id="43" app-name="Surveyly"></eb-review-form>',
      ),
    );
    const installed = page.locator('#installed');
    await expect(installed.getByRole('button', { name: 'Edit your review' })).toBeVisible();
    expect(await axeInBothSchemes(page, '#installed'), 'rated').toEqual(CLEAN);
    await installed.getByRole('button', { name: 'Edit your review' }).click();
    await expect(installed.getByRole('dialog').getByRole('textbox', { name: /^Title/ })).toHaveValue('Campaigns in minutes');
    expect(await axeInBothSchemes(page, '#installed'), 'the review dialog').toEqual(CLEAN);
    await page.keyboard.press('Escape');
    await expect(installed.getByRole('dialog')).toHaveCount(0);

    const notInstalled = page.locator('#not-installed');
    await notInstalled.getByRole('button', { name: 'Review this app' }).click();
    await expect(notInstalled.getByRole('alertdialog', { name: "You can't leave a review just yet" })).toBeVisible();
    expect(await axeInBothSchemes(page, '#not-installed'), "'Review this app' message").toEqual(CLEAN);
  });
});

// ---------------------------------------------------------------------------------------------
// 4. env.colorScheme

{
  const { build, script } = buildInTurn(1);
  test(`${build}: env.colorScheme 'dark' themes every element without an attribute; color-scheme="light" on that page stays light (the attribute wins); color-scheme="banana" gives one console.warn naming the attribute and takes env's scheme`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.emulateMedia({ colorScheme: 'light' });
    await defineDrawnSchemes(page);
    const config = await organizerConfig(page);
    const id = await appId(page, 'mailbloom');
    const messages = watchConsole(page);
    await openPage(
      page,
      `/e2e-scheme-env-${slug(build)}.html`,
      htmlPage(
        CONFIG_BLOCK(config) + CONFIG_BLOCK({ env: { colorScheme: 'dark' } }) + script,
        `${everyElement('', id)}<eb-header id="light" color-scheme="light"></eb-header><eb-event-card id="banana" color-scheme="banana" ${eventAttribute}></eb-event-card>`,
      ),
    );
    await everyElementDrawn(page);
    await expect(page.locator('#light').getByRole('banner')).toBeVisible();
    await expect(page.locator('#banana').getByRole('heading', { name: 'Jazz night' })).toBeVisible();

    const drawn = await drawnSchemes(page);
    const { light, banana, ...rest } = drawn;
    expect(rest).toEqual(expectedDrawing('dark', Object.keys(rest)));
    expect(Object.keys(rest)).toHaveLength(8);
    expect(light, 'color-scheme="light" on a dark page').toEqual({ scheme: 'light', text: TEXT.light, background: SURFACE.light });
    expect(banana, 'color-scheme="banana" takes the page\'s dark').toEqual({ scheme: 'dark', text: TEXT.dark, background: SURFACE.dark });

    // As drawn: the two headers side by side.
    for (const [selector, scheme] of [
      ['#header', 'dark'],
      ['#light', 'light'],
    ] as const) {
      const png = await page.locator(selector).screenshot();
      await testInfo.attach(`${selector} on an env.colorScheme 'dark' page.png`, { body: png, contentType: 'image/png' });
      expectDrawnIn(png, scheme, selector);
    }

    const warnings = () => messages.filter((message) => message.includes('color-scheme'));
    await expect.poll(warnings).toHaveLength(1);
    expect(warnings()[0]).toMatch(/^console\.warning: .*<eb-event-card> attribute "color-scheme" must be one of "light", "dark", "auto" \(was "banana"\)/);
    // And once only, though the elements rendered and the page's scheme sheet was written since.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(warnings()).toHaveLength(1);
  });
}

// ---------------------------------------------------------------------------------------------
// 5. The brand colour in the dark scheme

{
  const { build, script } = buildInTurn(2);
  test(`${build}: "--eb-color-brand-text is lightened to 4.5:1 on the dark surface": with a dark blue --eb-color-ui-orange (#1f3aa3), 'Create an event' on the dark header has 4.5:1, one console.warn names the colour against the dark surface, and axe finds nothing`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const messages = watchConsole(page);
    await openPage(
      page,
      `/e2e-scheme-brand-${slug(build)}.html`,
      htmlPage(`<style>:root { --eb-color-ui-orange: #1f3aa3; }</style>${ORGANIZER}${script}`, '<eb-header color-scheme="dark"></eb-header>'),
    );
    await expect(page.locator('eb-header').getByRole('link', { name: 'Create an event' })).toBeVisible();
    const { background, ratio } = await ctaContrast(page);
    expect(background).toBe(SURFACE.dark);
    expect(ratio).toBeGreaterThanOrEqual(4.5);
    expect(await axeViolations(page, 'eb-header')).toEqual([]);
    const brandWarnings = () => messages.filter((message) => message.includes('--eb-color-brand'));
    await expect.poll(brandWarnings, 'the console.warn naming the brand colour').toHaveLength(1);
    expect(brandWarnings()[0]).toMatch(/^console\.warning: .*--eb-color-brand #1f3aa3 has \d+\.\d\d:1 against the dark surface\b.* show #[0-9a-f]{6} instead/);
  });
}

// ---------------------------------------------------------------------------------------------
// 6. Placeholders, which axe does not check

/**
 * A field's placeholder colour, the colour behind it (the field's, or the first box under it that
 * paints one) and the WCAG contrast between them, as computed in the page.
 */
const placeholderContrast = (field: Locator) =>
  field.evaluate((input) => {
    const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    // Computed colours (rgb(), color(srgb …)) painted, to read them back as sRGB with their alpha.
    const channels = (color: string) => {
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = color;
      canvas.fillRect(0, 0, 1, 1);
      return [...canvas.getImageData(0, 0, 1, 1).data];
    };
    const linear = (value: number) => (value / 255 <= 0.04045 ? value / 255 / 12.92 : ((value / 255 + 0.055) / 1.055) ** 2.4);
    const luminance = ([r, g, b]: number[]) => 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    let background = 'rgba(0, 0, 0, 0)';
    for (let box: Element | null = input; box; box = box.parentElement ?? (box.getRootNode() as ShadowRoot).host ?? null) {
      const color = getComputedStyle(box).backgroundColor;
      if (channels(color)[3] === 255) {
        background = color;
        break;
      }
    }
    const style = getComputedStyle(input, '::placeholder');
    const [r, g, b, a] = channels(style.color);
    const under = channels(background);
    // The placeholder's own opacity (Firefox's default is 0.54) blends it with what is under it.
    const alpha = (a / 255) * Number(style.opacity);
    const shown = [r, g, b].map((channel, index) => channel * alpha + under[index] * (1 - alpha));
    const [text, behind] = [luminance(shown), luminance(under)];
    return { placeholder: style.color, opacity: style.opacity, background, ratio: Math.round(((Math.max(text, behind) + 0.05) / (Math.min(text, behind) + 0.05)) * 100) / 100 };
  });

const PLACEHOLDER_RULE = '"every placeholder of every element takes its colour from a token with at least 4.5:1 against its field in both schemes"';

test.describe(`${PLACEHOLDER_RULE} (module loader)`, () => {
  /** Each field's placeholder contrast in the light, then the dark scheme, by the element's attribute. */
  async function inBothSchemes(element: Locator, fields: Locator) {
    const found: Record<string, { name: string; ratio: number }[]> = {};
    for (const scheme of SCHEMES) {
      await setScheme(element, scheme);
      expect(await drawnOuterScheme(element)).toBe(scheme);
      found[scheme] = [];
      for (const field of await fields.all()) found[scheme].push({ name: (await field.getAttribute('placeholder')) ?? '', ratio: (await placeholderContrast(field)).ratio });
    }
    return found;
  }
  const atLeast = (found: Record<string, { name: string; ratio: number }[]>) =>
    Object.values(found)
      .flat()
      .filter(({ ratio }) => ratio < 4.5);

  test("marketplace: the hero's 'Search apps', in both schemes by the attribute, and on /apps/ with env.colorScheme 'dark'", async ({ page }) => {
    await page.goto('/apps/');
    const marketplace = page.locator('eb-app-marketplace');
    const search = marketplace.getByRole('searchbox', { name: 'Search apps' });
    await expect(search).toBeVisible();
    const found = await inBothSchemes(marketplace, search);
    expect(found.dark.map(({ name }) => name)).toEqual(['Search apps']);
    expect(atLeast(found)).toEqual([]);

    // The sandbox's /apps/ as its server writes it, with a configuration block that says dark.
    const html = (await (await page.request.get('/apps/')).text()).replace(LOADER, CONFIG_BLOCK({ env: { colorScheme: 'dark' } }) + LOADER);
    await openPage(page, '/e2e-scheme-placeholder-apps.html', html);
    await expect(search).toBeVisible();
    expect(await drawnOuterScheme(marketplace)).toBe('dark');
    const dark = await placeholderContrast(search);
    expect(dark.background).toBe(SURFACE.dark);
    expect(dark.ratio, JSON.stringify(dark)).toBeGreaterThanOrEqual(4.5);
  });

  test("header: the search takeover's field, opened by a click", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openPage(page, '/e2e-scheme-placeholder-header.html', htmlPage(CONFIG_BLOCK({}) + LOADER, '<eb-header></eb-header>'));
    const header = page.locator('eb-header');
    await header.getByRole('button', { name: /^Search events/ }).click();
    const field = header.getByRole('dialog').getByRole('combobox');
    await expect(field).toBeVisible();
    const found = await inBothSchemes(header, field);
    expect(found.light).toHaveLength(1);
    expect(atLeast(found)).toEqual([]);
  });
});
