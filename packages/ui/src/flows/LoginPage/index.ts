export { LoginPage, type LoginPageActor, type LoginPageProps } from './LoginPage';
