export {
  PHONE_TOAST_AUTO_HIDE_MS,
  type PhoneVerificationState,
  type PhoneVerificationToastInput,
  phoneVerificationToastMachine,
} from './phoneVerificationToast.machine';
