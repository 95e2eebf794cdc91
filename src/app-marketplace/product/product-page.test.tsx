import FakeTimers from '@sinonjs/fake-timers';
import { waitFor, within } from '@testing-library/dom';
import { emulateMedia, resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { expect } from 'chai';
import '../../../elements/eb-app-marketplace';
import { resetUserReviews } from '../../review-form/user-reviews';
import { $notifications, removeNotification } from '../../stores/notifications';
import { configure, resetServerData } from '../../stores/server-data';
import { expectNoAxeViolations } from '../../test-support/axe';
import { captureConsole } from '../../test-support/console';
import { cleanupElements, mountHtml, rendered, shadow } from '../../test-support/elements';
import { fakeProductApi, productReviews, type FakeProductApi, type ProductReview } from '../../test-support/fake-product-api';
import { expectFocusOn } from '../../test-support/focus';
import { centreOf, clickWithMouse as clickInView, hoverWithMouse } from '../../test-support/pointer';
import { resetMarketplace } from '../marketplace-stores';

// The app product page, spec 001 §2 'App product page', §3–§8. Each test mounts the real
// <eb-app-marketplace> on the product page and uses a real mouse and keyboard.

let api: FakeProductApi | undefined;
let warnings: ReturnType<typeof captureConsole>;
const START_URL = `${location.pathname}${location.search}`;
const START_TITLE = document.title;

beforeEach(() => {
  warnings = captureConsole('warn');
  sessionStorage.clear();
});

afterEach(async () => {
  cleanupElements();
  api?.restore();
  api = undefined;
  warnings.restore();
  resetMarketplace();
  resetUserReviews();
  resetServerData();
  for (const notification of $notifications.get()) removeNotification(notification.id);
  await resetMouse();
  await emulateMedia({ reducedMotion: 'no-preference' });
  window.history.replaceState(null, '', START_URL);
  document.title = START_TITLE;
  document.head.querySelector('meta[name="description"]')?.remove();
});

const svg = (label: string) => `${location.origin}/src/ui/avatar/avatar-test-photo.svg?${label}`;

function wireApp(fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: '77',
    name: 'Acme Check-in',
    slug: 'acme-check-in',
    logo_url: svg('logo'),
    banner_url: svg('banner'),
    app_url: 'https://acme.example/',
    categories: [{ id: 'c1', slug: 'tickets-and-onsite', name: 'Tickets & Onsite', name_localized: null }],
    details: { _type: 'app_details', is_installed: false },
    extension: { client_id: 'acme-client', extension_url: 'https://acme.example/ext', requires_oauth: false, slug: 'acme-check-in' },
    permissions: { can_reply_rating: false },
    rating: '4.2',
    total_reviews: 12,
    app_rating_summary: { total_reviews: 12, rating: '4.2', stars: { 1: 1, 2: 1, 3: 2, 4: 3, 5: 5 } },
    localization: {
      description: '<p>Scan <b>tickets</b> fast.</p>',
      short_description: 'Fast ticket scanning at the door',
      support_description: '<p>Write to us any time.</p>',
      get_started_url: 'https://acme.example/start',
      contact_info: { support_email: 'help@acme.example', sales_email: 'sales@acme.example', support_phone: '+1 555 0100', sales_phone: null },
      resource_links: [{ id: 'r1', title: 'Guide', url: 'https://acme.example/guide' }],
      screenshots: [
        { id: 's1', image_url: svg('one'), sort_order: 1 },
        { id: 's2', image_url: svg('two'), sort_order: 2 },
        { id: 's3', image_url: svg('three'), sort_order: 3 },
      ],
    },
    ...fields,
  };
}

interface Mounted {
  host: HTMLElement;
  root: ShadowRoot;
  view: ReturnType<typeof shadow>;
  navigations: string[];
}

async function openProduct(path = '/apps/acme-check-in/', { routing = 'memory' }: { routing?: 'memory' | 'history' } = {}): Promise<Mounted> {
  if (routing === 'history') window.history.pushState(null, '', path);
  const attributes = routing === 'memory' ? `routing="memory" path="${path}"` : '';
  const host = mountHtml(`<eb-app-marketplace ${attributes}></eb-app-marketplace>`).querySelector<HTMLElement>('eb-app-marketplace')!;
  const navigations: string[] = [];
  host.addEventListener('eb-navigate', (event) => navigations.push((event as CustomEvent<{ path: string }>).detail.path));
  await rendered(host);
  return { host, root: host.shadowRoot!, view: shadow(host), navigations };
}

/** Opens the page and waits for the app's name. */
async function productPage(path?: string, options?: { routing?: 'memory' | 'history' }) {
  const mounted = await openProduct(path, options);
  await mounted.view.findByRole('heading', { level: 1, name: /Acme Check-in/ });
  return mounted;
}

/** A real click, on an element brought into the window first (the page is long). */
async function clickWithMouse(element: Element) {
  element.scrollIntoView({ block: 'center', behavior: 'instant' });
  await clickInView(element);
}

