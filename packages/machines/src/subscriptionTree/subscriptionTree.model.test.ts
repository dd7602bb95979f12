import type { EventObject } from 'xstate';
import { modelPaths } from '../testing/modelPaths';
import { describeModel, pendingActors } from '../testing/replay';
import { type SubscriptionTreeInput, subscriptionTreeMachine } from './subscriptionTree.machine';
import { isDirty, type SubscriptionGroup } from './tree';

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

describeModel('subscriptionTree model', subscriptionTreeMachine, paths, {
  sut: subscriptionTreeMachine.provide({ actors: pendingActors(['loadSubscriptions', 'saveSubscriptions']) }),
});
