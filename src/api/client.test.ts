import { expect } from 'chai';
import * as v from 'valibot';
import { configure, resetServerData } from '../stores/server-data';
import { captureConsole } from '../test-support/console';
import { fakeFetch, type FakeAnswer } from '../test-support/fake-fetch';
import { countTasks } from '../test-support/task-counter';
import { NO_CONTENT, answerObject } from './answers';
import { ABORTED, ApiError, BAD_RESPONSE, NETWORK_ERROR, TIMEOUT, api } from './client';
import { AUTOCOMPLETE_ANSWER } from './destination';
import { fetchAllByContinuation, fetchAllByPageNumber, type PagingProgress } from './paging';

/** For the tests of requests: any answer will do. */
const ANYTHING = { answer: v.unknown() };

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
    await api.get('/apps/categories/', ANYTHING);
    expect(requests[0].url).to.equal(`${location.origin}/api/v3/apps/categories/`);
    configure({ env: { apiBaseUrl: '/sandbox/api/' } });
    await api.get('apps/categories/', { ...ANYTHING, searchParams: { 'expand.app': 'details' } });
    expect(requests[1].url).to.equal(`${location.origin}/sandbox/api/apps/categories/?expand.app=details`);
  });

  it('sends same-origin credentials, and include when the base is on another origin', async () => {
    const { requests } = useFetch({ body: {} });
    await api.get('/apps/', ANYTHING);
    expect(requests[0].credentials).to.equal('same-origin');
    configure({ env: { apiBaseUrl: 'https://api.other.example/api/v3' } });
    await api.get('/apps/', ANYTHING);
    expect(requests[1].url).to.equal('https://api.other.example/api/v3/apps/');
    expect(requests[1].credentials).to.equal('include');
  });

  it('sends X-Requested-With: XMLHttpRequest and X-CSRFToken from the csrftoken cookie', async () => {
    const { requests } = useFetch({ body: {} });
    document.cookie = 'csrftoken=token-123; path=/';
    await api.post('/destination/save/', { eventIds: ['1'] }, ANYTHING);
    expect(requests[0].headers.get('X-Requested-With')).to.equal('XMLHttpRequest');
    expect(requests[0].headers.get('X-CSRFToken')).to.equal('token-123');
  });

  it('reads the csrftoken cookie at the time of each call', async () => {
    const { requests } = useFetch({ body: {} });
    document.cookie = 'csrftoken=first; path=/';
    await api.post('/destination/save/', undefined, ANYTHING);
    document.cookie = 'csrftoken=second; path=/';
    await api.post('/destination/save/', undefined, ANYTHING);
    expect(requests.map((request) => request.headers.get('X-CSRFToken'))).to.deep.equal(['first', 'second']);
  });

  it('sends a JSON body in snake_case for non-GET calls', async () => {
    const { requests } = useFetch({ body: {} });
    await api.post('/ratings/7/', { appRating: { reviewTitle: 'Great', rating: 5 } }, ANYTHING);
    expect(requests[0].method).to.equal('POST');
    expect(requests[0].headers.get('Content-Type')).to.contain('application/json');
    expect(await requests[0].json()).to.deep.equal({ app_rating: { review_title: 'Great', rating: 5 } });
  });

  it('GET calls carry no body', async () => {
    const { requests } = useFetch({ body: {} });
    await api.get('/apps/', ANYTHING);
    expect(requests[0].method).to.equal('GET');
    expect(requests[0].body).to.equal(null);
  });
});

describe('API client: answers', () => {
  it('are converted from snake_case to camelCase, deeply', async () => {
    useFetch({ body: { apps: [{ logo_url: 'x', _type: 'app', app_rating_summary: { total_reviews: 3, stars: { '5': 2 } } }] } });
    const answer = await api.get('/apps/', ANYTHING);
    expect(answer).to.deep.equal({ apps: [{ logoUrl: 'x', _type: 'app', appRatingSummary: { totalReviews: 3, stars: { '5': 2 } } }] });
  });

  it('a 204 answer gives undefined', async () => {
    useFetch({ status: 204 });
    expect(await api.delete('/app_rating_replies/3/', { answer: NO_CONTENT })).to.equal(undefined);
  });
});

