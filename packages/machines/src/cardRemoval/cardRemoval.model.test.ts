import { describe, expect, test } from 'vitest';
import { createActor, type EventObject, fromPromise } from 'xstate';
import { coverage } from '../graph/coverage';
import { modelPaths } from '../graph/modelPaths';
import { cardRemovalMachine } from './cardRemoval.machine';

const card = {
  paymentMethodId: 8,
  card: { cardType: 'Visa', lastFour: '4242', expiryMonth: 4, expiryYear: 2031 },
  status: 'ACTIVE',
};

const paths = modelPaths(cardRemovalMachine, {
  inputs: [{ userId: 5, paymentMethodId: 7 }],
  events: [
    { type: 'user.remove' },
    { type: 'user.confirm' },
    { type: 'user.cancel' },
    { type: 'xstate.done.actor.deactivateCard' },
    { type: 'xstate.error.actor.deactivateCard', error: new Error('500') },
    { type: 'xstate.done.actor.reloadCards', output: [card] },
    { type: 'xstate.error.actor.reloadCards', error: { status: 404 } },
    { type: 'xstate.error.actor.reloadCards', error: new Error('500') },
  ] as EventObject[],
});

// Actors that never settle: the test sends their completion events itself.
const pending = fromPromise(() => new Promise<never>(() => {}));
const sut = cardRemovalMachine.provide({
  actors: { deactivateCard: pending, reloadCards: pending } as never,
});

describe('cardRemoval model', () => {
  test.each(paths.map((path) => [path.description, path] as const))('%s', (_name, path) => {
    const actor = createActor(sut, { input: path.input as never }).start();
    for (const step of path.steps) {
      if (step.event.type !== 'xstate.init') actor.send(step.event as never);
      expect(actor.getSnapshot().value).toEqual(step.state.value);
      expect(actor.getSnapshot().context).toEqual(step.state.context);
    }
  });

  test('the paths visit every state and take every transition', () => {
    const report = coverage(cardRemovalMachine, paths);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