/** The calls that change something, in order. */
const writes = (fake: FakeProductApi) => fake.requests.filter((request) => request.method !== 'GET');

const reviewTitles = (view: Mounted['view']) =>
  view
    .queryAllByRole('listitem')
    .filter((item) => item.classList.contains('eb-review'))
    .map((item) => item.querySelector('h3')!.textContent);

for (const routing of ['memory', 'history'] as const) {
  describe(`loading (spec 001 §2 "On entry it loads the app by slug"), ${routing} routing`, () => {
    it('/apps/{slug}/ loads the app by slug with details, extension, permissions and rating summary', async () => {
      api = fakeProductApi({ apps: [wireApp()] });
      await productPage(undefined, { routing });
      const load = api.requests.find((request) => request.search.has('slug'))!;
      expect(load.search.get('slug')).to.equal('acme-check-in');
      expect(load.search.get('expand.app')).to.equal('details,extension,permissions,rating_summary');
    });

    it("nothing found and an old renamed slug: goes to the new slug (the answer's renamed_to)", async () => {
      api = fakeProductApi({ apps: [wireApp()], renamed: { 'acme-old': 'acme-check-in' } });
      const { view, navigations } = await openProduct('/apps/acme-old/', { routing });
      await view.findByRole('heading', { level: 1, name: /Acme Check-in/ });
      expect(navigations).to.deep.equal(['/apps/acme-old/', '/apps/acme-check-in/']);
    });

    it('nothing found: goes to /apps/', async () => {
      api = fakeProductApi({ apps: [] });
      const { navigations } = await openProduct('/apps/nothing-here/', { routing });
      await waitFor(() => expect(navigations.at(-1)).to.equal('/apps/'));
    });

    it('the load fails: goes to /apps/', async () => {
      api = fakeProductApi({ apps: [wireApp()] });
      api.failApps();
      const { navigations } = await openProduct(undefined, { routing });
      await waitFor(() => expect(navigations.at(-1)).to.equal('/apps/'));
    });
  });
}

describe('header (spec 001 §2)', () => {
  it('logo, installed tick, a link to the first category, the name and the short description', async () => {
    api = fakeProductApi({ apps: [wireApp({ details: { is_installed: true } })] });
    const { view, root } = await productPage();
    expect(view.getByRole('heading', { level: 1 }).textContent).to.equal('Acme Check-inInstalled');
    expect(view.getByRole('link', { name: 'Tickets & Onsite' }).getAttribute('href')).to.equal('/apps/categories/tickets-and-onsite/');
    expect(view.getByText('Fast ticket scanning at the door')).to.exist;
    expect(root.querySelector('.eb-product__logo')!.getAttribute('src')).to.equal(svg('logo'));
    expect(root.querySelector('.eb-product__banner')!.getAttribute('height')).to.equal('233');
  });

  it("call to action: 'Open' for an installed app with a slug, to /myevents/apps/{slug}/", async () => {
    api = fakeProductApi({ apps: [wireApp({ details: { is_installed: true } })] });
    const { view } = await productPage();
    expect(view.getByRole('link', { name: 'Open' }).getAttribute('href')).to.equal('/myevents/apps/acme-check-in/');
  });

  it("call to action: 'Get app' when it requires OAuth: /oauth/authorize with state, redirect_uri, response_type=token, client_id, v=1.0", async () => {
    api = fakeProductApi({ apps: [wireApp({ extension: { client_id: 'acme-client', requires_oauth: true, slug: 'acme-check-in' } })] });
    const { view } = await productPage();
    const url = new URL(view.getByRole('link', { name: 'Get app' }).getAttribute('href')!, location.origin);
    expect(url.pathname).to.equal('/oauth/authorize');
    expect(url.searchParams.get('redirect_uri')).to.equal('/myevents/apps/acme-check-in/');
    expect(url.searchParams.get('response_type')).to.equal('token');
    expect(url.searchParams.get('client_id')).to.equal('acme-client');
    expect(url.searchParams.get('v')).to.equal('1.0');
    expect(url.searchParams.get('state')).to.match(/^[0-9a-f]{32}$/);
  });

  it("call to action: otherwise 'Get app info', to the app's get-started page; a javascript: address gives no link", async () => {
    api = fakeProductApi({
      apps: [wireApp(), wireApp({ id: '78', slug: 'bad', name: 'Acme Check-in Bad', app_url: 'javascript:alert(1)', localization: { get_started_url: 'javascript:alert(1)' } })],
    });
    const { view } = await productPage();
    const info = view.getByRole('link', { name: 'Get app info' });
    expect(info.getAttribute('href')).to.equal('https://acme.example/start');
    expect(info.getAttribute('rel')).to.equal('noopener noreferrer');
    cleanupElements();
    const bad = await productPage('/apps/bad/');
    expect(bad.view.queryByRole('link', { name: 'Get app info' })).to.equal(null);
  });

  it('the rating summary links to #rating-overview, and following it scrolls there', async () => {
    api = fakeProductApi({ apps: [wireApp()], reviews: { 77: productReviews(12) } });
    const { view, root } = await productPage();
    const link = view.getByRole('link', { name: /12 reviews/ });
    expect(link.getAttribute('href')).to.equal('/apps/acme-check-in/#rating-overview');
    expect(link.textContent).to.contain('4.2');
    await clickWithMouse(link);
    await waitFor(() => expect(Math.round(root.getElementById('rating-overview')!.getBoundingClientRect().top)).to.be.lessThan(10));
  });
});

