import type { ResetPasswordFailure } from '../validation';

/**
 * What the password reset service answered. An empty answer (nothing, '', {}) means the token
 * expired; a failure naming INVALID_PASSWORD means the password broke the
 * server's rule; any other answer is success.
 */
export type ResetPasswordResponse =
  | { failure?: string | null; [key: string]: unknown }
  | string
  | null
  | undefined;

export type ResetOutcome = 'SUCCESS' | ResetPasswordFailure;

const isEmpty = (response: unknown) =>
  response === null ||
  response === undefined ||
  response === '' ||
  (typeof response === 'object' && Object.keys(response).length === 0);

/** The failure code a response or an error names (`failure` or `code`), if any. */
function failureCode(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { failure, code } = value as { failure?: unknown; code?: unknown };
  const named = failure ?? code;
  return typeof named === 'string' ? named : undefined;
}

export function classifyResetResponse(response: ResetPasswordResponse): ResetOutcome {
  if (isEmpty(response)) return 'EXPIRED_TOKEN';
  const code = failureCode(response);
  if (code === undefined) return 'SUCCESS';
  return code === 'INVALID_PASSWORD' || code === 'EXPIRED_TOKEN' ? code : 'UNKNOWN';
}

/** A rejected call: INVALID_PASSWORD or EXPIRED_TOKEN when the error names it, else UNKNOWN. */
export function classifyResetError(error: unknown): ResetPasswordFailure {
  const code = failureCode(error);
  return code === 'INVALID_PASSWORD' || code === 'EXPIRED_TOKEN' ? code : 'UNKNOWN';
}
