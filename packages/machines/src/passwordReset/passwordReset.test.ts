import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type PasswordResetCallInput,
  passwordResetCanSave,
  passwordResetMachine,
} from './passwordReset.machine';
import { classifyResetError, classifyResetResponse, type ResetPasswordResponse } from './resetResult';

const TOKEN = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';

function start(token: string, reset: (input: PasswordResetCallInput) => Promise<ResetPasswordResponse>) {
  const calls: PasswordResetCallInput[] = [];
  const machine = passwordResetMachine.provide({
    actors: {
      resetPassword: fromPromise<ResetPasswordResponse, PasswordResetCallInput>(async ({ input }) => {
        calls.push(input);
        return reset(input);
      }),
    },
  });
  const actor = createActor(machine, { input: { token } });
  const redirect = vi.fn();
  actor.on('redirect', redirect);
  actor.start();
  return { actor, calls, redirect };
}

const fill = (actor: ReturnType<typeof start>['actor'], password: string, verifyPassword = password) => {
  actor.send({ type: 'user.change', field: 'password', value: password });
  actor.send({ type: 'user.change', field: 'verifyPassword', value: verifyPassword });
};

describe('passwordReset', () => {
  test.each(['not-a-uuid', '', `${TOKEN}x`])('a token that is not a uuid (%j) cannot be used', (token) => {
    const { actor } = start(token, async () => ({ ok: true }));
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('invalidToken');
    expect(snapshot.hasTag('error')).toBe(true);
    expect(snapshot.context.error).toBe('Your password reset link has expired.');
  });

  test('a uuid token opens the form', () => {
    const { actor } = start(TOKEN.toUpperCase(), async () => ({ ok: true }));
    expect(actor.getSnapshot().value).toBe('editing');
  });

  test('the rules show for the fields typed in; Save stays disabled until they pass', () => {
    const { actor, calls } = start(TOKEN, async () => ({ ok: true }));
    actor.send({ type: 'user.change', field: 'password', value: 'abc' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      password: 'Password must be at least 6 characters long.',
    });
    actor.send({ type: 'user.change', field: 'verifyPassword', value: 'abd' });
    expect(actor.getSnapshot().context.fieldErrors.verifyPassword).toBe('Passwords do not match');
    expect(passwordResetCanSave(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(calls).toEqual([]);

    fill(actor, 'secret1');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    expect(passwordResetCanSave(actor.getSnapshot())).toBe(true);
  });

  test('a submit with nothing typed shows every rule', () => {
    const { actor } = start(TOKEN, async () => ({ ok: true }));
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      password: 'Password must be at least 6 characters long.',
    });
  });

  test('saving sends token and password, disables Save meanwhile, then redirects to the login page', async () => {
    const { actor, calls, redirect } = start(TOKEN, async () => ({ ok: true }));
    fill(actor, 'secret1');
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(passwordResetCanSave(actor.getSnapshot())).toBe(false);
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual([{ token: TOKEN, password: 'secret1' }]);
    expect(redirect).toHaveBeenCalledWith({ type: 'redirect', to: '/login' });
  });

  test.each([null, undefined, '', {}])('an empty response (%j) means the link expired', async (response) => {
    const { actor, redirect } = start(TOKEN, async () => response as ResetPasswordResponse);
    fill(actor, 'secret1');
    actor.send({ type: 'user.submit' });
    await waitFor(actor, (s) => s.value === 'expired');
    expect(actor.getSnapshot().context).toMatchObject({
      failure: 'EXPIRED_TOKEN',
      error: 'Your password reset link has expired.',
    });
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(redirect).not.toHaveBeenCalled();
  });

  test('INVALID_PASSWORD shows the rule, keeps the values, and Save waits for a change', async () => {
    const { actor } = start(TOKEN, async () => ({ failure: 'INVALID_PASSWORD' }));
    fill(actor, 'secret1');
    actor.send({ type: 'user.submit' });
    await waitFor(actor, (s) => s.context.error !== null);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context.error).toBe('Password must be at least 6 characters long.');
    expect(snapshot.context.values).toEqual({ password: 'secret1', verifyPassword: 'secret1' });
    expect(passwordResetCanSave(snapshot)).toBe(false);
    fill(actor, 'secret12');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(passwordResetCanSave(actor.getSnapshot())).toBe(true);
  });

  test.each([
    ['another failure', async () => ({ failure: 'RATE_LIMITED' })],
    ['a rejected call', () => Promise.reject(new Error('500'))],
  ])('%s gives the UNKNOWN message', async (_name, reset) => {
    const { actor } = start(TOKEN, reset as () => Promise<ResetPasswordResponse>);
    fill(actor, 'secret1');
    actor.send({ type: 'user.submit' });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({
      failure: 'UNKNOWN',
      error: 'An error occurred while setting your new password.',
    });
  });

  test('the placeholder actor fails with a message naming what to provide', async () => {
    const actor = createActor(passwordResetMachine, { input: { token: TOKEN } }).start();
    actor.send({ type: 'user.change', field: 'password', value: 'secret1' });
    actor.send({ type: 'user.change', field: 'verifyPassword', value: 'secret1' });
    actor.send({ type: 'user.submit' });
    await waitFor(actor, (s) => s.context.cause !== null);
    expect(String(actor.getSnapshot().context.cause)).toContain('the "resetPassword" actor is not provided');
  });
});

describe('classifying the reset answer', () => {
  test.each([
    [{ ok: true }, 'SUCCESS'],
    ['done', 'SUCCESS'],
    [null, 'EXPIRED_TOKEN'],
    [{}, 'EXPIRED_TOKEN'],
    [{ failure: 'INVALID_PASSWORD' }, 'INVALID_PASSWORD'],
    [{ code: 'EXPIRED_TOKEN' }, 'EXPIRED_TOKEN'],
    [{ failure: 'NOPE' }, 'UNKNOWN'],
  ] as const)('response %j is %s', (response, outcome) => {
    expect(classifyResetResponse(response as ResetPasswordResponse)).toBe(outcome);
  });

  test.each([
    [Object.assign(new Error('bad'), { code: 'INVALID_PASSWORD' }), 'INVALID_PASSWORD'],
    [new Error('500'), 'UNKNOWN'],
    ['boom', 'UNKNOWN'],
  ] as const)('error %s is %s', (error, outcome) => {
    expect(classifyResetError(error)).toBe(outcome);
  });
});