describe('layout and page (spec 001 §2)', () => {
  it("title '{app name} | App Marketplace' and the short description meta, in history routing", async () => {
    api = fakeProductApi({ apps: [wireApp()] });
    await productPage('/apps/acme-check-in/', { routing: 'history' });
    await waitFor(() => expect(document.title).to.equal('Acme Check-in | App Marketplace'));
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')!.content).to.equal('Fast ticket scanning at the door');
  });

  it('memory routing touches neither the title nor the meta', async () => {
    api = fakeProductApi({ apps: [wireApp()] });
    await productPage();
    expect(document.title).to.equal(START_TITLE);
    expect(document.head.querySelector('meta[name="description"]')).to.equal(null);
  });

  it('?open_review_modal=true opens the review flow and the parameter is removed', async () => {
    configure({ user: { isAuthenticated: true, publicId: 'u1' } });
    api = fakeProductApi({ apps: [wireApp()] });
    const { view, navigations } = await productPage('/apps/acme-check-in/?open_review_modal=true');
    // Not installed: the flow is the message that the app must be installed first.
    const flow = await view.findByRole('alertdialog', { name: "You can't leave a review just yet" });
    // The address without the parameter is the marketplace's own move, drawn in a background
    // render: on a slow machine it may be shown after the flow has opened, and take a while.
    await waitFor(() => expect(navigations.at(-1)).to.equal('/apps/acme-check-in/'), { timeout: 3000 });
    expect(view.getByRole('alertdialog', { name: "You can't leave a review just yet" }), 'the flow stays open once the parameter is gone').to.equal(flow);
    expect(navigations.filter((path) => path.includes('open_review_modal'))).to.deep.equal(['/apps/acme-check-in/?open_review_modal=true']);
  });

  it("with redirect_from=attendees-badges on conference-badges: 'Eventbrite no longer offers a feature to create name badges. Consider using this third-party tool instead.'", async () => {
    const text = 'Eventbrite no longer offers a feature to create name badges. Consider using this third-party tool instead.';
    api = fakeProductApi({ apps: [wireApp({ slug: 'conference-badges' }), wireApp({ id: '79', slug: 'other' })] });
    const badges = await productPage('/apps/conference-badges/?redirect_from=attendees-badges');
    expect(badges.view.getByText(text)).to.exist;
    cleanupElements();
    const other = await productPage('/apps/other/?redirect_from=attendees-badges');
    expect(other.view.queryByText(text)).to.equal(null);
  });
});

describe('server HTML (DOMPurify; only http(s), mailto and tel links)', () => {
  it('the description and support text keep their safe HTML and lose scripts, handlers and javascript: links', async () => {
    const hostile =
      '<p>Safe <b>bold</b> <a href="https://acme.example/docs">docs</a> <a href="javascript:alert(1)">bad</a> <a href="mailto:a@acme.example">mail</a></p>' +
      '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script><style>*{display:none}</style><p style="position:fixed" onclick="window.__pwned=3">x</p>';
    api = fakeProductApi({ apps: [wireApp({ localization: { description: hostile, support_description: hostile, short_description: 'S' } })] });
    const { root, view } = await productPage();
    const [description] = root.querySelectorAll('.eb-product__html');
    expect(description.querySelector('b')!.textContent).to.equal('bold');
    expect(root.querySelector('.eb-product__html script, .eb-product__html style, [onerror], [onclick], [style]:not(.eb-carousel__track):not(.eb-product__bar-fill)')).to.equal(
      null,
    );
    const docs = view.getAllByRole('link', { name: 'docs' })[0];
    expect(docs.getAttribute('href')).to.equal('https://acme.example/docs');
    expect(docs.getAttribute('target')).to.equal('_blank');
    expect(docs.getAttribute('rel')).to.equal('noopener noreferrer');
    expect(view.getAllByText('bad')[0].closest('a')!.hasAttribute('href')).to.equal(false);
    expect(view.getAllByRole('link', { name: 'mail' })[0].getAttribute('href')).to.equal('mailto:a@acme.example');
    expect((window as unknown as { __pwned?: number }).__pwned).to.equal(undefined);
  });

  it('resources: support and sales e-mail and phone links, resource links; other schemes are dropped', async () => {
    api = fakeProductApi({
      apps: [
        wireApp({
          localization: {
            short_description: 'S',
            contact_info: { support_email: 'help@acme.example', sales_email: 'javascript:alert(1)', support_phone: '+1 (555) 010-0', sales_phone: 'call me' },
            resource_links: [
              { id: 'r1', title: 'Guide', url: 'https://acme.example/guide' },
              { id: 'r2', title: 'Evil', url: 'javascript:alert(1)' },
            ],
          },
        }),
      ],
    });
    const { view } = await productPage();
    const resources = within(view.getByRole('heading', { name: 'Resources' }).closest('section')!);
    expect(resources.getByRole('link', { name: 'help@acme.example' }).getAttribute('href')).to.equal('mailto:help@acme.example');
    expect(resources.getByRole('link', { name: '+1 (555) 010-0' }).getAttribute('href')).to.equal('tel:+15550100');
    expect(resources.getByRole('link', { name: 'Guide' }).getAttribute('href')).to.equal('https://acme.example/guide');
    expect(resources.queryByText('Evil')).to.equal(null);
    expect(resources.queryByText('call me')).to.equal(null);
    expect(resources.queryByText('javascript:alert(1)')).to.equal(null);
  });
});

