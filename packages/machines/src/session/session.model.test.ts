import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { modelPaths } from '../testing/modelPaths';
import { describeModel, pendingActors } from '../testing/replay';
import { sessionMachine } from './session.machine';

const session = { userContext: { userId: 7, firstName: 'Jane' }, company: null };

const paths = modelPaths(sessionMachine, {
  inputs: [undefined],
  events: [
    { type: 'xstate.done.actor.loadSession', output: session },
    { type: 'xstate.error.actor.loadSession', error: new Error('offline') },
    { type: 'user.retry' },
    { type: 'user.logout' },
    { type: 'xstate.done.actor.deleteSession', output: undefined },
    { type: 'xstate.error.actor.deleteSession', error: new Error('offline') },
    { type: 'api.sessionChanged' },
    { type: 'api.csrfError' },
    { type: 'user.refresh' },
  ] as EventObject[],
});

describeModel('session model', sessionMachine, paths, {
  sut: sessionMachine.provide({ actors: pendingActors(['loadSession', 'deleteSession']) }),
  assertPath: (_actor, path, emitted) => {
    const reloads = emitted.filter((event) => event.type === 'reload');
    // A reload was asked for exactly when the path logged out or refreshed an expired page.
    const asked = path.steps.some(
      (step) => step.event.type.includes('deleteSession') || step.event.type === 'user.refresh',
    );
    expect(reloads.length > 0).toBe(asked);
  },
});
