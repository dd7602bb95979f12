/**
 * What the client throws. Everything a caller may want to branch on is a class: `HttpError` for
 * any answer with a status below 200 or from 400 up, with `CsrfError`
 * (the page-expired banner) and `RateLimitedError` (retry later) as special cases; `AbortError`
 * when the caller cancelled and `TimeoutError` when the call's time ran out.
 */
import { ERROR_CODES } from '../contract/errorCodes';
import type { ErrorBody } from '../contract/fields';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * The API's error body (`errorBody` in the contract), when the answer has that shape; read by
 * hand, so the client needs no schema library in the browser. Fields outside it are left out.
 */
export function errorBodyOf(rawBody: unknown): ErrorBody | undefined {
  if (!isRecord(rawBody)) return undefined;
  const { error, code, message, fieldErrors, retryAfter } = rawBody;
  if (typeof error !== 'string' || typeof code !== 'string' || typeof message !== 'string') return undefined;
  if (
    fieldErrors !== undefined &&
    !(isRecord(fieldErrors) && Object.values(fieldErrors).every(isStringList))
  ) {
    return undefined;
  }
  if (retryAfter !== undefined && typeof retryAfter !== 'number') return undefined;
  return {
    error,
    code,
    message,
    ...(fieldErrors === undefined ? {} : { fieldErrors: fieldErrors as Record<string, string[]> }),
    ...(retryAfter === undefined ? {} : { retryAfter }),
  };
}

type GraphQLErrorEntry = { message: string; extensions?: Record<string, unknown> };

/** The first entry of a GraphQL `errors` list, when the body is a GraphQL answer. */
function firstGraphQLError(rawBody: unknown): GraphQLErrorEntry | undefined {
  const errors = (rawBody as { errors?: unknown } | null | undefined)?.errors;
  const first: unknown = Array.isArray(errors) ? errors[0] : undefined;
  return typeof first === 'object' &&
    first !== null &&
    typeof (first as GraphQLErrorEntry).message === 'string'
    ? (first as GraphQLErrorEntry)
    : undefined;
}

export class HttpError extends Error {
  override name = 'HttpError';
  /** The API's error body when the answer had that shape. */
  readonly body: ErrorBody | undefined;
  /** The answer as received: parsed JSON, else the text (undefined when empty). */
  readonly rawBody: unknown;
  /** For a GraphQL answer with an HTTP error status: its first error. */
  readonly graphqlError: GraphQLErrorEntry | undefined;

  constructor(
    readonly status: number,
    rawBody: unknown,
    readonly headers: Headers = new Headers(),
  ) {
    const body = errorBodyOf(rawBody);
    const graphqlError = body ? undefined : firstGraphQLError(rawBody);
    super(body ? body.message : (graphqlError?.message ?? `HTTP error ${status}`));
    this.body = body;
    this.rawBody = rawBody;
    this.graphqlError = graphqlError;
  }

  /** The API's error code (`VALIDATION_FAILED`, `INVALID_PASSWORD`...), or a GraphQL error's. */
  get code(): string | undefined {
    const extension = this.graphqlError?.extensions?.code;
    return this.body?.code ?? (typeof extension === 'string' ? extension : undefined);
  }

  /** Field path -> messages, for 400 answers. */
  get fieldErrors(): Record<string, string[]> | undefined {
    return this.body?.fieldErrors;
  }
}

/** The CSRF token was missing or stale: the UI shows the page-expired banner. */
export class CsrfError extends HttpError {
  override name = 'CsrfError';
}

/** 429: `retryAfter` seconds (from the body, else the `Retry-After` header). */
export class RateLimitedError extends HttpError {
  override name = 'RateLimitedError';
  readonly retryAfter: number | undefined;

  constructor(status: number, rawBody: unknown, headers: Headers = new Headers()) {
    super(status, rawBody, headers);
    const header = Number(headers.get('retry-after'));
    const extension = this.graphqlError?.extensions?.retryAfter;
    this.retryAfter =
      this.body?.retryAfter ??
      (typeof extension === 'number' ? extension : undefined) ??
      (Number.isFinite(header) && header > 0 ? header : undefined);
  }
}

/** The caller's signal fired. */
export class AbortError extends Error {
  override name = 'AbortError';
  constructor(options?: { cause?: unknown }) {
    super('request aborted', options);
  }
}

/** The call's `timeoutMs` ran out; distinct from AbortError so policies can tell them apart. */
export class TimeoutError extends Error {
  override name = 'TimeoutError';
  constructor(
    readonly timeoutMs: number,
    options?: { cause?: unknown },
  ) {
    super(`request timed out after ${timeoutMs} ms`, options);
  }
}

/** fetch itself failed (connection refused, DNS, CORS...). */
export class NetworkError extends Error {
  override name = 'NetworkError';
  constructor(options?: { cause?: unknown }) {
    super('network request failed', options);
  }
}

/** A 2xx answer that does not match the contract's output schema. */
export class ContractError extends Error {
  override name = 'ContractError';
  constructor(
    readonly resource: string,
    options?: { cause?: unknown },
  ) {
    super(`The response of ${resource} does not match the contract`, options);
  }
}

/** A GraphQL answer with `errors` (HTTP 200). */
export class GraphQLResponseError extends Error {
  override name = 'GraphQLResponseError';
  constructor(
    readonly errors: ReadonlyArray<{ message: string; extensions?: Record<string, unknown> }>,
    readonly data: unknown,
  ) {
    super(errors.map((error) => error.message).join('; ') || 'GraphQL error');
  }
}

/** The right HttpError subclass for a failed answer. */
export function httpErrorFor(status: number, rawBody: unknown, headers: Headers): HttpError {
  const code = errorBodyOf(rawBody)?.code ?? firstGraphQLError(rawBody)?.extensions?.code;
  if (status === 403 && code === ERROR_CODES.csrf) return new CsrfError(status, rawBody, headers);
  if (status === 429) return new RateLimitedError(status, rawBody, headers);
  return new HttpError(status, rawBody, headers);
}

export const isHttpError = (error: unknown, ...statuses: number[]): error is HttpError =>
  error instanceof HttpError && (statuses.length === 0 || statuses.includes(error.status));
