// How every failed call ends, apart from the client that makes the calls (client.ts, with ky):
// code that only needs to tell failures apart does not download the client with it.

/**
 * Every failed call, whatever went wrong, in one shape: the server's `error` code (spec 000 §8:
 * fallback `default`) or one of the codes below, its description, the HTTP status (0 when no
 * answer came) and the raw response for callers that need more.
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
/** A 2xx answer that is not what the call expects: not JSON, empty, `null`, the wrong shape. */
export const BAD_RESPONSE = 'BAD_RESPONSE';
/** No whole answer within the call's time. */
export const TIMEOUT = 'TIMEOUT';
/** The connection failed or dropped: no answer at all. */
export const NETWORK_ERROR = 'NETWORK_ERROR';
/** The caller gave the call up (its signal); not a failure, never warned about. */
export const ABORTED = 'ABORTED';
