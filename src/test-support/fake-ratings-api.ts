// A fake of the rating calls of API.md §4 for component tests: one user's reviews kept per app,
// creates and edits as the sandbox answers them, failures to order (by code and status), answers
// held back until the test lets them go, and a record of every request with its JSON body.

/** A review as the server sends it (snake_case). */
export interface WireReview {
  id: string;
  rating: number;
  review_title: string;
  review_text: string;
  created: string;
  locale: string;
  replies: unknown[];
}

export interface RecordedRequest {
  method: string;
  path: string;
  search: URLSearchParams;
  body: Record<string, unknown> | undefined;
}

export interface FakeFailure {
  status: number;
  error: string;
}

const json = (status: number, body: unknown) => new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const wireReview = (fields: Partial<WireReview> = {}): WireReview => ({
  id: '501',
  rating: 4,
  review_title: 'Works well',
  review_text: 'Saves me an hour a day.',
  created: '2026-11-01T10:00:00Z',
  locale: 'en_US',
  replies: [],
  ...fields,
});

/**
 * Replaces window.fetch until `restore()`. `reviews` maps app ids to the user's review there.
 * Saves fail with the next of `failures` (then succeed again); `hold()` keeps the next answers
 * back until `release()`.
 */
export function fakeRatingsApi({ reviews = {} }: { reviews?: Record<string, WireReview> } = {}) {
  const original = fetch;
  const requests: RecordedRequest[] = [];
  const failures: FakeFailure[] = [];
  const byApp = new Map(Object.entries(reviews));
  let nextId = 900;
  let held: (() => void)[] | undefined;

  async function answer(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api\/v3/, '');
    const text = request.method === 'GET' ? '' : await request.text();
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
    requests.push({ method: request.method, path, search: url.searchParams, body });
    if (held) await new Promise<void>((release) => held!.push(release));

    const own = /^\/apps\/([^/]+)\/ratings\/$/.exec(path);
    if (own && request.method === 'GET') {
      const review = byApp.get(decodeURIComponent(own[1]));
      return json(200, { ratings: review ? [review] : [] });
    }
    const failure = failures.shift();
    if (failure) return json(failure.status, { status_code: failure.status, error: failure.error, error_description: `Refused: ${failure.error}` });
    if (own && request.method === 'POST') {
      const appId = decodeURIComponent(own[1]);
      if (byApp.has(appId)) return json(400, { status_code: 400, error: 'APP_ALREADY_RATED', error_description: 'Rated.' });
      const review = wireReview({
        id: String(++nextId),
        rating: body!.rating as number,
        review_title: (body!.review_title as string) ?? '',
        review_text: (body!.review_text as string) ?? '',
        locale: body!.locale as string,
      });
      byApp.set(appId, review);
      return json(201, review);
    }
    const edit = /^\/ratings\/([^/]+)\/$/.exec(path);
    if (edit && request.method === 'POST') {
      const entry = [...byApp.entries()].find(([, review]) => review.id === edit[1]);
      if (!entry) return json(404, { status_code: 404, error: 'NOT_FOUND', error_description: 'No such rating.' });
      const change = body!.app_rating as Partial<WireReview>;
      const updated = { ...entry[1], ...Object.fromEntries(Object.entries(change).filter(([, value]) => value !== null && value !== undefined)) };
      byApp.set(entry[0], updated);
      return json(200, updated);
    }
    return json(404, { status_code: 404, error: 'NOT_FOUND', error_description: `No fake for ${request.method} ${path}` });
  }

  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => answer(new Request(input, init));

  return {
    requests,
    /** The saves sent (creates and edits), in order. */
    saves: () => requests.filter((request) => request.method === 'POST'),
    reviewOf: (appId: string) => byApp.get(appId),
    /** The next save fails with this code and status. */
    failNext(error: string, status = 400) {
      failures.push({ status, error });
    },
    hold() {
      held = [];
    },
    release() {
      const waiting = held ?? [];
      held = undefined;
      waiting.forEach((release) => release());
    },
    restore() {
      window.fetch = original;
    },
  };
}

export type FakeRatingsApi = ReturnType<typeof fakeRatingsApi>;
