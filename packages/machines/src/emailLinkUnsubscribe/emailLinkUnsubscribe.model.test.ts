import { describe, expect, test } from 'vitest';
import { createActor, type EventObject, fromPromise } from 'xstate';
import { coverage } from '../graph/coverage';
import { modelPaths } from '../graph/modelPaths';
import {
  type DecryptTokenInput,
  type DecryptTokenOutput,
  type EmailLinkUnsubscribeInput,
  emailLinkUnsubscribeMachine,
  type UnsubscribeInput,
} from './emailLinkUnsubscribe.machine';

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
  ] satisfies EmailLinkUnsubscribeInput[],
  events: [
    done('decryptToken', { decryptedData: 'ann@example.com' }),
    done('decryptToken', { decryptedData: null }),
    failure('decryptToken'),
    done('unsubscribe', {}),
    failure('unsubscribe'),
  ],
});

const pending = <O, I>() => fromPromise<O, I>(() => new Promise<O>(() => {}));

describe('emailLinkUnsubscribe model', () => {
  test.each(paths.map((path) => [`${JSON.stringify(path.input)}: ${path.description}`, path] as const))(
    '%s',
    (_name, path) => {
      const actor = createActor(
        emailLinkUnsubscribeMachine.provide({
          actors: {
            decryptToken: pending<DecryptTokenOutput, DecryptTokenInput>(),
            unsubscribe: pending<unknown, UnsubscribeInput>(),
          },
        }),
        { input: path.input as EmailLinkUnsubscribeInput },
      );
      const redirects: string[] = [];
      actor.on('redirect', (event) => redirects.push(event.to));
      actor.start();
      for (const step of path.steps) {
        if (step.event.type !== 'xstate.init') actor.send(step.event as never);
        const snapshot = actor.getSnapshot();
        expect(snapshot.value).toEqual(step.state.value);
        expect(snapshot.context.message).toEqual(step.state.context.message);
        expect(snapshot.context.email).toEqual(step.state.context.email);
        expect(redirects.length).toBe(snapshot.value === 'redirecting' ? 1 : 0);
      }
    },
  );

  test('the paths visit every state and take every transition', () => {
    const report = coverage(emailLinkUnsubscribeMachine, paths);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
