import { expect, testOnWorkerPage as test, type Page } from './test';
import { IIFE, LOADER, htmlPage, openPage, watchErrors } from './pages';

// Issue 11, "One schema for the server data": a wrong value in the configuration (API.md §2)
// gives one console.warn naming the field and the value, that field keeps its default, and the
// header, footer and event card keep working.

const EVENT = {
  id: '871234560001',
  url: '/e/jazz-night-871234560001',
  name: 'Jazz Night',
  startDate: '2026-12-12',
  startTime: '19:00',
  timezone: 'America/Los_Angeles',
  ticketsBy: 'Blue Note Presents',
  ticketAvailability: { isFree: true, minimumTicketPrice: null },
  primaryVenue: { name: 'The Chapel', address: { city: 'San Francisco' } },
  isOnlineEvent: false,
  saves: { savedByYou: false },
  eventCollections: [],
  series: null,
};
const ELEMENTS = `<eb-header></eb-header><eb-event-card event='${JSON.stringify(EVENT)}'></eb-event-card><eb-footer></eb-footer>`;

const header = (page: Page) => page.locator('eb-header');
const footer = (page: Page) => page.locator('eb-footer');
const card = (page: Page) => page.locator('eb-event-card');

/** 20,000 levels of `{"a": …}`, written out: JSON.stringify of such an object overflows the stack. */
const DEEP = `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`;

type Script = 'loader' | 'iife';
const SCRIPTS: Record<Script, string> = { loader: LOADER, iife: IIFE };

/** The configuration given as a data-eb-config block. */
const blockPage = (json: string, script: Script) => htmlPage(`<script type="application/json" data-eb-config>${json}</script>${SCRIPTS[script]}`, ELEMENTS);

/** The same configuration given to EBWidgets.configure() right after the library loads. */
const configurePage = (json: string, script: Script) => {
  const call = `window.EBWidgets.configure(JSON.parse(${JSON.stringify(json)}));`;
  return htmlPage(`${SCRIPTS[script]}<script${script === 'loader' ? ' type="module"' : ''}>${call}</script>`, ELEMENTS);
};

async function signedOut(page: Page) {
  await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', /^https:\/\/www\.eventbrite\.com\/signin\//);
  // Signed-out visitors see the footer's marketing section.
  await expect(footer(page).getByRole('heading', { name: 'Use Eventbrite' })).toBeVisible();
}

