import { canSubmitSignupPage, isCompleteCode } from '../validation';
import type { SignupOtpContext } from './signupOtp.types';

type SignupOtpView = { context: SignupOtpContext; hasTag: (tag: 'busy') => boolean };

/** Sign Up is enabled when the form is complete and valid and nothing is in flight. */
export const signupOtpCanSubmit = (snapshot: SignupOtpView) =>
  canSubmitSignupPage(snapshot.context.values, snapshot.hasTag('busy'));

/** Verify is enabled with six digits, outside a lockout and when nothing is in flight. */
export const signupOtpCanVerify = (snapshot: SignupOtpView) =>
  !snapshot.hasTag('busy') && isCompleteCode(snapshot.context.code) && snapshot.context.lockoutSeconds === 0;

/** 'Send again' is enabled outside the cooldown and when nothing is in flight. */
export const signupOtpCanResend = (snapshot: SignupOtpView) =>
  !snapshot.hasTag('busy') && snapshot.context.cooldownSeconds === 0;
