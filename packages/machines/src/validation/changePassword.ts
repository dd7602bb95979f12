import { messages } from '../messages';
import { compactErrors, type FormErrors, hasNoErrors, meetsPasswordRule, mustMatch } from './shared';

/** The Change Password card; the names are those of the change-password payload. */
export interface ChangePasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const CHANGE_PASSWORD_RULE = { requireLetter: true, trimmed: true } as const;

/**
 * The old password only has to be non-empty: it is the user's existing credential, which may
 * have been created under laxer rules, so even whitespace is passed on for the server to judge.
 */
export function validateChangePassword(values: ChangePasswordValues): FormErrors<keyof ChangePasswordValues> {
  const m = messages.changePassword;
  return compactErrors({
    oldPassword: values.oldPassword === '' ? m.currentRequired : undefined,
    newPassword: meetsPasswordRule(values.newPassword, CHANGE_PASSWORD_RULE) ? undefined : m.newPasswordRule,
    confirmPassword: mustMatch(values.confirmPassword, values.newPassword, m.passwordMismatch),
  });
}

/** Save is enabled only when all three fields are filled and none has an error. */
export const canSavePasswordChange = (values: ChangePasswordValues): boolean =>
  Object.values(values).every((value) => value !== '') && hasNoErrors(validateChangePassword(values));
