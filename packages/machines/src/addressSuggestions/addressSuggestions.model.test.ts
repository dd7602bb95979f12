import type { EventObject } from 'xstate';
import { modelPaths } from '../testing/modelPaths';
import { describeModel, pendingActors } from '../testing/replay';
import { addressSuggestionsMachine } from './addressSuggestions.machine';

const suggestion = {
  text: '12 Main St, Springfield, IL 62701',
  placeId: 'p1',
  value: '12 Main St',
  street1: '12 Main St',
  city: 'Springfield',
  province: 'IL',
  postalCode: '62701',
  country: 'US',
};

const paths = modelPaths(addressSuggestionsMachine, {
  inputs: [{}],
  // Kept small so the paths stay few: the short text is only typed first, and nothing follows a
  // choice (the example tests cover typing again after choosing).
  events: (snapshot) =>
    snapshot.context.chosen
      ? []
      : ([
          { type: 'user.typeStreet', text: '12 M' },
          ...(snapshot.context.text === '' ? [{ type: 'user.typeStreet', text: '12' }] : []),
          { type: 'user.choose', suggestion },
          { type: 'user.dismiss' },
          { type: 'xstate.after.ADDRESS_DEBOUNCE.addressSuggestions.active.debouncing' },
          { type: 'xstate.done.actor.suggestPrimary', output: [suggestion] },
          { type: 'xstate.done.actor.suggestPrimary', output: [] },
          { type: 'xstate.error.actor.suggestPrimary', error: new Error('quota') },
          { type: 'xstate.done.actor.suggestFallback', output: [suggestion] },
          { type: 'xstate.done.actor.suggestFallback', output: [] },
          { type: 'xstate.error.actor.suggestFallback', error: new Error('down') },
        ] as EventObject[]),
});

describeModel('addressSuggestions model', addressSuggestionsMachine, paths, {
  sut: addressSuggestionsMachine.provide({ actors: pendingActors(['suggestPrimary', 'suggestFallback']) }),
});
