export { LoginPage, type LoginPageActor, type LoginPageProps, SIGNUP_PATH } from './LoginPage';
