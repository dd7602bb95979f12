import { messages } from '../messages';
import {
  compactErrors,
  type FormErrors,
  isEmail,
  meetsPasswordRule,
  mustMatch,
  PASSWORD_MAX_LENGTH,
  required,
} from './shared';

/** Setting a password for an already-known user, inside the login/signup modal. */
export interface PasswordlessValues {
  email: string;
  password: string;
  confirmPassword: string;
}

/**
 * 6 to 100 characters with a letter. Outer spaces are refused too, as the API does:
 * the login form trims the password it sends, so such a password could never be used.
 */
export const PASSWORDLESS_RULE = {
  maxLength: PASSWORD_MAX_LENGTH,
  requireLetter: true,
  trimmed: true,
} as const;

/**
 * The confirm field is required and must equal the password. This form lives in the same modal as the sign-up form, so it uses that form's confirm messages.
 */
export function validatePasswordless(values: PasswordlessValues): FormErrors<keyof PasswordlessValues> {
  const passwordless = messages.passwordless;
  const signupModal = messages.signupModal;
  return compactErrors({
    email: isEmail(values.email) ? undefined : passwordless.invalidEmail,
    password: meetsPasswordRule(values.password, PASSWORDLESS_RULE) ? undefined : passwordless.passwordRule,
    confirmPassword:
      required(values.confirmPassword, signupModal.confirmPasswordRequired) ??
      mustMatch(values.confirmPassword, values.password, signupModal.passwordsDoNotMatch),
  });
}
