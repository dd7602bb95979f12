export {
  PASSWORD_RESET_TITLE,
  type PasswordResetActor,
  PasswordResetPage,
  type PasswordResetPageProps,
} from './PasswordResetPage';
