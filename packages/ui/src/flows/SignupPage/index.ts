export { SignupPage, type SignupPageProps } from './SignupPage';
