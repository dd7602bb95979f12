import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { modelPaths } from '../testing/modelPaths';
import { describeModel, pendingActors } from '../testing/replay';
import type { SignupPageValues } from '../validation';
import { type SignupPageContext, type SignupPageInput, signupPageMachine } from './index';

const valid: SignupPageValues = {
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
};

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });
// One error for every failure: the walk tells states apart by their JSON, where errors are all {}.
const boom = new Error('boom');
const boxesTyped = (code: string) => ({ type: 'xstate.snapshot.otp', snapshot: { context: { code } } });
const TICK = { type: 'xstate.after.TICK.signupPage.active.clock.ticking' };

type Snapshot = { context: SignupPageContext; matches: (value: unknown) => boolean };
type Scenario = { inputs: SignupPageInput[]; events: (snapshot: Snapshot) => EventObject[] };

const inForm = (snapshot: Snapshot) => snapshot.matches({ active: { flow: 'form' } });
const typeCode = (context: SignupPageContext): EventObject[] =>
  context.code === '' ? [{ type: 'user.codeChange', code: '123456' } as EventObject] : [];
/** XState delivers a call's result only while its state runs: offer it only there. */
const whileIn = (snapshot: Snapshot, step: string, events: EventObject[]) =>
  snapshot.matches({ active: { flow: { code: step } } }) ||
  (step === 'sending' && snapshot.matches({ active: { flow: { code: 'resending' } } }))
    ? events
    : [];
const input = (values: SignupPageValues): SignupPageInput => ({
  defaultRedirect: '/',
  redirectTo: '/welcome',
  values,
  now: () => 0,
});

/**
 * Three walks keep the graph small enough to enumerate its simple paths: one through the form and
 * every call outcome without server limits, one through 'Send again' (a state of its own, so it
 * walks apart: together the routes multiply past four hundred thousand), one through the cooldown
 * and lockout countdowns.
 * A form showing the result of a failed creation ends its walk.
 */
const scenarios: Record<string, Scenario> = {
  outcomes: {
    inputs: [input(valid), input({ ...valid, confirmPassword: '' })],
    events: (snapshot) => {
      const { context } = snapshot;
      if (inForm(snapshot)) {
        const settled = context.formError !== null || Object.keys(context.fieldErrors).length > 0;
        return settled
          ? []
          : [
              { type: 'user.change', field: 'confirmPassword', value: 'secret1' },
              { type: 'user.blur', field: 'confirmPassword' },
              { type: 'user.submit' },
            ];
      }
      return [
        ...typeCode(context),
        { type: 'user.verify' },
        { type: 'user.cancel' },
        ...whileIn(snapshot, 'sending', [done('sendCode', { kind: 'sent' }), failed('sendCode', boom)]),
        ...whileIn(snapshot, 'verifying', [
          done('verifyCode', { kind: 'accepted' }),
          done('verifyCode', { kind: 'rejected' }),
          failed('verifyCode', boom),
        ]),
        ...whileIn(snapshot, 'creating', [
          done('createAccount', { userId: 1 }),
          done('createAccount', { accountExists: true }),
          done('createAccount', { formErrors: { passwordConfirm: 'Does not match' } }),
          failed('createAccount', boom),
        ]),
      ];
    },
  },
  resends: {
    inputs: [input(valid)],
    events: (snapshot) =>
      inForm(snapshot)
        ? [{ type: 'user.submit' }]
        : [
            // The code boxes (the child `otp`) report a digit typed.
            ...(snapshot.context.code === '' ? [boxesTyped('1')] : []),
            { type: 'user.resend' },
            { type: 'user.cancel' },
            ...whileIn(snapshot, 'sending', [done('sendCode', { kind: 'sent' }), failed('sendCode', boom)]),
          ],
  },
  limits: {
    inputs: [input(valid)],
    events: (snapshot) => {
      const { context } = snapshot;
      if (inForm(snapshot)) return [{ type: 'user.submit' }];
      const calm =
        context.cooldownSeconds === 0 && context.lockoutSeconds === 0 && context.codeError === null;
      return [
        ...typeCode(context),
        { type: 'user.verify' },
        ...(context.cooldownSeconds > 0 ? [{ type: 'user.cancel' }, TICK] : []),
        ...(context.lockoutSeconds > 0 ? [TICK] : []),
        ...(calm
          ? [
              { type: 'user.resend' },
              ...whileIn(snapshot, 'sending', [
                done('sendCode', { kind: 'sent', cooldownSeconds: 1 }),
                done('sendCode', { kind: 'sent', cooldownSeconds: 0 }),
                done('sendCode', { kind: 'rateLimited', retryAfterSeconds: 1 }),
              ]),
              ...whileIn(snapshot, 'verifying', [
                done('verifyCode', { kind: 'locked', lockedForSeconds: 1 }),
              ]),
            ]
          : []),
      ];
    },
  },
};

const paths = Object.values(scenarios).flatMap((scenario) =>
  modelPaths(signupPageMachine, { inputs: scenario.inputs, events: scenario.events as never }),
);

describeModel('signupPage model', signupPageMachine, paths, {
  sut: signupPageMachine.provide({ actors: pendingActors(['sendCode', 'verifyCode', 'createAccount']) }),
  assertPath: (actor, _path, emitted) => {
    const types = emitted.map((event) => event.type);
    expect(types.includes('redirect')).toBe(actor.getSnapshot().status === 'done');
  },
});
