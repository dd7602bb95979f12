import type { SignupFieldErrors } from '../auth/signupResult';
import type { LoginValues, SignupModalValues } from '../validation';

export type AuthMode = 'SIGNUP' | 'LOGIN' | 'FORGOT_PASSWORD' | 'FORGOT_PASSWORD_SUCCESS';
export type AuthSuccessEvent = 'SIGNUP' | 'LOGIN' | 'REFRESH' | 'RESETPASSWORD';
export type AuthCallbacks = Partial<Record<AuthSuccessEvent, (result: unknown) => void>>;

export type AuthModalInput = {
  /** @default 'LOGIN' */
  mode?: AuthMode;
  /** Shows 'Find your policy' on the login form. @default false */
  showFindPolicy?: boolean;
  /** Called on the matching success; with none for an event, the modal closes instead. */
  callbacks?: AuthCallbacks;
  /** The current query string ('?r=...'), kept on the Sign Up link to /signup. @default '' */
  search?: string;
};

export type ForgotPasswordValues = { email: string };
export type AuthField = keyof LoginValues | keyof SignupModalValues;

export type AuthModalContext = {
  initialMode: AuthMode;
  showFindPolicy: boolean;
  callbacks: AuthCallbacks;
  search: string;
  login: LoginValues;
  signup: SignupModalValues;
  forgotPassword: ForgotPasswordValues;
  /** Problems of the current form, by field (client rules or the server's formErrors). */
  fieldErrors: SignupFieldErrors;
  /** A message about the whole form: refused credentials, an existing account. */
  formError: string | null;
  /** The error of the unexpectedError state, kept for the view and the logs. */
  error: unknown;
  success: { event: AuthSuccessEvent; result: unknown } | null;
  /** Seconds until the current form may be sent again, after the server answered too many attempts. */
  lockoutSeconds: number;
};

export type AuthModalEvent =
  | { type: 'user.showLogin' }
  | { type: 'user.showSignup' }
  | { type: 'user.showForgotPassword' }
  | { type: 'user.change'; field: AuthField; value: string }
  | { type: 'user.submit' }
  | { type: 'user.close' }
  /** A success reached by a flow the modal hosts but does not run (REFRESH, RESETPASSWORD). */
  | { type: 'api.success'; event: AuthSuccessEvent; result?: unknown };

export type AuthModalEmitted =
  | { type: 'navigate'; to: string }
  | { type: 'close' }
  /** An unexpected sign-up failure, for the app to log (spec 01 §8: 'also logged'). */
  | { type: 'logError'; error: unknown };

export const AUTH_MODAL_SIGNUP_PATH = '/signup';

/** The mode the view shows (spec 01 §2: SIGNUP, LOGIN, FORGOT_PASSWORD, FORGOT_PASSWORD_SUCCESS). */
export function authModeOf(snapshot: {
  matches: (state: 'signup' | 'forgotPassword' | 'forgotPasswordSuccess') => boolean;
}): AuthMode {
  if (snapshot.matches('signup')) return 'SIGNUP';
  if (snapshot.matches('forgotPassword')) return 'FORGOT_PASSWORD';
  if (snapshot.matches('forgotPasswordSuccess')) return 'FORGOT_PASSWORD_SUCCESS';
  return 'LOGIN';
}
