export { AuthModal, type AuthModalActor, type AuthModalProps, authModalTitles } from './AuthModal';
export { ForgotPasswordForm, type ForgotPasswordFormProps } from './ForgotPasswordForm';
export { ForgotPasswordSuccess, type ForgotPasswordSuccessProps } from './ForgotPasswordSuccess';
export {
  FIND_POLICY_PATH,
  type LoginField,
  LoginForm,
  type LoginFormProps,
  type LoginFormSignUp,
} from './LoginForm';
export { PRO_PATH, type SignupField, SignupForm, type SignupFormProps } from './SignupForm';
