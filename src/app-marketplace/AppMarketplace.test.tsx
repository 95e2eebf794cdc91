import '../../elements/eb-app-marketplace';
import { waitFor, within } from '@testing-library/dom';
import { resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import type { AnalyticsEvent } from '../element/analytics';
import { configure, resetServerData } from '../stores/server-data';
import { expectNoAxeViolations } from '../test-support/axe';
import { captureConsole } from '../test-support/console';
import { cleanupElements, mountHtml, nextTask, rendered, shadow } from '../test-support/elements';
import { centreOf, clickWithMouse } from '../test-support/pointer';
import { resetMarketplace } from './marketplace-stores';
import { scrollAfterNavigation } from './navigation';
import { appNames, fakeBrowseApi } from '../test-support/fake-browse-catalogue';

const PLAYGROUND = '/admin/spa/playground/app_marketplace_spa/1.0/';
const START_URL = window.location.href;
const START_TITLE = document.title;

let api: ReturnType<typeof fakeBrowseApi>;

beforeEach(() => {
  api = fakeBrowseApi();
});

afterEach(async () => {
  cleanupElements();
  api.restore();
  resetMarketplace();
  resetServerData();
  await resetMouse();
  await setViewport({ width: 1280, height: 800 });
  window.history.replaceState(null, '', START_URL);
  document.title = START_TITLE;
  window.scrollTo(0, 0);
});

interface Marketplace {
  host: HTMLElement;
  view: ReturnType<typeof shadow>;
  /** The `path` of every eb-navigate so far. */
  navigations: string[];
  analytics: AnalyticsEvent[];
}

/** An `<eb-app-marketplace>` with these attributes, on the test page. */
async function mountMarketplace(attributes: string, { around = '' } = {}): Promise<Marketplace> {
  const container = mountHtml(`<eb-app-marketplace ${attributes}></eb-app-marketplace>${around}`);
  const host = container.querySelector<HTMLElement>('eb-app-marketplace')!;
  const navigations: string[] = [];
  const analytics: AnalyticsEvent[] = [];
  host.addEventListener('eb-navigate', (event) => navigations.push((event as CustomEvent<{ path: string }>).detail.path));
  host.addEventListener('eb-analytics', (event) => analytics.push((event as CustomEvent<AnalyticsEvent>).detail));
  await rendered(host);
  return { host, view: shadow(host), navigations, analytics };
}

const headline = ({ view }: Marketplace) => view.getByRole('heading', { level: 1 });
const filter = ({ view }: Marketplace) => view.getByRole('navigation', { name: 'Categories' });
const filterLink = (marketplace: Marketplace, name: string) => within(filter(marketplace)).getByRole('link', { name });
/** The names of the filter's links, once the categories are there. */
async function filterNames(marketplace: Marketplace): Promise<string[]> {
  await waitFor(() => expect(within(filter(marketplace)).getAllByRole('link').length).to.be.above(2));
  return within(filter(marketplace))
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}
const selectedInFilter = (marketplace: Marketplace) =>
  within(filter(marketplace))
    .queryAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);
/** The names on the app cards shown. */
const cardNames = ({ host }: Marketplace) => [...host.shadowRoot!.querySelectorAll('.eb-app-card__name')].map((name) => name.textContent);

async function showsHeadline(marketplace: Marketplace, text: string) {
  await waitFor(() => expect(headline(marketplace).textContent).to.equal(text));
}

/**
 * Records whether each click and auxclick on a link reached the page without the marketplace
 * taking it over (what the browser then does: follow it, open a tab or a window), and stops the
 * browser from actually opening anything.
 */
function holdLinkClicks() {
  const leftToBrowser: string[] = [];
  const hold = (event: MouseEvent) => {
    const link = event.composedPath().find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement);
    if (!link) return;
    if (!event.defaultPrevented) leftToBrowser.push(link.getAttribute('href')!);
    event.preventDefault();
  };
  document.addEventListener('click', hold);
  document.addEventListener('auxclick', hold);
  return {
    leftToBrowser,
    release: () => {
      document.removeEventListener('click', hold);
      document.removeEventListener('auxclick', hold);
    },
  };
}

