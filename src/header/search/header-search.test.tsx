import FakeTimers from '@sinonjs/fake-timers';
import { waitFor, within } from '@testing-library/dom';
import { resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { setNavigatorForTests } from '../../platform/browser';
import { DEFAULT_PLACE_ID } from '../../stores/user-location';
import { expectNoAxeViolations } from '../../test-support/axe';
import { cleanupElements } from '../../test-support/elements';
import { renderInElement } from '../../test-support/render-in-element';
import { HeaderSearch, type HeaderSearchProps } from './HeaderSearch';
import { SEARCH_DEBOUNCE_MS } from './search-rules';

const FORM_ACTION = 'https://www.eventbrite.com/d/';

type Answer = { status?: number; body?: unknown } | Error;

/**
 * Replaces window.fetch (as src/api/client.test.ts does): records each request and answers it
 * with `answer(request)`, which may hold its answer back until the test releases it.
 */
function fakeFetch(answer: (request: Request) => Answer | Promise<Answer> = () => ({ body: { event: [], suggestions: [] } })) {
  const original = fetch;
  const requests: Request[] = [];
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request);
    const given = await answer(request);
    if (given instanceof Error) throw given;
    const status = given.status ?? 200;
    return new Response(JSON.stringify(given.body ?? null), { status, headers: { 'Content-Type': 'application/json' } });
  };
  return { requests, restore: () => void (window.fetch = original) };
}

const JAZZ_ANSWER = {
  event: [
    { name: 'Jazz Night at the Blue Room', url: 'https://www.eventbrite.com/e/jazz-night-tickets-1' },
    { name: 'Jazz Brunch', url: '/e/jazz-brunch-tickets-2' },
  ],
  suggestions: [{ type: 'query', category: 'music', label: 'jazz concerts', source: 'popular', url: 'https://www.eventbrite.com/d/local/jazz-concerts/', value: 'jazz concerts' }],
};

const CATEGORY_NAMES = ['Arts', 'Business', 'Charity & Causes', 'Community', 'Film & Media', 'Food & Drink', 'Music', 'All events'];

let fetchMock: ReturnType<typeof fakeFetch>;
let navigations: string[];
let restoreNavigator: () => void;
let clock: ReturnType<typeof FakeTimers.install> | undefined;

beforeEach(() => {
  fetchMock = fakeFetch();
  navigations = [];
  restoreNavigator = setNavigatorForTests((url) => navigations.push(url));
});

afterEach(async () => {
  clock?.uninstall();
  clock = undefined;
  fetchMock.restore();
  restoreNavigator();
  cleanupElements();
  await resetMouse();
  await setViewport({ width: 800, height: 600 });
});

const searchRequests = () => fetchMock.requests.filter((request) => request.url.includes('/destination/search/autocomplete/'));
const queryOf = (request: Request) => new URL(request.url).searchParams.get('q');

async function renderSearch(props: Partial<HeaderSearchProps> = {}) {
  const searches: { query: string; url: string }[] = [];
  const onSearch = (detail: { query: string; url: string }) => {
    searches.push(detail);
    return true;
  };
  const rendered = await renderInElement(<HeaderSearch formAction={FORM_ACTION} onSearch={onSearch} {...props} />);
  const trigger = () => rendered.view.getByRole('button', { name: /^Search events/ });
  const visibility = () => rendered.root.querySelector<HTMLElement>('.eb-header-search')!.dataset.takeoverVisible;
  const dialog = () => rendered.view.queryByRole('dialog', { name: 'Search events' });
  const field = () => within(dialog()!).getByRole<HTMLInputElement>('combobox', { name: 'Search events' });
  const optionNames = () =>
    within(dialog()!)
      .queryAllByRole('option')
      .map((option) => option.textContent);
  return { ...rendered, searches, trigger, visibility, dialog, field, optionNames };
}

type Rendered = Awaited<ReturnType<typeof renderSearch>>;

async function clickOn(element: Element) {
  const box = element.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
}

