import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  ADDRESS_DEBOUNCE_MS,
  ADDRESS_FALLBACK_RADIUS_M,
  ADDRESS_SUGGESTION_COUNTRY,
  ADDRESS_SUGGESTION_LIMIT,
  type AddressSuggestion,
  addressSuggestionsMachine,
  isSuggestionQuery,
  type SuggestFallbackInput,
  type SuggestPrimaryInput,
} from './addressSuggestions.machine';

const main: AddressSuggestion = {
  text: '12 Main St, Springfield, IL 62701',
  placeId: 'p1',
  value: '12 Main St',
  street1: '12 Main St',
  city: 'Springfield',
  province: 'IL',
  postalCode: '62701',
  country: 'US',
};
const maple: AddressSuggestion = { ...main, placeId: 'p2', street1: '12 Maple Ave', value: '12 Maple Ave' };

type Answer = AddressSuggestion[] | Error | 'never';

function start(primary: Answer = [main], fallback: Answer = [maple]) {
  const calls: Array<[string, unknown]> = [];
  const answer = (value: Answer) =>
    value === 'never'
      ? new Promise<never>(() => {})
      : value instanceof Error
        ? Promise.reject(value)
        : Promise.resolve(value);
  const machine = addressSuggestionsMachine.provide({
    actors: {
      suggestPrimary: fromPromise<AddressSuggestion[], SuggestPrimaryInput>(({ input }) => {
        calls.push(['suggestPrimary', input]);
        return answer(primary);
      }),
      suggestFallback: fromPromise<AddressSuggestion[], SuggestFallbackInput>(({ input }) => {
        calls.push(['suggestFallback', input]);
        return answer(fallback);
      }),
    },
  });
  const actor = createActor(machine, { input: { proximity: { longitude: -89.6, latitude: 39.8 } } });
  const chosen: AddressSuggestion[] = [];
  actor.on('chosen', (event) => chosen.push(event.suggestion));
  actor.start();
  return { actor, calls, chosen };
}

const type = (actor: ReturnType<typeof start>['actor'], text: string) =>
  actor.send({ type: 'user.typeStreet', text });

describe('addressSuggestions', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('the constants are the spec ones', () => {
    expect([ADDRESS_DEBOUNCE_MS, ADDRESS_SUGGESTION_LIMIT, ADDRESS_SUGGESTION_COUNTRY]).toEqual([
      800,
      5,
      'US',
    ]);
    expect(ADDRESS_FALLBACK_RADIUS_M).toBe(500000);
  });

  test.each([
    ['12', false],
    ['12 ', false],
    ['   12', false],
    ['  12 ', false],
    ['12 M', true],
    ['  12 Main', true],
    ['Main\tS', true],
  ])('"%s" asks for suggestions: %s', (text, expected) => {
    expect(isSuggestionQuery(text)).toBe(expected);
  });

  test('asks the primary service 800 ms after the last keystroke, with limit, country and proximity', async () => {
    const { actor, calls } = start();
    type(actor, '12 M');
    vi.advanceTimersByTime(ADDRESS_DEBOUNCE_MS - 1);
    type(actor, '12 Ma ');
    vi.advanceTimersByTime(ADDRESS_DEBOUNCE_MS - 1);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual([
      [
        'suggestPrimary',
        {
          query: '12 Ma',
          country: 'US',
          types: 'address',
          limit: 5,
          autocomplete: true,
          proximity: { longitude: -89.6, latitude: 39.8 },
        },
      ],
    ]);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    expect(actor.getSnapshot().context.suggestions).toEqual([main]);
  });

  test('no lookup until the text has a space followed by more characters', () => {
    const { actor, calls } = start();
    type(actor, '12 ');
    vi.advanceTimersByTime(ADDRESS_DEBOUNCE_MS);
    expect(calls).toEqual([]);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  test('the fallback service is asked when the primary fails, with the 500000 m radius', async () => {
    const { actor, calls } = start(new Error('quota'));
    type(actor, '12 Map');
    await vi.advanceTimersByTimeAsync(ADDRESS_DEBOUNCE_MS);
    expect(calls.map(([name]) => name)).toEqual(['suggestPrimary', 'suggestFallback']);
    expect(calls[1]?.[1]).toEqual({
      query: '12 Map',
      country: 'US',
      radius: 500000,
      proximity: { longitude: -89.6, latitude: 39.8 },
    });
    expect(actor.getSnapshot().context.suggestions).toEqual([maple]);
  });

  test('both failing gives an empty list silently', async () => {
    const { actor } = start(new Error('quota'), new Error('down'));
    type(actor, '12 Map');
    await vi.advanceTimersByTimeAsync(ADDRESS_DEBOUNCE_MS);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('idle');
    expect(snapshot.context.suggestions).toEqual([]);
    expect(snapshot.hasTag('open')).toBe(false);
    expect(snapshot.hasTag('error')).toBe(false);
  });

  test('an empty answer closes the list without asking the fallback', async () => {
    const { actor, calls } = start([]);
    type(actor, '12 Map');
    await vi.advanceTimersByTimeAsync(ADDRESS_DEBOUNCE_MS);
    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  test('a newer keystroke cancels the lookup in flight: its answer never shows', async () => {
    let release: (value: AddressSuggestion[]) => void = () => {};
    const calls: string[] = [];
    const machine = addressSuggestionsMachine.provide({
      actors: {
        suggestPrimary: fromPromise<AddressSuggestion[], SuggestPrimaryInput>(({ input }) => {
          calls.push(input.query);
          return new Promise((resolve) => {
            release = resolve;
          });
        }),
      },
    });
    const actor = createActor(machine, { input: {} }).start();
    type(actor, '12 M');
    vi.advanceTimersByTime(ADDRESS_DEBOUNCE_MS);
    const stale = release;
    type(actor, '12 Ma');
    stale([main]);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
    expect(actor.getSnapshot().context.suggestions).toEqual([]);
    await vi.advanceTimersByTimeAsync(ADDRESS_DEBOUNCE_MS);
    release([maple]);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['12 M', '12 Ma']);
    expect(actor.getSnapshot().context.suggestions).toEqual([maple]);
  });

  test('choosing a suggestion fills the address: context.chosen and a `chosen` event', async () => {
    const { actor, chosen } = start();
    type(actor, '12 M');
    await vi.advanceTimersByTimeAsync(ADDRESS_DEBOUNCE_MS);
    actor.send({ type: 'user.choose', suggestion: main });
    expect(chosen).toEqual([main]);
    expect(actor.getSnapshot().context).toMatchObject({ chosen: main, text: '12 Main St', suggestions: [] });
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
  });

  test('dismiss closes the list, and also drops a pending lookup', async () => {
    const { actor, calls } = start();
    type(actor, '12 M');
    await vi.advanceTimersByTimeAsync(ADDRESS_DEBOUNCE_MS);
    actor.send({ type: 'user.dismiss' });
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
    type(actor, '12 Ma');
    actor.send({ type: 'user.dismiss' });
    vi.advanceTimersByTime(ADDRESS_DEBOUNCE_MS);
    expect(calls).toHaveLength(1);
  });

  test('a failed primary lookup is silent even without a provided fallback', async () => {
    const actor = createActor(addressSuggestionsMachine, { input: {} }).start();
    type(actor, '12 M');
    await vi.advanceTimersByTimeAsync(ADDRESS_DEBOUNCE_MS);
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
