export {
  PHONE_TOAST_AUTO_HIDE_MS,
  type PhoneVerificationInput,
  type PhoneVerificationState,
  phoneVerificationMachine,
} from './phoneVerification.machine';