describe('<eb-app-marketplace routing="memory"> (API.md §3): never touches the page URL or title', () => {
  it('shows the page of `path`; plain clicks move it in place with eb-navigate {path}, the page URL, title and history untouched', async () => {
    const historyLength = window.history.length;
    const marketplace = await mountMarketplace('routing="memory" path="/apps/popular/"');
    await showsHeadline(marketplace, 'Popular');
    await clickWithMouse(await waitFor(() => filterLink(marketplace, 'CRM')));
    await showsHeadline(marketplace, 'CRM');
    await clickWithMouse(filterLink(marketplace, 'Recommended'));
    await showsHeadline(marketplace, 'Featured');
    expect(marketplace.navigations).to.deep.equal(['/apps/popular/', '/apps/categories/crm/', '/apps/recommended/']);
    expect(window.location.href).to.equal(START_URL);
    expect(document.title).to.equal(START_TITLE);
    expect(window.history.length).to.equal(historyLength);
  });

  it('without `path` it starts at the base path', async () => {
    const marketplace = await mountMarketplace('routing="memory" base-path="/tools/market/"');
    await waitFor(() => expect(marketplace.navigations).to.deep.equal(['/tools/market/']));
  });

  it('"A page view is tracked on each navigation", the first page too', async () => {
    const marketplace = await mountMarketplace('routing="memory" path="/apps/popular/"');
    await clickWithMouse(await waitFor(() => filterLink(marketplace, 'Newsletters')));
    await showsHeadline(marketplace, 'Newsletters');
    const pageViews = marketplace.analytics.filter((event) => event.action === 'PageView');
    expect(pageViews.map(({ category, label }) => [category, label])).to.deep.equal([
      ['app-marketplace', '/apps/popular/'],
      ['app-marketplace', '/apps/categories/email/'],
    ]);
  });

  it('a move of its own is drawn in the background: the page shown stays, marked busy, until the next one is there', async () => {
    const marketplace = await mountMarketplace('routing="memory" path="/apps/popular/"');
    const root = () => marketplace.host.shadowRoot!.querySelector('.eb-marketplace')!;
    // Each state the marketplace's box goes through, as it happens.
    const seen: string[] = [];
    const watch = new MutationObserver(() => seen.push(`${root().getAttribute('aria-busy') ?? 'idle'} ${root().querySelector('h1')?.textContent ?? ''}`));
    watch.observe(marketplace.host.shadowRoot!, { subtree: true, attributes: true, attributeFilter: ['aria-busy'], childList: true, characterData: true });
    await clickWithMouse(await waitFor(() => filterLink(marketplace, 'CRM')));
    await showsHeadline(marketplace, 'CRM');
    watch.disconnect();
    // Its lists may still arrive before the click; from the click on, the page shown stays, busy.
    const moving = seen.indexOf('true Popular');
    expect(moving, JSON.stringify(seen)).to.be.greaterThan(-1);
    expect(
      seen.slice(moving).filter((state) => state !== 'true Popular' && !state.endsWith('CRM')),
      JSON.stringify(seen),
    ).to.deep.equal([]);
    expect(seen.at(-1)).to.equal('idle CRM');
  });

  it('several marketplaces on one page stay independent: page, selection and events', async () => {
    const first = await mountMarketplace('routing="memory" path="/apps/popular/"');
    const second = await mountMarketplace('routing="memory" path="/apps/popular/"');
    await clickWithMouse(await waitFor(() => filterLink(first, 'CRM')));
    await showsHeadline(first, 'CRM');
    expect(selectedInFilter(first)).to.deep.equal(['CRM']);
    expect(headline(second).textContent).to.equal('Popular');
    expect(selectedInFilter(second)).to.deep.equal(['Popular']);
    expect(first.navigations).to.deep.equal(['/apps/popular/', '/apps/categories/crm/']);
    expect(second.navigations).to.deep.equal(['/apps/popular/']);
  });

  it('"All routes end with a trailing slash": a path without it shows that page at the path with it', async () => {
    const marketplace = await mountMarketplace('routing="memory" path="/apps/popular?page=2"');
    await showsHeadline(marketplace, 'Popular');
    await waitFor(() => expect(marketplace.navigations).to.deep.equal(['/apps/popular/?page=2']));
  });
});

