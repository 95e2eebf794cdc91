import { expect } from 'chai';
import { configure, resetServerData } from '../stores/server-data';
import { fakeFetch, type FakeAnswer } from '../test-support/fake-fetch';
import { ApiError, api } from './client';
import { fetchAllByContinuation, fetchAllByPageNumber, type PagingProgress } from './paging';

let fetchMock: ReturnType<typeof fakeFetch> | undefined;
const useFetch = (...answers: FakeAnswer[]) => (fetchMock = fakeFetch(...answers));

afterEach(() => {
  fetchMock?.restore();
  fetchMock = undefined;
  resetServerData();
  document.cookie = 'csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('API client (spec 000 §7, API.md §4): requests', () => {
  it('calls under apiBaseUrl, /api/v3 by default', async () => {
    const { requests } = useFetch({ body: { categories: [] } });
    await api.get('/apps/categories/');
    expect(requests[0].url).to.equal(`${location.origin}/api/v3/apps/categories/`);
    configure({ env: { apiBaseUrl: '/sandbox/api/' } });
    await api.get('apps/categories/', { searchParams: { 'expand.app': 'details' } });
    expect(requests[1].url).to.equal(`${location.origin}/sandbox/api/apps/categories/?expand.app=details`);
  });

  it('sends same-origin credentials, and include when the base is on another origin', async () => {
    const { requests } = useFetch({ body: {} });
    await api.get('/apps/');
    expect(requests[0].credentials).to.equal('same-origin');
    configure({ env: { apiBaseUrl: 'https://api.other.example/api/v3' } });
    await api.get('/apps/');
    expect(requests[1].url).to.equal('https://api.other.example/api/v3/apps/');
    expect(requests[1].credentials).to.equal('include');
  });

  it('sends X-Requested-With: XMLHttpRequest and X-CSRFToken from the csrftoken cookie', async () => {
    const { requests } = useFetch({ body: {} });
    document.cookie = 'csrftoken=token-123; path=/';
    await api.post('/destination/save/', { eventIds: ['1'] });
    expect(requests[0].headers.get('X-Requested-With')).to.equal('XMLHttpRequest');
    expect(requests[0].headers.get('X-CSRFToken')).to.equal('token-123');
  });

  it('reads the csrftoken cookie at the time of each call', async () => {
    const { requests } = useFetch({ body: {} });
    document.cookie = 'csrftoken=first; path=/';
    await api.post('/destination/save/');
    document.cookie = 'csrftoken=second; path=/';
    await api.post('/destination/save/');
    expect(requests.map((request) => request.headers.get('X-CSRFToken'))).to.deep.equal(['first', 'second']);
  });

  it('sends a JSON body in snake_case for non-GET calls', async () => {
    const { requests } = useFetch({ body: {} });
    await api.post('/ratings/7/', { appRating: { reviewTitle: 'Great', rating: 5 } });
    expect(requests[0].method).to.equal('POST');
    expect(requests[0].headers.get('Content-Type')).to.contain('application/json');
    expect(await requests[0].json()).to.deep.equal({ app_rating: { review_title: 'Great', rating: 5 } });
  });

  it('GET calls carry no body', async () => {
    const { requests } = useFetch({ body: {} });
    await api.get('/apps/');
    expect(requests[0].method).to.equal('GET');
    expect(requests[0].body).to.equal(null);
  });
});

describe('API client: answers', () => {
  it('are converted from snake_case to camelCase, deeply', async () => {
    useFetch({ body: { apps: [{ logo_url: 'x', _type: 'app', app_rating_summary: { total_reviews: 3, stars: { '5': 2 } } }] } });
    const answer = await api.get('/apps/');
    expect(answer).to.deep.equal({ apps: [{ logoUrl: 'x', _type: 'app', appRatingSummary: { totalReviews: 3, stars: { '5': 2 } } }] });
  });

  it('a 204 answer gives undefined', async () => {
    useFetch({ status: 204 });
    expect(await api.delete('/app_rating_replies/3/')).to.equal(undefined);
  });

  it('an answer that is not JSON is an ApiError with code default', async () => {
    useFetch({ text: '<html>proxy page</html>' });
    const error = await api.get('/apps/').catch((caught: unknown) => caught);
    expect(error).to.be.instanceOf(ApiError);
    expect(error).to.include({ code: 'default', status: 200 });
  });
});