describe('carousel (spec 001 §2: every 5000 ms, 500 ms transition, pauses on hover, swipes of 100 px)', () => {
  /** The slide shown after `ms` of the page's timers have run. */
  async function slideAfter(root: ShadowRoot, ms: number): Promise<number> {
    const clock = FakeTimers.install({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await clock.tickAsync(ms);
      return current(root);
    } finally {
      clock.uninstall();
    }
  }
  const current = (root: ShadowRoot) => [...root.querySelectorAll('.eb-carousel__slide')].findIndex((slide) => slide.getAttribute('aria-hidden') === 'false');

  it('advances every 5000 ms with a 500 ms transition', async () => {
    api = fakeProductApi({ apps: [wireApp()] });
    const { root } = await productPage();
    expect(getComputedStyle(root.querySelector('.eb-carousel__track')!).transitionDuration).to.equal('0.5s');
    const clock = FakeTimers.install({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      expect(current(root)).to.equal(0);
      await clock.tickAsync(4999);
      expect(current(root)).to.equal(0);
      await clock.tickAsync(1);
      await waitFor(() => expect(current(root)).to.equal(1));
      await clock.tickAsync(5000);
      await waitFor(() => expect(current(root)).to.equal(2));
    } finally {
      clock.uninstall();
    }
  });

  it('pauses on hover', async () => {
    api = fakeProductApi({ apps: [wireApp()] });
    const { root } = await productPage();
    root.querySelector('.eb-carousel__viewport')!.scrollIntoView({ block: 'center', behavior: 'instant' });
    await hoverWithMouse(root.querySelector('.eb-carousel__viewport')!);
    expect(await slideAfter(root, 12000)).to.equal(0);
  });

  it('a swipe of at least 100 px changes slides; 99 px does not', async () => {
    api = fakeProductApi({ apps: [wireApp()] });
    const { root } = await productPage();
    root.querySelector('.eb-carousel__viewport')!.scrollIntoView({ block: 'center', behavior: 'instant' });
    const [x, y] = centreOf(root.querySelector('.eb-carousel__viewport')!);
    const swipe = async (distance: number) => {
      await sendMouse({ type: 'move', position: [x, y] });
      await sendMouse({ type: 'down' });
      await sendMouse({ type: 'move', position: [x - distance, y] });
      await sendMouse({ type: 'up' });
    };
    await swipe(99);
    expect(current(root)).to.equal(0);
    await swipe(100);
    await waitFor(() => expect(current(root)).to.equal(1));
    await swipe(-120);
    await waitFor(() => expect(current(root)).to.equal(0));
  });

  it('a visible Pause stops it, and Play starts it again; Next and Previous work from the keyboard (WCAG 2.2.2)', async () => {
    api = fakeProductApi({ apps: [wireApp()] });
    const { root, view } = await productPage();
    await clickWithMouse(view.getByRole('button', { name: 'Pause' }));
    await resetMouse();
    expect(await slideAfter(root, 11000)).to.equal(0);
    view.getByRole('button', { name: 'Play' }).focus();
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    expectFocusOn(root, view.getByRole('button', { name: 'Next screenshot' }));
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(current(root)).to.equal(1));
  });

  it('no auto-advance and no transition under prefers-reduced-motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    api = fakeProductApi({ apps: [wireApp()] });
    const { root, view } = await productPage();
    expect(view.getByRole('button', { name: 'Play' })).to.exist;
    expect(getComputedStyle(root.querySelector('.eb-carousel__track')!).transitionDuration).to.equal('0s');
    expect(await slideAfter(root, 11000)).to.equal(0);
  });
});

