import { describe, expect, test } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { LoadCardsInput, LoadCardsOutput } from '../cards/cards';
import { messages } from '../messages';
import { type DeactivateCardInput, savedCardMachine } from './savedCard.machine';

const visa = {
  paymentMethodId: 8,
  card: { cardType: 'Visa', lastFour: '4242', expiryMonth: 4, expiryYear: 2031 },
  status: 'ACTIVE' as const,
};

function start(actors: Parameters<typeof savedCardMachine.provide>[0]['actors'] = {}) {
  const calls: string[] = [];
  const deactivated: DeactivateCardInput[] = [];
  const machine = savedCardMachine.provide({
    actors: {
      deactivateCard: fromPromise(async ({ input }: { input: DeactivateCardInput }) => {
        calls.push('deactivateCard');
        deactivated.push(input);
      }),
      reloadCards: fromPromise<LoadCardsOutput, LoadCardsInput>(async () => {
        calls.push('reloadCards');
        return [visa];
      }),
      ...actors,
    },
  });
  const actor = createActor(machine, { input: { userId: 5, paymentMethodId: 7 } }).start();
  return { actor, calls, deactivated };
}

describe('savedCard', () => {
  test('Remove Card opens the Confirm Remove dialog; No closes it without calling anything', () => {
    const { actor, calls } = start();
    actor.send({ type: 'user.remove' });
    expect(actor.getSnapshot().hasTag('confirming')).toBe(true);
    actor.send({ type: 'user.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls).toEqual([]);
  });

  test('Yes sets the card INACTIVE with the default billing agent, then reloads the cards', async () => {
    const { actor, calls, deactivated } = start();
    const emitted: unknown[] = [];
    actor.on('cardsReloaded', (event) => emitted.push(event.cards));
    actor.send({ type: 'user.remove' });
    actor.send({ type: 'user.confirm' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual(['deactivateCard', 'reloadCards']);
    expect(deactivated).toEqual([
      { userId: 5, paymentMethodId: 7, billingAgent: 'DONE', status: 'INACTIVE' },
    ]);
    expect(actor.getSnapshot().output).toEqual({ cards: [visa] });
    expect(emitted).toEqual([[visa]]);
  });

  test("a failed deactivation shows 'Failed to remove card.' and can be retried", async () => {
    const { actor } = start({
      deactivateCard: fromPromise<void, DeactivateCardInput>(async () => {
        throw new Error('500');
      }),
    });
    actor.send({ type: 'user.remove' });
    actor.send({ type: 'user.confirm' });
    await waitFor(actor, (s) => s.hasTag('error'));
    expect(actor.getSnapshot().context.error).toBe(messages.paymentMethods.removeFailed);
    actor.send({ type: 'user.remove' });
    expect(actor.getSnapshot().hasTag('confirming')).toBe(true);
  });

  test('the error is cleared when the removal is tried again', async () => {
    let fail = true;
    const { actor } = start({
      deactivateCard: fromPromise<void, DeactivateCardInput>(async () => {
        if (fail) throw new Error('500');
      }),
    });
    actor.send({ type: 'user.remove' });
    actor.send({ type: 'user.confirm' });
    await waitFor(actor, (s) => s.hasTag('error'));
    fail = false;
    actor.send({ type: 'user.remove' });
    actor.send({ type: 'user.confirm' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.status === 'done');
  });

  test('removing the last card: the reload answers 404, which is an empty list', async () => {
    const { actor } = start({
      reloadCards: fromPromise<LoadCardsOutput, LoadCardsInput>(async () => {
        throw Object.assign(new Error('Not Found'), { status: 404 });
      }),
    });
    actor.send({ type: 'user.remove' });
    actor.send({ type: 'user.confirm' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ cards: [] });
  });

  test("a failed reload after removal shows 'Error loading credit cards'", async () => {
    const { actor } = start({
      reloadCards: fromPromise<LoadCardsOutput, LoadCardsInput>(async () => {
        throw new Error('500');
      }),
    });
    actor.send({ type: 'user.remove' });
    actor.send({ type: 'user.confirm' });
    await waitFor(actor, (s) => s.hasTag('error'));
    expect(actor.getSnapshot().context.error).toBe(messages.paymentMethods.reloadFailed);
  });

  test('the placeholders fail with a clear error until the app provides the actors', async () => {
    const actor = createActor(savedCardMachine, { input: { userId: 5, paymentMethodId: 7 } }).start();
    actor.send({ type: 'user.remove' });
    actor.send({ type: 'user.confirm' });
    await waitFor(actor, (s) => s.hasTag('error'));
    expect(actor.getSnapshot().context.error).toBe(messages.paymentMethods.removeFailed);
  });
});
