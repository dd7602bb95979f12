import { describe, expect, test } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { LoadCardsInput, LoadCardsOutput, PaymentMethod } from '../cards/cards';
import { messages } from '../messages';
import {
  CardRefusedError,
  type CreateCardInput,
  paymentMethodsMachine,
  type TokenizeCardInput,
} from './paymentMethods.machine';

const visa: PaymentMethod = {
  paymentMethodId: 8,
  card: { cardType: 'Visa', lastFour: '4242', expiryMonth: 4, expiryYear: 2031 },
  status: 'ACTIVE',
};
const amex: PaymentMethod = {
  ...visa,
  paymentMethodId: 9,
  card: { ...visa.card, cardType: 'American Express' },
};
const notFound = () => Object.assign(new Error('Not Found'), { status: 404 });
const input = { userId: 5, firstName: ' Ada ', lastName: 'Lovelace' };

type Actors = NonNullable<Parameters<typeof paymentMethodsMachine.provide>[0]['actors']>;

function start(loads: Array<() => LoadCardsOutput>, actors: Partial<Actors> = {}) {
  const calls: Array<[string, unknown]> = [];
  let load = 0;
  const machine = paymentMethodsMachine.provide({
    actors: {
      loadCards: fromPromise<LoadCardsOutput, LoadCardsInput>(async ({ input }) => {
        calls.push(['loadCards', input]);
        const next = loads[Math.min(load++, loads.length - 1)];
        if (!next) throw new Error('no load scripted');
        return next();
      }),
      tokenizeCard: fromPromise<string, TokenizeCardInput>(async ({ input }) => {
        calls.push(['tokenizeCard', input]);
        return 'tok_1';
      }),
      createCard: fromPromise<void, CreateCardInput>(async ({ input }) => {
        calls.push(['createCard', input]);
      }),
      ...actors,
    },
  });
  return { actor: createActor(machine, { input }).start(), calls };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('busy'));