describe('ratings (spec 001 §5: at least 5 reviews)', () => {
  it('5 reviews or more: the rating as a number with stars, the histogram of 1 to 5 stars with counts, and the reviews', async () => {
    api = fakeProductApi({ apps: [wireApp()], reviews: { 77: productReviews(12) } });
    const { view } = await productPage();
    const section = within(view.getByRole('heading', { name: 'Ratings and reviews' }).closest('section')!);
    expect(section.getByText('4.2')).to.exist;
    expect(within(section.getByText('4.2').parentElement!).getByRole('img', { name: '4 out of 5 stars' })).to.exist;
    const bars = section.getAllByRole('button', { pressed: false }).filter((button) => button.classList.contains('eb-product__bar'));
    expect(bars.map((bar) => bar.textContent)).to.deep.equal(['5 stars 5', '4 stars 3', '3 stars 2', '2 stars 1', '1 star 1']);
    await waitFor(() => expect(reviewTitles(view)).to.deep.equal(['Review 1', 'Review 2', 'Review 3']));
  });

  it("names each histogram bar as a person hears it, the stars then the count ('1 star, 1 review'), not run together ('1 star1')", async () => {
    api = fakeProductApi({ apps: [wireApp()], reviews: { 77: productReviews(12) } });
    const { view } = await productPage();
    const histogram = within(view.getByRole('list', { name: 'Show only the reviews with' }));
    const names = ['5 stars, 5 reviews', '4 stars, 3 reviews', '3 stars, 2 reviews', '2 stars, 1 review', '1 star, 1 review'];
    expect(names.map((name) => histogram.getByRole('button', { name }))).to.deep.equal(histogram.getAllByRole('button'));
  });

  it("below 5: 'Not enough ratings' and a simple call to rate, no histogram nor list", async () => {
    api = fakeProductApi({ apps: [wireApp({ app_rating_summary: { total_reviews: 4, rating: '5.0', stars: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 4 } }, total_reviews: 4 })] });
    const { view } = await productPage();
    expect(view.getAllByText('Not enough ratings')).to.have.length(2);
    expect(view.getByRole('button', { name: 'Review this app' })).to.exist;
    expect(view.queryByRole('list', { name: 'Reviews' })).to.equal(null);
    expect(api.ratingsRequests()).to.have.length(0);
  });
});

describe('below 5 reviews, installed (spec 001 §5 "a simple \'Review this app\' call to rate")', () => {
  it("'Review this app' opens the review modal; saving creates the review with the locale", async () => {
    configure({ user: { isAuthenticated: true, publicId: 'u1' } });
    api = fakeProductApi({
      apps: [wireApp({ details: { is_installed: true }, app_rating_summary: { total_reviews: 1, rating: '5.0', stars: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 1 } } })],
    });
    const { view } = await productPage();
    expect(view.queryAllByRole('radio')).to.have.length(0);
    await clickWithMouse(view.getByRole('button', { name: 'Review this app' }));
    await clickWithMouse(await view.findByRole('radio', { name: '4 stars' }));
    await clickWithMouse(view.getByRole('textbox', { name: /^Title/ }));
    await sendKeys({ type: 'First!' });
    await clickWithMouse(view.getByRole('button', { name: 'Submit' }));
    await view.findByRole('dialog', { name: 'Thank you for your review' });
    expect(writes(api)).to.have.length(1);
    expect(writes(api)[0]).to.deep.include({ path: '/apps/77/ratings/', body: { rating: 4, review_title: 'First!', locale: 'en_US' } });
  });
});

