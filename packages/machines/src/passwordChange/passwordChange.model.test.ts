import type { EventObject } from 'xstate';
import { modelPaths } from '../testing/modelPaths';
import { describeModel, pendingActors } from '../testing/replay';
import { passwordChangeMachine } from './passwordChange.machine';

const VALUES = { oldPassword: 'old-secret', newPassword: 'abc123', confirmPassword: 'abc123' } as const;
const LIMITED = { status: 429, retryAfter: 2 };
const EXPIRED = { status: 403, code: 'CSRF_INVALID' };
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
      // Edited after a failure: the failure goes.
      ...(snapshot.matches({ editing: 'failed' })
        ? [{ type: 'user.edit', field: 'newPassword', value: '' }]
        : []),
      { type: 'user.save' },
      { type: 'user.setPassword' },
      // The same address: a self-loop, so the paths do not double (the example tests use a new one).
      { type: 'account.emailChanged', email: 'ada@example.com' },
      { type: 'user.closeSnackbar' },
      { type: 'xstate.after.PASSWORD_SNACKBAR_AUTO_HIDE.passwordChange.editing.snackbar' },
      { type: 'xstate.done.actor.changePassword', output: { kind: 'changed' } },
      { type: 'xstate.done.actor.changePassword', output: { kind: 'oldPasswordRefused' } },
      { type: 'xstate.error.actor.changePassword', error: { cause: 'Internal error' } },
      { type: 'xstate.error.actor.changePassword', error: LIMITED },
      { type: 'xstate.error.actor.changePassword', error: EXPIRED },
      { type: 'xstate.done.actor.requestPasswordEmail' },
      { type: 'xstate.error.actor.requestPasswordEmail', error: { cause: 'Internal error' } },
      { type: 'xstate.error.actor.requestPasswordEmail', error: LIMITED },
      { type: 'xstate.error.actor.requestPasswordEmail', error: EXPIRED },
      { type: 'xstate.after.TICK.passwordChange.editing.locked' },
      { type: 'xstate.after.TICK.passwordChange.noPassword.locked' },
    ] as EventObject[],
});

describeModel('passwordChange model', passwordChangeMachine, paths, {
  sut: passwordChangeMachine.provide({ actors: pendingActors(['changePassword', 'requestPasswordEmail']) }),
});
