import type { AnyStateMachine } from 'xstate';
import { accountRemovalMachine } from './accountRemoval/accountRemoval.machine';
import { addressSuggestionsMachine } from './addressSuggestions/addressSuggestions.machine';
import { authModalMachine } from './authModal/authModal.machine';
import { contactPreferencesMachine } from './contactPreferences/contactPreferences.machine';
import { documentDeliveryMachine } from './documentDelivery/documentDelivery.machine';
import { emailLinkUnsubscribeMachine } from './emailLinkUnsubscribe/emailLinkUnsubscribe.machine';
import { loginPageMachine } from './loginPage/loginPage.machine';
import { maintenanceBannerMachine } from './maintenanceBanner/maintenanceBanner.machine';
import { otpInputMachine } from './otpInput/otpInput.machine';
import { passwordChangeMachine } from './passwordChange/passwordChange.machine';
import { passwordlessMachine } from './passwordless/passwordless.machine';
import { passwordResetMachine } from './passwordReset/passwordReset.machine';
import { paymentMethodsMachine } from './paymentMethods/paymentMethods.machine';
import { phoneVerificationMachine } from './phoneVerification/phoneVerification.machine';
import { profileMachine } from './profile/profile.machine';
import { profilePictureMachine } from './profilePicture/profilePicture.machine';
import { savedCardMachine } from './savedCard/savedCard.machine';
import { sessionMachine } from './session/session.machine';
import { signupPageMachine } from './signupPage/signupPage.machine';
import { subscriptionTreeMachine } from './subscriptionTree/subscriptionTree.machine';
import { surveyMachine } from './survey/survey.machine';
import { unsubscribeBannerMachine } from './unsubscribeBanner/unsubscribeBanner.machine';

/** Every flow's machine by folder name: drives the diagram check and the Storybook Flows pages. */
export const machines: Record<string, AnyStateMachine> = {
  maintenanceBanner: maintenanceBannerMachine,
  profile: profileMachine,
  addressSuggestions: addressSuggestionsMachine,
  profilePicture: profilePictureMachine,
  passwordChange: passwordChangeMachine,
  accountRemoval: accountRemovalMachine,
  savedCard: savedCardMachine,
  paymentMethods: paymentMethodsMachine,
  survey: surveyMachine,
  subscriptionTree: subscriptionTreeMachine,
  emailLinkUnsubscribe: emailLinkUnsubscribeMachine,
  unsubscribeBanner: unsubscribeBannerMachine,
  phoneVerification: phoneVerificationMachine,
  contactPreferences: contactPreferencesMachine,
  documentDelivery: documentDeliveryMachine,
  authModal: authModalMachine,
  loginPage: loginPageMachine,
  signupPage: signupPageMachine,
  otpInput: otpInputMachine,
  passwordless: passwordlessMachine,
  passwordReset: passwordResetMachine,
  session: sessionMachine,
};
