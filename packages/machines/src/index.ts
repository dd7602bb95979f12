export * from './accountRemoval';
export * from './addressSuggestions';
export * from './auth';
export * from './authModal';
export * from './cardRemoval';
export * from './contactPreferences';
export * from './emailLinkUnsubscribe';
export * from './failures';
export { toMermaid } from './graph/toMermaid';
export * from './headshotUpload';
export * from './loginPage';
export * from './maintenanceBanner';
export { formatMessage, type Message, type Messages, messages } from './messages';
export * from './otpInput';
export * from './paperless';
export * from './passwordChange';
export * from './passwordless';
export * from './passwordReset';
export * from './paymentMethods';
export * from './phoneVerificationToast';
export * from './profileSave';
export { machines } from './registry';
export * from './session';
export * from './signupPage';
export {
  /** @deprecated Renamed `SignupPageCallEvent`. */
  type SignupPageCallEvent as SignupOtpCallEvent,
  /** @deprecated Renamed `SignupPageContext`. */
  type SignupPageContext as SignupOtpContext,
  /** @deprecated Renamed `SignupPageEmitted`. */
  type SignupPageEmitted as SignupOtpEmitted,
  /** @deprecated Renamed `SignupPageEvent`. */
  type SignupPageEvent as SignupOtpEvent,
  /** @deprecated Renamed `SignupPageInput`. */
  type SignupPageInput as SignupOtpInput,
  /** @deprecated Renamed `signupPageCanResend`. */
  signupPageCanResend as signupOtpCanResend,
  /** @deprecated Renamed `signupPageCanSubmit`. */
  signupPageCanSubmit as signupOtpCanSubmit,
  /** @deprecated Renamed `signupPageCanVerify`. */
  signupPageCanVerify as signupOtpCanVerify,
  /** @deprecated Renamed `signupPageMachine` (one name for the sign-up flow); removed in the next release. */
  signupPageMachine as signupOtpMachine,
} from './signupPage';
export * from './subscriptionTree';
export * from './survey';
export * from './unsubscribeBanner';
export * from './validation';
