export {
  PhoneVerificationPrompt,
  type PhoneVerificationPromptProps,
  phoneCallSentText,
  phoneUnverifiedText,
  VERIFY_PHONE_LABEL,
} from './PhoneVerificationPrompt';
export {
  type PhoneVerificationActor,
  PhoneVerificationToast,
  type PhoneVerificationToastProps,
} from './PhoneVerificationToast';
