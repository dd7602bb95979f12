import type { SnapshotFrom } from 'xstate';
import type { SignupFieldErrors } from '../auth/signupResult';
import type { otpInputMachine } from '../otpInput';
import type { SignupPageValues } from '../validation';

/** The countdowns of the code step move one second at a time. */
export const SIGNUP_CODE_TICK_MS = 1000;
/** The analytics event a created account records. */
export const CREATE_ACCOUNT_EVENT = 'Create Account';
export type SignupPageInput = {
  /** Query r: where to go once the account exists. */
  redirectTo?: string | null;
  /** The main web address, used when r is absent or empty. */
  defaultRedirect: string;
  /** Values to start from (a story, a form restored after navigation). */
  values?: Partial<SignupPageValues>;
  /** Query insuranceFlow=true: show the link for people with a home insurance policy. @default false */
  showInsuranceLink?: boolean;
  /** @deprecated Unused: limits now come in as seconds (`SendCodeResult`, `VerifyCodeResult`). */
  now?: () => number;
};

export type SendCodeInput = { email: string };
export type VerifyCodeInput = { email: string; code: string };

/**
 * What sending a code came to. `sent`: the code is on its way, and the server may say how long
 * until another may be sent. `rateLimited`: too soon for another code, with the wait. Any other
 * failure rejects the call (the step says sending failed).
 */
export type SendCodeResult =
  | { kind: 'sent'; cooldownSeconds?: number | null }
  | { kind: 'rateLimited'; retryAfterSeconds?: number | null };

/**
 * What checking a code came to: `accepted`, `rejected` (not the code sent), or `locked` after too
 * many attempts, with how long Verify stays locked. Any other failure rejects the call.
 */
export type VerifyCodeResult =
  | { kind: 'accepted' }
  | { kind: 'rejected' }
  | { kind: 'locked'; lockedForSeconds?: number | null };

export type SignupPageContext = {
  redirectTo: string;
  showInsuranceLink: boolean;
  values: SignupPageValues;
  /** The fields the person has typed in: they show their messages when left (`user.blur`). */
  changed: Array<keyof SignupPageValues>;
  fieldErrors: SignupFieldErrors;
  /** About the whole form: the account exists, or the sign-up failed. */
  formError: string | null;
  /** The six digits as typed (joined). */
  code: string;
  /** About the code step: sending failed, the code was rejected, verifying failed. */
  codeError: string | null;
  /** The address the last code went to. */
  codeSentTo: string | null;
  /** Seconds until 'Send again' is allowed. */
  cooldownSeconds: number;
  /** Seconds until Verify is allowed again after too many attempts. */
  lockoutSeconds: number;
  /** The last failed call's error, kept for the logs. */
  error: unknown;
};

export type SignupPageEvent =
  | { type: 'user.change'; field: keyof SignupPageValues; value: string }
  | { type: 'user.blur'; field: keyof SignupPageValues }
  | { type: 'user.submit' }
  | { type: 'user.codeChange'; code: string }
  | { type: 'user.verify' }
  | { type: 'user.resend' }
  | { type: 'user.cancel' };

/**
 * What XState sends this machine besides people's events (listed for the types): the call results
 * the clock region also listens to, and each new snapshot of the code boxes.
 */
export type SignupPageCallEvent =
  | { type: 'xstate.done.actor.sendCode'; output: SendCodeResult }
  | { type: 'xstate.done.actor.verifyCode'; output: VerifyCodeResult }
  | { type: 'xstate.snapshot.otp'; snapshot: SnapshotFrom<typeof otpInputMachine> };

export type SignupPageEmitted =
  | { type: 'focusFirstDigit' }
  | { type: 'clearCode' }
  | { type: 'redirect'; to: string }
  | { type: 'track'; event: typeof CREATE_ACCOUNT_EVENT }
  | { type: 'logError'; error: unknown };
