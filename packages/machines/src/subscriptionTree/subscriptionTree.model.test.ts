import { describe, expect, test } from 'vitest';
import { createActor, type EventObject, fromPromise } from 'xstate';
import { coverage } from '../graph/coverage';
import { modelPaths } from '../graph/modelPaths';
import {
  type LoadSubscriptionsInput,
  type SaveSubscriptionsInput,
  type SubscriptionTreeInput,
  subscriptionTreeMachine,
} from './subscriptionTree.machine';
import { isDirty, type SubscriptionGroup, type SubscriptionTree } from './tree';

const done = (id: string, output: unknown): EventObject =>
  ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
const failure = (id: string): EventObject =>
  ({ type: `xstate.error.actor.${id}`, error: new Error('down') }) as EventObject;

const g = (
  shortCode: string,
  isUnsubscribed: boolean,
  children: SubscriptionGroup[] = [],
): SubscriptionGroup => ({
  shortCode,
  uiName: shortCode,
  uiDescription: '',
  isUnsubscribed,
  children,
});
const loaded = [g('NEWS', false, [g('NEWS_WEEKLY', false), g('NEWS_DEALS', true)]), g('MOVE', false)];
const savedResult = [g('NEWS', true, [g('NEWS_WEEKLY', true), g('NEWS_DEALS', true)]), g('MOVE', false)];

const paths = modelPaths(subscriptionTreeMachine, {
  inputs: [{ email: 'ann@example.com', source: 'BACKPORCH' }] satisfies SubscriptionTreeInput[],
  // One edit per unsaved form keeps the graph small; a dirty form is followed by Save.
  events: (snapshot) => {
    const { saved, groups } = snapshot.context;
    const edits: EventObject[] = isDirty(saved, groups)
      ? [{ type: 'user.save' }]
      : [
          { type: 'user.toggleGroup', shortCode: 'NEWS', subscribed: false } as EventObject,
          { type: 'user.toggleUnsubscribeAll', checked: true } as EventObject,
        ];
    return [
      done('loadSubscriptions', loaded),
      failure('loadSubscriptions'),
      { type: 'user.retry' },
      ...edits,
      done('saveSubscriptions', savedResult),
      failure('saveSubscriptions'),
    ];
  },
});

const pending = <O, I>() => fromPromise<O, I>(() => new Promise<O>(() => {}));

describe('subscriptionTree model', () => {
  test.each(paths.map((path) => [path.description, path] as const))('%s', (_name, path) => {
    const actor = createActor(
      subscriptionTreeMachine.provide({
        actors: {
          loadSubscriptions: pending<SubscriptionTree, LoadSubscriptionsInput>(),
          saveSubscriptions: pending<SubscriptionTree, SaveSubscriptionsInput>(),
        },
      }),
      { input: path.input as SubscriptionTreeInput },
    ).start();
    for (const step of path.steps) {
      if (step.event.type !== 'xstate.init') actor.send(step.event as never);
      const { value, context } = actor.getSnapshot();
      expect(value).toEqual(step.state.value);
      expect(context).toEqual(step.state.context);
    }
  });

  test('the paths visit every state and take every transition', () => {
    const report = coverage(subscriptionTreeMachine, paths);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
