export { AuthModal, type AuthModalActor, type AuthModalProps, authModalTitles } from './AuthModal';
export { ForgotPasswordForm, type ForgotPasswordFormProps } from './ForgotPasswordForm';
export { ForgotPasswordSuccess, type ForgotPasswordSuccessProps } from './ForgotPasswordSuccess';
export {
  type LoginField,
  LoginForm,
  type LoginFormProps,
  type LoginFormSignUp,
} from './LoginForm';
export { type SignupField, SignupForm, type SignupFormProps } from './SignupForm';
