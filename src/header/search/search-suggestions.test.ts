import FakeTimers from '@sinonjs/fake-timers';
import { expect } from 'chai';
import type { AutocompleteAnswer } from '../../api/destination';
import { SEARCH_DEBOUNCE_MS } from './search-rules';
import { createSearchSuggestions, normalizeAnswer, resultsFor, type FetchSuggestions } from './search-suggestions';

let clock: ReturnType<typeof FakeTimers.install>;

beforeEach(() => {
  clock = FakeTimers.install({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => clock.uninstall());

interface Call {
  query: string;
  signal?: AbortSignal;
  answer: (value: AutocompleteAnswer) => void;
  fail: (error: unknown) => void;
}

/** A fetcher whose calls the test answers by hand, in any order. */
function handFetcher() {
  const calls: Call[] = [];
  const fetcher = ((query: string, { signal }: { signal?: AbortSignal } = {}) =>
    new Promise<AutocompleteAnswer>((answer, fail) => calls.push({ query, signal, answer, fail }))) as FetchSuggestions;
  return { calls, fetcher };
}

const answerWith = (name: string): AutocompleteAnswer => ({ event: [{ name, url: `/e/${name}` }], suggestions: [] });
const flush = () => new Promise<void>((resolve) => queueMicrotask(() => queueMicrotask(resolve)));

describe('search suggestions store (spec 000 §5: "Search changes debounced 300 ms")', () => {
  it('asks once, 300 ms after the last change, with the trimmed query', () => {
    const { calls, fetcher } = handFetcher();
    const store = createSearchSuggestions(fetcher);
    store.search('ja');
    clock.tick(100);
    store.search(' jazz ');
    clock.tick(SEARCH_DEBOUNCE_MS - 1);
    expect(calls).to.have.length(0);
    expect(store.$state.get().status).to.equal('waiting');
    clock.tick(1);
    expect(calls.map((call) => call.query)).to.deep.equal(['jazz']);
  });

  it('a query under 2 characters asks nothing and shows the fallback list at once', () => {
    const { calls, fetcher } = handFetcher();
    const store = createSearchSuggestions(fetcher);
    store.search('jazz');
    store.search('j');
    clock.tick(SEARCH_DEBOUNCE_MS * 10);
    expect(calls).to.have.length(0);
    expect(store.$state.get()).to.deep.equal({ status: 'fallback', results: null });
  });

  it('keeps the latest answer while a newer query waits, so the list does not flicker', async () => {
    const { calls, fetcher } = handFetcher();
    const store = createSearchSuggestions(fetcher);
    store.search('jazz');
    clock.tick(SEARCH_DEBOUNCE_MS);
    calls[0].answer(answerWith('Jazz'));
    await flush();
    store.search('jazzy');
    expect(store.$state.get().status).to.equal('waiting');
    expect(store.$state.get().results!.events.map((event) => event.name)).to.deep.equal(['Jazz']);
  });
});

describe('search suggestions store, closed and opened again (issue 10: "Reopening the search takeover shows the suggestions for the current text, never the previous ones for a moment")', () => {
  it('keeps the latest answer over a close, for the very query it answers only', async () => {
    const { calls, fetcher } = handFetcher();
    const store = createSearchSuggestions(fetcher);
    store.search('jazz');
    clock.tick(SEARCH_DEBOUNCE_MS);
    calls[0].answer(answerWith('Jazz'));
    await flush();
    store.close();
    expect(resultsFor(store.$state.get(), ' jazz ')!.events.map((event) => event.name)).to.deep.equal(['Jazz']);
    expect(resultsFor(store.$state.get(), 'jazz night')).to.equal(null);
    store.search('jazz');
    expect(store.$state.get().results!.query).to.equal('jazz');
  });

  it('opened again on other text, waits with no answer rather than the one for the old text', async () => {
    const { calls, fetcher } = handFetcher();
    const store = createSearchSuggestions(fetcher);
    store.search('jazz');
    clock.tick(SEARCH_DEBOUNCE_MS);
    calls[0].answer(answerWith('Jazz'));
    await flush();
    store.search('jazz night');
    store.close();
    expect(calls).to.have.length(1);
    store.search('jazz night');
    expect(store.$state.get()).to.deep.equal({ status: 'waiting', results: null });
  });
});

describe('search suggestions store: stale answers never overwrite newer ones', () => {
  it('aborts the older request and ignores its late answer', async () => {
    const { calls, fetcher } = handFetcher();
    const store = createSearchSuggestions(fetcher);
    store.search('jazz');
    clock.tick(SEARCH_DEBOUNCE_MS);
    store.search('rock');
    clock.tick(SEARCH_DEBOUNCE_MS);
    expect(calls[0].signal!.aborted).to.equal(true);
    expect(calls[1].signal!.aborted).to.equal(false);
    calls[1].answer(answerWith('Rock'));
    await flush();
    calls[0].answer(answerWith('Jazz'));
    await flush();
    expect(store.$state.get()).to.deep.equal({ status: 'ready', results: { query: 'rock', events: [{ name: 'Rock', url: '/e/Rock' }], suggestions: [] } });
  });

  it('ignores a late failure of an older request', async () => {
    const { calls, fetcher } = handFetcher();
    const store = createSearchSuggestions(fetcher);
    store.search('jazz');
    clock.tick(SEARCH_DEBOUNCE_MS);
    store.search('rock');
    clock.tick(SEARCH_DEBOUNCE_MS);
    calls[1].answer(answerWith('Rock'));
    calls[0].fail(new DOMException('aborted', 'AbortError'));
    await flush();
    expect(store.$state.get().status).to.equal('ready');
  });

  it('stop() forgets a running request', async () => {
    const { calls, fetcher } = handFetcher();
    const store = createSearchSuggestions(fetcher);
    store.search('jazz');
    clock.tick(SEARCH_DEBOUNCE_MS);
    store.stop();
    expect(calls[0].signal!.aborted).to.equal(true);
    calls[0].answer(answerWith('Jazz'));
    await flush();
    expect(store.$state.get().status).to.equal('waiting');
  });
});

describe('search suggestions store: a failed fetch', () => {
  it('reports failed, with no results, when the latest request fails', async () => {
    const { calls, fetcher } = handFetcher();
    const store = createSearchSuggestions(fetcher);
    store.search('jazz');
    clock.tick(SEARCH_DEBOUNCE_MS);
    calls[0].fail(new Error('offline'));
    await flush();
    expect(store.$state.get()).to.deep.equal({ status: 'failed', results: null });
  });

  it('a fetcher that throws at once is a failure too, not an exception', async () => {
    const store = createSearchSuggestions(() => {
      throw new Error('broken');
    });
    store.search('jazz');
    expect(() => clock.tick(SEARCH_DEBOUNCE_MS)).not.to.throw();
    await flush();
    expect(store.$state.get().status).to.equal('failed');
  });
});

describe('search suggestions store: answers from the server', () => {
  it('keeps only events with a name and url and suggestions with a label and url', () => {
    const answer = {
      event: [{ name: 'Gig', url: '/e/1', extra: true }, { name: '', url: '/e/2' }, { name: 'No url' }, null],
      suggestions: [
        { type: 'query', category: 'music', label: 'gigs', source: 's', url: '/d/gigs', value: 'gigs' },
        { label: 7, url: '/x' },
      ],
    } as unknown as AutocompleteAnswer;
    expect(normalizeAnswer('gig', answer)).to.deep.equal({
      query: 'gig',
      events: [{ name: 'Gig', url: '/e/1' }],
      suggestions: [{ label: 'gigs', url: '/d/gigs' }],
    });
  });

  it('an empty or malformed answer gives no results', () => {
    expect(normalizeAnswer('x', undefined)).to.deep.equal({ query: 'x', events: [], suggestions: [] });
    expect(normalizeAnswer('x', { event: 'nope', suggestions: {} } as unknown as AutocompleteAnswer)).to.deep.equal({ query: 'x', events: [], suggestions: [] });
  });
});
