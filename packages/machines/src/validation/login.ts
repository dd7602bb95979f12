import { messages } from '../messages';
import { compactErrors, type FormErrors, required } from './shared';

export interface LoginValues {
  email: string;
  password: string;
}

/** Both fields are trimmed before submit. */
export const trimLoginInput = (values: LoginValues): LoginValues => ({
  email: values.email.trim(),
  password: values.password.trim(),
});

/** Checks the values as they will be sent, i.e. trimmed. */
export function validateLogin(values: LoginValues): FormErrors<keyof LoginValues> {
  const { email, password } = trimLoginInput(values);
  return compactErrors({
    email: required(email, messages.login.emailRequired),
    password: required(password, messages.login.passwordRequired),
  });
}
