export {
  type ChangePasswordInput,
  isPasswordIdentityError,
  PASSWORD_IDENTITY_ERROR_CAUSE,
  PASSWORD_SNACKBAR_AUTO_HIDE_MS,
  type PasswordChangeEvent,
  type PasswordChangeInput,
  passwordChangeMachine,
  type RequestPasswordEmailInput,
} from './passwordChange.machine';
