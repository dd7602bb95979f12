export {
  type ChangePasswordInput,
  type ChangePasswordResult,
  isPasswordIdentityError,
  PASSWORD_IDENTITY_ERROR_CAUSE,
  PASSWORD_SNACKBAR_AUTO_HIDE_MS,
  type PasswordChangeContext,
  type PasswordChangeEvent,
  type PasswordChangeInput,
  passwordChangeCanSave,
  passwordChangeMachine,
  type RequestPasswordEmailInput,
} from './passwordChange.machine';