describe('<eb-app-marketplace>: malformed attributes warn once and fall back', () => {
  for (const basePath of ['javascript:alert(1)', '//evil.example/', 'apps/']) {
    it(`base-path="${basePath}" warns once naming the attribute, and the links stay under /apps/`, async () => {
      const warnings = captureConsole('warn');
      try {
        const marketplace = await mountMarketplace(`routing="memory" base-path="${basePath}" path="/apps/popular/"`);
        await showsHeadline(marketplace, 'Popular');
        await clickWithMouse(await waitFor(() => filterLink(marketplace, 'CRM')));
        await showsHeadline(marketplace, 'CRM');
        const hrefs = [...marketplace.host.shadowRoot!.querySelectorAll('a')].map((link) => link.getAttribute('href'));
        // The header's quick links go to the site (env.serverUrl); every marketplace link stays under /apps/.
        const marketplaceLinks = hrefs.filter((href) => !href!.startsWith('https://www.eventbrite.com/'));
        expect(marketplaceLinks.length).to.be.greaterThan(10);
        expect(marketplaceLinks.filter((href) => !href!.startsWith('/apps/'))).to.deep.equal([]);
        const about = warnings.messages().filter((message) => message.includes('base-path'));
        expect(about).to.have.length(1);
        expect(about[0]).to.contain('<eb-app-marketplace> attribute "base-path"');
      } finally {
        warnings.restore();
      }
    });
  }

  it('routing="hash" (not history or memory) warns once naming the attribute and routes with history', async () => {
    const warnings = captureConsole('warn');
    const before = window.location.href;
    try {
      const marketplace = await mountMarketplace('routing="hash" base-path="/"');
      await waitFor(() => expect(marketplace.navigations).to.have.length(1));
      await nextTask(50);
      expect(warnings.messages().filter((message) => message.includes('"routing"'))).to.have.length(1);
      // History routing reads the page's address: the test page itself, which is not a marketplace page.
      expect(marketplace.navigations[0]).to.equal(`${window.location.pathname}${window.location.search}`);
      expect(window.location.href).to.equal(before);
    } finally {
      warnings.restore();
    }
  });

  it('a `path` that is not a path on this site warns once and shows the base path', async () => {
    const warnings = captureConsole('warn');
    try {
      const marketplace = await mountMarketplace('routing="memory" path="//evil.example/apps/popular/"');
      await waitFor(() => expect(marketplace.navigations).to.deep.equal(['/apps/']));
      await nextTask(50);
      expect(warnings.messages().filter((message) => message.includes('attribute "path"'))).to.have.length(1);
    } finally {
      warnings.restore();
    }
  });
});

