// For tests only: a fake of the save and collection calls that keeps its own state, so a test
// can compare what the page shows with what the "server" holds. Replaces window.fetch.
import { waitFor } from '@testing-library/dom';

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
}

interface Failure {
  status: number;
  error: string;
}

export interface FakeCollection {
  id: string;
  name: string;
  eventIds: string[];
}

export interface FakeApiOptions {
  savedEventIds?: string[];
  collections?: FakeCollection[];
  /** Answers wait until `release()` (or `releaseAll()`), one request at a time, in order. */
  slow?: boolean;
}

const API = '/api/v3';

export function fakeApi({ savedEventIds = [], collections = [], slow = false }: FakeApiOptions = {}) {
  const original = fetch;
  const saved = new Set(savedEventIds);
  const stored = collections.map((collection) => ({ ...collection, eventIds: [...collection.eventIds] }));
  const requests: RecordedRequest[] = [];
  const failures: Failure[] = [];
  const waiting: Array<() => void> = [];
  let autoRelease = !slow;

  const json = (status: number, body: unknown) => new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const error = ({ status, error: code }: Failure) => json(status, { status_code: status, error: code, error_description: code });

  function answer(method: string, path: string, body: { event_ids?: string[] }): Response {
    if (method === 'POST' && path === `${API}/destination/save/`) {
      if (body.event_ids?.some((id) => saved.has(id))) return error({ status: 400, error: 'BOOKMARK_ALREADY_EXISTS' });
      body.event_ids?.forEach((id) => saved.add(id));
      return json(200, {});
    }
    if (method === 'POST' && path === `${API}/destination/unsave/`) {
      body.event_ids?.forEach((id) => saved.delete(id));
      return json(200, {});
    }
    if (method === 'GET' && path === `${API}/users/me/collections/`) {
      return json(200, { collections: stored.map(({ id, name, eventIds }) => ({ id, name, event_ids: eventIds })) });
    }
    const add = path.match(/^\/api\/v3\/collections\/([^/]+)\/events\/$/);
    const remove = path.match(/^\/api\/v3\/collections\/([^/]+)\/events\/([^/]+)\/$/);
    const collection = stored.find((candidate) => candidate.id === decodeURIComponent((add ?? remove)?.[1] ?? ''));
    if (method === 'POST' && add && collection) {
      for (const id of body.event_ids ?? []) if (!collection.eventIds.includes(id)) collection.eventIds.push(id);
      return json(200, {});
    }
    if (method === 'DELETE' && remove && collection) {
      collection.eventIds = collection.eventIds.filter((id) => id !== decodeURIComponent(remove[2]));
      return json(204, null);
    }
    return error({ status: 404, error: 'NOT_FOUND' });
  }

  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    const text = await request.text();
    const body: { event_ids?: string[] } = text ? (JSON.parse(text) as { event_ids?: string[] }) : {};
    requests.push({ method: request.method, path, body });
    if (!autoRelease) await new Promise<void>((resolve) => waiting.push(resolve));
    const failure = failures.shift();
    return failure ? error(failure) : answer(request.method, path, body);
  };

  return {
    requests,
    savedIds: saved,
    collections: stored,
    /** The next answer is this error instead. */
    failNext(status: number, code: string) {
      failures.push({ status, error: code });
    },
    /** How many requests wait for `release()`. */
    waitingCount: () => waiting.length,
    /** Waits for a request to arrive (the client sends asynchronously), then lets it be answered. */
    async release() {
      await waitFor(() => {
        if (!waiting.length) throw new Error('no request is waiting for an answer');
      });
      waiting.shift()?.();
    },
    /** Waits until `count` requests have arrived. */
    async received(count: number) {
      await waitFor(() => {
        if (requests.length < count) throw new Error(`${requests.length} of ${count} requests arrived`);
      });
    },
    /** Answers everything from now on without waiting. */
    releaseAll() {
      autoRelease = true;
      waiting.splice(0).forEach((resolve) => resolve());
    },
    restore() {
      autoRelease = true;
      waiting.splice(0).forEach((resolve) => resolve());
      window.fetch = original;
    },
  };
}

export type FakeApi = ReturnType<typeof fakeApi>;
