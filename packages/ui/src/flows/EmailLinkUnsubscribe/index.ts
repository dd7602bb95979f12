export {
  type EmailLinkUnsubscribeActor,
  EmailLinkUnsubscribeResult,
  type EmailLinkUnsubscribeResultProps,
} from './EmailLinkUnsubscribeResult';
