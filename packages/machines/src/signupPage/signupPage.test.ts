import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { SignupResult } from '../auth/signupResult';
import type { SignupPageValues } from '../validation';
import {
  type SendCodeInput,
  type SendCodeResult,
  type SignupPageInput,
  signupPageCanResend,
  signupPageCanSubmit,
  signupPageCanVerify,
  signupPageCodeBoxes,
  signupPageMachine,
  type VerifyCodeInput,
  type VerifyCodeResult,
} from './index';

const valid: SignupPageValues = {
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
};

type Fakes = {
  sendCode?: (input: SendCodeInput) => Promise<SendCodeResult>;
  verifyCode?: (input: VerifyCodeInput) => Promise<VerifyCodeResult>;
  createAccount?: (input: SignupPageValues) => Promise<SignupResult>;
};

function start(fakes: Fakes = {}, input: Partial<SignupPageInput> = {}) {
  const calls: Array<[string, unknown]> = [];
  const machine = signupPageMachine.provide({
    actors: {
      sendCode: fromPromise<SendCodeResult, SendCodeInput>(async ({ input: args }) => {
        calls.push(['sendCode', args]);
        return (fakes.sendCode ?? (async () => ({ kind: 'sent' }) as const))(args);
      }),
      verifyCode: fromPromise<VerifyCodeResult, VerifyCodeInput>(async ({ input: args }) => {
        calls.push(['verifyCode', args]);
        return (fakes.verifyCode ?? (async () => ({ kind: 'accepted' }) as const))(args);
      }),
      createAccount: fromPromise<SignupResult, SignupPageValues>(async ({ input: args }) => {
        calls.push(['createAccount', args]);
        return (fakes.createAccount ?? (async () => ({ userId: 1 })))(args);
      }),
    },
  });
  const actor = createActor(machine, {
    input: { defaultRedirect: 'https://www.example.com', redirectTo: '/my-home', values: valid, ...input },
  });
  const emitted: Array<{ type: string; [key: string]: unknown }> = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const settle = () => vi.advanceTimersByTimeAsync(0);
  const names = () => emitted.map((event) => event.type);
  return { actor, calls, emitted, names, settle };
}

type Started = ReturnType<typeof start>;

async function toCodeStep({ actor, settle }: Started) {
  actor.send({ type: 'user.submit' });
  await settle();
}

async function verify({ actor, settle }: Started, code = '123456') {
  actor.send({ type: 'user.codeChange', code });
  actor.send({ type: 'user.verify' });
  await settle();
}

