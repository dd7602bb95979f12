export * from './accountRemoval';
export * from './addressSuggestions';
export * from './auth';
export * from './authModal';
export * from './cards';
export * from './contactPreferences';
export * from './documentDelivery';
export * from './emailLinkUnsubscribe';
export * from './failures';
export { toMermaid } from './graph/toMermaid';
export * from './loginPage';
export * from './maintenanceBanner';
export { formatMessage, type Message, type Messages, messages } from './messages';
export * from './otpInput';
export * from './passwordChange';
export * from './passwordless';
export * from './passwordReset';
export * from './paymentMethods';
export * from './phoneVerification';
export * from './profile';
export * from './profilePicture';
export { machines } from './registry';
export * from './savedCard';
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

/*
 * The names before each flow had one name through every room (machine, view, story, app wiring,
 * end-to-end test). They stay for one release; see the changelog for the list.
 */
import type { DocumentDeliveryInput } from './documentDelivery';
import { documentDeliveryMachine } from './documentDelivery';
import type { ProfileContext, ProfileEmitted, ProfileErrors, ProfileEvent, ProfileInput } from './profile';
import { profileMachine } from './profile';
import type { ProfilePictureContext, ProfilePictureEvent, ProfilePictureInput } from './profilePicture';
import { profilePictureHint, profilePictureMachine } from './profilePicture';

/** @deprecated use `documentDeliveryMachine` */
export const paperlessMachine = documentDeliveryMachine;
/** @deprecated use `DocumentDeliveryInput` */
export type PaperlessInput = DocumentDeliveryInput;
/** @deprecated use `profilePictureMachine` */
export const headshotUploadMachine = profilePictureMachine;
/** @deprecated use `profilePictureHint` */
export const headshotUploadHint = profilePictureHint;
/** @deprecated use `ProfilePictureContext` */
export type HeadshotUploadContext = ProfilePictureContext;
/** @deprecated use `ProfilePictureEvent` */
export type HeadshotUploadEvent = ProfilePictureEvent;
/** @deprecated use `ProfilePictureInput` */
export type HeadshotUploadInput = ProfilePictureInput;
/** @deprecated use `profileMachine` */
export const profileSaveMachine = profileMachine;
/** @deprecated use `ProfileContext` */
export type ProfileSaveContext = ProfileContext;
/** @deprecated use `ProfileEmitted` */
export type ProfileSaveEmitted = ProfileEmitted;
/** @deprecated use `ProfileEvent` */
export type ProfileSaveEvent = ProfileEvent;
/** @deprecated use `ProfileErrors` */
export type ProfileSaveErrors = ProfileErrors;
/** @deprecated use `ProfileInput` */
export type ProfileSaveInput = ProfileInput;
export {
  /** @deprecated use `PhoneVerificationInput` */
  type PhoneVerificationInput as PhoneVerificationToastInput,
  /** @deprecated use `phoneVerificationMachine` */
  phoneVerificationMachine as phoneVerificationToastMachine,
} from './phoneVerification';
export {
  /** @deprecated use `SavedCardEmitted` */
  type SavedCardEmitted as CardRemovalEmitted,
  /** @deprecated use `SavedCardEvent` */
  type SavedCardEvent as CardRemovalEvent,
  /** @deprecated use `SavedCardInput` */
  type SavedCardInput as CardRemovalInput,
  /** @deprecated use `savedCardMachine` */
  savedCardMachine as cardRemovalMachine,
} from './savedCard';
