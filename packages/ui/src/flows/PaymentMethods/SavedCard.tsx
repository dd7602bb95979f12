'use client';

import { type cardRemovalMachine, formatMessage, messages, type PaymentMethod } from '@hearth/machines';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { FormAlert, useAccountReadOnly } from '../shared';
import { CardBrandIcon } from './CardBrandIcon';
import { cardBrandIconName, formatCardExpiry } from './cardBrand';
import {
  BrandMark,
  CardExpiry,
  CardName,
  CardRow,
  CardSummary,
  CardText,
  RowError,
} from './PaymentMethods.styles';

export type CardRemovalActor = ActorRefFrom<typeof cardRemovalMachine>;

export type SavedCardProps = {
  card: PaymentMethod;
  /** The `cardRemovalMachine` actor of this card (its input's `paymentMethodId` is this card's). */
  actor: CardRemovalActor;
};

const t = messages.paymentMethods;

// Not spec copy: how a card is described ("Visa ending in 4242", "Expires 04/2031").
export const describeCard = ({ card }: PaymentMethod) =>
  formatMessage(messages.cardReplace.card, { brand: card.cardType, lastFour: card.lastFour });
const expiryText = ({ card }: PaymentMethod) =>
  `Expires ${formatCardExpiry(card.expiryMonth, card.expiryYear)}`;

/**
 * One saved card: brand, last four digits and expiry, with Remove Card opening the Confirm Remove
 * dialog (Yes / No) of its `cardRemovalMachine` actor. A failed removal shows under the card.
 */
export function SavedCard({ card, actor }: SavedCardProps) {
  const isReadOnly = useAccountReadOnly();
  const isConfirming = useSelector(actor, (snapshot) => snapshot.hasTag('confirming'));
  const isBusy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const error = useSelector(actor, (snapshot) => (snapshot.hasTag('error') ? snapshot.context.error : null));
  const iconName = cardBrandIconName(card.card.cardType);
  const description = describeCard(card);

  return (
    <CardRow data-brand={iconName}>
      <CardSummary>
        {/* Decorative: the text beside it names the brand. */}
        <BrandMark data-brand={iconName}>
          <CardBrandIcon brand={iconName} />
        </BrandMark>
        <CardText>
          <CardName>{description}</CardName>
          <CardExpiry>{expiryText(card)}</CardExpiry>
        </CardText>
      </CardSummary>
      <Button variant="secondary" isDisabled={isReadOnly} onPress={() => actor.send({ type: 'user.remove' })}>
        {t.removeCard}
        <VisuallyHidden> {description}</VisuallyHidden>
      </Button>
      {error ? (
        <RowError>
          <FormAlert>{error}</FormAlert>
        </RowError>
      ) : null}
      <Modal
        isOpen={isConfirming || isBusy}
        onOpenChange={(isOpen) => {
          if (!isOpen) actor.send({ type: 'user.cancel' });
        }}
        role="alertdialog"
        title={t.confirmRemove}
        showCloseButton={false}
        isDismissable={!isBusy}
        isKeyboardDismissDisabled={isBusy}
        footer={
          <>
            <Button
              variant="secondary"
              isDisabled={isBusy}
              onPress={() => actor.send({ type: 'user.cancel' })}
            >
              {t.no}
            </Button>
            <Button variant="danger" isPending={isBusy} onPress={() => actor.send({ type: 'user.confirm' })}>
              {t.yes}
            </Button>
          </>
        }
      >
        {/* Not spec copy: the spec names the dialog and its buttons only. */}
        <p>
          Remove the {description}, expiring {formatCardExpiry(card.card.expiryMonth, card.card.expiryYear)}?
        </p>
      </Modal>
    </CardRow>
  );
}
