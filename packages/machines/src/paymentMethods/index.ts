export {
  CardRefusedError,
  type CreateCardInput,
  type PaymentMethodsEvent,
  type PaymentMethodsInput,
  paymentMethodsMachine,
  type TokenizeCardInput,
} from './paymentMethods.machine';
