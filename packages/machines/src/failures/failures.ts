/**
 * What a failed call says about why it failed, read from the error an actor rejected with. The
 * machines know no HTTP client: they read the shape the data client's errors have (`status`,
 * `code`, `retryAfter`, `fieldErrors`, `message`), as the login flows read `status`. An app with
 * another client gives its errors those fields.
 */

type ErrorShape = {
  status?: unknown;
  code?: unknown;
  name?: unknown;
  message?: unknown;
  retryAfter?: unknown;
  fieldErrors?: unknown;
  body?: unknown;
};

const shapeOf = (error: unknown): ErrorShape =>
  typeof error === 'object' && error !== null ? (error as ErrorShape) : {};

/** The HTTP status the error carries, if any. */
export function statusOf(error: unknown): number | undefined {
  const { status } = shapeOf(error);
  return typeof status === 'number' ? status : undefined;
}

/** The API's error code (`CSRF_INVALID`, `CONFLICT`...), from the error or its body. */
export function errorCodeOf(error: unknown): string | undefined {
  const { code, body } = shapeOf(error);
  if (typeof code === 'string') return code;
  const bodyCode = shapeOf(body).code;
  return typeof bodyCode === 'string' ? bodyCode : undefined;
}

/** The code the API answers a stale or missing CSRF token with. */
export const PAGE_EXPIRED_CODE = 'CSRF_INVALID';

/**
 * The page's CSRF token was stale (403 CSRF_INVALID). The app's page-expired banner says so and
 * offers the refresh: a form shows no message of its own for it, and keeps its values.
 */
export const isPageExpired = (error: unknown): boolean =>
  statusOf(error) === 403 &&
  (errorCodeOf(error) === PAGE_EXPIRED_CODE || shapeOf(error).name === 'CsrfError');

/** When a 429 names no wait, the action is locked for this long. */
export const DEFAULT_LOCKOUT_SECONDS = 60;

/** Too many attempts: the server answered 429. */
export const isRateLimited = (error: unknown): boolean => statusOf(error) === 429;

/**
 * The whole seconds a 429 asks to wait (its `retryAfter`, from the body or the Retry-After
 * header), `DEFAULT_LOCKOUT_SECONDS` when it names none; undefined for any other error.
 */
export function lockoutSecondsOf(error: unknown): number | undefined {
  if (!isRateLimited(error)) return undefined;
  const { retryAfter, body } = shapeOf(error);
  const seconds = typeof retryAfter === 'number' ? retryAfter : shapeOf(body).retryAfter;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0
    ? Math.ceil(seconds)
    : DEFAULT_LOCKOUT_SECONDS;
}

/** The thing asked for does not exist (404). */
export const isNotFound = (error: unknown): boolean => statusOf(error) === 404;

/** The change collides with what is stored (409): trying again cannot help. */
export const isConflict = (error: unknown): boolean => statusOf(error) === 409;

/**
 * The server's own words for refusing what was sent (a 4xx other than the session, CSRF and
 * rate-limit ones): the first message for `field` when it names one, else the answer's message.
 * Undefined for anything else (a server error, no network), whose words are not the person's.
 */
export function serverReasonOf(error: unknown, field?: string): string | undefined {
  const status = statusOf(error);
  if (status === undefined || status < 400 || status >= 500 || [401, 403, 429].includes(status))
    return undefined;
  const { fieldErrors, message } = shapeOf(error);
  if (field && typeof fieldErrors === 'object' && fieldErrors !== null) {
    const messages = (fieldErrors as Record<string, unknown>)[field];
    if (Array.isArray(messages) && typeof messages[0] === 'string' && messages[0]) return messages[0];
  }
  return typeof message === 'string' && message ? message : undefined;
}

/** A lockout's countdown moves one second at a time. */
export const LOCKOUT_TICK_MS = 1000;

/**
 * The form's own message for a failed call, or null when the call failed on a stale CSRF token:
 * the page-expired banner alone says that, so the form adds nothing to it.
 */
export const unlessPageExpired = <M>(error: unknown, message: M): M | null =>
  isPageExpired(error) ? null : message;
