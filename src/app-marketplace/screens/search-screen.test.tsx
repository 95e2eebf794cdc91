import '../../../elements/eb-app-marketplace';
import { waitFor, within } from '@testing-library/dom';
import { resetMouse, sendKeys, setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { resetServerData } from '../../stores/server-data';
import { expectNoAxeViolations } from '../../test-support/axe';
import { captureConsole } from '../../test-support/console';
import { cleanupElements, mountHtml, nextTask, rendered, shadow } from '../../test-support/elements';
import { fakeMarketplaceApi, later, wireApp, wireApps, wireCategory, type FakeListAnswer, type WireApp } from '../../test-support/fake-marketplace-api';
import { expectFocusOn } from '../../test-support/focus';
import { clickWithMouse } from '../../test-support/pointer';
import { resetMarketplace } from '../marketplace-stores';

// Spec 001 §2 "Search results page" and "Search behaviour", §9 (search input 45, pages of 15),
// and the search's rules beyond them (ranking, highlighting, progressive results, the `/`
// shortcut, back and forward), on <eb-app-marketplace> as a page mounts it, with real keys
// and clicks. Memory routing reports its address by eb-navigate; history routing writes the
// page's own.

type Routing = 'memory' | 'history';
const ROUTINGS: Routing[] = ['memory', 'history'];

const START_URL = window.location.href;
const START_TITLE = document.title;
const SEARCH_TITLE = 'Search | Eventbrite App Marketplace';

const CRM = wireCategory('crm', 'CRM');
const CATEGORIES = [CRM, wireCategory('email', 'Email'), wireCategory('reporting', 'Reporting'), wireCategory('website', 'Website')];

/** 25 apps, two pages of the fake's 15: 'mailer' finds the 20 Mailers, 'crm' three apps in three fields. */
function everyApp(): WireApp[] {
  return [
    wireApp('Alpha Contacts', { localization: { short_description: 'Keeps your CRM in sync' } }),
    wireApp('Ledgerly', { categories: [CRM], localization: { short_description: 'Books and invoices' } }),
    wireApp('Mailbloom', { localization: { short_description: 'Newsletters that bloom' } }),
    wireApp('Pipeforce CRM', { localization: { short_description: 'Deals and pipelines' } }),
    wireApp('Surveyly'),
    ...wireApps('Mailer', 20),
  ];
}
const MAILERS = Array.from({ length: 20 }, (_, index) => `Mailer ${index + 1}`);

let api: ReturnType<typeof fakeMarketplaceApi> | undefined;
let warnings: ReturnType<typeof captureConsole>;

function serve(overrides: Record<string, FakeListAnswer> = {}) {
  api = fakeMarketplaceApi({ all: everyApp(), categories: CATEGORIES, ...overrides });
  return api;
}

beforeEach(async () => {
  resetMarketplace();
  // The API layer reports each failed call once; no test here fails one, but a stray warning
  // must not hide the test's own output.
  warnings = captureConsole('warn');
  await setViewport({ width: 1280, height: 800 });
});

afterEach(async () => {
  cleanupElements();
  api?.restore();
  api = undefined;
  warnings.restore();
  resetMarketplace();
  resetServerData();
  await resetMouse();
  window.history.replaceState(null, '', START_URL);
  document.title = START_TITLE;
  window.scrollTo(0, 0);
});

interface Navigation {
  path: string;
  /** performance.now() when eb-navigate arrived. */
  at: number;
}

interface Marketplace {
  host: HTMLElement;
  root: ShadowRoot;
  view: ReturnType<typeof shadow>;
  routing: Routing;
  /** Every eb-navigate so far. */
  navigations: Navigation[];
  /** performance.now() of the last input event in the marketplace (a key that typed). */
  lastInput: () => number;
  /** When each input event came, in performance.now() time. */
  inputs: number[];
}

/**
 * An `<eb-app-marketplace>` showing `path`: its `path` attribute in memory routing, the page's
 * address in history routing (a new history entry for it, so back leaves it). `before` and
 * `after` are HTML put around it.
 */
async function mount(routing: Routing, path: string, { before = '', after = '' } = {}): Promise<Marketplace> {
  if (routing === 'history') window.history.pushState(null, '', path);
  const attributes = routing === 'memory' ? `routing="memory" path="${path}"` : '';
  const container = mountHtml(`${before}<eb-app-marketplace ${attributes}></eb-app-marketplace>${after}`);
  const host = container.querySelector<HTMLElement>('eb-app-marketplace')!;
  const navigations: Navigation[] = [];
  host.addEventListener('eb-navigate', (event) => navigations.push({ path: (event as CustomEvent<{ path: string }>).detail.path, at: performance.now() }));
  await rendered(host);
  // A search page's code comes when the page is first shown: the box is there once it has.
  await shadow(host).findByRole('searchbox', { name: 'Search apps' });
  const root = host.shadowRoot!;
  const inputs: number[] = [];
  root.addEventListener('input', () => inputs.push(performance.now()));
  return { host, root, view: shadow(host), routing, navigations, inputs, lastInput: () => inputs.at(-1) ?? 0 };
}

/** The marketplace's address: the page's in history routing, the last eb-navigate in memory routing. */
const addressOf = ({ routing, navigations }: Marketplace) => (routing === 'history' ? `${location.pathname}${location.search}` : navigations.at(-1)?.path);

const searchBox = ({ view }: Marketplace) => view.getByRole<HTMLInputElement>('searchbox', { name: 'Search apps' });
const searchButton = ({ view }: Marketplace) => view.getByRole('button', { name: 'Search' });
const headline = ({ view }: Marketplace) => view.getByRole('heading', { level: 1 });
/** The names on the result cards, in order. */
const resultNames = ({ root }: Marketplace) => [...root.querySelectorAll('.eb-search-results .eb-app-card__name')].map((name) => name.textContent);
/** What the search page's live region says. */
const statusText = ({ root }: Marketplace) => root.querySelector('.eb-search-results [role="status"]')?.textContent ?? null;
const resultsCount = ({ root }: Marketplace) => root.querySelector('.eb-search-results__count')?.textContent ?? null;
const pagination = ({ view }: Marketplace) => view.queryByRole('navigation', { name: 'Pagination' });
const currentPage = (marketplace: Marketplace) => within(pagination(marketplace)!).getByRole('button', { current: 'page' }).textContent;

async function showsHeadline(marketplace: Marketplace, text: string) {
  await waitFor(() => expect(headline(marketplace).textContent).to.equal(text));
}

async function showsResults(marketplace: Marketplace, names: string[]) {
  await waitFor(() => expect(resultNames(marketplace)).to.deep.equal(names));
}

/** Clicks into the search box and types `text`, as a person does. */
async function typeInSearchBox(marketplace: Marketplace, text: string) {
  const box = searchBox(marketplace);
  box.scrollIntoView({ block: 'center' });
  await clickWithMouse(box);
  await sendKeys({ type: text });
}

async function click(element: Element) {
  element.scrollIntoView({ block: 'center' });
  await clickWithMouse(element);
}

async function pressBackspace(times: number) {
  for (let press = 0; press < times; press++) await sendKeys({ press: 'Backspace' });
}

/** Waits until history routing has followed a back or forward to `address`. */
async function wentTo(address: string) {
  await waitFor(() => expect(`${location.pathname}${location.search}`).to.equal(address));
}

describe("search term: 'The term updates as the user types, with a maximum of 45 characters' (spec 001 §2, §9)", () => {
  for (const routing of ROUTINGS) {
    it(`the title and results follow each key before the address does; routing="${routing}"`, async () => {
      serve();
      const marketplace = await mount(routing, '/apps/search/');
      await typeInSearchBox(marketplace, 'pipe');
      await showsHeadline(marketplace, 'Search results for pipe');
      await showsResults(marketplace, ['Pipeforce CRM']);
      expect(searchBox(marketplace).value).to.equal('pipe');
      expect(addressOf(marketplace)).to.equal('/apps/search/');
    });
  }

  it('a 50-character term stops at its first 45 characters, in the box, the title and the address', async () => {
    serve();
    const marketplace = await mount('memory', '/apps/search/');
    const typed = 'abcdefghij'.repeat(5);
    await typeInSearchBox(marketplace, typed);
    expect(searchBox(marketplace).value).to.equal(typed.slice(0, 45));
    await showsHeadline(marketplace, `Search results for ${typed.slice(0, 45)}`);
    await waitFor(() => expect(addressOf(marketplace)).to.equal(`/apps/search/?q=${typed.slice(0, 45)}`));
  });

  it('a q longer than 45 characters shows its first 45', async () => {
    serve();
    const long = 'mailer'.repeat(10);
    const marketplace = await mount('memory', `/apps/search/?q=${long}`);
    expect(searchBox(marketplace).value).to.equal(long.slice(0, 45));
    await showsHeadline(marketplace, `Search results for ${long.slice(0, 45)}`);
  });
});

describe("address: 'on the search page it replaces the URL with ?q={term} 500 ms after the last key, or with the bare path when the term is empty' (spec 001 §2)", () => {
  for (const routing of ROUTINGS) {
    it(`keys 200 ms apart: one replace, 500 ms after the last key, never before; routing="${routing}"`, async () => {
      serve();
      const marketplace = await mount(routing, '/apps/search/');
      await waitFor(() => expect(marketplace.navigations.map(({ path }) => path)).to.deep.equal(['/apps/search/']));
      const box = searchBox(marketplace);
      await clickWithMouse(box);
      for (const key of ['c', 'r', 'm']) {
        await sendKeys({ type: key });
        await nextTask(Math.max(0, 200 - (performance.now() - marketplace.lastInput())));
        // 200 ms after a key: the address has not moved.
        expect(addressOf(marketplace)).to.equal('/apps/search/');
      }
      await waitFor(() => expect(addressOf(marketplace)).to.equal('/apps/search/?q=crm'));
      await nextTask(600);
      // A busy machine may take longer than 500 ms between two keys: the term typed so far then
      // goes to the address, as it should. The replaces are the keys followed by 500 ms of quiet.
      const { inputs } = marketplace;
      expect(inputs).to.have.length(3);
      const quietAfter = inputs.map((at, index) => (inputs[index + 1] ?? Infinity) - at);
      const expected = ['/apps/search/', ...['c', 'cr', 'crm'].filter((_, index) => quietAfter[index] >= 500).map((term) => `/apps/search/?q=${term}`)];
      if (quietAfter.every((quiet) => Math.abs(quiet - 500) > 20)) {
        expect(marketplace.navigations.map(({ path }) => path)).to.deep.equal(expected);
      }
      const replaced = marketplace.navigations.slice(1);
      expect(replaced.at(-1)?.path).to.equal('/apps/search/?q=crm');
      for (const { path, at } of replaced) {
        const key = inputs.filter((input) => input < at).at(-1)!;
        expect(at - key, `ms from the key before ${path} to it`).to.be.within(499, 800);
      }
    });
  }

  it('history: the search page keeps one history entry while the term changes; emptied, the bare path', async () => {
    serve();
    const marketplace = await mount('history', '/apps/search/');
    await typeInSearchBox(marketplace, 'crm');
    await wentTo('/apps/search/?q=crm');
    await pressBackspace(3);
    await nextTask(250);
    expect(`${location.pathname}${location.search}`).to.equal('/apps/search/?q=crm');
    await wentTo('/apps/search/');
    // eb-navigate is told in the commit that shows the address, a background render for the
    // marketplace's own moves: on a busy machine it comes after the page's address has changed.
    await waitFor(() => expect(marketplace.navigations.map(({ path }) => path)).to.deep.equal(['/apps/search/', '/apps/search/?q=crm', '/apps/search/']));
    // Back leaves the search page: typing wrote no entry of its own.
    window.history.back();
    await waitFor(() => expect(window.location.href).to.equal(START_URL));
  });

  it('memory: emptied, the bare path', async () => {
    serve();
    const marketplace = await mount('memory', '/apps/search/?q=crm');
    await clickWithMouse(searchBox(marketplace));
    await pressBackspace(3);
    await waitFor(() => expect(addressOf(marketplace)).to.equal('/apps/search/'));
    await showsHeadline(marketplace, 'Search apps');
  });

  it('on any other page typing leaves the address alone', async () => {
    serve();
    const marketplace = await mount('memory', '/apps/');
    await typeInSearchBox(marketplace, 'crm');
    await nextTask(800);
    expect(marketplace.navigations.map(({ path }) => path)).to.deep.equal(['/apps/']);
    await showsHeadline(marketplace, 'Find the apps for your events');
  });
});

describe("submit: 'Pressing Enter or clicking the search button with a non-empty term goes to the search page with q and runs the search' (spec 001 §2)", () => {
  for (const routing of ROUTINGS) {
    for (const submit of ['Enter', 'the Search button'] as const) {
      it(`${submit} from home: the search page with q, as a new page, with the results; routing="${routing}"`, async () => {
        serve();
        const marketplace = await mount(routing, '/apps/');
        await typeInSearchBox(marketplace, 'crm');
        if (submit === 'Enter') await sendKeys({ press: 'Enter' });
        else await click(searchButton(marketplace));
        await waitFor(() => expect(addressOf(marketplace)).to.equal('/apps/search/?q=crm'));
        await showsHeadline(marketplace, 'Search results for crm');
        await waitFor(() => expect(resultNames(marketplace)).to.include.members(['Pipeforce CRM', 'Alpha Contacts', 'Ledgerly']));
        expect(searchBox(marketplace).value).to.equal('crm');
        expect(marketplace.navigations.map(({ path }) => path)).to.deep.equal(['/apps/', '/apps/search/?q=crm']);
        if (routing === 'history') {
          window.history.back();
          await wentTo('/apps/');
          await showsHeadline(marketplace, 'Find the apps for your events');
        }
      });
    }
  }

  it('history: Enter on the search page writes the address at once, in place', async () => {
    serve();
    const marketplace = await mount('history', '/apps/search/');
    await typeInSearchBox(marketplace, 'crm');
    await sendKeys({ press: 'Enter' });
    // Well before the 500 ms of typing.
    await waitFor(() => expect(`${location.pathname}${location.search}`).to.equal('/apps/search/?q=crm'), { timeout: 300 });
    window.history.back();
    await waitFor(() => expect(window.location.href).to.equal(START_URL));
  });

  for (const term of ['', '   ']) {
    it(`with ${term ? 'only spaces' : 'an empty box'} neither Enter nor the button does anything`, async () => {
      serve();
      const marketplace = await mount('memory', '/apps/');
      await typeInSearchBox(marketplace, term);
      await sendKeys({ press: 'Enter' });
      await click(searchButton(marketplace));
      await nextTask(300);
      expect(marketplace.navigations.map(({ path }) => path)).to.deep.equal(['/apps/']);
      await showsHeadline(marketplace, 'Find the apps for your events');
    });
  }
});

describe("q on load: 'When apps first load and a q parameter is present, it is used as the term' (spec 001 §2)", () => {
  for (const routing of ROUTINGS) {
    it(`the box shows q at once and the results follow when the apps arrive; routing="${routing}"`, async () => {
      const apps = later<unknown[]>();
      serve({ all: apps.promise });
      const marketplace = await mount(routing, '/apps/search/?q=crm');
      expect(searchBox(marketplace).value).to.equal('crm');
      await showsHeadline(marketplace, 'Search results for crm');
      expect(resultNames(marketplace)).to.deep.equal([]);
      apps.resolve(everyApp());
      await waitFor(() => expect(resultNames(marketplace)).to.have.members(['Pipeforce CRM', 'Alpha Contacts', 'Ledgerly']));
      expect(searchBox(marketplace).value).to.equal('crm');
      expect(addressOf(marketplace)).to.equal('/apps/search/?q=crm');
    });
  }
});

describe("'Search is run only when the term is non-empty'; title 'Search results for {term}'; page title 'Search | Eventbrite App Marketplace' (spec 001 §2)", () => {
  for (const path of ['/apps/search/', '/apps/search/?q=', '/apps/search/?q=%20%20']) {
    it(`${path}: no results, no status, the title 'Search apps'`, async () => {
      serve();
      const marketplace = await mount('memory', path);
      await showsHeadline(marketplace, 'Search apps');
      await nextTask(200);
      expect(resultNames(marketplace)).to.deep.equal([]);
      expect(statusText(marketplace)).to.equal('');
      expect(resultsCount(marketplace)).to.equal(null);
    });
  }

  it("history: 'Search results for crm' and the page title 'Search | Eventbrite App Marketplace'", async () => {
    serve();
    const marketplace = await mount('history', '/apps/search/?q=crm');
    await showsHeadline(marketplace, 'Search results for crm');
    await waitFor(() => expect(document.title).to.equal(SEARCH_TITLE));
  });

  it("memory: 'Search results for crm'; the page's title stays as it was", async () => {
    serve();
    const marketplace = await mount('memory', '/apps/search/?q=crm');
    await showsHeadline(marketplace, 'Search results for crm');
    await waitFor(() => expect(resultNames(marketplace)).to.have.length(3));
    expect(document.title).to.equal(START_TITLE);
  });

  it('the term is shown as typed: a term with tags is text', async () => {
    serve();
    const marketplace = await mount('memory', '/apps/search/');
    await typeInSearchBox(marketplace, '<b>bold</b>');
    await showsHeadline(marketplace, 'Search results for <b>bold</b>');
    expect(headline(marketplace).querySelector('b')).to.equal(null);
  });
});

describe('pages: \'matching apps in pages of 15; pagination only above 15 apps, its footer "Results {shown} of {total}"; page 1 when the term changes\' (spec 001 §2, §4, §9)', () => {
  for (const routing of ROUTINGS) {
    it(`20 results: 15, then 5 on page 2 with 'Results 20 of 20'; the page is in the address; routing="${routing}"`, async () => {
      serve();
      const marketplace = await mount(routing, '/apps/search/?q=mailer');
      await waitFor(() => expect(resultNames(marketplace)).to.have.length(15));
      const first = resultNames(marketplace);
      expect(resultsCount(marketplace)).to.equal('Results 15 of 20');
      expect(currentPage(marketplace)).to.equal('1');
      await click(within(pagination(marketplace)!).getByRole('button', { name: 'Page 2' }));
      await waitFor(() => expect(resultNames(marketplace)).to.have.length(5));
      expect(resultsCount(marketplace)).to.equal('Results 20 of 20');
      expect(currentPage(marketplace)).to.equal('2');
      expect(addressOf(marketplace)).to.equal('/apps/search/?q=mailer&page=2');
      expect([...first, ...resultNames(marketplace)]).to.have.members(MAILERS);
    });
  }

  it('exactly 15 results: no pagination and no count', async () => {
    serve({ all: wireApps('Mailer', 15) });
    const marketplace = await mount('memory', '/apps/search/?q=mailer');
    await waitFor(() => expect(resultNames(marketplace)).to.have.length(15));
    await nextTask(100);
    expect(pagination(marketplace)).to.equal(null);
    expect(resultsCount(marketplace)).to.equal(null);
  });

  it('16 results: pagination, and page 2 holds the 16th', async () => {
    serve({ all: wireApps('Mailer', 16) });
    const marketplace = await mount('memory', '/apps/search/?q=mailer');
    await waitFor(() => expect(resultsCount(marketplace)).to.equal('Results 15 of 16'));
    await click(within(pagination(marketplace)!).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(resultNames(marketplace)).to.have.length(1));
    expect(resultsCount(marketplace)).to.equal('Results 16 of 16');
  });

  for (const routing of ROUTINGS) {
    it(`"The page resets to page 1 when the term changes", as soon as it is typed; routing="${routing}"`, async () => {
      serve();
      const marketplace = await mount(routing, '/apps/search/?q=mailer&page=2');
      await waitFor(() => expect(resultNames(marketplace)).to.have.length(5));
      await clickWithMouse(searchBox(marketplace));
      await pressBackspace(1);
      // Page 1 of the new term at once, while the address still says page 2 of the old one.
      await waitFor(() => expect(resultNames(marketplace)).to.have.length(15), { timeout: 400 });
      expect(addressOf(marketplace)).to.equal('/apps/search/?q=mailer&page=2');
      expect(headline(marketplace).textContent).to.equal('Search results for maile');
      expect(currentPage(marketplace)).to.equal('1');
      expect(resultsCount(marketplace)).to.equal('Results 15 of 20');
      await waitFor(() => expect(addressOf(marketplace)).to.equal('/apps/search/?q=maile'));
    });
  }

  for (const page of ['3', '0', '-1', 'two', '0x2', '2.0']) {
    it(`"Pagination ignores page numbers below 1 or above the page count" (and any that is no whole number): ?page=${page} shows page 1`, async () => {
      serve();
      const marketplace = await mount('memory', `/apps/search/?q=mailer&page=${page}`);
      await waitFor(() => expect(resultNames(marketplace)).to.have.length(15));
      expect(currentPage(marketplace)).to.equal('1');
      expect(resultsCount(marketplace)).to.equal('Results 15 of 20');
    });
  }
});

describe("no results: 'with a new search that has no filtered results, no apps are shown' (spec 001 §2)", () => {
  it('a search with results, then one without: no apps, and the status says so', async () => {
    serve();
    const marketplace = await mount('memory', '/apps/search/?q=mailer');
    await waitFor(() => expect(resultNames(marketplace)).to.have.length(15));
    await clickWithMouse(searchBox(marketplace));
    await sendKeys({ type: 'qqq' });
    await showsHeadline(marketplace, 'Search results for mailerqqq');
    await waitFor(() => expect(resultNames(marketplace)).to.deep.equal([]));
    expect(pagination(marketplace)).to.equal(null);
    expect(resultsCount(marketplace)).to.equal(null);
    await waitFor(() => expect(statusText(marketplace)).to.equal('No apps found for “mailerqqq”'));
  });
});

describe("highlighting (issue 12): 'matches highlighted in each result as React elements, never as HTML strings; name matches rank first'", () => {
  it('the matched letters of the name and the short description are <mark> elements around text', async () => {
    serve();
    const marketplace = await mount('memory', '/apps/search/?q=bloom');
    await showsResults(marketplace, ['Mailbloom']);
    const card = marketplace.view.getByRole('link', { name: /Mailbloom/ });
    const name = card.querySelector('.eb-app-card__name')!;
    const description = card.querySelector('.eb-app-card__description')!;
    expect(name.textContent).to.equal('Mailbloom');
    expect([...name.querySelectorAll('mark')].map((mark) => mark.textContent)).to.deep.equal(['bloom']);
    expect(description.textContent).to.equal('Newsletters that bloom');
    expect([...description.querySelectorAll('mark')].map((mark) => mark.textContent)).to.deep.equal(['bloom']);
  });

  it('a long name is cut at 30 characters plus an ellipsis, its marks kept', async () => {
    serve({ all: [wireApp('Eventide Attendee Journey Orchestrator')] });
    const marketplace = await mount('memory', '/apps/search/?q=eventide');
    await showsResults(marketplace, ['Eventide Attendee Journey Orch…']);
    const name = marketplace.root.querySelector('.eb-search-results .eb-app-card__name')!;
    expect([...name.querySelectorAll('mark')].map((mark) => mark.textContent)).to.deep.equal(['Eventide']);
  });

  for (const [hostile, term, marked] of [
    ['<img src=x onerror=alert(1)>', 'onerror', 'onerror'],
    ['<b>x</b> Tools', 'tools', 'Tools'],
  ] as const) {
    it(`an app named '${hostile}' shows its name verbatim, marks and all`, async () => {
      serve({ all: [wireApp(hostile, { slug: 'hostile', localization: { short_description: hostile } })] });
      const marketplace = await mount('memory', `/apps/search/?q=${term}`);
      await showsResults(marketplace, [hostile]);
      const card = marketplace.root.querySelector('.eb-search-results .eb-app-card')!;
      expect(card.querySelector('.eb-app-card__description')!.textContent).to.equal(hostile);
      expect(card.querySelectorAll('img:not(.eb-app-card__logo), b')).to.have.length(0);
      expect([...card.querySelectorAll('.eb-app-card__name mark')].map((mark) => mark.textContent).join('')).to.equal(marked);
    });
  }

  it('an app whose name matches ranks above apps matching by short description or category, wherever the list has it', async () => {
    serve();
    const marketplace = await mount('memory', '/apps/search/?q=crm');
    await waitFor(() => expect(resultNames(marketplace)).to.have.length(3));
    expect(resultNames(marketplace)[0]).to.equal('Pipeforce CRM');
    expect(resultNames(marketplace).slice(1)).to.have.members(['Alpha Contacts', 'Ledgerly']);
  });
});

describe("progressive search (issue 12): 'searching works as soon as the first page of apps has arrived; results update as the rest arrive; never a blank page'", () => {
  it("'Loading apps' before the first page; the first page's matches with 'Searching 15 of 25 apps…'; then every match", async () => {
    const firstPage = later<void>();
    const restOfApps = later<void>();
    const apps = everyApp();
    serve({
      all: async (offset) => {
        await (offset === 0 ? firstPage.promise : restOfApps.promise);
        return apps;
      },
    });
    const marketplace = await mount('memory', '/apps/search/?q=mailer');
    await showsHeadline(marketplace, 'Search results for mailer');
    await waitFor(() => expect(statusText(marketplace)).to.equal('Loading apps'));
    expect(searchBox(marketplace).value).to.equal('mailer');

    firstPage.resolve();
    // The first page holds 5 other apps and Mailers 1 to 10.
    await waitFor(() => expect(resultNames(marketplace)).to.have.members(MAILERS.slice(0, 10)));
    expect(statusText(marketplace)).to.equal('Searching 15 of 25 apps…');
    expect(pagination(marketplace)).to.equal(null);
    // Typing searches what has arrived.
    await clickWithMouse(searchBox(marketplace));
    await pressBackspace(6);
    await sendKeys({ type: 'pipe' });
    await showsResults(marketplace, ['Pipeforce CRM']);
    await pressBackspace(4);
    await sendKeys({ type: 'mailer' });
    await waitFor(() => expect(resultNames(marketplace)).to.have.length(10));

    restOfApps.resolve();
    await waitFor(() => expect(resultNames(marketplace)).to.have.length(15));
    expect(resultsCount(marketplace)).to.equal('Results 15 of 20');
    expect(statusText(marketplace)).not.to.contain('Searching');
  });

  it('the list failed: the message with a refresh button that loads it again and searches it', async () => {
    const fake = serve({ all: { status: 500 } });
    const marketplace = await mount('memory', '/apps/search/?q=crm');
    const alert = await marketplace.view.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).to.contain('Whoa, something weird happened here. Try refreshing this section.');
    fake.answers.all = everyApp();
    await click(within(alert).getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(resultNames(marketplace)).to.have.length(3));
  });
});

