import { expect, testOnWorkerPage as test, type Page } from './test';
import { CONFIG_BLOCK, IIFE, LOADER, htmlPage, openPage, watchErrors } from './pages';

// Issue 11 "A polluted prototype changes nothing": a page that set `url`, `hideHeader` and
// `minimalLinks` on Object.prototype and Array.prototype before the library loaded gets every
// element looking and linking exactly as on a clean page. The library reads configuration,
// event and API data, attributes and properties only through own properties.

const POLLUTION = `<script>
  for (const prototype of [Object.prototype, Array.prototype]) {
    prototype.url = 'javascript:alert(1)';
    prototype.hideHeader = true;
    prototype.minimalLinks = true;
  }
</script>`;

const CONFIG = (adminServerUrl: string) => ({
  env: { serverUrl: 'https://www.eventbrite.com', adminServerUrl, isMobile: false },
  user: {
    isAuthenticated: true,
    isAttendee: true,
    isStaff: true,
    hasTikibar: true,
    hasEvents: true,
    hasOrganizers: true,
    canCreateEvents: true,
    canInvite: true,
    canUseStudio: true,
    canUseAttendeeNewsletter: true,
    publicId: 'u42',
    email: { email: 'grace.hopper@example.com' },
    firstName: 'Grace',
    lastName: 'Hopper',
    fullName: 'Grace Hopper',
    numSavedEvents: 12,
  },
  request: { path: '/e/1' },
  featureFlags: { enableOldCollectionsLink: true },
  footerLinks: [{ locale: 'en_US', title: 'Things to do in Oslo', link: 'https://www.eventbrite.com/d/norway--oslo/events/', position: 1 }],
});

// Cards that leave out the fields the pollution names: no url, no image, no series, no venue.
const CARDS = (origin: string) => [
  {
    id: '1',
    name: 'Harbour lights walk',
    url: 'https://www.eventbrite.com/e/1',
    start_date: '2026-12-03',
    start_time: '18:30',
    timezone: 'Europe/Oslo',
    tickets_by: 'Oslo Walks',
    image: { url: `${origin}/images/events/1.svg`, edge_color: '#123456' },
    ticket_availability: { is_free: false, minimum_ticket_price: { currency: 'NOK', value: 15000 } },
    primary_venue: { name: 'Aker Brygge', address: { city: 'Oslo' } },
    series: { url: 'https://www.eventbrite.com/e/series-1', counts: { current_future: 3 } },
  },
  { id: '2', name: 'An event without a URL', image: { edgeColor: '#654321' }, primaryVenue: { address: { city: 'Bergen' } } },
  { id: '3', name: 'Online and free', url: 'https://www.eventbrite.com/e/3', isOnlineEvent: true, ticketAvailability: { isFree: true }, series: { counts: {} } },
  { id: '4', name: 'Only a name and an id' },
];

const body = (origin: string) =>
  '<eb-header></eb-header>' +
  CARDS(origin)
    .map((event) => `<eb-event-card event='${JSON.stringify(event)}'></eb-event-card>`)
    .join('') +
  '<eb-event-card id="by-property" affiliate-code="partner"></eb-event-card>' +
  // The page's own object, made after the pollution, set before or after the tag is defined.
  `<script>document.getElementById('by-property').event = { id: '5', name: 'Set by property', url: 'https://www.eventbrite.com/e/5' };</script>` +
  '<eb-footer></eb-footer>';

interface ElementSnapshot {
  tag: string;
  html: string;
  hrefs: string[];
}

/**
 * React's generated ids (`_r_3_`) as their order of appearance in the element: they count across
 * the page's one React root, so they follow which element's code happened to load first.
 */
function numberIds(html: string): string {
  const ids = new Map<string, number>();
  return html.replace(/_r_[0-9a-z]+_/g, (id) => {
    if (!ids.has(id)) ids.set(id, ids.size);
    return `id-${ids.get(id)}`;
  });
}

/** Every element of the library on the page: its shadow HTML and the href of every link in it. */
async function snapshot(page: Page): Promise<ElementSnapshot[]> {
  const elements = await page.evaluate(() =>
    [...document.querySelectorAll('eb-header, eb-event-card, eb-footer, eb-notification-host')].map((element) => ({
      tag: element.localName,
      html: element.shadowRoot!.innerHTML,
      hrefs: [...element.shadowRoot!.querySelectorAll('a')].map((link) => link.href),
    })),
  );
  return elements.map((element) => ({ ...element, html: numberIds(element.html) }));
}

async function render(page: Page, script: string, polluted: boolean, baseURL: string): Promise<ElementSnapshot[]> {
  const head = (polluted ? POLLUTION : '') + CONFIG_BLOCK(CONFIG(baseURL)) + script;
  await openPage(page, '/e2e-pollution.html', htmlPage(head, body(baseURL)));
  // Every element has rendered (the header, whatever it shows; its closed menus hold their entries).
  await expect(page.locator('eb-event-card').filter({ hasText: 'Only a name and an id' })).toBeVisible();
  await expect(page.locator('eb-event-card').filter({ hasText: 'Set by property' })).toBeVisible();
  await expect(page.locator('eb-footer').getByRole('link', { name: 'Terms' })).toBeVisible();
  await page.waitForFunction(() => document.querySelector('eb-header')?.shadowRoot?.querySelector('div') !== null);
  // Images are drawn by the server; the picture or its placeholder is settled once every image
  // has loaded or failed, and the frame after that has rendered what it chose. (Not 'networkidle':
  // on a busy machine its 500 ms of quiet may never come within the test's time.)
  await page.waitForFunction(() =>
    [...document.querySelectorAll('eb-event-card')].every((card) => [...(card.shadowRoot?.querySelectorAll('img') ?? [])].every((image) => image.complete)),
  );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return snapshot(page);
}

// A window tall enough for every element of the page to be within reach: cards draw themselves
// only once near the viewport, and the snapshots compare every element drawn.
test.use({ viewport: { width: 1280, height: 2400 } });

for (const { build, script } of [
  { build: 'module loader', script: LOADER },
  { build: 'IIFE', script: IIFE },
]) {
  test(`${build}: with url, hideHeader and minimalLinks set on Object.prototype and Array.prototype, every element looks and links exactly as without them`, async ({
    page,
    baseURL,
  }) => {
    // Two whole pages rendered and compared.
    test.slow();
    const errors = watchErrors(page);
    const clean = await render(page, script, false, baseURL!);
    expect(errors).toEqual([]);
    const polluted = await render(page, script, true, baseURL!);
    expect(polluted.map(({ tag }) => tag)).toEqual(clean.map(({ tag }) => tag));
    // The clean page shows the signed-in header with its menus, and every card and footer link.
    expect(clean[0].html).toContain('grace.hopper@example.com');
    expect(clean[0].html).toContain('Feature Flags');
    expect(clean.flatMap(({ hrefs }) => hrefs).length).toBeGreaterThan(40);
    for (const [index, element] of clean.entries()) {
      expect(polluted[index].hrefs, `links of <${element.tag}> #${index}`).toEqual(element.hrefs);
      expect(polluted[index].html, `shadow HTML of <${element.tag}> #${index}`).toBe(element.html);
    }
    expect(polluted.flatMap(({ hrefs }) => hrefs).filter((href) => !/^(https?|mailto):/.test(href))).toEqual([]);
    expect(errors).toEqual([]);
  });
}
