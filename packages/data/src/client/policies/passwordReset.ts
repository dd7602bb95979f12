/**
 * Password reset: INVALID_PASSWORD when the server names the password rule,
 * EXPIRED_TOKEN when it names an expired token (or gives the empty response the spec describes),
 * UNKNOWN for anything else. A CSRF failure and the caller's own abort still propagate (they have
 * their own UI).
 */

import { passwordResetServiceResource } from '../../contract/resources';
import type { CallOptions } from '../client';
import { AbortError, CsrfError, HttpError } from '../errors';
import type { PolicyClient } from './shared';

export const RESET_PASSWORD_MESSAGES = {
  INVALID_PASSWORD: 'Password must be at least 6 characters long.',
  EXPIRED_TOKEN: 'Your password reset link has expired.',
  UNKNOWN: 'An error occurred while setting your new password.',
} as const;
export type ResetPasswordFailure = keyof typeof RESET_PASSWORD_MESSAGES;

export type ResetPasswordResult =
  | { ok: true; userId: number; email: string }
  | { ok: false; failure: ResetPasswordFailure; message: string };

const failed = (failure: ResetPasswordFailure): ResetPasswordResult => ({
  ok: false,
  failure,
  message: RESET_PASSWORD_MESSAGES[failure],
});

export async function resetPassword(
  client: PolicyClient,
  input: { token: string; password: string },
  options?: CallOptions,
): Promise<ResetPasswordResult> {
  try {
    const output = await client.call(passwordResetServiceResource.update, input, options);
    if (!('userId' in output) || output.userId === undefined) return failed('EXPIRED_TOKEN');
    return { ok: true, userId: output.userId, email: output.email };
  } catch (error) {
    if (error instanceof AbortError || error instanceof CsrfError) throw error;
    if (error instanceof HttpError && (error.code === 'INVALID_PASSWORD' || error.code === 'EXPIRED_TOKEN'))
      return failed(error.code);
    return failed('UNKNOWN');
  }
}
