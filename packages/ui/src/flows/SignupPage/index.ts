export {
  INSURANCE_VERIFY_PATH,
  PRIVACY_PATH,
  SignupPage,
  type SignupPageProps,
  TERMS_PATH,
} from './SignupPage';