describe('what a screen reader hears: the live region (role=status) of the search page', () => {
  it("how many apps were found, once the term has settled (the address caught up): '20 apps found', '1 app found'", async () => {
    serve();
    const marketplace = await mount('memory', '/apps/search/?q=mailer');
    await waitFor(() => expect(statusText(marketplace)).to.equal('20 apps found'));
    await clickWithMouse(searchBox(marketplace));
    await pressBackspace(6);
    await sendKeys({ type: 'pipe' });
    await showsResults(marketplace, ['Pipeforce CRM']);
    // Not a count at each key: the region speaks when the typing has paused.
    expect(statusText(marketplace)).to.equal('');
    await waitFor(() => expect(addressOf(marketplace)).to.equal('/apps/search/?q=pipe'));
    await waitFor(() => expect(statusText(marketplace)).to.equal('1 app found'));
  });

  it("'Loading apps', then 'Searching 15 of 25 apps…' while the list arrives, then the count", async () => {
    const rest = later<void>();
    const apps = everyApp();
    serve({
      all: async (offset) => {
        if (offset > 0) await rest.promise;
        return apps;
      },
    });
    const marketplace = await mount('memory', '/apps/search/?q=mailer');
    await waitFor(() => expect(statusText(marketplace)).to.equal('Searching 15 of 25 apps…'));
    rest.resolve();
    await waitFor(() => expect(statusText(marketplace)).to.equal('20 apps found'));
  });
});

