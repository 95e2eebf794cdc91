import '../../../elements/eb-app-marketplace';
import { waitFor, within } from '@testing-library/dom';
import { resetMouse, sendKeys, setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { configure, resetServerData } from '../../stores/server-data';
import { expectNoAxeViolations } from '../../test-support/axe';
import { captureConsole } from '../../test-support/console';
import { cleanupElements, mountHtml, rendered, shadow } from '../../test-support/elements';
import { fakeMarketplaceApi, later, wireApp, wireApps, wireCategory, type FakeListAnswer } from '../../test-support/fake-marketplace-api';
import { clickWithMouse } from '../../test-support/pointer';
import { $appLists, $categories, listOf, loadCategories, loadList, resetMarketplace, type ListKey } from '../marketplace-stores';

const MARKETING = wireCategory('marketing-and-promotion', 'Marketing & Promotion', 'Marketing und Werbung');
const CATEGORIES = [wireCategory('crm', 'CRM'), wireCategory('email', 'Email'), MARKETING];
const STAFF_PICKS = ['Mailbloom', 'Ticketcraft Scanner', 'Surveyly'];

/** Every app, sorted by name as the server sends them; the three staff picks among them. */
const allApps = () => [
  wireApp('Agenda Pro'),
  wireApp('Badgebuilder'),
  wireApp('Mailbloom'),
  wireApp('Pipeforce CRM'),
  wireApp('Surveyly'),
  wireApp('Ticketcraft Scanner'),
  wireApp('Zapline'),
];

const defaultAnswers = (): Record<string, FakeListAnswer> => ({
  popular: wireApps('Popular app', 8),
  featured: wireApps('Featured app', 5),
  recommended: wireApps('Recommended app', 7),
  all: allApps(),
  categories: CATEGORIES,
  'category:marketing-and-promotion': wireApps('Marketing app', 4),
});

let api: ReturnType<typeof fakeMarketplaceApi>;
let warnings: ReturnType<typeof captureConsole>;
let analytics: Array<Record<string, unknown>> = [];
const record = (event: Event) => analytics.push((event as CustomEvent<Record<string, unknown>>).detail);
const tracked = (action: string) => analytics.filter((detail) => detail.action === action);

beforeEach(async () => {
  resetMarketplace();
  analytics = [];
  document.addEventListener('eb-analytics', record);
  // The API layer reports each failed call once; some tests fail lists on purpose.
  warnings = captureConsole('warn');
  await setViewport({ width: 1280, height: 900 });
});

afterEach(async () => {
  api?.restore();
  warnings.restore();
  document.removeEventListener('eb-analytics', record);
  await resetMouse();
  cleanupElements();
  resetServerData();
  resetMarketplace();
});

function serve(overrides: Record<string, FakeListAnswer> = {}) {
  api = fakeMarketplaceApi({ ...defaultAnswers(), ...overrides });
  return api;
}

const signedOut = () => configure({ user: { isAuthenticated: false } });
const signedIn = () => configure({ user: { isAuthenticated: true, firstName: 'Olivia', publicId: 'u1002' } });

async function home(attributes = 'routing="memory" path="/apps/"') {
  const element = await rendered(mountHtml(`<eb-app-marketplace ${attributes}></eb-app-marketplace>`).querySelector<HTMLElement>('eb-app-marketplace'));
  const view = shadow(element);
  await view.findByRole('heading', { level: 1, name: 'Find the apps for your events' });
  return { element, view };
}

const isSettled = (list: ListKey) => ['loaded', 'failed'].includes(listOf($appLists.get(), list).status);

/** The home section that shows each list, named by its title. */
const SECTION_TITLES: Partial<Record<ListKey, string>> = {
  popular: 'Popular',
  featured: 'Featured',
  recommended: 'Recommended',
  all: 'Staff Picks',
  'category:marketing-and-promotion': 'Marketing und Werbung',
};

/**
 * The page shows this list: its section's loader is gone. The marketing section only appears
 * once the categories have loaded, so it must also be there.
 */
const shown = (list: ListKey) => {
  const title = SECTION_TITLES[list];
  // A list without a title here would be waited for by its store alone.
  if (!title) throw new Error(`no home section is named for the list ${list}`);
  const marketplace = document.querySelector('eb-app-marketplace');
  if (!marketplace) return false;
  const view = shadow(marketplace);
  if (view.queryByRole('status', { name: `Loading ${title}` })) return false;
  return !list.startsWith('category:') || view.queryByRole('region', { name: title }) !== null;
};

/**
 * Waits until each of these lists has loaded or failed, and the page shows it: the sections
 * render the store in a transition, in slices (useStoreInTransition), so the store settles before
 * the page does. What the page shows is watched, not the browser's idle time: an idle callback
 * has no deadline, and in a clean-clone CI run one waited past the test's 10 s.
 */
const settled = async (...lists: ListKey[]) => {
  await waitFor(
    () => {
      const waiting = lists.filter((list) => !isSettled(list) || !shown(list));
      if (waiting.length) throw new Error(`still loading: ${waiting.join(', ')}`);
    },
    { timeout: 5000 },
  );
};

const sectionTitles = (view: ReturnType<typeof shadow>) => view.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const section = (view: ReturnType<typeof shadow>, name: string) => within(view.getByRole('region', { name }));
const cardNames = (region: ReturnType<typeof section>) => region.queryAllByRole('listitem').map((item: HTMLElement) => item.querySelector('.eb-app-card__name')!.textContent);

async function click(element: Element) {
  element.scrollIntoView({ block: 'center' });
  await clickWithMouse(element);
}

describe("Home page: 'Popular; Recommended (signed in) or featured apps (anonymous); Staff Picks; the marketing category; Categories to explore' (spec 001 §2)", () => {
  it('anonymous: Popular, Featured, Staff Picks, the marketing category and Categories to explore, in that order', async () => {
    serve();
    signedOut();
    const { view } = await home();
    await settled('popular', 'featured', 'all', 'category:marketing-and-promotion');
    await waitFor(() => expect(sectionTitles(view)).to.deep.equal(['Popular', 'Featured', 'Staff Picks', 'Marketing und Werbung', 'Categories to explore']));
    expect(view.queryByRole('heading', { name: 'Recommended' })).to.equal(null);
  });

  it("Popular: 'See all' goes to /apps/popular/; its first 6 apps show", async () => {
    serve();
    signedOut();
    const { view } = await home();
    const popular = await waitFor(() => section(view, 'Popular'));
    await waitFor(() => expect(cardNames(popular)).to.have.length(6));
    expect(popular.getByRole('link', { name: 'See all' }).getAttribute('href')).to.equal('/apps/popular/');
  });

  it("anonymous: the featured apps, 'See all' to /apps/recommended/ (the featured list there)", async () => {
    serve();
    signedOut();
    const { view } = await home();
    const featured = await waitFor(() => section(view, 'Featured'));
    await waitFor(() => expect(cardNames(featured)).to.deep.equal(['Featured app 1', 'Featured app 2', 'Featured app 3', 'Featured app 4', 'Featured app 5']));
    expect(featured.getByRole('link', { name: 'See all' }).getAttribute('href')).to.equal('/apps/recommended/');
  });

  it("signed in: Recommended with 'See all' to /apps/recommended/, and no featured section", async () => {
    serve();
    signedIn();
    const { view } = await home();
    const recommended = await waitFor(() => section(view, 'Recommended'));
    await waitFor(() => expect(cardNames(recommended)).to.have.length(6));
    expect(cardNames(recommended)[0]).to.equal('Recommended app 1');
    expect(recommended.getByRole('link', { name: 'See all' }).getAttribute('href')).to.equal('/apps/recommended/');
    expect(view.queryByRole('heading', { name: 'Featured' })).to.equal(null);
  });

  it('the hero shows the headline, its secondary line and the search box', async () => {
    serve();
    const { view } = await home();
    const hero = within(view.getByRole('region', { name: 'Find the apps for your events' }));
    expect(hero.getByText('Connect the tools you already use to promote, sell and run your events.')).to.exist;
    expect(hero.getByRole('searchbox', { name: 'Search apps' })).to.exist;
  });

  it("page title 'Eventbrite App Marketplace | Apps for Your Events (Formerly Spectrum)' in history routing", async () => {
    serve();
    const before = { url: `${location.pathname}${location.search}`, title: document.title };
    history.replaceState(history.state, '', '/apps/');
    try {
      await home('routing="history"');
      await waitFor(() => expect(document.title).to.equal('Eventbrite App Marketplace | Apps for Your Events (Formerly Spectrum)'));
    } finally {
      cleanupElements();
      history.replaceState(history.state, '', before.url);
      document.title = before.title;
    }
  });
});

describe("Home on load: 'fetch popular apps if not loaded; recommended for a signed-in user, otherwise featured; categories unless already fetching' (spec 001 §4)", () => {
  it('anonymous: popular, featured, every app and the categories, once each; never recommended', async () => {
    const fake = serve();
    signedOut();
    await home();
    await settled('popular', 'featured', 'all', 'category:marketing-and-promotion');
    for (const list of ['popular', 'featured', 'all', 'categories', 'category:marketing-and-promotion']) expect(fake.count(list), list).to.equal(1);
    expect(fake.count('recommended')).to.equal(0);
  });

  it('signed in: recommended, never featured', async () => {
    const fake = serve();
    signedIn();
    await home();
    await settled('popular', 'recommended', 'all', 'category:marketing-and-promotion');
    expect(fake.count('recommended')).to.equal(1);
    expect(fake.count('featured')).to.equal(0);
  });

  it('popular apps already loaded are not fetched again', async () => {
    const fake = serve();
    await loadList('popular');
    expect(fake.count('popular')).to.equal(1);
    const { view } = await home();
    await settled('featured', 'all');
    expect(cardNames(section(view, 'Popular'))).to.have.length(6);
    expect(fake.count('popular')).to.equal(1);
  });

  it('categories already being fetched are not fetched again', async () => {
    const answer = later<unknown[]>();
    const fake = serve({ categories: answer.promise });
    const pending = loadCategories();
    await home();
    answer.resolve(CATEGORIES);
    await pending;
    await settled('category:marketing-and-promotion');
    expect(fake.count('categories')).to.equal(1);
  });
});

describe("Staff Picks: 'shows a loader until apps load; hidden if the load failed, the list is empty, or none of the three fixed app names are found' (spec 001 §4)", () => {
  it('shows Mailbloom, Ticketcraft Scanner and Surveyly, in that order, picked from every app', async () => {
    const fake = serve();
    const { view } = await home();
    await settled('all');
    const picks = await waitFor(() => section(view, 'Staff Picks'));
    await waitFor(() => expect(cardNames(picks)).to.deep.equal(STAFF_PICKS));
    expect(fake.count('all')).to.equal(1);
  });

  it('a loader until the apps have loaded', async () => {
    const answer = later<unknown[]>();
    serve({ all: answer.promise });
    const { view } = await home();
    const picks = await waitFor(() => section(view, 'Staff Picks'));
    expect(picks.getByRole('status', { name: 'Loading Staff Picks' })).to.exist;
    expect(cardNames(picks)).to.have.length(0);
    answer.resolve(allApps());
    await waitFor(() => expect(cardNames(section(view, 'Staff Picks'))).to.deep.equal(STAFF_PICKS));
    expect(section(view, 'Staff Picks').queryByRole('status')).to.equal(null);
  });

  it('the picks show as soon as all three have arrived, before the last page of apps', async () => {
    const lastPage = later<unknown[]>();
    const everyApp = [...allApps(), ...wireApps('Zz filler', 12)];
    serve({ all: (offset) => (offset === 0 ? everyApp : lastPage.promise) });
    const { view } = await home();
    await waitFor(() => expect(cardNames(section(view, 'Staff Picks'))).to.deep.equal(STAFF_PICKS));
    expect(listOf($appLists.get(), 'all').status).to.equal('fetching');
    lastPage.resolve(everyApp);
    await settled('all');
  });

  it('hidden when the load failed: no heading, no message, no refresh', async () => {
    serve({ all: { status: 500 } });
    const { view } = await home();
    await settled('popular', 'featured', 'all');
    expect(listOf($appLists.get(), 'all').status).to.equal('failed');
    expect(view.queryByRole('heading', { name: 'Staff Picks' })).to.equal(null);
    expect(view.queryByRole('alert')).to.equal(null);
  });

  it('hidden when the list is empty', async () => {
    serve({ all: [] });
    const { view } = await home();
    await settled('popular', 'featured', 'all');
    expect(view.queryByRole('heading', { name: 'Staff Picks' })).to.equal(null);
  });

  it('hidden when none of the three names is found', async () => {
    serve({ all: [wireApp('Agenda Pro'), wireApp('Mailbloomer'), wireApp('surveyly')] });
    const { view } = await home();
    await settled('popular', 'featured', 'all');
    expect(view.queryByRole('heading', { name: 'Staff Picks' })).to.equal(null);
  });

  it('when only some are found, those show', async () => {
    serve({ all: [wireApp('Agenda Pro'), wireApp('Surveyly'), wireApp('Mailbloom')] });
    const { view } = await home();
    await settled('all');
    await waitFor(() => expect(cardNames(section(view, 'Staff Picks'))).to.deep.equal(['Mailbloom', 'Surveyly']));
  });
});

describe("Marketing category: 'pick the category with slug marketing-and-promotion, or else promotion-and-advertising, and fetch that category's apps' (spec 001 §4)", () => {
  it("marketing-and-promotion: its localized name, its apps, 'See all' to /apps/categories/marketing-and-promotion/", async () => {
    serve();
    const { view } = await home();
    const marketing = await waitFor(() => section(view, 'Marketing und Werbung'));
    await waitFor(() => expect(cardNames(marketing)).to.deep.equal(['Marketing app 1', 'Marketing app 2', 'Marketing app 3', 'Marketing app 4']));
    expect(marketing.getByRole('link', { name: 'See all' }).getAttribute('href')).to.equal('/apps/categories/marketing-and-promotion/');
  });

  it('without marketing-and-promotion, promotion-and-advertising (its name when it has no localized one)', async () => {
    const fake = serve({
      categories: [wireCategory('crm', 'CRM'), wireCategory('promotion-and-advertising', 'Promotion & Advertising')],
      'category:promotion-and-advertising': wireApps('Promo app', 2),
    });
    const { view } = await home();
    const promotion = await waitFor(() => section(view, 'Promotion & Advertising'));
    await waitFor(() => expect(cardNames(promotion)).to.deep.equal(['Promo app 1', 'Promo app 2']));
    expect(promotion.getByRole('link', { name: 'See all' }).getAttribute('href')).to.equal('/apps/categories/promotion-and-advertising/');
    expect(fake.count('category:marketing-and-promotion')).to.equal(0);
  });

  it('marketing-and-promotion wins when both exist', async () => {
    const fake = serve({ categories: [wireCategory('promotion-and-advertising', 'Promotion & Advertising'), MARKETING] });
    const { view } = await home();
    await waitFor(() => section(view, 'Marketing und Werbung'));
    await settled('category:marketing-and-promotion');
    expect(fake.count('category:promotion-and-advertising')).to.equal(0);
  });

  it('neither category: no marketing section and no category request', async () => {
    const fake = serve({ categories: [wireCategory('crm', 'CRM')] });
    const { view } = await home();
    await settled('popular', 'featured', 'all');
    expect(sectionTitles(view)).to.deep.equal(['Popular', 'Featured', 'Staff Picks', 'Categories to explore']);
    expect(fake.requested.filter((list) => list.startsWith('category:'))).to.deep.equal([]);
  });

  it("no category's apps are fetched before the categories have loaded", async () => {
    const answer = later<unknown[]>();
    const fake = serve({ categories: answer.promise });
    await home();
    await settled('popular', 'featured', 'all');
    expect(fake.requested.filter((list) => list.startsWith('category:'))).to.deep.equal([]);
    answer.resolve(CATEGORIES);
    await settled('category:marketing-and-promotion');
    expect(fake.count('category:marketing-and-promotion')).to.equal(1);
  });

  it('categories that fail to load: no marketing section, the rest of the page stays', async () => {
    serve({ categories: { status: 500 } });
    const { view } = await home();
    await settled('popular', 'featured', 'all');
    await waitFor(() => expect($categories.get().status).to.equal('failed'), { timeout: 5000 });
    // Categories to explore stays, with the section message and its refresh.
    expect(sectionTitles(view)).to.deep.equal(['Popular', 'Featured', 'Staff Picks', 'Categories to explore']);
    await section(view, 'Categories to explore').findByRole('alert');
  });
});

describe("Home: 'A failed list shows a refresh option' that re-requests that section only (spec 001 §2, §4)", () => {
  it('Popular fails: its message and Refresh; a mouse click asks for popular again and nothing else', async () => {
    const fake = serve({ popular: { status: 500 } });
    const { view } = await home();
    const popular = await waitFor(() => section(view, 'Popular'));
    const message = await popular.findByRole('alert', {}, { timeout: 5000 });
    expect(message.textContent).to.contain('Whoa, something weird happened here. Try refreshing this section.');
    await settled('featured', 'all', 'category:marketing-and-promotion');
    // The other sections are there as usual.
    expect(cardNames(section(view, 'Featured'))).to.have.length(5);
    const before = fake.requested.length;
    fake.answers.popular = wireApps('Popular app', 8);
    await click(popular.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(cardNames(section(view, 'Popular'))).to.have.length(6));
    expect(fake.requested.slice(before)).to.deep.equal(['popular']);
  });
});

describe("Home analytics: 'sent on app click and on recommendation load, carrying app name, id, position and section title' (spec 001 §7)", () => {
  it('signed in: the Recommended list loading is one RecommendationLoad with the apps shown, their ids and positions', async () => {
    const recommended = wireApps('Recommended app', 7);
    serve({ recommended });
    signedIn();
    await home();
    await settled('popular', 'recommended', 'all', 'category:marketing-and-promotion');
    await waitFor(() => expect(tracked('RecommendationLoad')).to.have.length(1));
    expect(tracked('RecommendationLoad')[0]).to.deep.equal({
      category: 'app-marketplace',
      action: 'RecommendationLoad',
      label: 'Recommended',
      sectionTitle: 'Recommended',
      apps: recommended.slice(0, 6).map((app, index) => ({ appName: app.name, appId: app.id, position: index + 1 })),
    });
  });

  it('coming back home shows the list already loaded: no second recommendation load', async () => {
    serve();
    signedIn();
    const { element, view } = await home();
    await waitFor(() => expect(tracked('RecommendationLoad')).to.have.length(1));
    const header = within(view.getByRole('navigation', { name: 'App Marketplace' }));
    await click(section(view, 'Popular').getByRole('link', { name: 'See all' }));
    await view.findByRole('heading', { level: 1, name: 'Popular' });
    await click(header.getByRole('link', { name: 'App Marketplace' }));
    await view.findByRole('heading', { level: 1, name: 'Find the apps for your events' });
    await waitFor(() => expect(cardNames(section(view, 'Recommended'))).to.have.length(6));
    expect(element.isConnected).to.equal(true);
    expect(tracked('RecommendationLoad')).to.have.length(1);
  });

  it('anonymous: the featured list is no recommendation load', async () => {
    serve();
    signedOut();
    await home();
    await settled('popular', 'featured', 'all', 'category:marketing-and-promotion');
    expect(tracked('RecommendationLoad')).to.have.length(0);
  });

  it('a failed Recommended list is no recommendation load; its refresh that works is one', async () => {
    const fake = serve({ recommended: { status: 500 } });
    signedIn();
    const { view } = await home();
    await settled('recommended');
    expect(tracked('RecommendationLoad')).to.have.length(0);
    fake.answers.recommended = wireApps('Recommended app', 2);
    await click(section(view, 'Recommended').getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(tracked('RecommendationLoad')).to.have.length(1));
    expect((tracked('RecommendationLoad')[0].apps as unknown[]).length).to.equal(2);
  });

  it('a click on the second Staff Pick is an AppClick with its name, id, position 2 and the section title', async () => {
    const apps = allApps();
    serve({ all: apps });
    const { view } = await home();
    const picks = await waitFor(() => section(view, 'Staff Picks'));
    await waitFor(() => expect(cardNames(picks)).to.deep.equal(STAFF_PICKS));
    await click(picks.getByRole('link', { name: /Ticketcraft Scanner/ }));
    const scanner = apps.find((app) => app.name === 'Ticketcraft Scanner')!;
    expect(tracked('AppClick')).to.have.length(1);
    expect(tracked('AppClick')[0]).to.deep.include({ category: 'app-marketplace', appName: 'Ticketcraft Scanner', appId: scanner.id, position: 2, sectionTitle: 'Staff Picks' });
  });
});

describe('Home: keyboard and accessibility', () => {
  it('Tab reaches an app card and Enter opens its page', async () => {
    serve();
    const { element, view } = await home();
    const popular = await waitFor(() => section(view, 'Popular'));
    await waitFor(() => expect(cardNames(popular)).to.have.length(6));
    const target = popular.getByRole('link', { name: /Popular app 1/ });
    for (let step = 0; step < 20 && element.shadowRoot!.activeElement !== target; step++) await sendKeys({ press: 'Tab' });
    expect(element.shadowRoot!.activeElement).to.equal(target);
    const navigations: string[] = [];
    element.addEventListener('eb-navigate', (event) => navigations.push((event as CustomEvent<{ path: string }>).detail.path));
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(navigations[0]).to.equal(target.getAttribute('href')));
  });

  for (const [who, signIn, picks] of [
    ['signed out', signedOut, 'featured'],
    ['signed in', signedIn, 'recommended'],
  ] as const) {
    it(`no axe-core violations on the loaded home page, ${who}`, async () => {
      serve();
      signIn();
      const { element } = await home();
      await settled('popular', picks, 'all', 'category:marketing-and-promotion');
      await expectNoAxeViolations(element);
    });
  }

  it('no axe-core violations while loading and with a failed section', async () => {
    serve({ popular: { status: 500 }, all: later<unknown[]>().promise });
    const { element, view } = await home();
    await section(view, 'Popular').findByRole('alert', {}, { timeout: 5000 });
    await expectNoAxeViolations(element);
  });
});