/** Opens the takeover with a real click and waits until the search field has focus. */
async function openTakeover(rendered: Rendered) {
  await clickOn(rendered.trigger());
  await waitFor(() => expect(rendered.root.activeElement).to.equal(rendered.field()));
}

describe('HeaderSearch trigger (spec 000 §2: "search trigger (placeholder \'Search events\'; narrow screens show only an icon button)")', () => {
  it("shows a search bar with the placeholder 'Search events'", async () => {
    const { trigger, dialog } = await renderSearch();
    expect(trigger().textContent).to.equal('Search events');
    expect(trigger().getAttribute('aria-haspopup')).to.equal('dialog');
    expect(dialog()).to.equal(null);
  });

  it('shows the search-query text in the bar, still named after the search', async () => {
    const { trigger, root } = await renderSearch({ initialQuery: 'jazz' });
    expect(trigger().getAttribute('aria-haspopup')).to.equal('dialog');
    expect(root.querySelector('.eb-header-search__query')!.textContent).to.equal('jazz');
    expect(within(trigger()).getByText('jazz')).to.exist;
    expect(trigger().textContent).to.equal('Search events jazz');
  });

  it("narrow screens show only an IconButton with the SearchIcon, named 'Search events'", async () => {
    await setViewport({ width: 360, height: 640 });
    const rendered = await renderSearch({ narrow: true });
    const button = rendered.trigger();
    expect(button.getAttribute('aria-label')).to.equal('Search events');
    expect(button.classList.contains('eb-icon-button')).to.equal(true);
    expect(button.querySelector('svg.eb-icon--search')).to.exist;
    expect(button.textContent).to.equal('');
    expect(rendered.root.querySelector('.eb-header-search__bar')).to.equal(null);
    await openTakeover(rendered);
    expect(rendered.dialog()).to.exist;
  });

  it('the closed trigger has no axe-core violations', async () => {
    const { host } = await renderSearch();
    await expectNoAxeViolations(host);
  });

  it('the narrow icon-button trigger has no axe-core violations', async () => {
    const { host } = await renderSearch({ narrow: true });
    await expectNoAxeViolations(host);
  });
});