describe("keyboard shortcut (issue 12): '/ focuses the search box when the user is not typing elsewhere'", () => {
  const OTHER_WIDGET =
    '<p class="page-text">Some text of the page.</p><input aria-label="Notes" class="notes"><div class="other-widget"></div><div class="editable" contenteditable="true">Edit me</div>';

  async function withOtherWidget() {
    serve();
    const marketplace = await mount('memory', '/apps/search/?q=crm', { before: OTHER_WIDGET });
    const widget = document.querySelector('.other-widget')!.attachShadow({ mode: 'open' });
    widget.innerHTML = '<input aria-label="Other widget field">';
    return { marketplace, widgetField: widget.querySelector('input')! };
  }

  it('pressed on the page, it moves focus to the end of the box and is not typed', async () => {
    const { marketplace } = await withOtherWidget();
    await clickWithMouse(document.querySelector('.page-text')!);
    await sendKeys({ press: '/' });
    expectFocusOn(marketplace.root, searchBox(marketplace));
    expect(searchBox(marketplace).value).to.equal('crm');
    await sendKeys({ type: 'x' });
    expect(searchBox(marketplace).value).to.equal('crmx');
  });

  it('pressed on a button of the marketplace, it moves focus to the box', async () => {
    const { marketplace } = await withOtherWidget();
    await click(searchButton(marketplace));
    await sendKeys({ press: '/' });
    expectFocusOn(marketplace.root, searchBox(marketplace));
    expect(searchBox(marketplace).value).to.equal('crm');
  });

  it("typing in the page's own field, the '/' is typed there", async () => {
    const { marketplace } = await withOtherWidget();
    const notes = document.querySelector<HTMLInputElement>('.notes')!;
    await clickWithMouse(notes);
    await sendKeys({ type: 'a/b' });
    expect(notes.value).to.equal('a/b');
    expect(document.activeElement).to.equal(notes);
    expect(searchBox(marketplace).value).to.equal('crm');
  });

  it("typing in a field inside another component's shadow root, the '/' is typed there", async () => {
    const { marketplace, widgetField } = await withOtherWidget();
    await clickWithMouse(widgetField);
    await sendKeys({ type: 'a/b' });
    expect(widgetField.value).to.equal('a/b');
    expect(marketplace.root.activeElement).to.equal(null);
  });

  it("typing in editable content, the '/' is typed there", async () => {
    const { marketplace } = await withOtherWidget();
    const editable = document.querySelector<HTMLElement>('.editable')!;
    await clickWithMouse(editable);
    await sendKeys({ press: 'End' });
    await sendKeys({ type: '/' });
    expect(editable.textContent).to.equal('Edit me/');
    expect(marketplace.root.activeElement).to.equal(null);
  });

  it("typing in the search box itself, the '/' is part of the term", async () => {
    const { marketplace } = await withOtherWidget();
    await clickWithMouse(searchBox(marketplace));
    await sendKeys({ type: '/x' });
    expect(searchBox(marketplace).value).to.equal('crm/x');
  });
});