describe('signupPage', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  describe('the form', () => {
    test.each([
      ['firstName', '', 'Please enter your first name.'],
      ['lastName', ' ', 'Please enter your last name.'],
      ['email', '', 'Please enter your email address.'],
      ['password', '', 'Please create a password.'],
      ['password', 'abc12', 'Passwords should contain at least 6 characters'],
      ['confirmPassword', '', 'Please confirm your password.'],
      ['confirmPassword', 'secret2', 'Passwords do not match'],
    ] as const)('Sign Up is disabled with %s = %j (%s)', async (field, value, message) => {
      const started = start();
      const { actor, calls } = started;
      expect(signupPageCanSubmit(actor.getSnapshot())).toBe(true);
      actor.send({ type: 'user.change', field, value });
      expect(signupPageCanSubmit(actor.getSnapshot())).toBe(false);
      await toCodeStep(started);
      expect(actor.getSnapshot().context.fieldErrors[field]).toBe(message);
      expect(actor.getSnapshot().matches({ active: { flow: 'form' } })).toBe(true);
      expect(calls).toEqual([]);
    });

    test('an email that is not an address: Sign Up stays enabled, and submit marks the field without sending', async () => {
      const started = start();
      const { actor, calls } = started;
      actor.send({ type: 'user.change', field: 'email', value: 'jane.example.com' });
      expect(signupPageCanSubmit(actor.getSnapshot())).toBe(true);
      await toCodeStep(started);
      expect(actor.getSnapshot().context.fieldErrors).toEqual({
        email: 'Please enter a valid email address.',
      });
      expect(actor.getSnapshot().matches({ active: { flow: 'form' } })).toBe(true);
      expect(calls).toEqual([]);
      actor.send({ type: 'user.change', field: 'email', value: 'jane@example.com' });
      expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    });

    test.each([
      ['password', 'abc', 'Passwords should contain at least 6 characters'],
      ['firstName', '', 'Please enter your first name.'],
      ['email', 'jane.example.com', 'Please enter a valid email address.'],
    ] as const)('leaving %s after typing %j shows %s', (field, value, message) => {
      const { actor } = start();
      actor.send({ type: 'user.change', field, value });
      expect(actor.getSnapshot().context.fieldErrors).toEqual({});
      actor.send({ type: 'user.blur', field });
      expect(actor.getSnapshot().context.fieldErrors).toEqual({ [field]: message });
    });

    test('leaving a field never typed in shows nothing; fixing one and leaving it clears its message', () => {
      const { actor } = start({}, { values: { ...valid, firstName: '' } });
      actor.send({ type: 'user.blur', field: 'firstName' });
      expect(actor.getSnapshot().context.fieldErrors).toEqual({});
      actor.send({ type: 'user.change', field: 'confirmPassword', value: 'other1' });
      actor.send({ type: 'user.blur', field: 'confirmPassword' });
      expect(actor.getSnapshot().context.fieldErrors).toEqual({ confirmPassword: 'Passwords do not match' });
      // A new password that the confirmation now matches clears the confirmation's message when left.
      actor.send({ type: 'user.change', field: 'password', value: 'other1' });
      actor.send({ type: 'user.blur', field: 'password' });
      expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    });

    test('Sign Up is disabled while a request is in flight', () => {
      const { actor } = start({ sendCode: () => new Promise(() => {}) });
      actor.send({ type: 'user.submit' });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      expect(signupPageCanSubmit(actor.getSnapshot())).toBe(false);
    });

    test('r defaults to the main web address', async () => {
      const started = start({}, { redirectTo: '' });
      await toCodeStep(started);
      await verify(started);
      expect(started.emitted.at(-1)).toEqual({ type: 'redirect', to: 'https://www.example.com' });
    });
  });

  describe('the code step', () => {
    test('submit opens the code step and sends a code to the trimmed address at once', async () => {
      const started = start({}, { values: { ...valid, email: ' jane@example.com ' } });
      started.actor.send({ type: 'user.submit' });
      expect(started.actor.getSnapshot().hasTag('sending')).toBe(true);
      await started.settle();
      expect(started.calls).toEqual([['sendCode', { email: 'jane@example.com' }]]);
      expect(started.actor.getSnapshot().matches({ active: { flow: { code: 'entering' } } })).toBe(true);
    });

    test('a failed send says so', async () => {
      const started = start({ sendCode: () => Promise.reject(new Error('smtp down')) });
      await toCodeStep(started);
      expect(started.actor.getSnapshot().context.codeError).toBe(
        'Failed to send OTP email. Please try again.',
      );
    });

    test('Verify needs six digits', async () => {
      const started = start();
      await toCodeStep(started);
      started.actor.send({ type: 'user.codeChange', code: '12345' });
      expect(signupPageCanVerify(started.actor.getSnapshot())).toBe(false);
      started.actor.send({ type: 'user.verify' });
      expect(started.calls.map(([name]) => name)).toEqual(['sendCode']);
    });

    test('verifying is tagged while the code is checked', async () => {
      const started = start({ verifyCode: () => new Promise(() => {}) });
      await toCodeStep(started);
      await verify(started);
      expect(started.actor.getSnapshot().hasTag('verifying')).toBe(true);
      expect(started.calls.at(-1)).toEqual(['verifyCode', { email: 'jane@example.com', code: '123456' }]);
    });

    test('a rejected code says Invalid OTP code and refocuses the first digit', async () => {
      const started = start({ verifyCode: async () => ({ kind: 'rejected' }) });
      await toCodeStep(started);
      await verify(started);
      expect(started.actor.getSnapshot().context.codeError).toBe('Invalid OTP code');
      expect(started.names().at(-1)).toBe('focusFirstDigit');
      expect(started.calls.map(([name]) => name)).not.toContain('createAccount');
    });

    test('a failed verify call says so', async () => {
      const started = start({ verifyCode: () => Promise.reject(new Error('500')) });
      await toCodeStep(started);
      await verify(started);
      expect(started.actor.getSnapshot().context.codeError).toBe(
        'Failed to verify OTP code. Please try again.',
      );
    });

    test('Send again clears the digits, sends a new code and refocuses the first digit', async () => {
      const started = start();
      await toCodeStep(started);
      started.actor.send({ type: 'user.codeChange', code: '999' });
      started.emitted.length = 0;
      started.actor.send({ type: 'user.resend' });
      expect(started.actor.getSnapshot().context.code).toBe('');
      expect(started.names()).toEqual(['clearCode', 'focusFirstDigit']);
      await started.settle();
      expect(started.calls.map(([name]) => name)).toEqual(['sendCode', 'sendCode']);
    });
  });

  describe('the code boxes, a child of this machine', () => {
    test('digits typed in the boxes are the code Verify sends; the step clears them when it opens', async () => {
      const started = start({ verifyCode: () => new Promise(() => {}) });
      const otp = signupPageCodeBoxes(started.actor.getSnapshot()) as NonNullable<
        ReturnType<typeof signupPageCodeBoxes>
      >;
      otp.send({ type: 'user.paste', index: 0, text: '999999' });
      await toCodeStep(started);
      expect(otp.getSnapshot().context.code).toBe('');
      expect(started.actor.getSnapshot().context.code).toBe('');
      otp.send({ type: 'user.paste', index: 0, text: '123-456' });
      expect(started.actor.getSnapshot().context.code).toBe('123456');
      expect(signupPageCanVerify(started.actor.getSnapshot())).toBe(true);
      started.actor.send({ type: 'user.verify' });
      expect(started.calls.at(-1)).toEqual(['verifyCode', { email: 'jane@example.com', code: '123456' }]);
    });

    test('Send again empties the boxes', async () => {
      const started = start();
      await toCodeStep(started);
      const otp = signupPageCodeBoxes(started.actor.getSnapshot()) as NonNullable<
        ReturnType<typeof signupPageCodeBoxes>
      >;
      otp.send({ type: 'user.type', index: 0, key: '4' });
      expect(started.actor.getSnapshot().context.code).toBe('4');
      started.actor.send({ type: 'user.resend' });
      expect(otp.getSnapshot().context.digits).toEqual(['', '', '', '', '', '']);
    });
  });

  describe('creating the account', () => {
    test('a valid code creates the account, records Create Account and redirects to r', async () => {
      const started = start();
      await toCodeStep(started);
      await verify(started);
      expect(started.calls.at(-1)).toEqual(['createAccount', valid]);
      expect(started.emitted.slice(-2)).toEqual([
        { type: 'track', event: 'Create Account' },
        { type: 'redirect', to: '/my-home' },
      ]);
      expect(started.actor.getSnapshot().status).toBe('done');
    });

    test('an existing account goes back to the form with the message, values kept', async () => {
      const started = start({ createAccount: async () => ({ accountExists: true }) });
      await toCodeStep(started);
      await verify(started);
      const snapshot = started.actor.getSnapshot();
      expect(snapshot.matches({ active: { flow: 'form' } })).toBe(true);
      expect(snapshot.context.formError).toBe('An account with this email already exists.');
      expect(snapshot.context.values).toEqual(valid);
      expect(started.names()).not.toContain('redirect');
    });

    test.each([
      ['formErrors', { formErrors: { email: 'Email is not allowed', passwordConfirm: 'Mismatch' } }],
      [
        'validationErrors',
        {
          validationErrors: [
            { field: 'email', message: 'Email is not allowed' },
            { field: 'passwordConfirm', message: 'Mismatch' },
          ],
        },
      ],
    ])('%s are shown in the form, values kept', async (_name, result) => {
      const started = start({ createAccount: async () => result });
      await toCodeStep(started);
      await verify(started);
      const snapshot = started.actor.getSnapshot();
      expect(snapshot.matches({ active: { flow: 'form' } })).toBe(true);
      expect(snapshot.context.fieldErrors).toEqual({
        email: 'Email is not allowed',
        confirmPassword: 'Mismatch',
      });
      expect(snapshot.context.values).toEqual(valid);
    });

    test('any other failure says Signup failed and is logged', async () => {
      const error = new Error('500');
      const started = start({ createAccount: () => Promise.reject(error) });
      await toCodeStep(started);
      await verify(started);
      const snapshot = started.actor.getSnapshot();
      expect(snapshot.context.formError).toBe('Signup failed. Please try again.');
      expect(snapshot.context.error).toBe(error);
      expect(started.emitted.at(-1)).toEqual({ type: 'logError', error });
    });
  });

  describe('cooldown and lockout', () => {
    test('after a send that announces a cooldown, Send again waits it out, second by second', async () => {
      const started = start({ sendCode: async () => ({ kind: 'sent', cooldownSeconds: 3 }) });
      await toCodeStep(started);
      const { actor } = started;
      expect(actor.getSnapshot().context.cooldownSeconds).toBe(3);
      expect(signupPageCanResend(actor.getSnapshot())).toBe(false);
      actor.send({ type: 'user.resend' });
      expect(started.calls).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1000);
      expect(actor.getSnapshot().context.cooldownSeconds).toBe(2);
      await vi.advanceTimersByTimeAsync(2000);
      expect(actor.getSnapshot().context.cooldownSeconds).toBe(0);
      expect(signupPageCanResend(actor.getSnapshot())).toBe(true);
      actor.send({ type: 'user.resend' });
      expect(started.calls).toHaveLength(2);
    });

    test('a rate-limited send says sending failed and announces the cooldown', async () => {
      const started = start({ sendCode: async () => ({ kind: 'rateLimited', retryAfterSeconds: 30 }) });
      await toCodeStep(started);
      expect(started.actor.getSnapshot().context).toMatchObject({
        cooldownSeconds: 30,
        codeError: 'Failed to send OTP email. Please try again.',
      });
    });

    test('too many attempts lock Verify until the lock ends', async () => {
      let locked = true;
      const started = start({
        verifyCode: async () => (locked ? { kind: 'locked', lockedForSeconds: 5 } : { kind: 'accepted' }),
      });
      await toCodeStep(started);
      await verify(started);
      const { actor } = started;
      expect(actor.getSnapshot().context.lockoutSeconds).toBe(5);
      expect(signupPageCanVerify(actor.getSnapshot())).toBe(false);
      locked = false;
      actor.send({ type: 'user.verify' });
      expect(started.calls.filter(([name]) => name === 'verifyCode')).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(4000);
      expect(actor.getSnapshot().context.lockoutSeconds).toBe(1);
      await vi.advanceTimersByTimeAsync(1000);
      expect(signupPageCanVerify(actor.getSnapshot())).toBe(true);
      actor.send({ type: 'user.verify' });
      await started.settle();
      expect(actor.getSnapshot().status).toBe('done');
    });

    test.each([
      [0.2, 1],
      [-5, 0],
      [Number.NaN, 0],
    ])('a cooldown of %j seconds counts %j whole seconds', async (announced, seconds) => {
      const started = start({ sendCode: async () => ({ kind: 'sent', cooldownSeconds: announced }) });
      await toCodeStep(started);
      expect(started.actor.getSnapshot().context.cooldownSeconds).toBe(seconds);
    });

    test('back on the form within the cooldown, the code already sent to that address stands', async () => {
      const started = start({ sendCode: async () => ({ kind: 'sent', cooldownSeconds: 60 }) });
      await toCodeStep(started);
      started.actor.send({ type: 'user.cancel' });
      expect(started.actor.getSnapshot().matches({ active: { flow: 'form' } })).toBe(true);
      await toCodeStep(started);
      expect(started.calls).toHaveLength(1);
      started.actor.send({ type: 'user.cancel' });
      started.actor.send({ type: 'user.change', field: 'email', value: 'john@example.com' });
      await toCodeStep(started);
      expect(started.calls.at(-1)).toEqual(['sendCode', { email: 'john@example.com' }]);
    });
  });

  test('the placeholder actors fail with a message naming what to provide', async () => {
    const actor = createActor(signupPageMachine, { input: { defaultRedirect: '/', values: valid } }).start();
    actor.send({ type: 'user.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(String(actor.getSnapshot().context.error)).toContain(
      'signupPage: the "sendCode" actor is not provided',
    );
  });
});
