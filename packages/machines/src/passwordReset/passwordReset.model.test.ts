import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { modelPaths } from '../testing/modelPaths';
import { describeModel, pendingActors } from '../testing/replay';
import { passwordResetMachine } from './passwordReset.machine';

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
    failed({ status: 429, retryAfter: 2 }),
    failed({ status: 403, code: 'CSRF_INVALID' }),
    { type: 'xstate.after.TICK.passwordReset.locked' },
  ] as EventObject[],
});

describeModel('passwordReset model', passwordResetMachine, paths, {
  sut: passwordResetMachine.provide({ actors: pendingActors(['resetPassword']) }),
  assertPath: (actor, _path, emitted) => {
    const redirects = emitted.filter((event) => event.type === 'redirect');
    expect(redirects).toEqual(
      actor.getSnapshot().value === 'done' ? [{ type: 'redirect', to: '/login' }] : [],
    );
  },
});