for (const routing of ['memory', 'history'] as const) {
  describe(`reviews (spec 001 §4), ${routing} routing`, () => {
    it('pages of 3, appended; no fetch when the pagination says there is no more', async () => {
      api = fakeProductApi({ apps: [wireApp()], reviews: { 77: productReviews(7) } });
      const { view } = await productPage(undefined, { routing });
      await waitFor(() => expect(reviewTitles(view)).to.have.length(3));
      expect(api.ratingsRequests()[0].search.get('order_by')).to.equal('created_desc');
      expect(api.ratingsRequests()[0].search.get('expand.app_rating')).to.equal('replies');
      await clickWithMouse(view.getByRole('button', { name: 'Load more reviews' }));
      await waitFor(() => expect(reviewTitles(view)).to.have.length(6));
      expect(api.ratingsRequests()[1].search.get('continuation')).to.equal('3');
      await clickWithMouse(view.getByRole('button', { name: 'Load more reviews' }));
      await waitFor(() => expect(reviewTitles(view)).to.have.length(7));
      expect(view.queryByRole('button', { name: 'Load more reviews' })).to.equal(null);
      expect(api.ratingsRequests()).to.have.length(3);
    });

    it("'Load more' keeps keyboard focus on the first new review and announces how many were added", async () => {
      api = fakeProductApi({ apps: [wireApp()], reviews: { 77: productReviews(5) } });
      const { view, root } = await productPage(undefined, { routing });
      await waitFor(() => expect(reviewTitles(view)).to.have.length(3));
      view.getByRole('button', { name: 'Load more reviews' }).focus();
      await sendKeys({ press: 'Enter' });
      await waitFor(() => expect(reviewTitles(view)).to.have.length(5));
      const fourth = view.getAllByRole('listitem').filter((item) => item.classList.contains('eb-review'))[3];
      await waitFor(() => expectFocusOn(root, fourth));
      expect([...root.querySelectorAll('[role="status"]')].map((status) => status.textContent)).to.include('2 more reviews loaded');
    });

    it("sort 'Top rated' resets to page 1, clears and refetches with order_by=rating_desc", async () => {
      api = fakeProductApi({ apps: [wireApp()], reviews: { 77: productReviews(7) } });
      const { view } = await productPage(undefined, { routing });
      await waitFor(() => expect(reviewTitles(view)).to.have.length(3));
      await clickWithMouse(view.getByRole('button', { name: 'Load more reviews' }));
      await waitFor(() => expect(reviewTitles(view)).to.have.length(6));
      const sort = view.getByRole<HTMLSelectElement>('combobox', { name: /Sort by/ });
      sort.focus();
      await sendKeys({ press: 'ArrowDown' });
      await waitFor(() => expect(reviewTitles(view)).to.have.length(3));
      expect(api.ratingsRequests().at(-1)!.search.get('order_by')).to.equal('rating_desc');
      expect(api.ratingsRequests().at(-1)!.search.has('continuation')).to.equal(false);
      expect(sort.value).to.equal('rating_desc');
    });

    it("each histogram bar filters the reviews to its stars (pressed, and the filter shows it); 'There are no {filter} star reviews for this app.'", async () => {
      const reviews = productReviews(6).map((review) => ({ ...review, rating: review.rating === 2 ? 3 : review.rating })) as ProductReview[];
      api = fakeProductApi({ apps: [wireApp()], reviews: { 77: reviews } });
      const { view } = await productPage(undefined, { routing });
      await waitFor(() => expect(reviewTitles(view)).to.have.length(3));
      const fiveStars = view.getByRole('button', { name: /^5 stars/ });
      await clickWithMouse(fiveStars);
      await waitFor(() => expect(reviewTitles(view)).to.deep.equal(['Review 1', 'Review 6']));
      expect(fiveStars.getAttribute('aria-pressed')).to.equal('true');
      expect(api.ratingsRequests().at(-1)!.search.get('rating')).to.equal('5');
      expect(view.getByRole<HTMLSelectElement>('combobox', { name: /Rating/ }).value).to.equal('5');
      await clickWithMouse(view.getByRole('button', { name: /^2 stars/ }));
      await waitFor(() => expect(view.getByText('There are no 2 star reviews for this app.')).to.exist);
      await clickWithMouse(view.getByRole('button', { name: /^2 stars/ }));
      await waitFor(() => expect(reviewTitles(view)).to.have.length(3));
      expect(api.ratingsRequests().at(-1)!.search.has('rating')).to.equal(false);
    });

    it('a histogram bar shows pressed in the frame it is clicked; the list follows in the background', async () => {
      api = fakeProductApi({ apps: [wireApp()], reviews: { 77: productReviews(6) } });
      const { view, root } = await productPage(undefined, { routing });
      await waitFor(() => expect(reviewTitles(view)).to.have.length(3));
      const fiveStars = view.getByRole('button', { name: /^5 stars/ });
      // What each batch of changes shows: the bar, and how many reviews are listed.
      const seen: string[] = [];
      const list = () => root.querySelectorAll('.eb-review').length;
      const watch = new MutationObserver(() => seen.push(`${fiveStars.getAttribute('aria-pressed')} ${list()}`));
      watch.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-pressed'] });
      await clickWithMouse(fiveStars);
      await waitFor(() => expect(reviewTitles(view)).to.deep.equal(['Review 1', 'Review 6']));
      watch.disconnect();
      // The bar pressed while the three reviews are still listed, before the list changes.
      const pressed = seen.findIndex((state) => state.startsWith('true'));
      expect(seen[pressed], JSON.stringify(seen)).to.equal('true 3');
      expect(seen.at(-1)).to.equal('true 2');
    });

    it('each review: stars, title, text as text, its date long and relative, and its first reply as the developer response with its edited date', async () => {
      const reviews = productReviews(5, (index) =>
        index === 0
          ? {
              review_text: '<img src=x onerror="window.__pwned=1">Loved it',
              created: '2026-10-01T12:00:00Z',
              replies: [
                { id: 'p1', text: 'Thanks <b>a lot</b>', created: '2026-10-02T12:00:00Z', changed: '2026-10-05T12:00:00Z' },
                { id: 'p2', text: 'Second reply, not shown', created: '2026-10-03T12:00:00Z', changed: null },
              ],
            }
          : {},
      );
      api = fakeProductApi({ apps: [wireApp()], reviews: { 77: reviews } });
      const { view, root } = await productPage(undefined, { routing });
      await waitFor(() => expect(reviewTitles(view)).to.have.length(3));
      const first = within(view.getAllByRole('listitem').find((item) => item.classList.contains('eb-review'))!);
      expect(first.getByRole('img', { name: '5 out of 5 stars' })).to.exist;
      expect(first.getByText('<img src=x onerror="window.__pwned=1">Loved it')).to.exist;
      expect(first.getAllByText(/October 1, 2026 · /)).to.have.length(1);
      expect(first.getByText('Developer response')).to.exist;
      expect(first.getByText('Thanks <b>a lot</b>')).to.exist;
      expect(first.getByText(/Edited/).textContent).to.contain('October 5, 2026');
      expect(first.queryByText('Second reply, not shown')).to.equal(null);
      expect(root.querySelector('.eb-review img')).to.equal(null);
    });
  });
}