describe('HeaderSearch takeover (spec 000 §2: "Clicking the search bar opens a full-screen search takeover that can be closed. Its visibility starts undecided, becomes true on click, false on close")', () => {
  it('visibility starts undecided, becomes true on click, false on close', async () => {
    const rendered = await renderSearch();
    expect(rendered.visibility()).to.equal('undecided');
    await openTakeover(rendered);
    expect(rendered.visibility()).to.equal('true');
    const dialog = rendered.dialog()!;
    expect(dialog.getAttribute('aria-modal')).to.equal('true');
    expect(dialog.closest('.eb-modal')!.classList.contains('eb-modal--takeover')).to.equal(true);
    await clickOn(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(rendered.dialog()).to.equal(null));
    expect(rendered.visibility()).to.equal('false');
    await openTakeover(rendered);
    expect(rendered.visibility()).to.equal('true');
  });

  it('is full-screen: the dialog covers the whole viewport', async () => {
    const rendered = await renderSearch();
    await openTakeover(rendered);
    const box = rendered.dialog()!.getBoundingClientRect();
    expect([box.x, box.y, box.width, box.height]).to.deep.equal([0, 0, window.innerWidth, window.innerHeight]);
  });

  it('Enter on the focused trigger opens it', async () => {
    const rendered = await renderSearch();
    rendered.trigger().focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(rendered.root.activeElement).to.equal(rendered.field()));
    expect(rendered.visibility()).to.equal('true');
  });

  it('Space on the focused narrow trigger opens it', async () => {
    const rendered = await renderSearch({ narrow: true });
    rendered.trigger().focus();
    await sendKeys({ press: 'Space' });
    await waitFor(() => expect(rendered.root.activeElement).to.equal(rendered.field()));
  });

  it('focus moves into the search field when it opens and back to the trigger when it closes', async () => {
    const rendered = await renderSearch();
    await openTakeover(rendered);
    await clickOn(within(rendered.dialog()!).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(rendered.root.activeElement).to.equal(rendered.trigger()));
  });

  it('Escape closes the suggestion list first, then the takeover, and focus returns to the trigger', async () => {
    const rendered = await renderSearch();
    await openTakeover(rendered);
    await waitFor(() => expect(rendered.field().getAttribute('aria-expanded')).to.equal('true'));
    await sendKeys({ press: 'Escape' });
    await waitFor(() => expect(rendered.field().getAttribute('aria-expanded')).to.equal('false'));
    expect(rendered.visibility()).to.equal('true');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => expect(rendered.dialog()).to.equal(null));
    expect(rendered.visibility()).to.equal('false');
    await waitFor(() => expect(rendered.root.activeElement).to.equal(rendered.trigger()));
  });

  it('Escape with the list closed closes the takeover and keeps the typed text for next time', async () => {
    const rendered = await renderSearch();
    await openTakeover(rendered);
    await sendKeys({ type: 'j' });
    await waitFor(() => expect(rendered.field().getAttribute('aria-expanded')).to.equal('true'));
    await sendKeys({ press: 'Escape' });
    await sendKeys({ press: 'Escape' });
    await waitFor(() => expect(rendered.dialog()).to.equal(null));
    expect(rendered.trigger().textContent).to.equal('Search events j');
    await openTakeover(rendered);
    expect(rendered.field().value).to.equal('j');
  });

  it('Tab stays inside the takeover', async () => {
    const rendered = await renderSearch();
    await openTakeover(rendered);
    const dialog = rendered.dialog()!;
    const reached: string[] = [];
    for (let press = 0; press < 4; press++) {
      await sendKeys({ press: 'Tab' });
      const active = rendered.root.activeElement as HTMLElement;
      expect(dialog.contains(active), `focus is inside after ${press + 1} Tab`).to.equal(true);
      reached.push(active.getAttribute('aria-label') ?? active.getAttribute('role') ?? active.localName);
    }
    expect(reached).to.deep.equal(['Search', 'Close', 'combobox', 'Search']);
  });

  it('the open takeover with default suggestions has no axe-core violations', async () => {
    const rendered = await renderSearch();
    await openTakeover(rendered);
    await waitFor(() => expect(rendered.optionNames()).to.have.length(8));
    await expectNoAxeViolations(rendered.host);
  });
});

describe('HeaderSearch form (spec 000 §2: "/d/ (search form action, label \'Search for events\')")', () => {
  it("is a search landmark labelled 'Search for events' whose action is the form action", async () => {
    const rendered = await renderSearch();
    await openTakeover(rendered);
    const form = within(rendered.dialog()!).getByRole('search', { name: 'Search for events' });
    expect(form.getAttribute('action')).to.equal(FORM_ACTION);
    expect(form.contains(rendered.field())).to.equal(true);
  });

  it('starts with the search-query text in the field', async () => {
    const rendered = await renderSearch({ initialQuery: 'jazz' });
    await openTakeover(rendered);
    expect(rendered.field().value).to.equal('jazz');
  });
});