describe("API client: errors are normalised to one shape with the server's error code (fallback default) and the raw response", () => {
  it('takes the code and description from the error body', async () => {
    useFetch({ status: 400, body: { status_code: 400, error: 'APP_ALREADY_RATED', error_description: 'You already rated it.' } });
    const error = (await api.post('/apps/1/ratings/', { rating: 5 }, ANYTHING).catch((caught: unknown) => caught)) as ApiError;
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
    const error = (await api.post('/destination/save/', undefined, ANYTHING).catch((caught: unknown) => caught)) as ApiError;
    expect(error.code).to.equal('default');
    expect(error.status).to.equal(502);
    expect(error.response!.status).to.equal(502);
  });
});

/** A fetch that answers nothing until the call gives up: it rejects when its signal aborts. */
function stallingFetch() {
  const original = fetch;
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- stands in for fetch, which rejects with the signal's reason as it is
      if (signal?.aborted) reject(signal.reason);
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- stands in for fetch, which rejects with the signal's reason as it is
      signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
    });
  return { restore: () => void (window.fetch = original) };
}

/** A fetch whose answer's headers come at once and whose body never ends, until its signal aborts (as fetch's body does). */
function stallingBodyFetch() {
  const original = fetch;
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"apps": ['));
        signal?.addEventListener('abort', () => controller.error(signal.reason), { once: true });
      },
    });
    return Promise.resolve(new Response(body, { status: 200 }));
  };
  return { restore: () => void (window.fetch = original) };
}

const APPS_ANSWER = answerObject({ apps: v.array(answerObject({ name: v.string() })) });

/** JSON nested `depth` lists deep, as text. */
const deepJson = (depth: number) => `{"apps": ${'['.repeat(depth)}${']'.repeat(depth)}}`;

interface BadAnswerCase {
  name: string;
  answer: FakeAnswer;
  /** What the one warning must say besides the call. */
  says: string;
  status?: number;
}

/** What a server or a proxy in the way may answer instead: "HTML instead of JSON, `null`, a wrong type in any field, an empty body with 200". */
const BAD_ANSWERS: BadAnswerCase[] = [
  { name: 'an HTML page with 200', answer: { text: '<!doctype html><html><body>Sign in</body></html>', contentType: 'text/html' }, says: 'not JSON (text/html)' },
  { name: '`null`', answer: { body: null, text: 'null' }, says: 'the answer: Invalid type: Expected Object but received null' },
  { name: 'a list where the answer is an object', answer: { body: [] }, says: 'the answer: Invalid type: Expected Object but received Array' },
  { name: 'a wrong type in a field', answer: { body: { apps: 'x' } }, says: 'apps: Invalid type: Expected Array but received "x"' },
  {
    name: 'a wrong type in a field of a list item',
    answer: { body: { apps: [{ name: 'Mailbloom' }, { name: 5 }] } },
    says: 'apps.1.name: Invalid type: Expected string but received 5',
  },
  { name: 'a field missing', answer: { body: { apps: [{ title: 'Mailbloom' }] } }, says: 'apps.0.name' },
  { name: 'an empty body with 200', answer: { text: '' }, says: 'the body is empty' },
  { name: 'an empty body with 204', answer: { status: 204 }, says: 'the body is empty', status: 204 },
  { name: 'JSON nested 20,000 levels deep', answer: { text: deepJson(20_000) }, says: 'nested more than 64 levels deep' },
];

/** Runs `onAnswer` as the fake fetch's answer arrives, before the client sees it; returns the undo. */
function whenAnswered(onAnswer: () => void): () => void {
  const faked = fetch;
  window.fetch = async (...args: Parameters<typeof fetch>) => {
    const response = await faked(...args);
    onAnswer();
    return response;
  };
  return () => void (window.fetch = faked);
}

describe('API client: an answer is read and checked in tasks of their own (issue 16: no task runs past 50 ms)', () => {
  it('lets the page run between the answer arriving, its reading and its check', async () => {
    useFetch({ body: { apps: [{ app_id: '1', name: 'Mailbloom' }] } });
    const counter = countTasks();
    let arrivedAt = -1;
    const restoreFetch = whenAnswered(() => (arrivedAt = counter.tasks));
    let checkedAt = -1;
    const answer = v.pipe(
      v.unknown(),
      v.check(() => {
        checkedAt = counter.tasks;
        return true;
      }),
    );
    try {
      expect(await api.get('/apps/', { answer })).to.deep.equal({ apps: [{ appId: '1', name: 'Mailbloom' }] });
    } finally {
      counter.stop();
      restoreFetch();
    }
    expect(arrivedAt).to.be.at.least(0);
    // The body's text comes a task after the headers; then one task for reading it, one for checking it.
    expect(checkedAt - arrivedAt).to.be.at.least(3);
  });

  it('a call given up once its answer has come, before it is read, ends as given up (ABORTED), not with the answer', async () => {
    useFetch({ body: { apps: [] } });
    const controller = new AbortController();
    const restoreFetch = whenAnswered(() => controller.abort());
    let checked = false;
    const answer = v.pipe(
      v.unknown(),
      v.check(() => (checked = true)),
    );
    try {
      const error = await api.get('/apps/', { answer, signal: controller.signal }).then(
        () => undefined,
        (failure: unknown) => failure,
      );
      expect(error).to.be.instanceOf(ApiError);
      expect((error as ApiError).code).to.equal(ABORTED);
      expect(checked).to.equal(false);
    } finally {
      restoreFetch();
    }
  });
});

