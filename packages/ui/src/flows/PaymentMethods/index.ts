export { AddCardForm, type AddCardFormProps } from './AddCardForm';
export { CARD_FIELD_LABELS, CardEntryFields, type CardEntryFieldsProps } from './CardEntryFields';
export {
  CARD_ENTRY_FIELDS,
  type CardEntryField,
  type CardEntrySession,
  type CardEntryState,
  type CreateCardEntry,
} from './cardEntry.types';
export {
  type PaymentMethodsActor,
  PaymentMethodsPanel,
  type PaymentMethodsPanelProps,
  type SavedCardSlot,
} from './PaymentMethodsPanel';