describe('leaving the page (spec 001 §4 "Leaving the page clears ratings, sets the filter to all and resets sort")', () => {
  it('back on the page after another one: all ratings, most recent, from page 1', async () => {
    api = fakeProductApi({ apps: [wireApp()], reviews: { 77: productReviews(9) } });
    const { view } = await productPage();
    await waitFor(() => expect(reviewTitles(view)).to.have.length(3));
    await clickWithMouse(view.getByRole('button', { name: /^5 stars/ }));
    await waitFor(() => expect(reviewTitles(view)).to.deep.equal(['Review 1', 'Review 6']));
    await clickWithMouse(view.getByRole('link', { name: 'Tickets & Onsite' }));
    // The category page lists the app: back to it as a person would.
    await clickWithMouse(await view.findByRole('link', { name: /^Acme Check-in/ }));
    await view.findByRole('heading', { level: 1, name: /Acme Check-in/ });
    await waitFor(() => expect(reviewTitles(view)).to.deep.equal(['Review 1', 'Review 2', 'Review 3']));
    expect(view.getByRole<HTMLSelectElement>('combobox', { name: /Rating/ }).value).to.equal('all');
    expect(view.getByRole<HTMLSelectElement>('combobox', { name: /Sort by/ }).value).to.equal('created_desc');
    expect(view.getByRole('button', { name: /^5 stars/ }).getAttribute('aria-pressed')).to.equal('false');
    expect(api.ratingsRequests().at(-1)!.search.has('rating')).to.equal(false);
  });
});

describe('replies (spec 001 §4, §6 "Replier")', () => {
  const withReply = () => productReviews(5, (index) => (index === 1 ? { replies: [{ id: 'p9', text: 'We fixed it.', created: '2026-10-02T12:00:00Z', changed: null }] } : {}));

  it('without can_reply_rating there is no reply call to action, nor Edit or Remove', async () => {
    api = fakeProductApi({ apps: [wireApp()], reviews: { 77: withReply() } });
    const { view } = await productPage();
    await waitFor(() => expect(reviewTitles(view)).to.have.length(3));
    expect(view.queryAllByRole('button', { name: 'Reply to this review' })).to.have.length(0);
    expect(view.queryAllByRole('button', { name: 'Reply options' })).to.have.length(0);
  });

  it('with it: the call to action only where no reply exists; the form counts to 750 and Reply is disabled while empty; saving shows the reply', async () => {
    api = fakeProductApi({ apps: [wireApp({ permissions: { can_reply_rating: true } })], reviews: { 77: withReply() } });
    const { view, root } = await productPage();
    await waitFor(() => expect(reviewTitles(view)).to.have.length(3));
    expect(view.getAllByRole('button', { name: 'Reply to this review' })).to.have.length(2);
    await clickWithMouse(view.getAllByRole('button', { name: 'Reply to this review' })[0]);
    const reply = view.getByRole('button', { name: 'Reply' });
    expect(reply.getAttribute('aria-disabled')).to.equal('true');
    expect(view.getByText('0/750')).to.exist;
    await clickWithMouse(view.getByRole('textbox', { name: 'Your reply' }));
    await sendKeys({ type: 'Thank you!' });
    expect(view.getByText('10/750')).to.exist;
    expect(reply.getAttribute('aria-disabled')).to.equal(null);
    await clickWithMouse(reply);
    await waitFor(() => expect(view.queryByRole('textbox', { name: 'Your reply' })).to.equal(null));
    expect(view.getByText('Thank you!').tagName).to.equal('P');
    // Focus is not lost with the form: it is on the new reply's menu.
    await waitFor(() => expectFocusOn(root, view.getAllByRole('button', { name: 'Reply options' })[0]));
    expect(writes(api).at(-1)).to.deep.include({ method: 'POST', path: '/apps/77/ratings/3000/replies/', body: { text: 'Thank you!' } });
    expect(view.getAllByRole('button', { name: 'Reply to this review' })).to.have.length(1);
  });

  it('an existing reply: Edit in its menu edits it; Remove shows a spinner and removes it by id', async () => {
    api = fakeProductApi({ apps: [wireApp({ permissions: { can_reply_rating: true } })], reviews: { 77: withReply() } });
    const { view, root } = await productPage();
    await waitFor(() => expect(view.getByText('We fixed it.')).to.exist);
    await clickWithMouse(view.getByRole('button', { name: 'Reply options' }));
    await clickWithMouse(await view.findByRole('menuitem', { name: 'Edit' }));
    const field = view.getByRole<HTMLTextAreaElement>('textbox', { name: 'Your reply' });
    expect(field.value).to.equal('We fixed it.');
    await clickWithMouse(field);
    await sendKeys({ press: 'End' });
    await sendKeys({ type: ' Update.' });
    await clickWithMouse(view.getByRole('button', { name: 'Reply' }));
    // The form closes and the card shows the new text.
    await waitFor(() => expect(view.queryByRole('textbox', { name: 'Your reply' })).to.equal(null));
    expect(view.getByText('We fixed it. Update.').tagName).to.equal('P');
    expect(writes(api).at(-1)).to.deep.include({ method: 'POST', path: '/app_rating_replies/p9/' });
    expect(view.getByText(/Edited/)).to.exist;
    await clickWithMouse(view.getByRole('button', { name: 'Reply options' }));
    await clickWithMouse(await view.findByRole('menuitem', { name: 'Remove' }));
    await waitFor(() => expect(view.queryByText('We fixed it. Update.')).to.equal(null));
    await waitFor(() => expect(root.activeElement?.textContent).to.equal('Reply to this review'));
    expect(writes(api).at(-1)).to.deep.include({ method: 'DELETE', path: '/app_rating_replies/p9/' });
  });

  for (const [what, code, status, message] of [
    ['a save', 'UNKNOWN', 500, 'Failed to save reply. Please try again.'],
    ['a save, NOT_AUTHORIZED', 'NOT_AUTHORIZED', 403, 'You do not have permission to access the resource you requested.'],
  ] as const) {
    it(`${what} that fails: '${message}', and the words stay`, async () => {
      api = fakeProductApi({ apps: [wireApp({ permissions: { can_reply_rating: true } })], reviews: { 77: productReviews(5) } });
      const { view } = await productPage();
      await waitFor(() => expect(reviewTitles(view)).to.have.length(3));
      await clickWithMouse(view.getAllByRole('button', { name: 'Reply to this review' })[0]);
      await clickWithMouse(view.getByRole('textbox', { name: 'Your reply' }));
      await sendKeys({ type: 'Kept' });
      api.failNext(/replies\/$/, code, status);
      await clickWithMouse(view.getByRole('button', { name: 'Reply' }));
      expect((await view.findByRole('alert')).textContent).to.equal(message);
      expect(view.getByRole<HTMLTextAreaElement>('textbox', { name: 'Your reply' }).value).to.equal('Kept');
    });
  }

  it("a removal that fails: 'Failed to delete reply. Please try again.', and the reply stays", async () => {
    api = fakeProductApi({ apps: [wireApp({ permissions: { can_reply_rating: true } })], reviews: { 77: withReply() } });
    const { view } = await productPage();
    await waitFor(() => expect(view.getByText('We fixed it.')).to.exist);
    api.failNext(/^DELETE /);
    await clickWithMouse(view.getByRole('button', { name: 'Reply options' }));
    await clickWithMouse(await view.findByRole('menuitem', { name: 'Remove' }));
    expect((await view.findByRole('alert')).textContent).to.equal('Failed to delete reply. Please try again.');
    expect(view.getByText('We fixed it.')).to.exist;
  });
});