describe('<eb-app-marketplace routing="history"> (API.md §3): reads and writes the address and title, follows back and forward', () => {
  it('shows the page at the address, writes each navigation to it with its title, and follows back and forward', async () => {
    window.history.replaceState(null, '', '/apps/popular/');
    const marketplace = await mountMarketplace('');
    await showsHeadline(marketplace, 'Popular');
    await waitFor(() => expect(document.title).to.equal('Popular | Eventbrite App Marketplace'));
    await clickWithMouse(await waitFor(() => filterLink(marketplace, 'CRM')));
    await showsHeadline(marketplace, 'CRM');
    expect(window.location.pathname).to.equal('/apps/categories/crm/');
    await waitFor(() => expect(document.title).to.equal('CRM | Eventbrite App Marketplace'));
    window.history.back();
    await showsHeadline(marketplace, 'Popular');
    expect(window.location.pathname).to.equal('/apps/popular/');
    expect(selectedInFilter(marketplace)).to.deep.equal(['Popular']);
    window.history.forward();
    await showsHeadline(marketplace, 'CRM');
    expect(marketplace.navigations).to.deep.equal(['/apps/popular/', '/apps/categories/crm/', '/apps/popular/', '/apps/categories/crm/']);
  });

  it("follows the page's own router: a pushState or replaceState to one of its paths (Next.js <Link>, React Router's navigate) moves it there, reported once each", async () => {
    window.history.replaceState(null, '', '/apps/popular/');
    const marketplace = await mountMarketplace('');
    await showsHeadline(marketplace, 'Popular');
    const entries = window.history.length;
    // What a router of the page does: no popstate follows.
    window.history.pushState({ router: 1 }, '', '/apps/categories/crm/');
    await showsHeadline(marketplace, 'CRM');
    window.history.replaceState({ router: 2 }, '', '/apps/categories/email/');
    await showsHeadline(marketplace, 'Newsletters');
    // Its own navigation, which it writes itself, is reported once.
    await clickWithMouse(await waitFor(() => filterLink(marketplace, 'Popular')));
    await showsHeadline(marketplace, 'Popular');
    expect(window.history.length).to.equal(entries + 2);
    window.history.back();
    await showsHeadline(marketplace, 'Newsletters');
    expect(marketplace.navigations).to.deep.equal(['/apps/popular/', '/apps/categories/crm/', '/apps/categories/email/', '/apps/popular/', '/apps/categories/email/']);
  });

  it('a router going to a path outside its base leaves it as it is, for the page to take it away', async () => {
    window.history.replaceState(null, '', '/apps/popular/');
    const marketplace = await mountMarketplace('');
    await showsHeadline(marketplace, 'Popular');
    window.history.pushState({}, '', '/account/settings/');
    await nextTask(50);
    expect(headline(marketplace).textContent).to.equal('Popular');
    expect(marketplace.navigations).to.deep.equal(['/apps/popular/']);
  });

  it("`path` in history routing is where the page's router says it went (for browsers without the Navigation API): it moves there and writes no history entry", async () => {
    window.history.replaceState(null, '', '/apps/popular/');
    const marketplace = await mountMarketplace('path="/apps/popular/"');
    await showsHeadline(marketplace, 'Popular');
    const entries = window.history.length;
    marketplace.host.setAttribute('path', '/apps/categories/crm/');
    await showsHeadline(marketplace, 'CRM');
    expect(window.history.length).to.equal(entries);
    // Outside its base: not followed.
    marketplace.host.setAttribute('path', '/account/');
    await nextTask(50);
    expect(headline(marketplace).textContent).to.equal('CRM');
    expect(marketplace.navigations).to.deep.equal(['/apps/popular/', '/apps/categories/crm/']);
  });

  it('language-prefixed addresses keep their prefix in every link', async () => {
    window.history.replaceState(null, '', '/de-de/apps/categories/crm/');
    const marketplace = await mountMarketplace('');
    await showsHeadline(marketplace, 'CRM');
    expect(filterLink(marketplace, 'Popular').getAttribute('href')).to.equal('/de-de/apps/popular/');
    await clickWithMouse(filterLink(marketplace, 'Newsletters'));
    await waitFor(() => expect(window.location.pathname).to.equal('/de-de/apps/categories/email/'));
  });

  it('ctrl, meta (cmd), shift and middle clicks are left to the browser to open new tabs and windows; a plain click is in place', async () => {
    window.history.replaceState(null, '', '/apps/popular/');
    const clicks = holdLinkClicks();
    try {
      const marketplace = await mountMarketplace('');
      const crm = await waitFor(() => filterLink(marketplace, 'CRM'));
      for (const modifier of ['Control', 'Meta', 'Shift']) {
        await sendKeys({ down: modifier });
        await sendMouse({ type: 'click', position: centreOf(crm) });
        await sendKeys({ up: modifier });
      }
      await sendMouse({ type: 'click', position: centreOf(crm), button: 'middle' });
      await waitFor(() => expect(clicks.leftToBrowser).to.deep.equal(Array(4).fill('/apps/categories/crm/')));
      expect(window.location.pathname).to.equal('/apps/popular/');
      expect(headline(marketplace).textContent).to.equal('Popular');
      expect(marketplace.navigations).to.deep.equal(['/apps/popular/']);

      await clickWithMouse(crm);
      await showsHeadline(marketplace, 'CRM');
      expect(clicks.leftToBrowser).to.have.length(4);
      expect(window.location.pathname).to.equal('/apps/categories/crm/');
    } finally {
      clicks.release();
    }
  });

  it('after a navigation the page is at the top; back restores the scroll position exactly', async () => {
    await setViewport({ width: 1280, height: 400 });
    window.history.replaceState(null, '', '/apps/popular/');
    const marketplace = await mountMarketplace('');
    await waitFor(() => expect(cardNames(marketplace)).to.have.length(12));
    const pagination = marketplace.view.getByRole('navigation', { name: 'Pagination' });
    pagination.scrollIntoView({ block: 'center' });
    await nextTask(200);
    const left = window.scrollY;
    expect(left).to.be.above(100);
    await clickWithMouse(within(pagination).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(cardNames(marketplace)[0]).to.equal('Popular app 13'));
    expect(window.location.search).to.equal('?page=2');
    expect(window.scrollY).to.equal(0);
    window.history.back();
    await waitFor(() => expect(cardNames(marketplace)[0]).to.equal('Popular app 1'));
    await waitFor(() => expect(window.scrollY).to.equal(left));
  });

  it('back restores a scroll position the page cannot reach yet once the apps are there', async () => {
    await setViewport({ width: 1280, height: 400 });
    window.history.replaceState(null, '', '/apps/popular/');
    const marketplace = await mountMarketplace('');
    await waitFor(() => expect(cardNames(marketplace)).to.have.length(12));
    window.scrollTo(0, document.documentElement.scrollHeight);
    await nextTask(200);
    const left = window.scrollY;
    // The last category, in view beside the bottom of the grid.
    await clickWithMouse(filterLink(marketplace, 'Website'));
    await showsHeadline(marketplace, 'Website');
    // The lists are fetched anew: the popular page is short (a spinner) when back lands on it.
    resetMarketplace();
    window.history.back();
    await showsHeadline(marketplace, 'Popular');
    await waitFor(() => expect(cardNames(marketplace)).to.have.length(12));
    await waitFor(() => expect(window.scrollY).to.equal(left));
  });
});

