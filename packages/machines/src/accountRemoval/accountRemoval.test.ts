import { describe, expect, test } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { messages } from '../messages';
import { ACCOUNT_REMOVAL_REASONS } from '../validation/accountRemoval';
import { accountRemovalMachine, type SendRemovalRequestInput } from './accountRemoval.machine';

const input = { email: 'ada@example.com', product: 'Hearth' };

function start(options: { sendFails?: () => boolean; logoutFails?: boolean } = {}) {
  const calls: Array<[string, unknown]> = [];
  const reloads: unknown[] = [];
  const machine = accountRemovalMachine.provide({
    actors: {
      sendRemovalRequest: fromPromise<void, SendRemovalRequestInput>(async ({ input }) => {
        calls.push(['sendRemovalRequest', input]);
        if (options.sendFails?.()) throw new Error('500');
      }),
      logout: fromPromise<void, undefined>(async () => {
        calls.push(['logout', undefined]);
        if (options.logoutFails) throw new Error('500');
      }),
    },
  });
  const actor = createActor(machine, { input });
  actor.on('reload', (event) => reloads.push(event));
  actor.start();
  return { actor, calls, reloads };
}

describe('accountRemoval', () => {
  test('Delete my account opens the drawer', () => {
    const { actor } = start();
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
    actor.send({ type: 'user.open' });
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
  });

  test('the five reasons are the catalogue ones, Other last', () => {
    expect(ACCOUNT_REMOVAL_REASONS.map((reason) => messages.accountRemoval.reasons[reason])).toEqual([
      "I'm a {product} Pro and want to remove my profile",
      'I am concerned about my privacy',
      "I don't see value in the service",
      'I had a bad experience using your service',
      'Other',
    ]);
  });

  test('a reason is required before Delete', () => {
    const { actor, calls } = start();
    actor.send({ type: 'user.open' });
    expect(actor.getSnapshot().can({ type: 'user.delete' })).toBe(false);
    actor.send({ type: 'user.delete' });
    expect(calls).toEqual([]);
    actor.send({ type: 'user.chooseReason', reason: 'privacy' });
    expect(actor.getSnapshot().can({ type: 'user.delete' })).toBe(true);
  });

  test('Other needs non-blank feedback', () => {
    const { actor } = start();
    actor.send({ type: 'user.open' });
    actor.send({ type: 'user.chooseReason', reason: 'other' });
    expect(actor.getSnapshot().can({ type: 'user.delete' })).toBe(false);
    actor.send({ type: 'user.editFeedback', text: '   ' });
    expect(actor.getSnapshot().can({ type: 'user.delete' })).toBe(false);
    actor.send({ type: 'user.editFeedback', text: 'Too many emails' });
    expect(actor.getSnapshot().can({ type: 'user.delete' })).toBe(true);
  });

  test('switching away from Other clears the feedback; feedback is only taken with Other', () => {
    const { actor } = start();
    actor.send({ type: 'user.open' });
    actor.send({ type: 'user.chooseReason', reason: 'other' });
    actor.send({ type: 'user.editFeedback', text: 'Too many emails' });
    actor.send({ type: 'user.chooseReason', reason: 'noValue' });
    expect(actor.getSnapshot().context.feedback).toBe('');
    actor.send({ type: 'user.editFeedback', text: 'ignored' });
    expect(actor.getSnapshot().context.feedback).toBe('');
  });

  test('Delete sends the email and the reason text, logs out, then asks for a reload', async () => {
    const { actor, calls, reloads } = start();
    actor.send({ type: 'user.open' });
    actor.send({ type: 'user.chooseReason', reason: 'proProfile' });
    actor.send({ type: 'user.delete' });
    // Delete is disabled while the request is being sent.
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'user.delete' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'user.cancel' })).toBe(false);
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual([
      [
        'sendRemovalRequest',
        { email: 'ada@example.com', reason: "I'm a Hearth Pro and want to remove my profile" },
      ],
      ['logout', undefined],
    ]);
    expect(reloads).toEqual([{ type: 'reload' }]);
  });

  // The profile form behind the drawer saves a new email before the drawer opens, or while it is.
  test.each([
    ['before the drawer opens', ['account.emailChanged', 'user.open', 'user.chooseReason']],
    ['while the drawer is open', ['user.open', 'user.chooseReason', 'account.emailChanged']],
  ] as const)('an email saved %s is the one the request carries', async (_, order) => {
    const { actor, calls } = start();
    for (const type of order) {
      if (type === 'account.emailChanged') actor.send({ type, email: 'ada.new@example.com' });
      else if (type === 'user.chooseReason') actor.send({ type, reason: 'privacy' });
      else actor.send({ type });
    }
    actor.send({ type: 'user.delete' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls[0]).toEqual([
      'sendRemovalRequest',
      { email: 'ada.new@example.com', reason: 'I am concerned about my privacy' },
    ]);
  });

  test('for Other, the feedback (trimmed) is the reason sent', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'user.open' });
    actor.send({ type: 'user.chooseReason', reason: 'other' });
    actor.send({ type: 'user.editFeedback', text: '  Too many emails ' });
    actor.send({ type: 'user.delete' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls[0]).toEqual(['sendRemovalRequest', { email: 'ada@example.com', reason: 'Too many emails' }]);
  });

  test('Cancel clears the selection and closes the drawer', () => {
    const { actor } = start();
    actor.send({ type: 'user.open' });
    actor.send({ type: 'user.chooseReason', reason: 'other' });
    actor.send({ type: 'user.editFeedback', text: 'x' });
    actor.send({ type: 'user.cancel' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context).toMatchObject({ reason: null, feedback: '', error: null });
  });

  test('a failed request keeps the selection and shows an error; a retry clears it', async () => {
    let fail = true;
    const { actor, calls, reloads } = start({ sendFails: () => fail });
    actor.send({ type: 'user.open' });
    actor.send({ type: 'user.chooseReason', reason: 'other' });
    actor.send({ type: 'user.editFeedback', text: 'Too many emails' });
    actor.send({ type: 'user.delete' });
    await waitFor(actor, (s) => s.hasTag('error'));
    expect(actor.getSnapshot().context).toMatchObject({
      reason: 'other',
      feedback: 'Too many emails',
      error: messages.profile.nameSaveFailed,
    });
    expect(calls.map(([name]) => name)).toEqual(['sendRemovalRequest']);
    expect(reloads).toEqual([]);
    fail = false;
    actor.send({ type: 'user.delete' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.status === 'done');
  });

  test('a failed logout still reloads the page', async () => {
    const { actor, reloads } = start({ logoutFails: true });
    actor.send({ type: 'user.open' });
    actor.send({ type: 'user.chooseReason', reason: 'privacy' });
    actor.send({ type: 'user.delete' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(reloads).toEqual([{ type: 'reload' }]);
  });

  test('the placeholders fail with a clear error until the app provides the actors', async () => {
    const actor = createActor(accountRemovalMachine, { input }).start();
    actor.send({ type: 'user.open' });
    actor.send({ type: 'user.chooseReason', reason: 'privacy' });
    actor.send({ type: 'user.delete' });
    await waitFor(actor, (s) => s.hasTag('error'));
    expect(actor.getSnapshot().value).toEqual({ open: 'failed' });
  });
});
