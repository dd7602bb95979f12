import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor, type EventObject, fromPromise } from 'xstate';
import { coverage } from '../graph/coverage';
import { modelPaths } from '../graph/modelPaths';
import {
  PASSWORD_IDENTITY_ERROR_CAUSE,
  PASSWORD_SNACKBAR_AUTO_HIDE_MS,
  passwordChangeMachine,
} from './passwordChange.machine';

const VALUES = { oldPassword: 'old-secret', newPassword: 'abc123', confirmPassword: 'abc123' } as const;
const FIELDS = Object.keys(VALUES) as Array<keyof typeof VALUES>;

const paths = modelPaths(passwordChangeMachine, {
  inputs: [
    { userId: 5, email: 'ada@example.com' },
    { userId: 5, email: 'ada@example.com', hasNoPassword: true },
    { userId: 5, email: 'ada@example.com', isCurator: true },
  ],
  // Each field is only filled while empty, so the paths stay few; the example tests cover retyping.
  events: (snapshot) =>
    [
      ...FIELDS.filter((field) => snapshot.context.values[field] === '').map((field) => ({
        type: 'user.edit',
        field,
        value: VALUES[field],
      })),
      { type: 'user.save' },
      { type: 'user.setPassword' },
      { type: 'user.closeSnackbar' },
      { type: 'xstate.after.PASSWORD_SNACKBAR_AUTO_HIDE.passwordChange.editing.snackbar' },
      { type: 'xstate.done.actor.changePassword' },
      { type: 'xstate.error.actor.changePassword', error: { cause: PASSWORD_IDENTITY_ERROR_CAUSE } },
      { type: 'xstate.error.actor.changePassword', error: { cause: 'Internal error' } },
      { type: 'xstate.done.actor.requestPasswordEmail' },
      { type: 'xstate.error.actor.requestPasswordEmail', error: { cause: 'Internal error' } },
    ] as EventObject[],
});

// Actors that never settle: the test sends their completion events itself.
const pending = fromPromise(() => new Promise<never>(() => {}));
const sut = passwordChangeMachine.provide({
  actors: { changePassword: pending, requestPasswordEmail: pending } as never,
});

describe('passwordChange model', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test.each(paths.map((path) => [path.description, path] as const))('%s', (_name, path) => {
    const actor = createActor(sut, { input: path.input as never }).start();
    for (const step of path.steps) {
      const { type } = step.event;
      if (type.startsWith('xstate.after.')) vi.advanceTimersByTime(PASSWORD_SNACKBAR_AUTO_HIDE_MS);
      else if (type !== 'xstate.init') actor.send(step.event as never);
      expect(actor.getSnapshot().value).toEqual(step.state.value);
      expect(actor.getSnapshot().context).toEqual(step.state.context);
    }
  });

  test('the paths visit every state and take every transition', () => {
    const report = coverage(passwordChangeMachine, paths);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
