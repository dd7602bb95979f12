import type { EventObject } from 'xstate';
import { modelPaths } from '../testing/modelPaths';
import { describeModel, pendingActors } from '../testing/replay';
import { type DocumentDeliveryInput, documentDeliveryMachine } from './documentDelivery.machine';

const done = (id: string, output: unknown): EventObject =>
  ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
const failure = (id: string): EventObject =>
  ({ type: `xstate.error.actor.${id}`, error: new Error('down') }) as EventObject;

const paths = modelPaths(documentDeliveryMachine, {
  inputs: [{ userId: 7 }, {}] satisfies DocumentDeliveryInput[],
  // The server answers consistently: a save returns what was sent, a refetch what was saved.
  events: (snapshot) => [
    done('loadEmailNotices', { emailNoticesFlag: true }),
    done('loadEmailNotices', { emailNoticesFlag: false }),
    done('loadEmailNotices', { emailNoticesFlag: null }),
    failure('loadEmailNotices'),
    { type: 'user.toggle', checked: !snapshot.context.checked } as EventObject,
    { type: 'user.save' },
    { type: 'user.confirm' },
    { type: 'user.cancel' },
    { type: 'user.close' },
    done('saveEmailNotices', { emailNoticesFlag: snapshot.context.checked }),
    failure('saveEmailNotices'),
    done('refetchEmailNotices', { emailNoticesFlag: snapshot.context.stored }),
    failure('refetchEmailNotices'),
  ],
});

describeModel('documentDelivery model', documentDeliveryMachine, paths, {
  sut: documentDeliveryMachine.provide({ actors: pendingActors(['loadEmailNotices', 'saveEmailNotices']) }),
  titleWithInput: true,
});