describe('with the review form (spec 001 §4 "On save success … ratings are cleared and refetched")', () => {
  it('after a saved review the ratings are cleared and refetched and the summary follows', async () => {
    configure({ user: { isAuthenticated: true, publicId: 'u1' } });
    api = fakeProductApi({ apps: [wireApp({ details: { is_installed: true } })], reviews: { 77: productReviews(6) } });
    const { view } = await productPage();
    await waitFor(() => expect(reviewTitles(view)).to.have.length(3));
    const before = api.ratingsRequests().length;
    const appLoads = () => api!.requests.filter((request) => request.search.has('slug')).length;
    const loadsBefore = appLoads();
    await clickWithMouse(view.getAllByRole('radio', { name: '4 stars' })[0]);
    await clickWithMouse(await view.findByRole('textbox', { name: /^Title/ }));
    await sendKeys({ type: 'Newest' });
    await clickWithMouse(view.getByRole('button', { name: 'Submit' }));
    await view.findByRole('dialog', { name: 'Thank you for your review' });
    await waitFor(() => expect(reviewTitles(view)[0]).to.equal('Newest'));
    expect(api.ratingsRequests().length).to.be.greaterThan(before);
    expect(appLoads()).to.be.greaterThan(loadsBefore);
  });
});

describe('accessibility (axe-core)', () => {
  it('no violations: many reviews with the reply form open and the carousel paused; few reviews', async () => {
    api = fakeProductApi({ apps: [wireApp({ permissions: { can_reply_rating: true } })], reviews: { 77: productReviews(6) } });
    const many = await productPage();
    await waitFor(() => expect(reviewTitles(many.view)).to.have.length(3));
    await clickWithMouse(many.view.getByRole('button', { name: 'Pause' }));
    await clickWithMouse(many.view.getAllByRole('button', { name: 'Reply to this review' })[0]);
    await expectNoAxeViolations(many.host);
    cleanupElements();
    api.restore();
    api = fakeProductApi({ apps: [wireApp({ app_rating_summary: { total_reviews: 2, rating: '3.0', stars: { 1: 0, 2: 0, 3: 2, 4: 0, 5: 0 } } })] });
    const few = await productPage();
    await expectNoAxeViolations(few.host);
  });
});