describe("API client: errors are normalised to one shape with the server's error code (fallback default) and the raw response", () => {
  it('takes the code and description from the error body', async () => {
    useFetch({ status: 400, body: { status_code: 400, error: 'APP_ALREADY_RATED', error_description: 'You already rated it.' } });
    const error = (await api.post('/apps/1/ratings/', { rating: 5 }).catch((caught: unknown) => caught)) as ApiError;
    expect(error).to.be.instanceOf(ApiError);
    expect(error.code).to.equal('APP_ALREADY_RATED');
    expect(error.description).to.equal('You already rated it.');
    expect(error.status).to.equal(400);
    expect(error.response).to.be.instanceOf(Response);
    expect(error.response!.status).to.equal(400);
    expect(error.body).to.deep.equal({ status_code: 400, error: 'APP_ALREADY_RATED', error_description: 'You already rated it.' });
  });

  it('falls back to the code default when the body has no error code', async () => {
    useFetch({ status: 502, text: 'Bad gateway' });
    const error = (await api.post('/destination/save/').catch((caught: unknown) => caught)) as ApiError;
    expect(error.code).to.equal('default');
    expect(error.status).to.equal(502);
    expect(error.response!.status).to.equal(502);
  });

  it('a network failure is an ApiError with code default and status 0', async () => {
    useFetch(new TypeError('Failed to fetch'));
    const error = (await api.post('/destination/save/').catch((caught: unknown) => caught)) as ApiError;
    expect(error).to.be.instanceOf(ApiError);
    expect(error).to.include({ code: 'default', status: 0 });
  });
});

describe('API client: fetch-all paging by page number (spec 000 §7)', () => {
  it('starts at page 1 and stops when page_number >= page_count, collecting the named list and reporting progress', async () => {
    const page = (number: number, items: string[]) => ({
      body: { events: items, pagination: { page_number: number, page_count: 3, object_count: 5 } },
    });
    const { requests } = useFetch(page(1, ['a', 'b']), page(2, ['c', 'd']), page(3, ['e']));
    const progress: PagingProgress[] = [];
    const all = await fetchAllByPageNumber<string>('/events/', { listKey: 'events', searchParams: { q: 'jazz' }, onProgress: (step) => progress.push(step) });
    expect(all).to.deep.equal(['a', 'b', 'c', 'd', 'e']);
    expect(requests.map((request) => new URL(request.url).searchParams.get('page'))).to.deep.equal(['1', '2', '3']);
    expect(requests.every((request) => new URL(request.url).searchParams.get('q') === 'jazz')).to.equal(true);
    expect(progress).to.deep.equal([
      { loaded: 2, total: 5, pages: 1 },
      { loaded: 4, total: 5, pages: 2 },
      { loaded: 5, total: 5, pages: 3 },
    ]);
  });

  it('stops after one page when the answer has no pagination', async () => {
    const { requests } = useFetch({ body: { events: ['only'] } });
    expect(await fetchAllByPageNumber('/events/', { listKey: 'events' })).to.deep.equal(['only']);
    expect(requests).to.have.length(1);
  });
});

describe('API client: fetch-all continuation paging (spec 000 §7)', () => {
  it('follows the continuation until has_more_items is false', async () => {
    const { requests } = useFetch(
      { body: { apps: [1, 2], pagination: { has_more_items: true, continuation: 'c-2', object_count: 5 } } },
      { body: { apps: [3, 4], pagination: { has_more_items: true, continuation: 'c-3', object_count: 5 } } },
      { body: { apps: [5], pagination: { has_more_items: false, continuation: null, object_count: 5 } } },
    );
    const progress: number[] = [];
    const apps = await fetchAllByContinuation<number>('/apps/', {
      listKey: 'apps',
      searchParams: { 'expand.app': 'details' },
      onProgress: ({ loaded }) => progress.push(loaded),
    });
    expect(apps).to.deep.equal([1, 2, 3, 4, 5]);
    expect(requests.map((request) => new URL(request.url).searchParams.get('continuation'))).to.deep.equal([null, 'c-2', 'c-3']);
    expect(progress).to.deep.equal([2, 4, 5]);
  });

  it('stops when the server repeats a continuation instead of looping forever', async () => {
    const { requests } = useFetch({ body: { apps: [1], pagination: { has_more_items: true, continuation: 'same' } } });
    expect(await fetchAllByContinuation('/apps/', { listKey: 'apps' })).to.deep.equal([1, 1]);
    expect(requests).to.have.length(2);
  });

  it('a page whose list is not a list is an ApiError', async () => {
    useFetch({ body: { apps: 'not a list', pagination: { has_more_items: false } } });
    const error = await fetchAllByContinuation('/apps/', { listKey: 'apps' }).catch((caught: unknown) => caught);
    expect(error).to.be.instanceOf(ApiError);
  });
});
