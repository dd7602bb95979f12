import type { EventObject } from 'xstate';
import { modelPaths } from '../testing/modelPaths';
import { describeModel, pendingActors } from '../testing/replay';
import { cardRemovalMachine } from './cardRemoval.machine';

const card = {
  paymentMethodId: 8,
  card: { cardType: 'Visa', lastFour: '4242', expiryMonth: 4, expiryYear: 2031 },
  status: 'ACTIVE',
};

const paths = modelPaths(cardRemovalMachine, {
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

describeModel('cardRemoval model', cardRemovalMachine, paths, {
  sut: cardRemovalMachine.provide({ actors: pendingActors(['deactivateCard', 'reloadCards']) }),
});
