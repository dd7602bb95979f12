import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor, type EventObject, fromPromise } from 'xstate';
import { coverage } from '../graph/coverage';
import { modelPaths } from '../graph/modelPaths';
import {
  AUTO_LOGIN_RETRY_DELAY_MS,
  type PasswordlessLoginInput,
  type PasswordlessSetPasswordInput,
  passwordlessMachine,
} from './passwordless.machine';

const paths = modelPaths(passwordlessMachine, {
  inputs: [{ email: 'jane@example.com' }],
  events: [
    { type: 'user.change', field: 'password', value: 'secret1' },
    { type: 'user.change', field: 'confirmPassword', value: 'secret1' },
    { type: 'user.submit' },
    { type: 'user.retry' },
    { type: 'xstate.done.actor.setPassword', output: { dto: {} } },
    { type: 'xstate.error.actor.setPassword', error: new Error('500') },
    { type: 'xstate.done.actor.login', output: { userId: 7 } },
    { type: 'xstate.error.actor.login', error: new Error('401') },
    { type: 'xstate.after.AUTO_LOGIN_RETRY_DELAY.passwordless.waitingToRetry' },
  ] as EventObject[],
});

describe('passwordless model', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test.each(paths.map((path) => [path.description, path] as const))('%s', (_name, path) => {
    const machine = passwordlessMachine.provide({
      actors: {
        setPassword: fromPromise<unknown, PasswordlessSetPasswordInput>(() => new Promise(() => {})),
        login: fromPromise<unknown, PasswordlessLoginInput>(() => new Promise(() => {})),
      },
    });
    const actor = createActor(machine, { input: path.input as never }).start();
    for (const step of path.steps) {
      const { type } = step.event;
      if (type.startsWith('xstate.after.')) vi.advanceTimersByTime(AUTO_LOGIN_RETRY_DELAY_MS);
      else if (type !== 'xstate.init') actor.send(step.event as never);
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toEqual(step.state.value);
      expect(snapshot.context).toEqual(step.state.context);
    }
  });

  test('the paths visit every state and take every transition', () => {
    const report = coverage(passwordlessMachine, paths);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
