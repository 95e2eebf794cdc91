// A fake of the calls of the app product page for component tests (API.md §4): apps by slug
// (with renamed slugs), an app's reviews three a page with sort and filter, the user's own
// review and its saves, and replies; failures to order and a record of every request.

import { wireReview, type WireReview } from './fake-ratings-api';

export interface WireReply {
  id: string;
  text: string;
  created: string;
  changed: string | null;
}

export type ProductReview = WireReview & { replies: WireReply[] };

export interface FakeProductOptions {
  apps: Record<string, unknown>[];
  /** The reviews of each app id, newest first. */
  reviews?: Record<string, ProductReview[]>;
  /** Old slug -> current slug. */
  renamed?: Record<string, string>;
}

const json = (status: number, body: unknown) => new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const failure = (status: number, error: string) => json(status, { status_code: status, error, error_description: `Refused: ${error}` });

let replyIds = 700;

/** `count` reviews of one app, newest first, with stars cycling from 5 down. */
export function productReviews(count: number, fields: (index: number) => Partial<ProductReview> = () => ({})): ProductReview[] {
  return Array.from({ length: count }, (_, index) => ({
    ...wireReview({
      id: String(3000 + index),
      rating: 5 - (index % 5),
      review_title: `Review ${index + 1}`,
      review_text: `Text of review ${index + 1}`,
      created: new Date(Date.UTC(2026, 9, 30 - index)).toISOString(),
    }),
    replies: [],
    ...fields(index),
  }));
}

export function fakeProductApi({ apps, reviews = {}, renamed = {} }: FakeProductOptions) {
  const original = fetch;
  const requests: { method: string; path: string; search: URLSearchParams; body?: Record<string, unknown> }[] = [];
  /** The next answers of calls matching a pattern fail with this status and code. */
  const failures: { pattern: RegExp; status: number; error: string }[] = [];
  let appsFail = false;

  async function answer(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api\/v3/, '');
    const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
    requests.push({ method: request.method, path, search: url.searchParams, body });
    const failed = failures.findIndex((entry) => entry.pattern.test(`${request.method} ${path}`));
    if (failed >= 0) {
      const [{ status, error }] = failures.splice(failed, 1);
      return failure(status, error);
    }

    if (path === '/apps/' && url.searchParams.has('slug')) {
      if (appsFail) return failure(500, 'UNKNOWN');
      const slug = url.searchParams.get('slug')!;
      const app = apps.find((candidate) => candidate.slug === slug);
      if (app) return json(200, { apps: [app] });
      return json(200, renamed[slug] ? { apps: [], renamed_to: renamed[slug] } : { apps: [] });
    }
    // Every list (a category page) holds every app; the categories are the apps' own.
    if (path === '/apps/') return json(200, { apps, pagination: { has_more_items: false, continuation: null } });
    if (path === '/apps/categories/') {
      const categories = new Map(apps.flatMap((app) => (app.categories as { slug: string }[] | undefined) ?? []).map((category) => [category.slug, category]));
      return json(200, { categories: [...categories.values()] });
    }

    const list = /^\/apps\/([^/]+)\/ratings\/$/.exec(path);
    if (list && request.method === 'GET') {
      const all = reviews[list[1]] ?? [];
      if (url.searchParams.has('user_id')) return json(200, { ratings: [] });
      const stars = url.searchParams.get('rating');
      const order = url.searchParams.get('order_by') ?? 'created_desc';
      const filtered = all.filter((review) => stars === null || review.rating === Number(stars));
      const sorted = order === 'rating_desc' ? [...filtered].sort((a, b) => b.rating - a.rating) : filtered;
      const offset = Number(url.searchParams.get('continuation') ?? 0);
      const page = sorted.slice(offset, offset + 3);
      const next = offset + 3 < sorted.length ? String(offset + 3) : null;
      return json(200, {
        ratings: page,
        pagination: {
          object_count: sorted.length,
          page_number: offset / 3 + 1,
          page_size: 3,
          page_count: Math.ceil(sorted.length / 3),
          continuation: next,
          has_more_items: next !== null,
        },
      });
    }
    if (list && request.method === 'POST') {
      const created = wireReview({
        id: '9001',
        rating: body!.rating as number,
        review_title: (body!.review_title as string) ?? '',
        review_text: (body!.review_text as string) ?? '',
      });
      reviews[list[1]] = [{ ...created, replies: [] }, ...(reviews[list[1]] ?? [])];
      return json(201, created);
    }
    const edit = /^\/ratings\/([^/]+)\/$/.exec(path);
    if (edit) {
      const change = body!.app_rating as Partial<ProductReview>;
      for (const [appId, list] of Object.entries(reviews)) reviews[appId] = list.map((review) => (review.id === edit[1] ? { ...review, ...change } : review));
      const edited = Object.values(reviews)
        .flat()
        .find((review) => review.id === edit[1]);
      return json(200, edited ?? wireReview({ id: edit[1], ...change }));
    }

    const reply = /^\/apps\/([^/]+)\/ratings\/([^/]+)\/replies\/$/.exec(path);
    if (reply) return json(201, { id: String(++replyIds), text: body!.text, created: '2026-11-20T10:00:00Z', changed: null });
    const replyEdit = /^\/app_rating_replies\/([^/]+)\/$/.exec(path);
    if (replyEdit && request.method === 'POST') return json(200, { id: replyEdit[1], text: body!.text, created: '2026-11-20T10:00:00Z', changed: '2026-11-21T10:00:00Z' });
    if (replyEdit && request.method === 'DELETE') return json(204, null);
    return failure(404, 'NOT_FOUND');
  }

  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => answer(new Request(input, init));

  return {
    requests,
    /** The requests for the app's reviews list (not the user's own review). */
    ratingsRequests: () => requests.filter((request) => request.method === 'GET' && /\/ratings\/$/.test(request.path) && !request.search.has('user_id')),
    /** The next call whose `METHOD path` matches fails. */
    failNext(pattern: RegExp, error = 'UNKNOWN', status = 500) {
      failures.push({ pattern, status, error });
    },
    /** Every load of an app by slug fails from now on. */
    failApps() {
      appsFail = true;
    },
    restore: () => void (window.fetch = original),
  };
}

export type FakeProductApi = ReturnType<typeof fakeProductApi>;
