import ky, { HTTPError, TimeoutError, type KyInstance, type Options, type SearchParamsOption } from 'ky';
import { camelizeKeys, isPlainObject, snakeizeKeys } from '../lib/case-conversion';
import { currentOrigin, readCookie } from '../platform/browser';
import { $env } from '../stores/server-data';

/**
 * Every failed call, whatever went wrong, in one shape: the server's `error` code (spec 000 §8:
 * fallback `default`), its description, the HTTP status (0 when no answer came) and the raw
 * response for callers that need more.
 */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    readonly description: string | undefined,
    readonly response?: Response,
    readonly body?: unknown,
  ) {
    super(description ? `${code}: ${description}` : code);
    this.name = 'ApiError';
  }
}

export const DEFAULT_ERROR_CODE = 'default';

/** The one ky instance: platform headers on every call, no retries for writes. */
const http: KyInstance = ky.create({
  timeout: 30_000,
  retry: { limit: 1, methods: ['get'] },
  hooks: {
    beforeRequest: [
      (request) => {
        request.headers.set('X-Requested-With', 'XMLHttpRequest');
        const csrfToken = readCookie('csrftoken');
        if (csrfToken) request.headers.set('X-CSRFToken', csrfToken);
      },
    ],
  },
});

function baseUrl(): URL {
  return new URL($env.get().apiBaseUrl || '/api/v3', document.baseURI);
}

/** Same-origin credentials, unless the API lives on another origin (API.md §2). */
function credentialsFor(base: URL): RequestCredentials {
  return base.origin === currentOrigin() ? 'same-origin' : 'include';
}

async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) {
    const { response } = error;
    let body: unknown;
    try {
      body = await response.clone().json();
    } catch {
      body = undefined;
    }
    const fields = isPlainObject(body) ? body : {};
    const code = typeof fields.error === 'string' && fields.error ? fields.error : DEFAULT_ERROR_CODE;
    const description = typeof fields.error_description === 'string' ? fields.error_description : undefined;
    return new ApiError(code, response.status, description, response, body);
  }
  if (error instanceof TimeoutError) return new ApiError(DEFAULT_ERROR_CODE, 0, 'The server took too long to answer.');
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError(DEFAULT_ERROR_CODE, 0, message);
}

export interface CallOptions {
  searchParams?: SearchParamsOption;
  /** A request body in camelCase; it is sent as snake_case JSON. */
  json?: unknown;
  signal?: AbortSignal;
}

async function call<T>(method: 'get' | 'post' | 'delete', path: string, options: CallOptions = {}): Promise<T> {
  const base = baseUrl();
  const kyOptions: Options = {
    method,
    prefixUrl: base.href,
    credentials: credentialsFor(base),
    searchParams: options.searchParams,
    signal: options.signal,
  };
  // Non-GET calls always send JSON (spec 000 §7), an empty object when there is no body.
  if (method !== 'get') kyOptions.json = snakeizeKeys(options.json ?? {});
  let response: Response;
  try {
    response = await http(path.replace(/^\/+/, ''), kyOptions);
  } catch (error) {
    throw await toApiError(error);
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (!text) return undefined as T;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError(DEFAULT_ERROR_CODE, response.status, 'The server answered with something that is not JSON.', response, text);
  }
  return camelizeKeys<T>(body);
}

/** The API layer: answers come back camelCased, failures as ApiError. */
export const api = {
  get: <T>(path: string, options?: Omit<CallOptions, 'json'>) => call<T>('get', path, options),
  post: <T>(path: string, json?: unknown, options?: Omit<CallOptions, 'json'>) => call<T>('post', path, { ...options, json }),
  delete: <T = void>(path: string, options?: Omit<CallOptions, 'json'>) => call<T>('delete', path, options),
};