describe('scrolling after a navigation (spec 001 §2 "Navigation behaviours")', () => {
  it('"if the URL has a hash the page scrolls to the element with that id", inside the marketplace, once it is there', async () => {
    const host = mountHtml('<div class="scroll-host"></div><div style="height: 3000px"></div>').querySelector<HTMLElement>('.scroll-host')!;
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = '<div style="height: 1500px"></div>';
    const cancel = scrollAfterNavigation({ pathname: '/apps/x/', search: '', hash: '#rating-overview', cause: 'push' }, 'history', host);
    expect(window.scrollY).to.equal(0);
    const target = document.createElement('section');
    target.id = 'rating-overview';
    root.append(target);
    await waitFor(() => expect(Math.round(target.getBoundingClientRect().top)).to.equal(0));
    cancel?.();
  });

  it('"otherwise to the top": the page in history routing, the marketplace\'s top in memory routing', () => {
    const host = mountHtml('<div style="height: 1000px"></div><div class="scroll-host"></div><div style="height: 3000px"></div>').querySelector<HTMLElement>('.scroll-host')!;
    host.attachShadow({ mode: 'open' });
    window.scrollTo(0, 2000);
    scrollAfterNavigation({ pathname: '/apps/', search: '', hash: '', cause: 'push' }, 'memory', host);
    expect(Math.round(host.getBoundingClientRect().top)).to.equal(0);
    window.scrollTo(0, 2000);
    scrollAfterNavigation({ pathname: '/apps/', search: '', hash: '', cause: 'push' }, 'history', host);
    expect(window.scrollY).to.equal(0);
  });
});

