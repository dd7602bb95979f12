export {
  type EmailLinkUnsubscribeActor,
  EmailLinkUnsubscribeResult,
  type EmailLinkUnsubscribeResultProps,
} from './EmailLinkUnsubscribeResult';
export { EmailSubscriptionsPage, type EmailSubscriptionsPageProps } from './EmailSubscriptionsPage';
export { SubscriptionTree, type SubscriptionTreeActor, type SubscriptionTreeProps } from './SubscriptionTree';
