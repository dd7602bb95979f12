export {
  PhoneVerificationToast,
  type PhoneVerificationToastActor,
  type PhoneVerificationToastProps,
} from './PhoneVerificationToast';
