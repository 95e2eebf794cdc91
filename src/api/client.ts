import ky, { HTTPError, type KyInstance, type Options, type SearchParamsOption } from 'ky';
import { isPlainObject, snakeToCamel, snakeizeKeys } from '../lib/case-conversion';
import { nextTask } from '../lib/next-task';
import { skippedParts, toPlainData } from '../lib/plain-data';
import { currentOrigin, readCookie } from '../platform/browser';
import { isPageLeaving } from '../platform/page-leaving';
import { $env } from '../stores/server-data';
import { checkAnswer, shorten, type AnswerSchema } from './answers';
import { ABORTED, ApiError, BAD_RESPONSE, DEFAULT_ERROR_CODE, NETWORK_ERROR, TIMEOUT } from './api-error';

export { ABORTED, ApiError, BAD_RESPONSE, DEFAULT_ERROR_CODE, NETWORK_ERROR, TIMEOUT } from './api-error';

export const DEFAULT_TIMEOUT_MS = 30_000;

/** The one ky instance: platform headers on every call, no retries for writes. */
const http: KyInstance = ky.create({
  // The deadline is the client's own (call below): it covers retries and reading the body too.
  timeout: false,
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

/** An error answer (status >= 400) as the server describes it; the contract's own failures. */
async function serverError(error: HTTPError): Promise<ApiError> {
  const { response } = error;
  let body: unknown;
  try {
    body = await response.clone().json();
  } catch {
    body = undefined;
  }
  const fields = isPlainObject(body) ? body : {};
  const code = Object.hasOwn(fields, 'error') && typeof fields.error === 'string' && fields.error ? fields.error : DEFAULT_ERROR_CODE;
  const description = Object.hasOwn(fields, 'error_description') && typeof fields.error_description === 'string' ? fields.error_description : undefined;
  return new ApiError(code, response.status, description, response, body);
}

/**
 * A call that went wrong outside the contract: one console.warn naming the call and what was
 * wrong, so a page's developer can find it; the surface shows its own error state.
 */
function badCall(call: string, code: string, problem: string, response?: Response, body?: unknown): ApiError {
  // What the page cut short as it went away is no news.
  if (!isPageLeaving()) console.warn(`[eb-widgets] ${call} failed (${code}): ${problem}.`);
  return new ApiError(code, response?.status ?? 0, problem, response, body);
}

/**
 * What a page's developer needs when no answer came: the API's address, where it was set, and
 * the likely cause. A browser reports a CORS refusal exactly like a dropped connection.
 */
function networkProblem(base: URL, error: unknown): string {
  const reason = error instanceof Error ? error.message : String(error);
  const where = `the API at ${base.href} (env.apiBaseUrl)`;
  if (base.origin === currentOrigin()) return `${where} could not be reached (${reason}): the page is offline or the server is down`;
  return (
    `${where} could not be reached or refused this page (${reason}). It is on another origin, so it must answer CORS: ` +
    `Access-Control-Allow-Origin: ${currentOrigin()}, Access-Control-Allow-Credentials: true, and to preflights ` +
    'Access-Control-Allow-Methods: GET, POST, DELETE and Access-Control-Allow-Headers: Content-Type, X-CSRFToken, X-Requested-With (README, "CORS")'
  );
}

/** The error of a call its caller gave up (its signal aborted), whenever that happened. */
const givenUp = () => new ApiError(ABORTED, 0, 'The call was given up.');

export interface CallOptions<T> {
  /** What the call expects back (its camelCased answer); anything else is a BAD_RESPONSE. */
  answer: AnswerSchema<T>;
  searchParams?: SearchParamsOption;
  /** A request body in camelCase; it is sent as snake_case JSON. */
  json?: unknown;
  signal?: AbortSignal;
  /** Milliseconds for the whole answer before the call gives up with TIMEOUT. */
  timeout?: number;
}

interface Body {
  /** Undefined when there is none, else its JSON camelCased. */
  body: unknown;
  /** The parts of it left out because they cannot be read (nested too deep), for the warning. */
  leftOut?: string;
}

/** The answer's body, read liberally: a branch too deep for any reader is left out and the rest is used. */
function decodeBody(call: string, response: Response, text: string): Body {
  if (text.trim() === '') return { body: undefined };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    const type = response.headers.get('Content-Type') ?? 'no content type';
    throw badCall(call, BAD_RESPONSE, `the answer is not JSON (${type}): ${JSON.stringify(shorten(text))}`, response, text);
  }
  // Answers are read only through their fields: the call's schema then says whether it lacks one it needs.
  const skipped = skippedParts();
  const answer = toPlainData(body, { convertKey: snakeToCamel, onSkipped: skipped.add });
  if (answer.problem !== undefined) throw badCall(call, BAD_RESPONSE, `the answer ${answer.problem}`, response);
  return { body: answer.data, leftOut: skipped.count ? skipped.describe() : undefined };
}

async function call<T>(method: 'get' | 'post' | 'delete', path: string, options: CallOptions<T>): Promise<T> {
  const name = `${method.toUpperCase()} ${path}`;
  const { signal, timeout = DEFAULT_TIMEOUT_MS } = options;
  const base = baseUrl();
  // One signal for the caller's abort and the deadline, which runs until the body is read.
  const controller = new AbortController();
  const kyOptions: Options = {
    method,
    prefixUrl: base.href,
    credentials: credentialsFor(base),
    searchParams: options.searchParams,
    signal: controller.signal,
  };
  // Non-GET calls always send JSON (spec 000 §7), an empty object when there is no body.
  if (method !== 'get') kyOptions.json = snakeizeKeys(options.json ?? {});
  let timedOut = false;
  const deadline = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeout);
  const abort = () => controller.abort();
  if (signal?.aborted) abort();
  signal?.addEventListener('abort', abort, { once: true });
  let response: Response | undefined;
  let text: string;
  try {
    response = await http(path.replace(/^\/+/, ''), kyOptions);
    text = response.status === 204 ? '' : await response.text();
  } catch (error) {
    if (timedOut) throw badCall(name, TIMEOUT, `no answer within ${timeout / 1000} s`, response);
    if (error instanceof HTTPError) throw await serverError(error);
    if (signal?.aborted) throw givenUp();
    throw badCall(name, NETWORK_ERROR, networkProblem(base, error), response);
  } finally {
    clearTimeout(deadline);
    signal?.removeEventListener('abort', abort);
  }
  // Reading a long answer and checking it are tasks of their own: no task past 50 ms on a phone.
  // A call given up meanwhile ends as given up, not with its answer.
  const goOn = async () => {
    await nextTask();
    if (signal?.aborted) throw givenUp();
  };
  await goOn();
  const { body, leftOut } = decodeBody(name, response, text);
  await goOn();
  const checked = checkAnswer(options.answer, body);
  // One warning for the call: what was left out goes with the problem it caused, if any.
  const leftOutNote = leftOut ? `; left out of the answer: ${leftOut}` : '';
  if ('problem' in checked) throw badCall(name, BAD_RESPONSE, `${checked.problem}${leftOutNote}`, response, text);
  if (leftOut) console.warn(`[eb-widgets] ${name}: what cannot be read in the answer is left out (${leftOut}); the rest is used.`);
  return checked.answer;
}

type WithoutJson<T> = Omit<CallOptions<T>, 'json'>;

/** The API layer: answers come back camelCased and of the shape each call expects, failures as ApiError. */
export const api = {
  get: <T>(path: string, options: WithoutJson<T>) => call<T>('get', path, options),
  post: <T>(path: string, json: unknown, options: WithoutJson<T>) => call<T>('post', path, { ...options, json }),
  delete: <T>(path: string, options: WithoutJson<T>) => call<T>('delete', path, options),
};