describe('API client: an answer that is not what the call expects is one ApiError BAD_RESPONSE and one console.warn naming the call (issue 11)', () => {
  for (const { name, answer, says, status = 200 } of BAD_ANSWERS) {
    it(name, async () => {
      const warnings = captureConsole('warn');
      try {
        useFetch(answer);
        const error = await api.get('/apps/', { answer: APPS_ANSWER }).catch((caught: unknown) => caught);
        expect(error).to.be.instanceOf(ApiError);
        expect(error).to.include({ code: BAD_RESPONSE, status });
        expect(warnings.messages()).to.have.length(1);
        expect(warnings.messages()[0]).to.contain('GET /apps/').and.to.contain('BAD_RESPONSE').and.to.contain(says);
      } finally {
        warnings.restore();
      }
    });
  }

  it('an answer of the right shape comes back with only the fields the call names', async () => {
    useFetch({ body: { apps: [{ name: 'Mailbloom', logo_url: 'x' }], pagination: {} } });
    expect(await api.get('/apps/', { answer: APPS_ANSWER })).to.deep.equal({ apps: [{ name: 'Mailbloom' }] });
  });

  it('a part of an answer nested past 64 levels is left out, with one warning naming the call and the path; the answer is used (issue 37)', async () => {
    const warnings = captureConsole('warn');
    try {
      useFetch({ text: `{"apps": [{"name": "Mailbloom", "extra": ${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}}]}` });
      expect(await api.get('/apps/', { answer: APPS_ANSWER })).to.deep.equal({ apps: [{ name: 'Mailbloom' }] });
      expect(warnings.messages()).to.deep.equal([
        '[eb-widgets] GET /apps/: what cannot be read in the answer is left out ("apps.0.extra.a.a.a…" is nested more than 64 levels deep); the rest is used.',
      ]);
    } finally {
      warnings.restore();
    }
  });

  it('a warning cuts a long value short', async () => {
    const warnings = captureConsole('warn');
    try {
      useFetch({ text: `<html>${'x'.repeat(10_000)}</html>`, contentType: 'text/html' });
      await api.get('/apps/', { answer: APPS_ANSWER }).catch(() => undefined);
      expect(warnings.messages()[0].length).to.be.below(400);
    } finally {
      warnings.restore();
    }
  });
});

describe('API client: a call whose answer carries nothing (`{}` or 204) succeeds on a 204, an empty body or any JSON object', () => {
  for (const [name, answer] of [
    ['{}', { body: {} }],
    ['an empty body with 200', { text: '' }],
    ['204', { status: 204 }],
    ['an object with fields', { body: { saved: true } }],
  ] as const) {
    it(`${name}: done, no warning`, async () => {
      const warnings = captureConsole('warn');
      try {
        useFetch(answer);
        expect(await api.post('/destination/save/', { eventIds: ['1'] }, { answer: NO_CONTENT })).to.equal(undefined);
        expect(warnings.messages()).to.deep.equal([]);
      } finally {
        warnings.restore();
      }
    });
  }

  for (const [name, answer] of [
    ['`null`', { text: 'null' }],
    ['a list', { body: ['1'] }],
    ['a string', { body: 'saved' }],
    ['an HTML page', { text: '<html></html>', contentType: 'text/html' }],
  ] as const) {
    it(`${name}: BAD_RESPONSE and one warning naming the call`, async () => {
      const warnings = captureConsole('warn');
      try {
        useFetch(answer);
        const error = await api.post('/destination/save/', { eventIds: ['1'] }, { answer: NO_CONTENT }).catch((caught: unknown) => caught);
        expect(error).to.include({ code: BAD_RESPONSE });
        expect(warnings.messages()).to.have.length(1);
        expect(warnings.messages()[0]).to.contain('POST /destination/save/');
      } finally {
        warnings.restore();
      }
    });
  }
});

