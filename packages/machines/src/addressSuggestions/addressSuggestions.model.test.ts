import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor, type EventObject, fromPromise } from 'xstate';
import { coverage } from '../graph/coverage';
import { modelPaths } from '../graph/modelPaths';
import { ADDRESS_DEBOUNCE_MS, addressSuggestionsMachine } from './addressSuggestions.machine';

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

// Actors that never settle: the test sends their completion events itself.
const pending = fromPromise(() => new Promise<never>(() => {}));
const sut = addressSuggestionsMachine.provide({
  actors: { suggestPrimary: pending, suggestFallback: pending } as never,
});

describe('addressSuggestions model', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test.each(paths.map((path) => [path.description, path] as const))('%s', (_name, path) => {
    const actor = createActor(sut, { input: path.input as never }).start();
    for (const step of path.steps) {
      const { type } = step.event;
      if (type.startsWith('xstate.after.')) vi.advanceTimersByTime(ADDRESS_DEBOUNCE_MS);
      else if (type !== 'xstate.init') actor.send(step.event as never);
      expect(actor.getSnapshot().value).toEqual(step.state.value);
      expect(actor.getSnapshot().context).toEqual(step.state.context);
    }
  });

  test('the paths visit every state and take every transition', () => {
    const report = coverage(addressSuggestionsMachine, paths);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
