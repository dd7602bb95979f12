export { EmailSubscriptionsPage, type EmailSubscriptionsPageProps } from './EmailSubscriptionsPage';