describe('API client: no answer at all', () => {
  let restore: (() => void) | undefined;
  afterEach(() => {
    restore?.();
    restore = undefined;
  });

  it('a dropped connection is NETWORK_ERROR, status 0, one warning naming the call (a GET is tried twice first)', async () => {
    const warnings = captureConsole('warn');
    try {
      const { requests } = useFetch(new TypeError('Failed to fetch'));
      const error = await api.get('/apps/', { answer: APPS_ANSWER }).catch((caught: unknown) => caught);
      expect(error).to.be.instanceOf(ApiError);
      expect(error).to.include({ code: NETWORK_ERROR, status: 0 });
      expect(requests).to.have.length(2);
      expect(warnings.messages()).to.have.length(1);
      expect(warnings.messages()[0]).to.contain('GET /apps/').and.to.contain('NETWORK_ERROR').and.to.contain('Failed to fetch');
    } finally {
      warnings.restore();
    }
  });

  it('the warning names the API address and env.apiBaseUrl, and for another origin the CORS headers it must send', async () => {
    const warnings = captureConsole('warn');
    try {
      useFetch(new TypeError('Failed to fetch'));
      await api.get('/apps/', { answer: APPS_ANSWER }).catch(() => undefined);
      expect(warnings.messages()[0])
        .to.contain(`the API at ${new URL('/api/v3', document.baseURI).href} (env.apiBaseUrl) could not be reached`)
        .and.not.to.contain('CORS');
      configure({ env: { apiBaseUrl: 'https://api.other.example/api/v3' } });
      await api.get('/apps/', { answer: APPS_ANSWER }).catch(() => undefined);
      expect(warnings.messages()[1])
        .to.contain('the API at https://api.other.example/api/v3 (env.apiBaseUrl)')
        .and.to.contain(`Access-Control-Allow-Origin: ${location.origin}`)
        .and.to.contain('Access-Control-Allow-Credentials: true');
    } finally {
      warnings.restore();
      resetServerData();
    }
  });

  it('a write whose connection drops is tried once', async () => {
    const { requests } = useFetch(new TypeError('Failed to fetch'));
    const error = await api.post('/destination/save/', { eventIds: ['1'] }, { answer: NO_CONTENT }).catch((caught: unknown) => caught);
    expect(error).to.include({ code: NETWORK_ERROR });
    expect(requests).to.have.length(1);
  });

  it("no answer within the call's time is TIMEOUT, one warning naming the call", async () => {
    restore = stallingFetch().restore;
    const warnings = captureConsole('warn');
    try {
      const error = await api.post('/destination/save/', { eventIds: ['1'] }, { answer: NO_CONTENT, timeout: 50 }).catch((caught: unknown) => caught);
      expect(error).to.include({ code: TIMEOUT, status: 0 });
      expect(warnings.messages()).to.have.length(1);
      expect(warnings.messages()[0]).to.contain('POST /destination/save/').and.to.contain('TIMEOUT');
    } finally {
      warnings.restore();
    }
  });

  it('the time covers the body too: headers at once and a body that never ends is TIMEOUT', async () => {
    restore = stallingBodyFetch().restore;
    const warnings = captureConsole('warn');
    try {
      const error = await api.get('/apps/', { answer: APPS_ANSWER, timeout: 50 }).catch((caught: unknown) => caught);
      expect(error).to.include({ code: TIMEOUT });
      expect(warnings.messages()).to.have.length(1);
    } finally {
      warnings.restore();
    }
  });

  it('a call its caller gives up is ABORTED, with no warning', async () => {
    restore = stallingFetch().restore;
    const warnings = captureConsole('warn');
    try {
      const controller = new AbortController();
      const call = api.get('/apps/', { answer: APPS_ANSWER, signal: controller.signal }).catch((caught: unknown) => caught);
      controller.abort();
      expect(await call).to.include({ code: ABORTED });
      expect(warnings.messages()).to.deep.equal([]);
    } finally {
      warnings.restore();
    }
  });

  it("an error answer of the contract (status >= 400) is the server's code, with no warning", async () => {
    const warnings = captureConsole('warn');
    try {
      useFetch({ status: 403, body: { status_code: 403, error: 'NOT_AUTHORIZED', error_description: 'No.' } });
      const error = await api.post('/destination/save/', { eventIds: ['1'] }, { answer: NO_CONTENT }).catch((caught: unknown) => caught);
      expect(error).to.include({ code: 'NOT_AUTHORIZED', status: 403 });
      expect(warnings.messages()).to.deep.equal([]);
    } finally {
      warnings.restore();
    }
  });
});