describe('category filter (spec 001 §2)', () => {
  it("'Popular', 'Recommended', then the categories sorted by the name they show (localized when present)", async () => {
    const marketplace = await mountMarketplace('routing="memory" path="/apps/popular/"');
    expect(await filterNames(marketplace)).to.deep.equal([
      'Popular',
      'Recommended',
      'CRM',
      'Marketing & Promotion',
      'Newsletters',
      'Payments',
      'Productivity',
      'Reporting',
      'Surveys & Feedback',
      'Tickets & Onsite',
      'Virtual Events',
      'Website',
    ]);
    expect(filterLink(marketplace, 'Newsletters').getAttribute('href')).to.equal('/apps/categories/email/');
  });

  it('"The selected index follows the current path or slug"', async () => {
    const marketplace = await mountMarketplace('routing="memory" path="/apps/popular/"');
    await filterNames(marketplace);
    expect(selectedInFilter(marketplace)).to.deep.equal(['Popular']);
    await clickWithMouse(filterLink(marketplace, 'Reporting'));
    await waitFor(() => expect(selectedInFilter(marketplace)).to.deep.equal(['Reporting']));
    await clickWithMouse(filterLink(marketplace, 'Recommended'));
    await waitFor(() => expect(selectedInFilter(marketplace)).to.deep.equal(['Recommended']));
  });

  it('"On every navigation the selected category resets to none, unless the path contains /categories/, /popular or /recommended"', async () => {
    // The playground's category route shows the search page, with the filter on it.
    const marketplace = await mountMarketplace(`routing="memory" path="${PLAYGROUND}categories/crm/"`);
    await filterNames(marketplace);
    expect(selectedInFilter(marketplace)).to.deep.equal(['CRM']);
    await clickWithMouse(filterLink(marketplace, 'Payments'));
    await waitFor(() => expect(selectedInFilter(marketplace)).to.deep.equal(['Payments']));
    const search = marketplace.view.getByRole('searchbox', { name: 'Search apps' });
    await clickWithMouse(search);
    await sendKeys({ type: 'crm' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(marketplace.navigations.at(-1)).to.equal(`${PLAYGROUND}search/?q=crm`));
    expect(selectedInFilter(marketplace)).to.deep.equal([]);
  });

  it('links in a vertical list on wide windows, tabs on small ones (below 660 px)', async () => {
    const marketplace = await mountMarketplace('routing="memory" path="/apps/categories/website/"');
    await filterNames(marketplace);
    const items = () => getComputedStyle(filter(marketplace).querySelector('ul')!);
    expect(items().flexDirection).to.equal('column');
    await setViewport({ width: 659, height: 800 });
    await waitFor(() => expect(items().flexDirection).to.equal('row'));
    expect(items().overflowX).to.equal('auto');
    // The selected tab, last in the row, is scrolled into the row's view.
    const row = filter(marketplace).querySelector('ul')!.getBoundingClientRect();
    const website = filterLink(marketplace, 'Website').getBoundingClientRect();
    expect(website.left).to.be.at.least(row.left - 1);
    expect(website.right).to.be.at.most(row.right + 1);
    await setViewport({ width: 660, height: 800 });
    await waitFor(() => expect(items().flexDirection).to.equal('column'));
  });

  it('has no axe-core violations as a list and as tabs at 360 px', async () => {
    const marketplace = await mountMarketplace('routing="memory" path="/apps/categories/crm/"');
    await filterNames(marketplace);
    await waitFor(() => expect(cardNames(marketplace)).to.have.length(4));
    await expectNoAxeViolations(marketplace.host);
    await setViewport({ width: 360, height: 700 });
    await waitFor(() => expect(getComputedStyle(filter(marketplace).querySelector('ul')!).flexDirection).to.equal('row'));
    await expectNoAxeViolations(marketplace.host);
  });

  it('works with the keyboard: Tab to a category, Enter shows it, and the focus stays on it', async () => {
    const marketplace = await mountMarketplace('routing="memory" path="/apps/popular/"');
    await filterNames(marketplace);
    (document.activeElement as HTMLElement | null)?.blur();
    for (let presses = 0; presses < 30 && marketplace.host.shadowRoot!.activeElement?.textContent !== 'Productivity'; presses++) {
      await sendKeys({ press: 'Tab' });
    }
    expect(marketplace.host.shadowRoot!.activeElement).to.equal(filterLink(marketplace, 'Productivity'));
    await sendKeys({ press: 'Enter' });
    await showsHeadline(marketplace, 'Productivity');
    expect(marketplace.host.shadowRoot!.activeElement).to.equal(filterLink(marketplace, 'Productivity'));
    await sendKeys({ press: 'Tab' });
    expect(marketplace.host.shadowRoot!.activeElement).to.equal(filterLink(marketplace, 'Reporting'));
  });
});

describe('popular, recommended and category pages (spec 001 §2)', () => {
  it('the picks page shows the popular list on /apps/popular/, featured apps to anonymous users and recommended ones to signed-in users', async () => {
    const popular = await mountMarketplace('routing="memory" path="/apps/popular/"');
    await waitFor(() => expect(cardNames(popular).slice(0, 2)).to.deep.equal(['Popular app 1', 'Popular app 2']));
    const anonymous = await mountMarketplace('routing="memory" path="/apps/recommended/"');
    await showsHeadline(anonymous, 'Featured');
    await waitFor(() => expect(cardNames(anonymous)).to.deep.equal(appNames('featured')));
    cleanupElements();
    configure({ user: { isAuthenticated: true } });
    const signedIn = await mountMarketplace('routing="memory" path="/apps/recommended/"');
    await showsHeadline(signedIn, 'Recommended');
    await waitFor(() => expect(cardNames(signedIn)).to.deep.equal(appNames('recommended')));
  });

  it('"a page title taken from the page name"', async () => {
    window.history.replaceState(null, '', '/apps/categories/payments/');
    await mountMarketplace('');
    await waitFor(() => expect(document.title).to.equal('Payments | Eventbrite App Marketplace'));
  });

  it('shows apps in pages of 12 with pagination; a page button shows that page and puts it in the address', async () => {
    const marketplace = await mountMarketplace('routing="memory" path="/apps/popular/"');
    await waitFor(() => expect(cardNames(marketplace)).to.deep.equal(appNames('popular').slice(0, 12)));
    const pagination = marketplace.view.getByRole('navigation', { name: 'Pagination' });
    await clickWithMouse(within(pagination).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(cardNames(marketplace)).to.deep.equal(appNames('popular').slice(12)));
    expect(marketplace.navigations.at(-1)).to.equal('/apps/popular/?page=2');
  });

  it('a list of one page has no pagination', async () => {
    const marketplace = await mountMarketplace('routing="memory" path="/apps/categories/crm/"');
    await waitFor(() => expect(cardNames(marketplace)).to.have.length(4));
    expect(marketplace.view.queryByRole('navigation', { name: 'Pagination' })).to.equal(null);
  });

  for (const page of ['0', '-1', '3', '99']) {
    it(`"Pagination ignores page numbers below 1 or above the page count": ?page=${page} shows page 1`, async () => {
      const marketplace = await mountMarketplace(`routing="memory" path="/apps/popular/?page=${page}"`);
      await waitFor(() => expect(cardNames(marketplace)).to.deep.equal(appNames('popular').slice(0, 12)));
      expect(marketplace.view.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).to.equal('page');
    });
  }

  it('"Pages reset to 1 when the category changes"', async () => {
    const marketplace = await mountMarketplace('routing="memory" path="/apps/categories/productivity/?page=2"');
    await waitFor(() => expect(cardNames(marketplace)).to.deep.equal(appNames('category:productivity').slice(12)));
    await clickWithMouse(filterLink(marketplace, 'Popular'));
    await waitFor(() => expect(cardNames(marketplace)).to.deep.equal(appNames('popular').slice(0, 12)));
    expect(marketplace.view.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).to.equal('page');
  });

  it('"The category page shows the category\'s localized name", else its name', async () => {
    const email = await mountMarketplace('routing="memory" path="/apps/categories/email/"');
    await showsHeadline(email, 'Newsletters');
    const payments = await mountMarketplace('routing="memory" path="/apps/categories/payments/"');
    await showsHeadline(payments, 'Payments');
  });

  it('"Legacy category slugs are mapped to current ones"', async () => {
    const marketplace = await mountMarketplace('routing="memory" path="/apps/categories/email-marketing/"');
    await showsHeadline(marketplace, 'Newsletters');
    await waitFor(() => expect(cardNames(marketplace)).to.deep.equal(appNames('category:email')));
    expect(api.count('category:email')).to.be.greaterThan(0);
    expect(api.count('category:email-marketing')).to.equal(0);
    expect(selectedInFilter(marketplace)).to.deep.equal(['Newsletters']);
  });

  it('"The category page loads categories first. If that fails it redirects to /apps"', async () => {
    api.fail('categories', 2);
    const marketplace = await mountMarketplace('routing="memory" path="/apps/categories/crm/"');
    await waitFor(() => expect(marketplace.navigations).to.deep.equal(['/apps/categories/crm/', '/apps/']), { timeout: 5000 });
    expect(api.requested.filter((list) => list.startsWith('category:'))).to.deep.equal([]);
  });

  it('a slug no category has shows the not-found page', async () => {
    const marketplace = await mountMarketplace('routing="memory" path="/apps/categories/no-such-category/"');
    await showsHeadline(marketplace, 'Page not found');
  });

  it('"On load failure it shows \'Whoa, something weird happened here. Try refreshing this section.\' with a refresh button"', async () => {
    api.fail('category:crm', 2);
    const marketplace = await mountMarketplace('routing="memory" path="/apps/categories/crm/"');
    const alert = await waitFor(() => marketplace.view.getByRole('alert'), { timeout: 5000 });
    expect(alert.textContent).to.contain('Whoa, something weird happened here. Try refreshing this section.');
    await clickWithMouse(within(alert).getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(cardNames(marketplace)).to.deep.equal(appNames('category:crm')));
  });

  it('has no axe-core violations on the picks and category pages', async () => {
    const popular = await mountMarketplace('routing="memory" path="/apps/popular/"');
    await waitFor(() => expect(cardNames(popular)).to.have.length(12));
    await filterNames(popular);
    await expectNoAxeViolations(popular.host);
    cleanupElements();
    const category = await mountMarketplace('routing="memory" path="/apps/categories/productivity/?page=2"');
    await waitFor(() => expect(cardNames(category)).to.have.length(3));
    await expectNoAxeViolations(category.host);
  });
});

describe('not-found page (spec 001 §2)', () => {
  for (const path of ['/apps/no/such/page/', '/xx-yy/apps/popular/', '/elsewhere/']) {
    it(`${path}: 'Page not found', 'Try searching for apps or exploring categories below', the search box and 3 categories to explore`, async () => {
      const marketplace = await mountMarketplace(`routing="memory" path="${path}"`);
      await showsHeadline(marketplace, 'Page not found');
      expect(marketplace.view.getByText('Try searching for apps or exploring categories below')).to.exist;
      expect(marketplace.view.getByRole('searchbox', { name: 'Search apps' })).to.exist;
      const explore = marketplace.view.getByRole('region', { name: 'Categories to explore' });
      await waitFor(() => expect(within(explore).getAllByRole('link')).to.have.length(3));
      const hrefs = within(explore)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));
      expect(new Set(hrefs).size).to.equal(3);
      for (const href of hrefs) expect(href).to.match(/^\/apps\/categories\/[a-z-]+\/$/);
      await expectNoAxeViolations(marketplace.host);
    });
  }

  it('a category to explore is a link to its category page', async () => {
    const marketplace = await mountMarketplace('routing="memory" path="/apps/nothing/here/"');
    const explore = await waitFor(() => marketplace.view.getByRole('region', { name: 'Categories to explore' }));
    const link = await waitFor(() => within(explore).getAllByRole('link')[0]);
    const name = link.textContent;
    await clickWithMouse(link);
    await showsHeadline(marketplace, name);
  });
});
