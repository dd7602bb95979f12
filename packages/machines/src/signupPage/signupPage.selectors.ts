import type { ActorRefFrom } from 'xstate';
import type { otpInputMachine } from '../otpInput';
import { canSubmitSignupPage, isCompleteCode } from '../validation';
import type { SignupPageContext } from './signupPage.types';

/** The tags a view may ask the sign-up machine about. */
export type SignupPageTag =
  | 'busy'
  | 'editing'
  | 'sending'
  | 'verifying'
  | 'checking'
  | 'signingUp'
  | 'codeStep';

type SignupPageView = {
  context: SignupPageContext;
  hasTag: (tag: SignupPageTag) => boolean;
};

/** Sign Up is enabled when the form is complete and valid and nothing is in flight. */
export const signupPageCanSubmit = (snapshot: SignupPageView) =>
  canSubmitSignupPage(snapshot.context.values, snapshot.hasTag('busy'));

/** Verify is enabled with six digits, outside a lockout and when nothing is in flight. */
export const signupPageCanVerify = (snapshot: SignupPageView) =>
  !snapshot.hasTag('busy') && isCompleteCode(snapshot.context.code) && snapshot.context.lockoutSeconds === 0;

/** 'Send again' is enabled outside the cooldown and when nothing is in flight. */
export const signupPageCanResend = (snapshot: SignupPageView) =>
  !snapshot.hasTag('busy') && snapshot.context.cooldownSeconds === 0;

/** The code modal is shown: from the code's answer to the account's creation. */
export const signupPageIsCodeStep = (snapshot: SignupPageView) => snapshot.hasTag('codeStep');

/** Sign Up is in flight (the first send of the code, the account's creation), or done and leaving. */
export const signupPageIsSigningUp = (snapshot: SignupPageView) => snapshot.hasTag('signingUp');

/** The form is shown and nothing is in flight: a submit that leaves it so was refused. */
export const signupPageIsEditing = (snapshot: SignupPageView) => snapshot.hasTag('editing');

/** A code is being sent (the first one or 'Send again'). */
export const signupPageIsSending = (snapshot: SignupPageView) => snapshot.hasTag('sending');

/** The code is being checked, then the account created: the boxes are read-only, Verify pending. */
export const signupPageIsChecking = (snapshot: SignupPageView) => snapshot.hasTag('checking');

/**
 * The six code boxes, a child the machine owns (invoked as `otp`), for `OtpCodeInput`; undefined
 * once the machine has finished.
 */
export const signupPageCodeBoxes = (snapshot: { children: Record<string, unknown> }) =>
  snapshot.children.otp as ActorRefFrom<typeof otpInputMachine> | undefined;
