export { AuthModal, type AuthModalActor, type AuthModalProps, authModalTitles } from './AuthModal';
export { ForgotPasswordForm, type ForgotPasswordFormProps } from './ForgotPasswordForm';
export { ForgotPasswordSuccess, type ForgotPasswordSuccessProps } from './ForgotPasswordSuccess';
export { type SignupField, SignupForm, type SignupFormProps } from './SignupForm';
