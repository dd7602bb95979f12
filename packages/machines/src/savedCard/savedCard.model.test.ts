import type { EventObject } from 'xstate';
import { modelPaths } from '../testing/modelPaths';
import { describeModel, pendingActors } from '../testing/replay';
import { savedCardMachine } from './savedCard.machine';

const card = {
  paymentMethodId: 8,
  card: { cardType: 'Visa', lastFour: '4242', expiryMonth: 4, expiryYear: 2031 },
  status: 'ACTIVE',
};

const paths = modelPaths(savedCardMachine, {
  inputs: [{ userId: 5, paymentMethodId: 7 }],
  events: [
    { type: 'user.remove' },
    { type: 'user.confirm' },
    { type: 'user.cancel' },
    { type: 'xstate.done.actor.deactivateCard' },
    { type: 'xstate.error.actor.deactivateCard', error: new Error('500') },
    { type: 'xstate.done.actor.reloadCards', output: [card] },
    { type: 'xstate.error.actor.reloadCards', error: { status: 404 } },
    { type: 'xstate.error.actor.reloadCards', error: new Error('500') },
  ] as EventObject[],
});

describeModel('savedCard model', savedCardMachine, paths, {
  sut: savedCardMachine.provide({ actors: pendingActors(['deactivateCard', 'reloadCards']) }),
});
