import { describe, expect, test } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { coverage } from '../graph/coverage';
import { modelPaths } from '../graph/modelPaths';
import { paymentMethodsMachine } from './paymentMethods.machine';

const visa = {
  paymentMethodId: 8,
  card: { cardType: 'Visa', lastFour: '4242', expiryMonth: 4, expiryYear: 2031 },
  status: 'ACTIVE',
};

const paths = modelPaths(paymentMethodsMachine, {
  inputs: [{ userId: 5, firstName: 'Ada', lastName: 'Lovelace' }],
  // Events that only change context are offered sparingly, so the paths stay few: the list update
  // re-sends the current list and the card entry only ever becomes complete (the example tests
  // cover the rest).
  events: (snapshot) => [
    { type: 'user.showForm' },
    { type: 'user.showList' },
    { type: 'user.cardEntryChanged', complete: true },
    { type: 'user.save' },
    { type: 'user.retry' },
    { type: 'api.cardsChanged', cards: snapshot.context.cards },
    { type: 'api.controlCrashed' },
    { type: 'xstate.done.actor.loadCards', output: [visa] },
    { type: 'xstate.error.actor.loadCards', error: { status: 404 } },
    { type: 'xstate.error.actor.loadCards', error: new Error('500') },
    { type: 'xstate.done.actor.tokenizeCard', output: 'tok_1' },
    { type: 'xstate.error.actor.tokenizeCard', error: new Error('declined') },
    { type: 'xstate.done.actor.createCard' },
    { type: 'xstate.error.actor.createCard', error: new Error('500') },
    { type: 'xstate.done.actor.reloadCards', output: [visa] },
    { type: 'xstate.error.actor.reloadCards', error: new Error('500') },
  ],
});

// Actors that never settle: the test sends their completion events itself.
const pending = fromPromise(() => new Promise<never>(() => {}));
const sut = paymentMethodsMachine.provide({
  actors: { loadCards: pending, tokenizeCard: pending, createCard: pending } as never,
});

describe('paymentMethods model', () => {
  test.each(paths.map((path) => [path.description, path] as const))('%s', (_name, path) => {
    const actor = createActor(sut, { input: path.input as never }).start();
    for (const step of path.steps) {
      if (step.event.type !== 'xstate.init') actor.send(step.event as never);
      expect(actor.getSnapshot().value).toEqual(step.state.value);
      expect(actor.getSnapshot().context).toEqual(step.state.context);
    }
  });

  test('the paths visit every state and take every transition', () => {
    const report = coverage(paymentMethodsMachine, paths);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
