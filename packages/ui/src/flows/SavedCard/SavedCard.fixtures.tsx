/* Story harness: one saved card on an actor of the real savedCard machine, fake effects, no network. */
import { type PaymentMethod, savedCardMachine } from '@hearth/machines';
import { createActor } from 'xstate';
import { useStoryActor } from '../../testing/useStoryActor';
import {
  AsViewer,
  fakeActors,
  type RemoveScenario,
  storyCards,
  type Viewer,
} from '../PaymentMethods/PaymentMethods.fixtures';
import { SavedCard } from './SavedCard';

export { storyCards };

export type SavedCardHarnessProps = {
  card: PaymentMethod;
  remove?: RemoveScenario;
  viewer?: Viewer;
};

/** One saved card on an actor of the real savedCard machine. */
export function SavedCardHarness({
  card: saved,
  remove = 'succeeds',
  viewer = 'owner',
}: SavedCardHarnessProps) {
  const actor = useStoryActor(() => {
    const fakes = fakeActors({ cards: [saved, storyCards.visa], loads: 0 }, 'cards', 'succeeds', remove);
    const logic = savedCardMachine.provide({
      actors: { deactivateCard: fakes.deactivateCard, reloadCards: fakes.reloadCards },
    });
    return createActor(logic, { input: { userId: 42, paymentMethodId: saved.paymentMethodId } });
  });
  return (
    <AsViewer viewer={viewer}>
      <SavedCard card={saved} actor={actor} />
    </AsViewer>
  );
}
