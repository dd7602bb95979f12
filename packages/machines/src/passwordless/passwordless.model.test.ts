import type { EventObject } from 'xstate';
import { modelPaths } from '../testing/modelPaths';
import { describeModel, pendingActors } from '../testing/replay';
import { passwordlessMachine } from './passwordless.machine';

const paths = modelPaths(passwordlessMachine, {
  inputs: [{ email: 'jane@example.com' }],
  events: [
    { type: 'user.change', field: 'password', value: 'secret1' },
    { type: 'user.change', field: 'confirmPassword', value: 'secret1' },
    { type: 'user.submit' },
    { type: 'user.retry' },
    { type: 'xstate.done.actor.setPassword', output: undefined },
    { type: 'xstate.error.actor.setPassword', error: new Error('500') },
    { type: 'xstate.error.actor.setPassword', error: { status: 429, retryAfter: 2 } },
    { type: 'xstate.error.actor.setPassword', error: { status: 403, code: 'CSRF_INVALID' } },
    { type: 'xstate.after.TICK.passwordless.locked' },
    { type: 'xstate.done.actor.login', output: { userContext: { userId: 7 }, company: null } },
    { type: 'xstate.error.actor.login', error: new Error('401') },
    { type: 'xstate.after.AUTO_LOGIN_RETRY_DELAY.passwordless.waitingToRetry' },
  ] as EventObject[],
});

describeModel('passwordless model', passwordlessMachine, paths, {
  sut: passwordlessMachine.provide({ actors: pendingActors(['setPassword', 'login']) }),
});
