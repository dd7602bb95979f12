export {
  PhoneVerificationPrompt,
  type PhoneVerificationPromptProps,
  phoneCallSentText,
  phoneUnverifiedText,
  VERIFY_PHONE_LABEL,
} from './PhoneVerificationPrompt';
export {
  PhoneVerificationToast,
  type PhoneVerificationToastActor,
  type PhoneVerificationToastProps,
} from './PhoneVerificationToast';