describe("back and forward (issue 12): 'restore the page, term, page number and scroll position exactly' (history routing)", () => {
  it('page 2, a category, then back: page 2 of the term; back again: page 1 where it was scrolled; forward twice: the category', async () => {
    await setViewport({ width: 1280, height: 500 });
    serve();
    const marketplace = await mount('history', '/apps/search/?q=mailer');
    await waitFor(() => expect(resultNames(marketplace)).to.have.length(15));
    const nav = pagination(marketplace)!;
    nav.scrollIntoView({ block: 'center' });
    await nextTask(250);
    const left = window.scrollY;
    expect(left).to.be.above(100);
    await clickWithMouse(within(nav).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(resultNames(marketplace)).to.have.length(5));
    const pageTwo = resultNames(marketplace);
    expect(window.scrollY).to.equal(0);
    await click(marketplace.view.getByRole('navigation', { name: 'Categories' }).querySelector('a[href="/apps/categories/crm/"]')!);
    await showsHeadline(marketplace, 'CRM');

    window.history.back();
    await wentTo('/apps/search/?q=mailer&page=2');
    await showsHeadline(marketplace, 'Search results for mailer');
    expect(searchBox(marketplace).value).to.equal('mailer');
    await showsResults(marketplace, pageTwo);
    expect(currentPage(marketplace)).to.equal('2');

    window.history.back();
    await wentTo('/apps/search/?q=mailer');
    await waitFor(() => expect(resultNames(marketplace)).to.have.length(15));
    expect(currentPage(marketplace)).to.equal('1');
    await waitFor(() => expect(window.scrollY).to.equal(left));

    window.history.forward();
    await wentTo('/apps/search/?q=mailer&page=2');
    await showsResults(marketplace, pageTwo);
    window.history.forward();
    await wentTo('/apps/categories/crm/');
    await showsHeadline(marketplace, 'CRM');
  });

  it('a term typed on the search page, then at once a category in the filter: back finds that term', async () => {
    serve();
    const marketplace = await mount('history', '/apps/search/?q=mailer');
    await waitFor(() => expect(resultNames(marketplace)).to.have.length(15));
    await clickWithMouse(searchBox(marketplace));
    await pressBackspace(6);
    await sendKeys({ type: 'crm' });
    // Well within the 500 ms after the last key.
    await click(marketplace.view.getByRole('navigation', { name: 'Categories' }).querySelector('a[href="/apps/categories/reporting/"]')!);
    await showsHeadline(marketplace, 'Reporting');
    window.history.back();
    await wentTo('/apps/search/?q=crm');
    await showsHeadline(marketplace, 'Search results for crm');
    expect(searchBox(marketplace).value).to.equal('crm');
  });

  it('a term typed on page 2, then at once another page of its results: back finds page 1 of that term', async () => {
    serve();
    const marketplace = await mount('history', '/apps/search/?q=mailer&page=2');
    await waitFor(() => expect(resultNames(marketplace)).to.have.length(5));
    await clickWithMouse(searchBox(marketplace));
    await pressBackspace(1);
    await waitFor(() => expect(resultNames(marketplace)).to.have.length(15));
    await click(within(pagination(marketplace)!).getByRole('button', { name: 'Page 2' }));
    await wentTo('/apps/search/?q=maile&page=2');
    window.history.back();
    await wentTo('/apps/search/?q=maile');
    await showsHeadline(marketplace, 'Search results for maile');
    expect(currentPage(marketplace)).to.equal('1');
  });

  it('from home to the search and back home, then forward: the term is back in the box', async () => {
    serve();
    const marketplace = await mount('history', '/apps/');
    await typeInSearchBox(marketplace, 'crm');
    await sendKeys({ press: 'Enter' });
    await wentTo('/apps/search/?q=crm');
    // A person goes back from what they see: the search page, drawn in the background after the
    // address is written (issue 48). Back and forward both go once the one before has arrived.
    await showsHeadline(marketplace, 'Search results for crm');
    window.history.back();
    await wentTo('/apps/');
    await showsHeadline(marketplace, 'Find the apps for your events');
    window.history.forward();
    await wentTo('/apps/search/?q=crm');
    await showsHeadline(marketplace, 'Search results for crm');
    expect(searchBox(marketplace).value).to.equal('crm');
    await waitFor(() => expect(resultNames(marketplace)).to.have.length(3));
  });
});