describe('HeaderSearch submit (spec 000 §2: "Search submit goes to /d/?q={query}; an empty query goes to /d/local/all-events")', () => {
  it('Enter dispatches {query, url} through onSearch, then navigates to /d/?q={query}', async () => {
    const rendered = await renderSearch();
    await openTakeover(rendered);
    await sendKeys({ type: 'jazz & blues' });
    await sendKeys({ press: 'Enter' });
    const url = 'https://www.eventbrite.com/d/?q=jazz%20%26%20blues';
    expect(rendered.searches).to.deep.equal([{ query: 'jazz & blues', url }]);
    expect(navigations).to.deep.equal([url]);
  });

  it('the Search button submits too', async () => {
    const rendered = await renderSearch({ initialQuery: 'yoga' });
    await openTakeover(rendered);
    await clickOn(within(rendered.dialog()!).getByRole('button', { name: 'Search' }));
    expect(navigations).to.deep.equal(['https://www.eventbrite.com/d/?q=yoga']);
  });

  it('returning false from onSearch cancels the navigation (and closes the takeover for the host page)', async () => {
    const searches: string[] = [];
    const rendered = await renderSearch({
      onSearch: ({ query }) => {
        searches.push(query);
        return false;
      },
    });
    await openTakeover(rendered);
    await sendKeys({ type: 'jazz' });
    await sendKeys({ press: 'Enter' });
    expect(searches).to.deep.equal(['jazz']);
    expect(navigations).to.deep.equal([]);
    await waitFor(() => expect(rendered.visibility()).to.equal('false'));
  });

  it('an empty query goes to /d/local/all-events', async () => {
    const rendered = await renderSearch();
    await openTakeover(rendered);
    await sendKeys({ press: 'Enter' });
    const url = 'https://www.eventbrite.com/d/local/all-events';
    expect(rendered.searches).to.deep.equal([{ query: '', url }]);
    expect(navigations).to.deep.equal([url]);
  });

  it('a query of only spaces goes to /d/local/all-events', async () => {
    const rendered = await renderSearch();
    await openTakeover(rendered);
    await sendKeys({ type: '   ' });
    await sendKeys({ press: 'Enter' });
    expect(navigations).to.deep.equal(['https://www.eventbrite.com/d/local/all-events']);
  });
});

describe('HeaderSearch default suggestions (spec 000 §2: "Default category suggestions link to /d/local/{category-slug}--events/ for arts, business, charity-and-causes, community, film-and-media, food-and-drink, music, plus /d/local/all-events/")', () => {
  it('shows the categories, then All events, when the query is empty', async () => {
    const rendered = await renderSearch();
    await openTakeover(rendered);
    await waitFor(() => expect(rendered.optionNames()).to.deep.equal(CATEGORY_NAMES));
  });

  it('each suggestion leads to its URL exactly (chosen with the keyboard)', async () => {
    const expected = [
      'https://www.eventbrite.com/d/local/arts--events/',
      'https://www.eventbrite.com/d/local/business--events/',
      'https://www.eventbrite.com/d/local/charity-and-causes--events/',
      'https://www.eventbrite.com/d/local/community--events/',
      'https://www.eventbrite.com/d/local/film-and-media--events/',
      'https://www.eventbrite.com/d/local/food-and-drink--events/',
      'https://www.eventbrite.com/d/local/music--events/',
      'https://www.eventbrite.com/d/local/all-events/',
    ];
    const rendered = await renderSearch();
    await openTakeover(rendered);
    for (let position = 1; position <= expected.length; position++) {
      for (let press = 0; press < position; press++) await sendKeys({ press: 'ArrowDown' });
      await sendKeys({ press: 'Enter' });
    }
    expect(navigations).to.deep.equal(expected);
  });

  it('a click on a suggestion navigates to it and tracks AutocompleteSuggestionClicked', async () => {
    const rendered = await renderSearch();
    const tracked: unknown[] = [];
    rendered.host.addEventListener('eb-analytics', (event) => tracked.push((event as CustomEvent).detail));
    await openTakeover(rendered);
    await clickOn(within(rendered.dialog()!).getByRole('option', { name: 'Film & Media' }));
    expect(navigations).to.deep.equal(['https://www.eventbrite.com/d/local/film-and-media--events/']);
    expect(tracked).to.deep.equal([{ category: 'search', action: 'AutocompleteSuggestionClicked', label: 'Film & Media', value: 5 }]);
  });
});

