import { formatMessage, messages, type PaymentMethod } from '@hearth/machines';

// Not spec copy: how a card is described ("Visa ending in 4242"), in the card list and in the
// dialog that asks before a new card replaces the saved one.
export const describeCard = ({ card }: PaymentMethod) =>
  formatMessage(messages.cardReplace.card, { brand: card.cardType, lastFour: card.lastFour });
