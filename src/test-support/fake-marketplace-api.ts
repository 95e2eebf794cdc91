// A fake of the marketplace calls of API.md §4 for component tests: answers by list, pages of
// 15 with continuations, answers that can fail or wait, and a record of which list each
// request asked for.

export const FAKE_PAGE_SIZE = 15;

/** An app as the server sends it (snake_case). */
export interface WireApp {
  id: string;
  name: string;
  slug: string;
  logo_url?: string | null;
  localization?: { short_description?: string | null; description?: string | null };
  categories?: WireCategory[];
  [field: string]: unknown;
}

export interface WireCategory {
  id: string;
  slug: string;
  name: string;
  name_localized?: string | null;
}

/** `popular`, `featured`, `recommended`, `all`, `category:{slug}` or `categories`. */
export type FakeListKey = string;

type FakeAnswerValue = unknown[] | { status: number };

/**
 * The apps (or categories) of a list, a failing status, a promise that decides later, or a
 * function of the request's continuation (0 for the first page) giving one of those.
 */
export type FakeListAnswer = FakeAnswerValue | Promise<FakeAnswerValue> | ((offset: number) => FakeAnswerValue | Promise<FakeAnswerValue>);

let ids = 0;

/** A wire app named `name`; its slug and id follow from the name unless given. */
export function wireApp(name: string, fields: Partial<WireApp> = {}): WireApp {
  ids += 1;
  const slug =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || `app-${ids}`;
  return {
    id: String(1000 + ids),
    name,
    slug,
    logo_url: `${location.origin}/src/ui/avatar/avatar-test-photo.svg`,
    localization: { short_description: `What ${name} does` },
    ...fields,
  };
}

export const wireApps = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => wireApp(`${prefix} ${index + 1}`));

export const wireCategory = (slug: string, name: string, nameLocalized: string | null = null): WireCategory => ({
  id: `c-${slug}`,
  slug,
  name,
  name_localized: nameLocalized,
});

/** The list a marketplace request asks for. */
export function listKeyOf(url: URL): FakeListKey {
  if (url.pathname.endsWith('/apps/categories/')) return 'categories';
  const picks = url.searchParams.get('picks');
  if (picks) return picks;
  const category = url.searchParams.get('categories');
  if (category) return `category:${category}`;
  return 'all';
}

/** A promise the test resolves when it wants the answer to arrive. */
export function later<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/**
 * Replaces window.fetch until `restore()`. `answers` is read at each request, so a test can
 * change a list's answer (a failing list that works on refresh). Lists without an answer get
 * `otherwise(key)`, empty by default.
 */
export function fakeMarketplaceApi(initial: Record<FakeListKey, FakeListAnswer> = {}, { otherwise = () => [] }: { otherwise?: (key: FakeListKey) => unknown[] } = {}) {
  const original = fetch;
  const answers: Record<FakeListKey, FakeListAnswer> = { ...initial };
  /** Lists whose next requests fail with a 500, and how many more times. */
  const failing = new Map<FakeListKey, number>();
  /** The list of each request, in order (a retried failure counts twice). */
  const requested: FakeListKey[] = [];
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const key = listKeyOf(url);
    requested.push(key);
    const offset = Number(url.searchParams.get('continuation') ?? 0);
    const failures = failing.get(key) ?? 0;
    if (failures > 0) failing.set(key, failures - 1);
    const given = failures > 0 ? { status: 500 } : (answers[key] ?? otherwise(key));
    const answer = await (typeof given === 'function' ? given(offset) : given);
    if (!Array.isArray(answer)) {
      return new Response(JSON.stringify({ status_code: answer.status, error: 'UNKNOWN', error_description: 'fake failure' }), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    if (key === 'categories') return Response.json({ categories: answer });
    const page = answer.slice(offset, offset + FAKE_PAGE_SIZE);
    const next = offset + FAKE_PAGE_SIZE < answer.length ? String(offset + FAKE_PAGE_SIZE) : null;
    return Response.json({
      apps: page,
      pagination: {
        object_count: answer.length,
        page_number: offset / FAKE_PAGE_SIZE + 1,
        page_size: FAKE_PAGE_SIZE,
        page_count: Math.max(1, Math.ceil(answer.length / FAKE_PAGE_SIZE)),
        continuation: next,
        has_more_items: next !== null,
      },
    });
  };
  return {
    answers,
    requested,
    /** How many requests asked for `key`. */
    count: (key: FakeListKey) => requested.filter((candidate) => candidate === key).length,
    /** The next `times` requests for `key` fail with a 500, whatever its answer. */
    fail: (key: FakeListKey, times = 1) => void failing.set(key, times),
    restore: () => void (window.fetch = original),
  };
}