describe("'plus the Categories to explore section' (spec 001 §2)", () => {
  it('the search page shows 3 distinct categories to explore, each a link to its page', async () => {
    serve();
    const marketplace = await mount('memory', '/apps/search/?q=crm');
    const explore = within(await marketplace.view.findByRole('region', { name: 'Categories to explore' }));
    await waitFor(() => expect(explore.getAllByRole('link')).to.have.length(3));
    const hrefs = explore.getAllByRole('link').map((link) => link.getAttribute('href')!);
    expect(new Set(hrefs).size).to.equal(3);
    for (const href of hrefs) expect(CATEGORIES.map(({ slug }) => `/apps/categories/${slug}/`)).to.include(href);
  });
});

describe('two marketplaces on one page (memory routing): each has its own search term', () => {
  it('typing in the first leaves the second as it was', async () => {
    serve();
    const first = await mount('memory', '/apps/search/');
    const second = await mount('memory', '/apps/search/?q=mailer');
    await waitFor(() => expect(resultNames(second)).to.have.length(15));
    await typeInSearchBox(first, 'crm');
    await showsHeadline(first, 'Search results for crm');
    await waitFor(() => expect(addressOf(first)).to.equal('/apps/search/?q=crm'));
    expect(searchBox(second).value).to.equal('mailer');
    await showsHeadline(second, 'Search results for mailer');
    expect(resultNames(second)).to.have.length(15);
    expect(second.navigations.map(({ path }) => path)).to.deep.equal(['/apps/search/?q=mailer']);
  });
});

