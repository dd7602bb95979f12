export {
  type DecryptTokenInput,
  type DecryptTokenOutput,
  EMAIL_UNSUBSCRIBE_DEFAULT_RETURN_PATH,
  EMAIL_UNSUBSCRIBE_SHORT_CODES,
  type EmailLinkUnsubscribeEmitted,
  type EmailLinkUnsubscribeInput,
  emailLinkUnsubscribeMachine,
  type UnsubscribeInput,
  unsubscribeLoginRedirectPath,
} from './emailLinkUnsubscribe.machine';
