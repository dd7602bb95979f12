import { describe, expect, test } from 'vitest';
import { createActor, type EventObject, fromPromise } from 'xstate';
import { coverage } from '../graph/coverage';
import { modelPaths } from '../graph/modelPaths';
import { type SessionData, sessionMachine } from './session.machine';

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

describe('session model', () => {
  test.each(paths.map((path) => [path.description, path] as const))('%s', (_name, path) => {
    const actor = createActor(
      sessionMachine.provide({
        actors: {
          loadSession: fromPromise<SessionData, void>(() => new Promise(() => {})),
          deleteSession: fromPromise<unknown, void>(() => new Promise(() => {})),
        },
      }),
    ).start();
    const reloads: unknown[] = [];
    actor.on('reload', (event) => reloads.push(event));
    for (const step of path.steps) {
      if (step.event.type !== 'xstate.init') actor.send(step.event as never);
      const snapshot = actor.getSnapshot();
      expect(snapshot.value).toEqual(step.state.value);
      expect(snapshot.context).toEqual(step.state.context);
    }
    // A reload was asked for exactly when the path logged out or refreshed an expired page.
    const asked = path.steps.some(
      (step) => step.event.type.includes('deleteSession') || step.event.type === 'user.refresh',
    );
    expect(reloads.length > 0).toBe(asked);
  });

  test('the paths visit every state and take every transition', () => {
    const report = coverage(sessionMachine, paths);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
