export {
  type BillingAgent,
  cardsFrom,
  DEFAULT_BILLING_AGENT,
  isNoCardError,
  type LoadCardsInput,
  type LoadCardsOutput,
  PAYMENT_PROCESSOR,
  type PaymentMethod,
  type PaymentMethodStatus,
  type SavedCard,
} from './cards';
