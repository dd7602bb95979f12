import { messages } from '../messages';
import {
  charLength,
  compactErrors,
  type FormErrors,
  hasNoErrors,
  mustMatch,
  PASSWORD_MIN_LENGTH,
} from './shared';

/** The password-reset page: a new password and its verify field. */
export interface ResetPasswordValues {
  password: string;
  verifyPassword: string;
}

/**
 * This form's own message is 'Passwords do not match'. For the length rule the client
 * shows the text of the server's INVALID_PASSWORD answer, which states this very
 * rule, so the wording is the same whichever side catches it; the sign-up page's 'Passwords
 * should contain…' belongs to another form.
 */
export function validateResetPassword(values: ResetPasswordValues): FormErrors<keyof ResetPasswordValues> {
  const reset = messages.resetPassword;
  return compactErrors({
    password: charLength(values.password) < PASSWORD_MIN_LENGTH ? reset.invalidPassword : undefined,
    verifyPassword: mustMatch(values.verifyPassword, values.password, reset.passwordsDoNotMatch),
  });
}

export interface ResetStatus {
  /** An update request is running. */
  updating: boolean;
  /** The error shown from the last attempt, if any. */
  error?: string | null | undefined;
}

/** Save is disabled until valid, no error present and no update running. */
export const canSaveReset = (values: ResetPasswordValues, status: ResetStatus): boolean =>
  !status.updating && !status.error && hasNoErrors(validateResetPassword(values));

/** The failures the reset service reports. */
export type ResetPasswordFailure = 'INVALID_PASSWORD' | 'EXPIRED_TOKEN' | 'UNKNOWN';

const FAILURE_MESSAGES = {
  INVALID_PASSWORD: messages.resetPassword.invalidPassword,
  EXPIRED_TOKEN: messages.resetPassword.expiredToken,
  UNKNOWN: messages.resetPassword.unknownError,
} as const satisfies Record<ResetPasswordFailure, string>;

export const resetFailureMessage = <F extends ResetPasswordFailure>(
  failure: F,
): (typeof FAILURE_MESSAGES)[F] => FAILURE_MESSAGES[failure];
