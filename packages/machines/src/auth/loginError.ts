/**
 * How a failed login is reported, shared by every login form (the auth modal and the login
 * page): statuses 400, 401 and 422 mean the credentials were refused (spec 01 §8); anything
 * else is unexpected and must reach the person and the logs, never be swallowed.
 */
export const INVALID_CREDENTIALS_STATUSES: readonly number[] = [400, 401, 422];

export type LoginErrorKind = 'invalidCredentials' | 'unexpected';

/** The HTTP status an actor's error carries (`error.status`), if any. */
export function loginErrorStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  const { status } = error as { status: unknown };
  return typeof status === 'number' ? status : undefined;
}

export function classifyLoginError(error: unknown): LoginErrorKind {
  const status = loginErrorStatus(error);
  return status !== undefined && INVALID_CREDENTIALS_STATUSES.includes(status)
    ? 'invalidCredentials'
    : 'unexpected';
}
