/* Story harnesses: the real paymentMethods and savedCard machines with fake effects, no network. */
import {
  CardRefusedError,
  type CreateCardInput,
  type DeactivateCardInput,
  type LoadCardsInput,
  type LoadCardsOutput,
  type PaymentMethod,
  paymentMethodsMachine,
  savedCardMachine,
  type TokenizeCardInput,
} from '@hearth/machines';
import { useState } from 'react';
import { createActor, fromPromise } from 'xstate';
import { useStoryActor } from '../../testing/useStoryActor';
import { SavedCardItem } from '../SavedCard/SavedCard';
import { AccountViewProvider } from '../shared';
import { createFakeCardEntry, type FakeCardEntryOptions } from './fakeCardEntry';
import { PaymentMethodsPanel } from './PaymentMethodsPanel';

const card = (paymentMethodId: number, cardType: string, lastFour: string, month: number, year: number) =>
  ({
    paymentMethodId,
    card: { cardType, lastFour, expiryMonth: month, expiryYear: year },
    status: 'ACTIVE',
  }) satisfies PaymentMethod;

export const storyCards = {
  visa: card(8, 'Visa', '4242', 4, 2031),
  amex: card(9, 'American Express', '8431', 11, 2029),
  diners: card(10, 'Diners Club', '0004', 1, 2030),
  /** The card the fake `createCard` adds. */
  added: card(11, 'MasterCard', '4444', 8, 2030),
  discover: card(12, 'Discover', '1117', 3, 2032),
  jcb: card(13, 'JCB', '0505', 6, 2028),
  unionpay: card(14, 'UnionPay', '0005', 9, 2033),
  /** A brand without a mark of its own: the generic card. */
  other: card(15, 'Cartes Bancaires', '3235', 12, 2030),
};

const never = <T,>() => new Promise<T>(() => undefined);
const failure = (status: number, message = 'Request failed') => Object.assign(new Error(message), { status });

export type LoadScenario = 'cards' | 'noCards' | 'pending' | 'fails' | 'failsOnce';
export type SaveScenario =
  | 'succeeds'
  | 'tokenizing'
  | 'declined'
  | 'creating'
  | 'createFails'
  | 'reloading'
  | 'reloadFails';
export type RemoveScenario = 'succeeds' | 'removing' | 'fails' | 'reloading' | 'reloadFails';

type Store = { cards: PaymentMethod[]; loads: number };

/** The fake API's calls over `store`, each doing what its scenario says. */
export function fakeActors(store: Store, load: LoadScenario, save: SaveScenario, remove: RemoveScenario) {
  const loadCards = fromPromise<LoadCardsOutput, LoadCardsInput>(async () => {
    store.loads += 1;
    const first = store.loads === 1;
    if (first && load === 'pending') return never();
    if (first && (load === 'fails' || load === 'failsOnce')) throw failure(503);
    if (load === 'fails') throw failure(503);
    if (!first && save === 'reloading') return never();
    if (!first && save === 'reloadFails') throw failure(500);
    if (store.cards.length === 0) throw failure(404, 'Not Found');
    return [...store.cards];
  });
  const tokenizeCard = fromPromise<string, TokenizeCardInput>(async () => {
    if (save === 'tokenizing') return never();
    if (save === 'declined') throw new CardRefusedError('Your card was declined.');
    return 'tok_story';
  });
  const createCard = fromPromise<void, CreateCardInput>(async () => {
    if (save === 'creating') return never();
    if (save === 'createFails') throw failure(500);
    // One card per account, as the API keeps it: the new card takes the saved one's place.
    store.cards = [storyCards.added];
  });
  const deactivateCard = fromPromise<void, DeactivateCardInput>(async ({ input }) => {
    if (remove === 'removing') return never();
    if (remove === 'fails') throw failure(500);
    store.cards = store.cards.filter((saved) => saved.paymentMethodId !== input.paymentMethodId);
  });
  const reloadCards = fromPromise<LoadCardsOutput, LoadCardsInput>(async () => {
    if (remove === 'reloading') return never();
    if (remove === 'reloadFails') throw failure(500);
    if (store.cards.length === 0) throw failure(404, 'Not Found');
    return [...store.cards];
  });
  return { loadCards, tokenizeCard, createCard, deactivateCard, reloadCards };
}

export type Viewer = 'owner' | 'curator';

export function AsViewer({ viewer, children }: { viewer: Viewer; children: React.ReactNode }) {
  return (
    <AccountViewProvider
      viewer={
        viewer === 'curator'
          ? { kind: 'curator', viewedUserId: 42, viewedUserName: 'Hana Homeowner' }
          : { kind: 'owner' }
      }
    >
      {children}
    </AccountViewProvider>
  );
}

export type PaymentMethodsHarnessProps = {
  /** The saved cards the fake API holds at first. */
  cards: PaymentMethod[];
  /** What the first load does (later loads follow `save`). */
  load?: LoadScenario;
  save?: SaveScenario;
  remove?: RemoveScenario;
  /** How the fake provider shows its fields. */
  entry?: FakeCardEntryOptions;
  viewer?: Viewer;
  headingLevel?: 2 | 3 | 4;
  showHeading?: boolean;
};

/** The panel on an actor of the real machine, each saved card on an actor of the real savedCard machine. */
export function PaymentMethodsHarness({
  cards,
  load = 'cards',
  save = 'succeeds',
  remove = 'succeeds',
  entry,
  viewer = 'owner',
  headingLevel,
  showHeading,
}: PaymentMethodsHarnessProps) {
  const [setup] = useState(() => {
    const store: Store = { cards: load === 'noCards' ? [] : [...cards], loads: 0 };
    const fakes = fakeActors(store, load, save, remove);
    return {
      methods: paymentMethodsMachine.provide({
        actors: {
          loadCards: fakes.loadCards,
          tokenizeCard: fakes.tokenizeCard,
          createCard: fakes.createCard,
        },
      }),
      savedCard: savedCardMachine.provide({
        actors: { deactivateCard: fakes.deactivateCard, reloadCards: fakes.reloadCards },
      }),
    };
  });
  const actor = useStoryActor(() =>
    createActor(setup.methods, { input: { userId: 42, firstName: 'Hana', lastName: 'Homeowner' } }),
  );
  return (
    <AsViewer viewer={viewer}>
      <PaymentMethodsPanel
        actor={actor}
        savedCard={(slot) => <SavedCardItem {...slot} logic={setup.savedCard} />}
        createCardEntry={() => createFakeCardEntry(entry)}
        headingLevel={headingLevel}
        showHeading={showHeading}
      />
    </AsViewer>
  );
}
