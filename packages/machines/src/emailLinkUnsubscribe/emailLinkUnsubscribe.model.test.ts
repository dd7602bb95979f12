import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { modelPaths } from '../testing/modelPaths';
import { describeModel, pendingActors } from '../testing/replay';
import { type EmailLinkUnsubscribeInput, emailLinkUnsubscribeMachine } from './emailLinkUnsubscribe.machine';

const done = (id: string, output: unknown): EventObject =>
  ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
const failure = (id: string): EventObject =>
  ({ type: `xstate.error.actor.${id}`, error: new Error('down') }) as EventObject;

const paths = modelPaths(emailLinkUnsubscribeMachine, {
  inputs: [
    { token: 't', shortCode: 'NEWSLETTER' },
    { token: 't', shortCode: 'MOVE_IN' },
    { token: 't', shortCode: 'UNKNOWN' },
    { token: '', shortCode: 'NEWSLETTER' },
    { token: '', shortCode: 'UNKNOWN' },
  ] satisfies EmailLinkUnsubscribeInput[],
  events: [
    done('decryptToken', { decryptedData: 'ann@example.com' }),
    done('decryptToken', { decryptedData: null }),
    failure('decryptToken'),
    done('unsubscribe', undefined),
    failure('unsubscribe'),
  ],
});

describeModel('emailLinkUnsubscribe model', emailLinkUnsubscribeMachine, paths, {
  sut: emailLinkUnsubscribeMachine.provide({ actors: pendingActors(['decryptToken', 'unsubscribe']) }),
  titleWithInput: true,
  compareContext: ({ message, email }) => ({ message, email }),
  assertStep: (actor, _step, emitted) => {
    const redirects = emitted.filter((event) => event.type === 'redirect');
    expect(redirects.length).toBe(actor.getSnapshot().value === 'redirecting' ? 1 : 0);
  },
});