async function signedInAsAda(page: Page) {
  await expect(header(page).getByRole('button', { name: /^Ada/ })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Sign In' })).toHaveCount(0);
}

interface Case {
  /** The configuration, as JSON text. */
  json: string;
  /** The field the one warning names. */
  field: string;
  /** How the warning shows the value it got. */
  got: string;
  /** The default the page shows for that field. */
  shows: (page: Page) => Promise<void>;
}

const CASES: Case[] = [
  { json: '{"env": null}', field: 'env', got: 'null', shows: signedOut },
  { json: '{"user": null}', field: 'user', got: 'null', shows: signedOut },
  {
    json: '{"request": null}',
    field: 'request',
    got: 'null',
    shows: async (page) => {
      await expect(header(page).getByRole('button', { name: 'Organize' })).toBeVisible();
      await signedOut(page);
    },
  },
  {
    json: '{"footerLinks": "x"}',
    field: 'footerLinks',
    got: '"x"',
    // Nothing valid was configured, so the built-in sample's 'Find Events' links stay.
    shows: async (page) => {
      await expect(footer(page).getByRole('link', { name: 'New York Events' })).toBeVisible();
    },
  },
  { json: '{"featureFlags": null}', field: 'featureFlags', got: 'null', shows: signedOut },
  {
    json: '{"env": {"locales": "x"}}',
    field: 'env.locales',
    got: '"x"',
    // The built-in site of en_US.
    shows: async (page) => {
      await expect(footer(page).getByRole('link', { name: 'Terms' })).toHaveAttribute('href', 'https://www.eventbrite.com/help/en-us/articles/terms-of-service/');
    },
  },
  { json: '{"user": {"isAuthenticated": "false"}}', field: 'user.isAuthenticated', got: '"false"', shows: signedOut },
  {
    json: '{"user": {"isAuthenticated": true, "firstName": "Ada", "fullName": 42}}',
    field: 'user.fullName',
    got: '42',
    // The rest of the user is kept: the menu is named by the first name instead.
    shows: signedInAsAda,
  },
  {
    json: `{"user": {"isAuthenticated": true, "firstName": "Ada"}, "gaSettings": ${DEEP}}`,
    field: 'gaSettings.a.a.a.a.a…',
    got: 'nested more than 32 levels deep',
    shows: signedInAsAda,
  },
  {
    // Issue 37: only the branch too deep goes, not the whole user.
    json: `{"user": {"isAuthenticated": true, "firstName": "Ada", "extra": ${'{"a":'.repeat(40)}1${'}'.repeat(40)}}}`,
    field: 'user.extra.a.a.a.a…',
    got: 'nested more than 32 levels deep',
    shows: signedInAsAda,
  },
];

const label = (json: string) => (json.length > 80 ? `${json.slice(0, 60)}…(${json.split('{"a":').length - 1} levels)` : json);

async function expectOneWarningAndTheDefault(page: Page, html: string, { field, got, shows }: Case) {
  const errors = watchErrors(page);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await openPage(page, '/e2e-config-validation.html', html);

  await expect(header(page).getByRole('banner')).toBeVisible();
  await expect(card(page).getByRole('article', { name: 'Jazz Night' })).toBeVisible();
  await expect(footer(page).getByRole('link', { name: 'Privacy' })).toBeVisible();
  await shows(page);
  await expect(page.getByText('Oops, something went wrong!')).toHaveCount(0);
  expect(errors).toEqual([]);
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toContain(`Configuration field ${field} `);
  expect(warnings[0]).toContain(got);
}

test.describe("a wrong value in the configuration gives one warning naming the field, and that field's default", () => {
  for (const testCase of CASES) {
    test(`data-eb-config block ${label(testCase.json)}`, async ({ page }) => {
      await expectOneWarningAndTheDefault(page, blockPage(testCase.json, 'loader'), testCase);
    });
    test(`EBWidgets.configure(${label(testCase.json)})`, async ({ page }) => {
      await expectOneWarningAndTheDefault(page, configurePage(testCase.json, 'loader'), testCase);
    });
  }

  // The classic build shares the store code; a few cases show it is the same there.
  for (const testCase of [CASES[0], CASES[6], CASES[8]]) {
    test(`IIFE: data-eb-config block ${label(testCase.json)}`, async ({ page }) => {
      await expectOneWarningAndTheDefault(page, blockPage(testCase.json, 'iife'), testCase);
    });
    test(`IIFE: EBWidgets.configure(${label(testCase.json)})`, async ({ page }) => {
      await expectOneWarningAndTheDefault(page, configurePage(testCase.json, 'iife'), testCase);
    });
  }
});

/** Every link of the header, footer and card, read from their shadow roots. */
const linksOf = (page: Page) =>
  page.evaluate(() =>
    ['eb-header', 'eb-footer', 'eb-event-card'].flatMap((tag) =>
      [...document.querySelector(tag)!.shadowRoot!.querySelectorAll<HTMLAnchorElement>('a[href]')].map((link) => link.href),
    ),
  );

/** Eventbrite sites that are the same for every country (investor relations, status page). */
const GLOBAL_SITES = new Set(['investor.eventbrite.com', 'www.eventbritestatus.com']);

test.describe('the sample is a fallback, not a mix', () => {
  test('a page whose only setting is serverUrl https://www.eventbrite.de links to eventbrite.de everywhere', async ({ page }) => {
    const errors = watchErrors(page);
    const json = '{"env": {"serverUrl": "https://www.eventbrite.de"}}';
    await openPage(page, '/e2e-config-de.html', blockPage(json, 'loader'));
    // The .de site is German: 'Anmelden' is 'Sign In'.
    const signIn = header(page).getByRole('link', { name: 'Anmelden' });
    await expect(signIn).toHaveAttribute('href', /^https:\/\/www\.eventbrite\.de\/signin\/\?referrer=%2Fe2e-config-de\.html$/);
    await expect(card(page).getByRole('article', { name: 'Jazz Night' })).toBeVisible();
    await expect(
      card(page)
        .getByRole('link', { name: /Jazz Night/ })
        .first(),
    ).toHaveAttribute('href', /^https:\/\/www\.eventbrite\.de\/e\/jazz-night-871234560001/);
    await expect(footer(page).getByRole('link', { name: 'Impressum' })).toBeVisible();

    const links = await linksOf(page);
    const eventbriteHosts = links.map((href) => new URL(href).host).filter((host) => /(^|\.)eventbrite(status)?\.[a-z.]+$/.test(host) && !GLOBAL_SITES.has(host));
    expect(eventbriteHosts.length).toBeGreaterThan(20);
    expect([...new Set(eventbriteHosts)]).toEqual(['www.eventbrite.de']);
    expect(errors).toEqual([]);
  });

  test('without any configuration the built-in sample is used: www.eventbrite.com and its Find Events links', async ({ page }) => {
    await openPage(page, '/e2e-config-none.html', htmlPage(LOADER, ELEMENTS));
    await expect(header(page).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', /^https:\/\/www\.eventbrite\.com\/signin\//);
    await expect(footer(page).getByRole('link', { name: 'New York Events' })).toHaveAttribute('href', 'https://www.eventbrite.com/d/ny--new-york/events/');
  });
});

// Names of configuration fields (API.md §2) on the prototypes, with values that would show.
const POLLUTION = `<script>
  for (const proto of [Object.prototype, Array.prototype]) {
    Object.assign(proto, {
      url: 'javascript:alert(1)', fullName: 'Polluted Name', canCreateEvents: true, isStaff: true, hasEvents: true,
      canUseStudio: true, enableOldCollectionsLink: true, defaultLanguage: 'fr', loginUrl: 'https://polluted.example/signin/',
      signupUrl: 'https://polluted.example/signup/', logoutUrl: 'https://polluted.example/logout/', privacyRegime: 'polluted',
      enableDoNotSellLink: true, organizerPricingUrl: 'https://polluted.example/pricing/',
    });
  }
</script>`;

test.describe('a polluted prototype changes nothing in the configuration', () => {
  for (const [name, json] of [
    ['no configuration', ''],
    ['a signed-in user', '{"user": {"isAuthenticated": true, "firstName": "Ada", "publicId": "u1"}, "env": {"serverUrl": "https://www.eventbrite.com"}}'],
  ]) {
    test(`configuration fields set on Object.prototype and Array.prototype before the library loads: ${name}`, async ({ page }) => {
      const config = json ? `<script type="application/json" data-eb-config>${json}</script>` : '';
      const render = async (head: string) => {
        // One path for both, since sign-in links carry it.
        await openPage(page, '/e2e-config-pollution.html', htmlPage(head + config + LOADER, '<eb-header></eb-header><eb-footer></eb-footer>'));
        await expect(header(page).getByRole('banner')).toBeVisible();
        await expect(footer(page).getByRole('link', { name: 'Privacy' })).toBeVisible();
        const menu = header(page).getByRole('button', { name: /^Ada/ });
        if (json) await menu.click();
        // React's generated ids depend on which element rendered first.
        const html = (element: Element) => element.shadowRoot!.innerHTML.replace(/_r_[0-9a-z]+_/g, '_r_');
        return { header: await header(page).evaluate(html), footer: await footer(page).evaluate(html) };
      };
      const clean = await render('');
      const polluted = await render(POLLUTION);
      expect(polluted.header).not.toContain('polluted');
      expect(polluted.footer).not.toContain('polluted');
      expect(polluted).toEqual(clean);
    });
  }
});