describe('paymentMethods', () => {
  test('loads the cards with the default billing agent DONE and shows the list', async () => {
    const { actor, calls } = start([() => [visa]]);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settled(actor);
    expect(calls).toEqual([['loadCards', { userId: 5, billingAgent: 'DONE' }]]);
    expect(actor.getSnapshot().hasTag('list')).toBe(true);
    expect(actor.getSnapshot().context.cards).toEqual([visa]);
  });

  test('a 404 means no card: an empty list, and the card form starts open', async () => {
    const { actor } = start([
      () => {
        throw notFound();
      },
    ]);
    await settled(actor);
    expect(actor.getSnapshot().hasTag('form')).toBe(true);
    expect(actor.getSnapshot().context.cards).toEqual([]);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  test('a null answer is no card too', async () => {
    const { actor } = start([() => null]);
    await settled(actor);
    expect(actor.getSnapshot().hasTag('form')).toBe(true);
  });

  test("a failed load shows 'Error loading credit cards' and can be retried", async () => {
    let fail = true;
    const { actor } = start([
      () => {
        if (fail) throw new Error('500');
        return [visa];
      },
    ]);
    await waitFor(actor, (s) => s.hasTag('error'));
    expect(actor.getSnapshot().context.error).toBe(messages.paymentMethods.reloadFailed);
    fail = false;
    actor.send({ type: 'user.retry' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.hasTag('list'));
  });

  test("'+ Add a Card' and 'View saved cards' switch between the form and the list", async () => {
    const { actor } = start([() => [visa]]);
    await settled(actor);
    actor.send({ type: 'user.showForm' });
    expect(actor.getSnapshot().hasTag('form')).toBe(true);
    actor.send({ type: 'user.showList' });
    expect(actor.getSnapshot().hasTag('list')).toBe(true);
  });

  test('Save is enabled only when the card provider reports the entry complete', async () => {
    const { actor, calls } = start([() => null]);
    await settled(actor);
    expect(actor.getSnapshot().can({ type: 'user.save' })).toBe(false);
    actor.send({ type: 'user.save' });
    expect(calls.map(([name]) => name)).toEqual(['loadCards']);
    actor.send({ type: 'user.cardEntryChanged', complete: true });
    expect(actor.getSnapshot().can({ type: 'user.save' })).toBe(true);
    actor.send({ type: 'user.cardEntryChanged', complete: false });
    expect(actor.getSnapshot().can({ type: 'user.save' })).toBe(false);
  });

  test('saving: token with the customer name, create with STRIPE, reload, then the list', async () => {
    const { actor, calls } = start([() => null, () => [amex]]);
    await settled(actor);
    actor.send({ type: 'user.cardEntryChanged', complete: true });
    actor.send({ type: 'user.save' });
    // Nothing can be saved twice: Save is disabled while saving.
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'user.save' })).toBe(false);
    await settled(actor);
    expect(calls).toEqual([
      ['loadCards', { userId: 5, billingAgent: 'DONE' }],
      ['tokenizeCard', { name: 'Ada Lovelace' }],
      [
        'createCard',
        { userId: 5, billingAgent: 'DONE', creditCardToken: 'tok_1', paymentProcessor: 'STRIPE' },
      ],
      ['loadCards', { userId: 5, billingAgent: 'DONE' }],
    ]);
    expect(actor.getSnapshot().hasTag('list')).toBe(true);
    expect(actor.getSnapshot().context.cards).toEqual([amex]);
  });

  test("a failed tokenize shows 'Failed to save new card.' and keeps the form", async () => {
    const { actor } = start([() => null], {
      tokenizeCard: fromPromise<string, TokenizeCardInput>(async () => {
        throw new Error('card declined');
      }),
    });
    await settled(actor);
    actor.send({ type: 'user.cardEntryChanged', complete: true });
    actor.send({ type: 'user.save' });
    await settled(actor);
    expect(actor.getSnapshot().hasTag('form')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(messages.paymentMethods.addFailed);
    // The entry is still complete, so Save can be pressed again.
    expect(actor.getSnapshot().can({ type: 'user.save' })).toBe(true);
    // Not the provider's refusal: no provider wording to show under the fields.
    expect(actor.getSnapshot().context.providerError).toBeNull();
  });

  test("a card the provider refuses keeps the provider's message until the entry changes", async () => {
    const { actor } = start([() => null], {
      tokenizeCard: fromPromise<string, TokenizeCardInput>(async () => {
        throw new CardRefusedError('Your card was declined.');
      }),
    });
    await settled(actor);
    actor.send({ type: 'user.cardEntryChanged', complete: true });
    actor.send({ type: 'user.save' });
    await settled(actor);
    expect(actor.getSnapshot().context.providerError).toBe('Your card was declined.');
    expect(actor.getSnapshot().context.error).toBe(messages.paymentMethods.addFailed);
    actor.send({ type: 'user.cardEntryChanged', complete: false });
    expect(actor.getSnapshot().context.providerError).toBeNull();
  });

  test("a failed create shows 'Failed to save new card.'", async () => {
    const { actor } = start([() => [visa]], {
      createCard: fromPromise<void, CreateCardInput>(async () => {
        throw new Error('500');
      }),
    });
    await settled(actor);
    actor.send({ type: 'user.showForm' });
    actor.send({ type: 'user.cardEntryChanged', complete: true });
    actor.send({ type: 'user.save' });
    actor.send({ type: 'user.confirmReplace' });
    await settled(actor);
    expect(actor.getSnapshot().context.error).toBe(messages.paymentMethods.addFailed);
  });

  test('with a card saved, Save asks before replacing it; No keeps it and sends nothing', async () => {
    const { actor, calls } = start([() => [visa]]);
    await settled(actor);
    actor.send({ type: 'user.showForm' });
    actor.send({ type: 'user.cardEntryChanged', complete: true });
    actor.send({ type: 'user.save' });
    expect(actor.getSnapshot().hasTag('confirmReplace')).toBe(true);
    actor.send({ type: 'user.cancelReplace' });
    expect(actor.getSnapshot().hasTag('confirmReplace')).toBe(false);
    expect(actor.getSnapshot().hasTag('form')).toBe(true);
    expect(calls.map(([name]) => name)).toEqual(['loadCards']);
    // Yes: the new card is saved in the saved one's place.
    actor.send({ type: 'user.save' });
    actor.send({ type: 'user.confirmReplace' });
    await settled(actor);
    expect(calls.map(([name]) => name)).toEqual(['loadCards', 'tokenizeCard', 'createCard', 'loadCards']);
  });

  test('a stale page: no message of its own (the page-expired banner says it)', async () => {
    const { actor } = start([() => null], {
      createCard: fromPromise<void, CreateCardInput>(async () => {
        throw Object.assign(new Error('CSRF'), { status: 403, code: 'CSRF_INVALID' });
      }),
    });
    await settled(actor);
    actor.send({ type: 'user.cardEntryChanged', complete: true });
    actor.send({ type: 'user.save' });
    await settled(actor);
    expect(actor.getSnapshot().hasTag('form')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  test("a failed reload after adding shows 'Error loading credit cards'", async () => {
    const { actor } = start([
      () => null,
      () => {
        throw new Error('500');
      },
    ]);
    await settled(actor);
    actor.send({ type: 'user.cardEntryChanged', complete: true });
    actor.send({ type: 'user.save' });
    await waitFor(actor, (s) => s.hasTag('error'));
    expect(actor.getSnapshot().context.error).toBe(messages.paymentMethods.reloadFailed);
  });

  test('reopening the form resets the card entry', async () => {
    const { actor } = start([() => [visa]]);
    await settled(actor);
    actor.send({ type: 'user.showForm' });
    actor.send({ type: 'user.cardEntryChanged', complete: true });
    actor.send({ type: 'user.showList' });
    actor.send({ type: 'user.showForm' });
    expect(actor.getSnapshot().can({ type: 'user.save' })).toBe(false);
  });

  test('a card removed elsewhere updates the list', async () => {
    const { actor } = start([() => [visa, amex]]);
    await settled(actor);
    actor.send({ type: 'api.cardsChanged', cards: [amex] });
    expect(actor.getSnapshot().context.cards).toEqual([amex]);
  });

  test("a crashed card control shows 'Error loading Stripe' and the refresh hint, from any state", () => {
    const { actor } = start([() => [visa]]);
    actor.send({ type: 'api.controlCrashed' });
    expect(actor.getSnapshot().hasTag('crashed')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(messages.paymentMethods.stripeLoadFailed);
    expect(actor.getSnapshot().context.errorDetail).toBe(messages.paymentMethods.controlsCrashed);
  });

  test('the placeholders fail with a clear error until the app provides the actors', async () => {
    const actor = createActor(paymentMethodsMachine, { input }).start();
    await waitFor(actor, (s) => s.hasTag('error'));
    expect(actor.getSnapshot().value).toBe('loadFailed');
  });
});
