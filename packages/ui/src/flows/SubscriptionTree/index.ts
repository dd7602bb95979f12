export { SubscriptionTree, type SubscriptionTreeActor, type SubscriptionTreeProps } from './SubscriptionTree';
