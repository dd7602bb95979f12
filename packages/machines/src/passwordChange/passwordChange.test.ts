import { afterEach, describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { messages } from '../messages';
import { validateChangePassword } from '../validation/changePassword';
import {
  type ChangePasswordInput,
  type ChangePasswordResult,
  isPasswordIdentityError,
  PASSWORD_IDENTITY_ERROR_CAUSE,
  PASSWORD_SNACKBAR_AUTO_HIDE_MS,
  type PasswordChangeInput,
  passwordChangeMachine,
  type RequestPasswordEmailInput,
} from './passwordChange.machine';

const m = messages.changePassword;
const base: PasswordChangeInput = { userId: 5, email: 'ada@example.com' };

function start(
  input: Partial<PasswordChangeInput> = {},
  fail?: () => unknown,
  result: ChangePasswordResult = { kind: 'changed' },
) {
  const calls: Array<[string, unknown]> = [];
  const machine = passwordChangeMachine.provide({
    actors: {
      changePassword: fromPromise<ChangePasswordResult, ChangePasswordInput>(async ({ input }) => {
        calls.push(['changePassword', input]);
        const error = fail?.();
        if (error) throw error;
        return result;
      }),
      requestPasswordEmail: fromPromise<void, RequestPasswordEmailInput>(async ({ input }) => {
        calls.push(['requestPasswordEmail', input]);
        const error = fail?.();
        if (error) throw error;
      }),
    },
  });
  return { actor: createActor(machine, { input: { ...base, ...input } }).start(), calls };
}

type Actor = ReturnType<typeof start>['actor'];

function fill(actor: Actor, oldPassword = 'old-secret', newPassword = 'new secret 1', confirm = newPassword) {
  actor.send({ type: 'user.edit', field: 'oldPassword', value: oldPassword });
  actor.send({ type: 'user.edit', field: 'newPassword', value: newPassword });
  actor.send({ type: 'user.edit', field: 'confirmPassword', value: confirm });
}

const settled = (actor: Actor) => waitFor(actor, (s) => !s.hasTag('busy'));

describe('passwordChange', () => {
  afterEach(() => vi.useRealTimers());

  test('the field rules are the change-password ones', () => {
    expect(validateChangePassword({ oldPassword: '', newPassword: 'abc', confirmPassword: 'abd' })).toEqual({
      oldPassword: 'Must provide current password.',
      newPassword: 'Password must be at least 6 characters and contain a letter.',
      confirmPassword: "Password doesn't match.",
    });
  });

  test('Save is allowed only when all three fields are filled and valid', () => {
    const { actor } = start();
    expect(actor.getSnapshot().can({ type: 'user.save' })).toBe(false);
    fill(actor, 'old', '123456');
    expect(actor.getSnapshot().can({ type: 'user.save' })).toBe(false);
    fill(actor, 'old', 'abc123', 'abc124');
    expect(actor.getSnapshot().can({ type: 'user.save' })).toBe(false);
    fill(actor, 'old', ' abc123');
    expect(actor.getSnapshot().can({ type: 'user.save' })).toBe(false);
    fill(actor, 'old', 'abc123');
    expect(actor.getSnapshot().can({ type: 'user.save' })).toBe(true);
  });

  test('success: sends the payload, sets success, shows the snackbar and clears the three fields', async () => {
    const { actor, calls } = start();
    fill(actor);
    actor.send({ type: 'user.save' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settled(actor);
    expect(calls).toEqual([
      [
        'changePassword',
        {
          userId: 5,
          oldPassword: 'old-secret',
          newPassword: 'new secret 1',
          confirmPassword: 'new secret 1',
        },
      ],
    ]);
    const { context } = actor.getSnapshot();
    expect(context.success).toBe(true);
    expect(context.values).toEqual({ oldPassword: '', newPassword: '', confirmPassword: '' });
    expect(actor.getSnapshot().hasTag('snackbar')).toBe(true);
    expect(m.created).toBe('New password created');
  });

  test('the snackbar auto-hides after 10 seconds, or when closed', async () => {
    vi.useFakeTimers();
    const { actor } = start();
    fill(actor);
    actor.send({ type: 'user.save' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('snackbar')).toBe(true);
    vi.advanceTimersByTime(PASSWORD_SNACKBAR_AUTO_HIDE_MS - 1);
    expect(actor.getSnapshot().hasTag('snackbar')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().hasTag('snackbar')).toBe(false);
    expect(actor.getSnapshot().context.success).toBe(true);

    fill(actor);
    actor.send({ type: 'user.save' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'user.closeSnackbar' });
    expect(actor.getSnapshot().hasTag('snackbar')).toBe(false);
  });

  test('editing any field clears success', async () => {
    const { actor } = start();
    fill(actor);
    actor.send({ type: 'user.save' });
    await settled(actor);
    actor.send({ type: 'user.edit', field: 'confirmPassword', value: 'x' });
    expect(actor.getSnapshot().context.success).toBe(false);
  });

  test("a wrong old password puts 'Unable to verify old password.' on that field, keeping the fields", async () => {
    const { actor } = start({}, undefined, { kind: 'oldPasswordRefused' });
    fill(actor);
    actor.send({ type: 'user.save' });
    await settled(actor);
    const { context } = actor.getSnapshot();
    expect(context.oldPasswordError).toBe(m.oldPasswordUnverified);
    expect(context.error).toBeNull();
    expect(context.values.oldPassword).toBe('old-secret');
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    // Typing a new old password clears the verdict.
    actor.send({ type: 'user.edit', field: 'oldPassword', value: 'other' });
    expect(actor.getSnapshot().context.oldPasswordError).toBeNull();
  });

  test('any other failure shows the general message; saving again clears it first', async () => {
    let error: unknown = new Error('500');
    const { actor } = start({}, () => error);
    fill(actor);
    actor.send({ type: 'user.save' });
    await settled(actor);
    expect(actor.getSnapshot().context.error).toBe(m.changeFailed);
    expect(actor.getSnapshot().context.oldPasswordError).toBeNull();
    error = undefined;
    actor.send({ type: 'user.save' });
    expect(actor.getSnapshot().context).toMatchObject({ error: null, success: false });
    await settled(actor);
    expect(actor.getSnapshot().context.success).toBe(true);
  });

  test('the identity cause is recognised as a cause string, a cause error or the message', () => {
    expect(isPasswordIdentityError(new Error('x', { cause: PASSWORD_IDENTITY_ERROR_CAUSE }))).toBe(true);
    expect(isPasswordIdentityError({ cause: new Error(PASSWORD_IDENTITY_ERROR_CAUSE) })).toBe(true);
    expect(isPasswordIdentityError(new Error(PASSWORD_IDENTITY_ERROR_CAUSE))).toBe(true);
    expect(isPasswordIdentityError(PASSWORD_IDENTITY_ERROR_CAUSE)).toBe(true);
    expect(isPasswordIdentityError(new Error('Error with password'))).toBe(false);
    expect(isPasswordIdentityError(null)).toBe(false);
  });

  test('SET PASSWORD (no password yet) requests the email and shows the success line', async () => {
    const { actor, calls } = start({ hasNoPassword: true });
    expect(actor.getSnapshot().hasTag('noPassword')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'user.save' })).toBe(false);
    actor.send({ type: 'user.setPassword' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settled(actor);
    expect(calls).toEqual([['requestPasswordEmail', { userEmail: 'ada@example.com' }]]);
    expect(actor.getSnapshot().context.notice).toBe(
      'Please check your email for directions on how to set your password.',
    );
  });

  test("SET PASSWORD goes to the account's new email once it was changed", async () => {
    const { actor, calls } = start({ hasNoPassword: true });
    actor.send({ type: 'account.emailChanged', email: 'ada.new@example.com' });
    actor.send({ type: 'user.setPassword' });
    await settled(actor);
    expect(calls).toEqual([['requestPasswordEmail', { userEmail: 'ada.new@example.com' }]]);
  });

  test('SET PASSWORD failure shows the reset error line; a retry clears it', async () => {
    let fail = true;
    const { actor } = start({ hasNoPassword: true }, () => (fail ? new Error('500') : undefined));
    actor.send({ type: 'user.setPassword' });
    await settled(actor);
    expect(actor.getSnapshot().context.error).toBe('Unable to reset password, please try again.');
    fail = false;
    actor.send({ type: 'user.setPassword' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await settled(actor);
    expect(actor.getSnapshot().context.notice).toBe(m.resetEmailSent);
  });

  test('a curator gets the read-only variant: no edit, save or SET PASSWORD is accepted', () => {
    for (const hasNoPassword of [false, true]) {
      const { actor, calls } = start({ isCurator: true, hasNoPassword });
      expect(actor.getSnapshot().hasTag('readOnly')).toBe(true);
      const events = [
        { type: 'user.edit', field: 'oldPassword', value: 'x' },
        { type: 'user.save' },
        { type: 'user.setPassword' },
      ] as const;
      for (const event of events) {
        expect(actor.getSnapshot().can(event)).toBe(false);
        actor.send(event);
      }
      expect(actor.getSnapshot().context.values.oldPassword).toBe('');
      expect(calls).toEqual([]);
    }
  });

  test('the placeholders fail with a clear error until the app provides the actors', async () => {
    const actor = createActor(passwordChangeMachine, { input: base }).start();
    fill(actor);
    actor.send({ type: 'user.save' });
    await settled(actor);
    expect(actor.getSnapshot().context.error).toBe(m.changeFailed);
  });
});
