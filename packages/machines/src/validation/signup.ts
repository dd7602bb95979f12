import { messages } from '../messages';
import {
  charLength,
  compactErrors,
  type FormErrors,
  hasNoErrors,
  isEmail,
  mustMatch,
  PASSWORD_MIN_LENGTH,
  required,
} from './shared';

const modal = messages.signupModal;

/** The sign-up form of the login/signup modal (its confirm field is `passwordConfirm`). */
export interface SignupModalValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  passwordConfirm: string;
}

/** The 'Create an account' page (its confirm field is `confirmPassword`). */
export interface SignupPageValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

type NameAndEmail = Pick<SignupModalValues, 'firstName' | 'lastName' | 'email'>;

const requiredNameAndEmail = (values: NameAndEmail) => ({
  firstName: required(values.firstName, modal.firstNameRequired),
  lastName: required(values.lastName, modal.lastNameRequired),
  email: required(values.email, modal.emailRequired),
});

export function validateSignupModal(values: SignupModalValues): FormErrors<keyof SignupModalValues> {
  return compactErrors({
    ...requiredNameAndEmail(values),
    password: required(values.password, modal.passwordRequired),
    passwordConfirm:
      required(values.passwordConfirm, modal.confirmPasswordRequired) ??
      mustMatch(values.passwordConfirm, values.password, modal.passwordsDoNotMatch),
  });
}

/**
 * Every field of the page is required; the page
 * reuses the modal's wording for the same five fields.
 */
export function validateSignupPage(values: SignupPageValues): FormErrors<keyof SignupPageValues> {
  const page = messages.signupPage;
  return compactErrors({
    ...requiredNameAndEmail(values),
    password:
      required(values.password, modal.passwordRequired) ??
      (charLength(values.password) < PASSWORD_MIN_LENGTH ? page.passwordTooShort : undefined),
    confirmPassword:
      required(values.confirmPassword, modal.confirmPasswordRequired) ??
      mustMatch(values.confirmPassword, values.password, page.passwordsDoNotMatch),
  });
}

/** Sign Up is disabled until all are filled, length met and both match, or while in flight. */
export const canSubmitSignupPage = (values: SignupPageValues, inFlight: boolean): boolean =>
  !inFlight && hasNoErrors(validateSignupPage(values));

/**
 * What Sign Up itself checks: the rules above, and the email's form, which the email-type field
 * checks on submit rather than in the enable rule. Its message is the one the spec
 * quotes for an email that is not valid, 'Please enter a valid email address.'.
 */
export function validateSignupPageSubmit(values: SignupPageValues): FormErrors<keyof SignupPageValues> {
  const errors = validateSignupPage(values);
  if (errors.email || isEmail(values.email)) return errors;
  return { ...errors, email: messages.passwordless.invalidEmail };
}
