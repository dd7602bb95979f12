import { describe, expect, test } from 'vitest';
import { createActor, type EventObject, fromPromise } from 'xstate';
import { coverage } from '../graph/coverage';
import { modelPaths } from '../graph/modelPaths';
import { type PasswordResetCallInput, passwordResetMachine } from './passwordReset.machine';
import type { ResetPasswordResponse } from './resetResult';

const done = (output: unknown) => ({ type: 'xstate.done.actor.resetPassword', output });
const failed = (error: unknown) => ({ type: 'xstate.error.actor.resetPassword', error });

const paths = modelPaths(passwordResetMachine, {
  inputs: [{ token: '0b6b6d5e-2c1f-4f0e-9a57-3d1c2b4a5e6f' }, { token: 'not-a-uuid' }],
  events: [
    { type: 'user.change', field: 'password', value: 'secret1' },
    { type: 'user.change', field: 'verifyPassword', value: 'secret1' },
    { type: 'user.submit' },
    done({ ok: true }),
    done(null),
    done({ failure: 'INVALID_PASSWORD' }),
    done({ failure: 'SOMETHING_ELSE' }),
    failed({ code: 'EXPIRED_TOKEN' }),
    failed(new Error('500')),
  ] as EventObject[],
});

const never = fromPromise<ResetPasswordResponse, PasswordResetCallInput>(() => new Promise(() => {}));

describe('passwordReset model', () => {
  test.each(paths.map((path) => [path.description, path] as const))('%s', (_name, path) => {
    const actor = createActor(passwordResetMachine.provide({ actors: { resetPassword: never } }), {
      input: path.input as never,
    });
    const redirects: unknown[] = [];
    actor.on('redirect', (event) => redirects.push(event));
    actor.start();
    for (const step of path.steps) {
      if (step.event.type !== 'xstate.init') actor.send(step.event as never);
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toEqual(step.state.value);
      expect(snapshot.context).toEqual(step.state.context);
    }
    expect(redirects).toEqual(
      actor.getSnapshot().value === 'done' ? [{ type: 'redirect', to: '/login' }] : [],
    );
  });

  test('the paths visit every state and take every transition', () => {
    const report = coverage(passwordResetMachine, paths);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