describe('search page: accessibility and the keyboard alone', () => {
  it('no axe-core violations with results and pagination', async () => {
    serve();
    const marketplace = await mount('memory', '/apps/search/?q=mailer');
    await waitFor(() => expect(resultNames(marketplace)).to.have.length(15));
    await marketplace.view.findAllByRole('link', { name: 'CRM' });
    await expectNoAxeViolations(marketplace.host);
  });

  it('no axe-core violations with no results', async () => {
    serve();
    const marketplace = await mount('memory', '/apps/search/?q=zzzzzz');
    await waitFor(() => expect(statusText(marketplace)).to.equal('No apps found for “zzzzzz”'));
    await expectNoAxeViolations(marketplace.host);
  });

  it('no axe-core violations while the apps and the categories load', async () => {
    serve({ all: later<unknown[]>().promise, categories: later<unknown[]>().promise });
    const marketplace = await mount('memory', '/apps/search/?q=crm');
    await waitFor(() => expect(statusText(marketplace)).to.equal('Loading apps'));
    await expectNoAxeViolations(marketplace.host);
  });

  it('keyboard only: Tab to the box, type, Enter, Tab to a result, Enter opens it', async () => {
    serve();
    const marketplace = await mount('memory', '/apps/', { before: '<p class="page-text">Before the marketplace.</p>' });
    await clickWithMouse(document.querySelector('.page-text')!);
    for (let presses = 0; presses < 20 && marketplace.root.activeElement !== searchBox(marketplace); presses++) await sendKeys({ press: 'Tab' });
    expectFocusOn(marketplace.root, searchBox(marketplace));
    await sendKeys({ type: 'pipe' });
    await sendKeys({ press: 'Enter' });
    await showsHeadline(marketplace, 'Search results for pipe');
    const result = await marketplace.view.findByRole('link', { name: /Pipeforce CRM/ });
    let presses = 0;
    for (; presses < 40 && marketplace.root.activeElement !== result; presses++) await sendKeys({ press: 'Tab' });
    expectFocusOn(marketplace.root, result);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(addressOf(marketplace)).to.equal('/apps/pipeforce-crm/'));
  });

  it('Enter from home keeps the focus in the search box of the search page: two Tabs reach the first result', async () => {
    serve();
    const marketplace = await mount('memory', '/apps/');
    await typeInSearchBox(marketplace, 'pipe');
    await sendKeys({ press: 'Enter' });
    await showsHeadline(marketplace, 'Search results for pipe');
    await waitFor(() => expectFocusOn(marketplace.root, searchBox(marketplace)));
    const result = await marketplace.view.findByRole('link', { name: /Pipeforce CRM/ });
    await sendKeys({ press: 'Tab' });
    expectFocusOn(marketplace.root, searchButton(marketplace));
    await sendKeys({ press: 'Tab' });
    expectFocusOn(marketplace.root, result);
  });
});