describe('HeaderSearch destination suggestions (spec 000 §5: "Destination suggestions are fetched only for queries of at least 2 characters; otherwise a fixed fallback list is used")', () => {
  it('asks for the query with completion_types=event and the user location', async () => {
    fetchMock.restore();
    fetchMock = fakeFetch(() => ({ body: JAZZ_ANSWER }));
    const rendered = await renderSearch();
    await openTakeover(rendered);
    await sendKeys({ type: 'jazz' });
    await waitFor(() => expect(searchRequests()).to.have.length(1));
    const params = new URL(searchRequests()[0].url).searchParams;
    expect(params.get('q')).to.equal('jazz');
    expect(params.get('completion_types')).to.equal('event');
    expect(params.get('place_id')).to.equal(DEFAULT_PLACE_ID);
  });

  it('shows the returned suggestions (label) and events (name) as options', async () => {
    fetchMock.restore();
    fetchMock = fakeFetch(() => ({ body: JAZZ_ANSWER }));
    const rendered = await renderSearch();
    await openTakeover(rendered);
    await sendKeys({ type: 'jazz' });
    await waitFor(() => expect(rendered.optionNames()).to.deep.equal(['jazz concerts', 'Jazz Night at the Blue Room', 'Jazz Brunch']));
    expect(rendered.field().getAttribute('aria-expanded')).to.equal('true');
  });

  it('choosing a result navigates to its url (a relative url on the search site) and tracks its label and position', async () => {
    fetchMock.restore();
    fetchMock = fakeFetch(() => ({ body: JAZZ_ANSWER }));
    const rendered = await renderSearch();
    const tracked: unknown[] = [];
    rendered.host.addEventListener('eb-analytics', (event) => tracked.push((event as CustomEvent).detail));
    await openTakeover(rendered);
    await sendKeys({ type: 'jazz' });
    await waitFor(() => expect(rendered.optionNames()).to.have.length(3));
    await clickOn(within(rendered.dialog()!).getByRole('option', { name: 'Jazz Night at the Blue Room' }));
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'Enter' });
    expect(navigations).to.deep.equal(['https://www.eventbrite.com/e/jazz-night-tickets-1', 'https://www.eventbrite.com/e/jazz-brunch-tickets-2']);
    expect(tracked).to.deep.equal([
      { category: 'search', action: 'AutocompleteSuggestionClicked', label: 'Jazz Night at the Blue Room', value: 2 },
      { category: 'search', action: 'AutocompleteSuggestionClicked', label: 'Jazz Brunch', value: 3 },
    ]);
  });

  it('never offers a result whose url is not http(s) or relative, and shows names as text', async () => {
    fetchMock.restore();
    fetchMock = fakeFetch(() => ({
      body: {
        event: [
          { name: '<img src=x onerror=alert(1)>Party', url: '/e/party-3' },
          { name: 'Evil', url: 'javascript:alert(1)' },
          { name: 'Data', url: 'data:text/html,<script>alert(1)</script>' },
        ],
        suggestions: [{ label: 'Mail', url: 'mailto:someone@example.com' }],
      },
    }));
    const rendered = await renderSearch();
    await openTakeover(rendered);
    await sendKeys({ type: 'party' });
    await waitFor(() => expect(rendered.optionNames()).to.deep.equal(['<img src=x onerror=alert(1)>Party']));
    expect(rendered.dialog()!.querySelector('img')).to.equal(null);
  });

  it('the open takeover with destination results has no axe-core violations', async () => {
    fetchMock.restore();
    fetchMock = fakeFetch(() => ({ body: JAZZ_ANSWER }));
    const rendered = await renderSearch();
    await openTakeover(rendered);
    await sendKeys({ type: 'jazz' });
    await waitFor(() => expect(rendered.optionNames()).to.have.length(3));
    await sendKeys({ press: 'ArrowDown' });
    await expectNoAxeViolations(rendered.host);
  });

  it('a failed fetch falls back to the fixed list, without an unhandled rejection', async () => {
    fetchMock.restore();
    fetchMock = fakeFetch(() => ({ status: 400, body: { error: 'BAD_QUERY' } }));
    const unhandled: unknown[] = [];
    const onUnhandled = (event: PromiseRejectionEvent) => unhandled.push(event.reason);
    window.addEventListener('unhandledrejection', onUnhandled);
    try {
      const rendered = await renderSearch();
      await openTakeover(rendered);
      await sendKeys({ type: 'jazz' });
      await waitFor(() => expect(searchRequests()).to.have.length(1));
      await waitFor(() => expect(rendered.optionNames()).to.deep.equal(CATEGORY_NAMES));
      expect(rendered.field().value).to.equal('jazz');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).to.deep.equal([]);
    } finally {
      window.removeEventListener('unhandledrejection', onUnhandled);
    }
  });

  it('a network failure falls back to the fixed list too', async () => {
    fetchMock.restore();
    fetchMock = fakeFetch(() => new TypeError('Failed to fetch'));
    const rendered = await renderSearch();
    await openTakeover(rendered);
    await sendKeys({ type: 'jazz' });
    await waitFor(() => expect(searchRequests().length).to.be.greaterThan(0));
    await waitFor(() => expect(rendered.optionNames()).to.deep.equal(CATEGORY_NAMES), { timeout: 3000 });
  });
});

