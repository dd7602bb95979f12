'use client';

import { formatMessage, messages, type PaymentMethod, type paymentMethodsMachine } from '@hearth/machines';
import { useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/Spinner';
import { FormAlert, useAccountReadOnly } from '../shared';
import { describeCard } from '../shared/cards';
import { AddCardForm } from './AddCardForm';
import type { CreateCardEntry } from './cardEntry.types';
import {
  CardList,
  CrashDetail,
  EmptyText,
  Notice,
  Section,
  SectionHeading,
  Toolbar,
} from './PaymentMethods.styles';

export type PaymentMethodsActor = ActorRefFrom<typeof paymentMethodsMachine>;

/** What the panel hands its `savedCard` slot for each card of the list. */
export type SavedCardSlot = {
  card: PaymentMethod;
  /** The input of the card's `savedCardMachine` actor: the card's id, the panel's user and billing agent. */
  input: { userId: number; billingAgent: string; paymentMethodId: number };
  /** Call with the reloaded cards once the card is removed: the panel lists them and says so. */
  onRemoved: (cards: PaymentMethod[]) => void;
};

export type PaymentMethodsPanelProps = {
  /** A running `paymentMethodsMachine` actor (loadCards, tokenizeCard, createCard provided). */
  actor: PaymentMethodsActor;
  /**
   * Each saved card of the list. The saved card is a flow of its own: pass
   * `(slot) => <SavedCardItem {...slot} logic={savedCard} />`, with `savedCard` the
   * `savedCardMachine` with `deactivateCard` and `reloadCards` provided.
   */
  savedCard: (slot: SavedCardSlot) => ReactNode;
  /** Opens the card provider's session each time the card form opens. */
  createCardEntry: CreateCardEntry;
  /** The level of the 'Payment Methods' heading. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Leave the heading out when the surrounding panel already shows it. @default true */
  showHeading?: boolean;
};

const t = messages.paymentMethods;

// Not spec copy: the spec quotes none of these.
export const PAYMENT_METHODS_TEXT = {
  heading: 'Payment Methods',
  loading: 'Loading saved cards',
  retry: 'Try again',
  savedCards: 'Saved cards',
  noCards: 'You have no saved cards.',
  saved: 'Your card was saved.',
  removed: 'The card was removed.',
} as const;

type View = 'loading' | 'loadFailed' | 'list' | 'form' | 'crashed';

/**
 * Payment Methods: '+ Add a Card' and 'View saved cards' switch
 * between the saved-card list and the card-entry form; each card can be removed after the
 * Confirm Remove dialog. A self-contained section with no page chrome. In a curator's view
 * (`useAccountReadOnly()`) adding and removing are disabled.
 */
export function PaymentMethodsPanel({
  actor,
  savedCard,
  createCardEntry,
  headingLevel = 2,
  showHeading = true,
}: PaymentMethodsPanelProps) {
  const headingId = useId();
  const isReadOnly = useAccountReadOnly();
  const view = useSelector(actor, (snapshot): View => {
    if (snapshot.hasTag('crashed')) return 'crashed';
    if (snapshot.hasTag('form')) return 'form';
    if (snapshot.hasTag('list')) return 'list';
    return snapshot.hasTag('error') ? 'loadFailed' : 'loading';
  });
  const cards = useSelector(actor, (snapshot) => snapshot.context.cards);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const errorDetail = useSelector(actor, (snapshot) => snapshot.context.errorDetail);
  const providerError = useSelector(actor, (snapshot) => snapshot.context.providerError);
  const isSaving = useSelector(actor, (snapshot) => snapshot.hasTag('form') && snapshot.hasTag('busy'));
  const isConfirmingReplace = useSelector(actor, (snapshot) => snapshot.hasTag('confirmReplace'));
  const canSave = useSelector(actor, (snapshot) => snapshot.can({ type: 'user.save' }));
  const canShowList = useSelector(actor, (snapshot) => snapshot.can({ type: 'user.showList' }));
  const userId = useSelector(actor, (snapshot) => snapshot.context.userId);
  const billingAgent = useSelector(actor, (snapshot) => snapshot.context.billingAgent);

  const [notice, setNotice] = useState('');
  const [focusForm, setFocusForm] = useState(false);
  // After a switch back, a save or a removal, focus goes to the list (or its "no cards" line).
  const [focusList, setFocusList] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const emptyRef = useRef<HTMLParagraphElement>(null);
  const hasCards = cards.length > 0;
  const replacedCard = cards[0] ? describeCard(cards[0]) : null;

  // The machine reports no "added" event: a save that ends on the list is a saved card.
  useEffect(() => {
    let previous = actor.getSnapshot();
    const subscription = actor.subscribe((snapshot) => {
      if (previous.hasTag('form') && previous.hasTag('busy') && snapshot.hasTag('list')) {
        setNotice(PAYMENT_METHODS_TEXT.saved);
        setFocusList(true);
      }
      previous = snapshot;
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  useEffect(() => {
    if (!focusList || view !== 'list') return;
    setFocusList(false);
    (hasCards ? listRef : emptyRef).current?.focus();
  }, [focusList, view, hasCards]);

  const Heading = `h${headingLevel}` as const;
  const showForm = () => {
    setNotice('');
    setFocusForm(true);
    actor.send({ type: 'user.showForm' });
  };
  const showList = () => {
    setFocusList(true);
    actor.send({ type: 'user.showList' });
  };
  const onRemoved = (next: PaymentMethod[]) => {
    setNotice(PAYMENT_METHODS_TEXT.removed);
    setFocusList(true);
    actor.send({ type: 'api.cardsChanged', cards: next });
  };

  return (
    <Section
      aria-labelledby={showHeading ? headingId : undefined}
      aria-label={showHeading ? undefined : PAYMENT_METHODS_TEXT.heading}
    >
      {showHeading ? (
        <SectionHeading as={Heading} id={headingId}>
          {PAYMENT_METHODS_TEXT.heading}
        </SectionHeading>
      ) : null}
      {view === 'loading' ? <Spinner size="lg" label={PAYMENT_METHODS_TEXT.loading} /> : null}
      {view === 'loadFailed' ? (
        <>
          <FormAlert>{error}</FormAlert>
          <Toolbar>
            <Button variant="secondary" onPress={() => actor.send({ type: 'user.retry' })}>
              {PAYMENT_METHODS_TEXT.retry}
            </Button>
          </Toolbar>
        </>
      ) : null}
      {view === 'crashed' ? (
        <FormAlert>
          <strong>{error}</strong>
          <CrashDetail>{errorDetail}</CrashDetail>
        </FormAlert>
      ) : null}
      {view === 'list' ? (
        <>
          <Toolbar>
            <Button isDisabled={isReadOnly} onPress={showForm}>
              {t.addCard}
            </Button>
          </Toolbar>
          {hasCards ? (
            <CardList ref={listRef} tabIndex={-1} aria-label={PAYMENT_METHODS_TEXT.savedCards}>
              {cards.map((card) => (
                <li key={card.paymentMethodId}>
                  {savedCard({
                    card,
                    input: { userId, billingAgent, paymentMethodId: card.paymentMethodId },
                    onRemoved,
                  })}
                </li>
              ))}
            </CardList>
          ) : (
            <EmptyText ref={emptyRef} tabIndex={-1}>
              {PAYMENT_METHODS_TEXT.noCards}
            </EmptyText>
          )}
        </>
      ) : null}
      {view === 'form' ? (
        <>
          {/* With no card saved there is no list to go back to. */}
          {hasCards ? (
            <Toolbar>
              <Button variant="secondary" isDisabled={!canShowList} onPress={showList}>
                {t.viewSavedCards}
              </Button>
            </Toolbar>
          ) : null}
          <AddCardForm
            createCardEntry={createCardEntry}
            isReadOnly={isReadOnly}
            isSaving={isSaving}
            canSave={canSave}
            error={error}
            providerError={providerError}
            replaces={replacedCard}
            autoFocus={focusForm}
            onEntryChange={(state) => actor.send({ type: 'user.cardEntryChanged', complete: state.complete })}
            onCrash={() => actor.send({ type: 'api.controlCrashed' })}
            onSave={() => actor.send({ type: 'user.save' })}
          />
        </>
      ) : null}
      <Modal
        isOpen={isConfirmingReplace}
        onOpenChange={(isOpen) => {
          if (!isOpen) actor.send({ type: 'user.cancelReplace' });
        }}
        role="alertdialog"
        title={messages.cardReplace.title}
        showCloseButton={false}
        footer={
          <>
            <Button variant="secondary" onPress={() => actor.send({ type: 'user.cancelReplace' })}>
              {messages.cardReplace.cancel}
            </Button>
            <Button onPress={() => actor.send({ type: 'user.confirmReplace' })}>
              {messages.cardReplace.confirm}
            </Button>
          </>
        }
      >
        <p>{formatMessage(messages.cardReplace.body, { card: replacedCard ?? '' })}</p>
      </Modal>
      <Notice role="status">{notice}</Notice>
    </Section>
  );
}
