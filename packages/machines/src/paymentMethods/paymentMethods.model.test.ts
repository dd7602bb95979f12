import { modelPaths } from '../testing/modelPaths';
import { describeModel, pendingActors } from '../testing/replay';
import { paymentMethodsMachine } from './paymentMethods.machine';

const visa = {
  paymentMethodId: 8,
  card: { cardType: 'Visa', lastFour: '4242', expiryMonth: 4, expiryYear: 2031 },
  status: 'ACTIVE',
};

const paths = modelPaths(paymentMethodsMachine, {
  inputs: [{ userId: 5, firstName: 'Ada', lastName: 'Lovelace' }],
  // Events that only change context are offered sparingly, so the paths stay few: the list update
  // re-sends the current list and the card entry only ever becomes complete (the example tests
  // cover the rest).
  events: (snapshot) => [
    { type: 'user.showForm' },
    { type: 'user.showList' },
    { type: 'user.cardEntryChanged', complete: true },
    { type: 'user.save' },
    { type: 'user.confirmReplace' },
    { type: 'user.cancelReplace' },
    { type: 'user.retry' },
    { type: 'api.cardsChanged', cards: snapshot.context.cards },
    { type: 'api.controlCrashed' },
    { type: 'xstate.done.actor.loadCards', output: [visa] },
    { type: 'xstate.error.actor.loadCards', error: { status: 404 } },
    { type: 'xstate.error.actor.loadCards', error: new Error('500') },
    { type: 'xstate.done.actor.tokenizeCard', output: 'tok_1' },
    { type: 'xstate.error.actor.tokenizeCard', error: new Error('declined') },
    { type: 'xstate.done.actor.createCard' },
    { type: 'xstate.error.actor.createCard', error: new Error('500') },
    { type: 'xstate.done.actor.reloadCards', output: [visa] },
    { type: 'xstate.error.actor.reloadCards', error: new Error('500') },
  ],
});

describeModel('paymentMethods model', paymentMethodsMachine, paths, {
  sut: paymentMethodsMachine.provide({ actors: pendingActors(['loadCards', 'tokenizeCard', 'createCard']) }),
});
