import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { modelPaths } from '../testing/modelPaths';
import { describeModel, pendingActors } from '../testing/replay';
import { accountRemovalMachine } from './accountRemoval.machine';

const paths = modelPaths(accountRemovalMachine, {
  inputs: [{ email: 'ada@example.com', product: 'Hearth' }],
  events: [
    // The same address: a self-loop, so the paths do not double (the example tests use a new one).
    { type: 'account.emailChanged', email: 'ada@example.com' },
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

describeModel('accountRemoval model', accountRemovalMachine, paths, {
  sut: accountRemovalMachine.provide({ actors: pendingActors(['sendRemovalRequest', 'logout']) }),
  assertPath: (_actor, path, emitted) => {
    const reloads = emitted.filter((event) => event.type === 'reload');
    expect(reloads.length).toBe(path.state.value === 'done' ? 1 : 0);
  },
});