describe('API client: answers are read through their own properties only (issue 11, a polluted prototype)', () => {
  const polluted = ['url', 'name', 'label', 'hideHeader', 'error'];
  afterEach(() => {
    for (const key of polluted) delete (Object.prototype as Record<string, unknown>)[key];
  });

  const pollute = () => {
    for (const key of ['url', 'name', 'label']) (Object.prototype as Record<string, unknown>)[key] = 'javascript:alert(1)';
    (Object.prototype as Record<string, unknown>).hideHeader = true;
  };

  it('a field the server did not send is missing, not taken from Object.prototype', async () => {
    useFetch({ body: { event: [{ name: 'Jazz' }], suggestions: [] } });
    const warnings = captureConsole('warn');
    try {
      pollute();
      const error = await api.get('/destination/search/autocomplete/', { answer: AUTOCOMPLETE_ANSWER }).catch((caught: unknown) => caught);
      expect(error).to.include({ code: BAD_RESPONSE });
      expect(warnings.messages()[0]).to.contain('event.0.url');
    } finally {
      warnings.restore();
    }
  });

  it('the objects of an answer inherit nothing', async () => {
    useFetch({ body: { event: [{ name: 'Jazz', url: 'https://x.example/e/1' }], suggestions: [] } });
    pollute();
    const answer = (await api.get('/destination/search/autocomplete/', { answer: AUTOCOMPLETE_ANSWER })) as unknown as Record<string, unknown> & {
      event: Record<string, unknown>[];
    };
    expect(answer.hideHeader).to.equal(undefined);
    expect(answer.event[0].label).to.equal(undefined);
    expect(answer.event[0].url).to.equal('https://x.example/e/1');
  });

  it("an error body's code is its own, not Object.prototype's", async () => {
    useFetch({ status: 500, body: { status_code: 500 } });
    (Object.prototype as Record<string, unknown>).error = 'BOOKMARK_ALREADY_EXISTS';
    const error = await api.post('/destination/save/', { eventIds: ['1'] }, { answer: NO_CONTENT }).catch((caught: unknown) => caught);
    expect(error).to.include({ code: 'default', status: 500 });
  });
});

describe('API client: fetch-all paging by page number (spec 000 §7)', () => {
  it('starts at page 1 and stops when page_number >= page_count, collecting the named list and reporting progress', async () => {
    const page = (number: number, items: string[]) => ({
      body: { events: items, pagination: { page_number: number, page_count: 3, object_count: 5 } },
    });
    const { requests } = useFetch(page(1, ['a', 'b']), page(2, ['c', 'd']), page(3, ['e']));
    const progress: PagingProgress[] = [];
    const all = await fetchAllByPageNumber<string>('/events/', { listKey: 'events', item: v.string(), searchParams: { q: 'jazz' }, onProgress: (step) => progress.push(step) });
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
    expect(await fetchAllByPageNumber('/events/', { listKey: 'events', item: v.string() })).to.deep.equal(['only']);
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
      item: v.number(),
      searchParams: { 'expand.app': 'details' },
      onProgress: ({ loaded }) => progress.push(loaded),
    });
    expect(apps).to.deep.equal([1, 2, 3, 4, 5]);
    expect(requests.map((request) => new URL(request.url).searchParams.get('continuation'))).to.deep.equal([null, 'c-2', 'c-3']);
    expect(progress).to.deep.equal([2, 4, 5]);
  });

  it('stops when the server repeats a continuation instead of looping forever', async () => {
    const { requests } = useFetch({ body: { apps: [1], pagination: { has_more_items: true, continuation: 'same' } } });
    expect(await fetchAllByContinuation('/apps/', { listKey: 'apps', item: v.number() })).to.deep.equal([1, 1]);
    expect(requests).to.have.length(2);
  });

  it('a page whose list is not a list is an ApiError', async () => {
    useFetch({ body: { apps: 'not a list', pagination: { has_more_items: false } } });
    const error = await fetchAllByContinuation('/apps/', { listKey: 'apps', item: v.number() }).catch((caught: unknown) => caught);
    expect(error).to.be.instanceOf(ApiError);
    expect(error).to.include({ code: BAD_RESPONSE });
  });
});
