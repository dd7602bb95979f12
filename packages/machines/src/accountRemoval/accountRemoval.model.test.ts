import { describe, expect, test } from 'vitest';
import { createActor, type EventObject, fromPromise } from 'xstate';
import { coverage } from '../graph/coverage';
import { modelPaths } from '../graph/modelPaths';
import { accountRemovalMachine } from './accountRemoval.machine';

const paths = modelPaths(accountRemovalMachine, {
  inputs: [{ email: 'ada@example.com', product: 'Hearth' }],
  events: [
    { type: 'user.open' },
    { type: 'user.chooseReason', reason: 'privacy' },
    { type: 'user.chooseReason', reason: 'other' },
    { type: 'user.editFeedback', text: 'Too many emails' },
    { type: 'user.delete' },
    { type: 'user.cancel' },
    { type: 'xstate.done.actor.sendRemovalRequest' },
    { type: 'xstate.error.actor.sendRemovalRequest', error: new Error('500') },
    { type: 'xstate.done.actor.logout' },
    { type: 'xstate.error.actor.logout', error: new Error('500') },
  ] as EventObject[],
});

// Actors that never settle: the test sends their completion events itself.
const pending = fromPromise(() => new Promise<never>(() => {}));
const sut = accountRemovalMachine.provide({
  actors: { sendRemovalRequest: pending, logout: pending } as never,
});

describe('accountRemoval model', () => {
  test.each(paths.map((path) => [path.description, path] as const))('%s', (_name, path) => {
    const actor = createActor(sut, { input: path.input as never });
    const reloads: unknown[] = [];
    actor.on('reload', (event) => reloads.push(event));
    actor.start();
    for (const step of path.steps) {
      if (step.event.type !== 'xstate.init') actor.send(step.event as never);
      expect(actor.getSnapshot().value).toEqual(step.state.value);
      expect(actor.getSnapshot().context).toEqual(step.state.context);
    }
    expect(reloads.length).toBe(path.state.value === 'done' ? 1 : 0);
  });

  test('the paths visit every state and take every transition', () => {
    const report = coverage(accountRemovalMachine, paths);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