describe('HeaderSearch debounce (spec 000 §5: "Search changes debounced 300 ms, ignored when a focus handler is supplied")', () => {
  it('a query typed fast triggers ONE request 300 ms after the last key', async () => {
    expect(SEARCH_DEBOUNCE_MS).to.equal(300);
    const rendered = await renderSearch();
    await openTakeover(rendered);
    clock = FakeTimers.install({ toFake: ['setTimeout', 'clearTimeout'] });
    await sendKeys({ type: 'ja' });
    clock.tick(200);
    await sendKeys({ type: 'zz' });
    await waitFor(() => expect(rendered.field().value).to.equal('jazz'));
    clock.tick(SEARCH_DEBOUNCE_MS - 1);
    await new Promise((resolve) => queueMicrotask(() => resolve(undefined)));
    expect(searchRequests(), 'nothing before 300 ms after the last key').to.have.length(0);
    clock.tick(1);
    await waitFor(() => expect(searchRequests()).to.have.length(1));
    expect(queryOf(searchRequests()[0])).to.equal('jazz');
    clock.tick(SEARCH_DEBOUNCE_MS * 10);
    expect(searchRequests()).to.have.length(1);
  });

  it('1 character triggers none and shows the fixed list', async () => {
    const rendered = await renderSearch();
    await openTakeover(rendered);
    clock = FakeTimers.install({ toFake: ['setTimeout', 'clearTimeout'] });
    await sendKeys({ type: 'j' });
    await waitFor(() => expect(rendered.field().value).to.equal('j'));
    clock.tick(SEARCH_DEBOUNCE_MS * 10);
    expect(searchRequests()).to.have.length(0);
    expect(rendered.optionNames()).to.deep.equal(CATEGORY_NAMES);
  });

  it('with onSearchFocus supplied, typing triggers none (the host handles search), and focusing the field calls it', async () => {
    let focused = 0;
    const rendered = await renderSearch({ onSearchFocus: () => focused++ });
    await openTakeover(rendered);
    expect(focused).to.equal(1);
    clock = FakeTimers.install({ toFake: ['setTimeout', 'clearTimeout'] });
    await sendKeys({ type: 'jazz' });
    await waitFor(() => expect(rendered.field().value).to.equal('jazz'));
    clock.tick(SEARCH_DEBOUNCE_MS * 10);
    expect(searchRequests()).to.have.length(0);
    expect(rendered.optionNames()).to.deep.equal(CATEGORY_NAMES);
  });

  it('a stale answer never overwrites a newer one: the older request is aborted and its late answer ignored', async () => {
    const release: Record<string, () => void> = {};
    fetchMock.restore();
    fetchMock = fakeFetch(
      (request) =>
        new Promise<Answer>((resolve) => {
          const q = queryOf(request)!;
          release[q] = () => resolve({ body: { event: [{ name: `Event for ${q}`, url: `/e/${q.length}` }], suggestions: [] } });
        }),
    );
    const rendered = await renderSearch();
    await openTakeover(rendered);
    await sendKeys({ type: 'jazz' });
    await waitFor(() => expect(searchRequests()).to.have.length(1));
    await sendKeys({ type: ' night' });
    await waitFor(() => expect(searchRequests()).to.have.length(2));
    expect(searchRequests()[0].signal.aborted, 'the older request is aborted').to.equal(true);
    release['jazz night']();
    await waitFor(() => expect(rendered.optionNames()).to.deep.equal(['Event for jazz night']));
    release.jazz();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(rendered.optionNames()).to.deep.equal(['Event for jazz night']);
  });
});
