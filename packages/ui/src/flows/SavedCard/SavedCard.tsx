'use client';

import { messages, type PaymentMethod, type SavedCardInput, type savedCardMachine } from '@hearth/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useEffectEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { FormAlert, useAccountReadOnly } from '../shared';
import { describeCard } from '../shared/cards';
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
} from './SavedCard.styles';

export type SavedCardActor = ActorRefFrom<typeof savedCardMachine>;

export type SavedCardProps = {
  card: PaymentMethod;
  /** The `savedCardMachine` actor of this card (its input's `paymentMethodId` is this card's). */
  actor: SavedCardActor;
};

const t = messages.paymentMethods;

// Not spec copy: how a card's expiry is described ("Expires 04/2031").
const expiryText = ({ card }: PaymentMethod) =>
  `Expires ${formatCardExpiry(card.expiryMonth, card.expiryYear)}`;

/**
 * One saved card: brand, last four digits and expiry, with Remove Card opening the Confirm Remove
 * dialog (Yes / No) of its `savedCardMachine` actor. A failed removal shows under the card.
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

export type SavedCardItemProps = {
  card: PaymentMethod;
  /** `savedCardMachine` with `deactivateCard` and `reloadCards` provided. */
  logic: typeof savedCardMachine;
  /** The input of this card's actor: the card's `paymentMethodId`, its owner and billing agent. */
  input: SavedCardInput;
  /** Receives the reloaded cards once this card is removed (the machine's `cardsReloaded`). */
  onRemoved: (cards: PaymentMethod[]) => void;
};

/**
 * A saved card that runs its own actor of `logic` for as long as it is shown: what a list of
 * cards renders for each (`PaymentMethodsPanel`'s `savedCard` slot hands it `card`, `input` and
 * `onRemoved`).
 */
export function SavedCardItem({ card, logic, input, onRemoved }: SavedCardItemProps) {
  const actor = useActorRef(logic, { input });
  const removed = useEffectEvent(onRemoved);
  useEffect(() => {
    const subscription = actor.on('cardsReloaded', (event) => removed(event.cards));
    return () => subscription.unsubscribe();
  }, [actor]);
  return <SavedCard card={card} actor={actor} />;
}
