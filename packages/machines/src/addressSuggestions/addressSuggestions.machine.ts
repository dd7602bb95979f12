import { assign, emit, setup } from 'xstate';
import { notProvided } from '../actors/notProvided';

/** One suggested address. */
export interface AddressSuggestion {
  text: string;
  placeId: string;
  value: string;
  street1: string;
  city: string;
  province: string;
  postalCode: string;
  country: string;
}

/** Typing is debounced by 800 ms. */
export const ADDRESS_DEBOUNCE_MS = 800;
export const ADDRESS_SUGGESTION_LIMIT = 5;
export const ADDRESS_SUGGESTION_COUNTRY = 'US';
/** The fallback service searches within 500000 m. */
export const ADDRESS_FALLBACK_RADIUS_M = 500_000;

export interface Proximity {
  longitude: number;
  latitude: number;
}

/** The maps geocoding service: US only, address type, limit 5, proximity bias, autocomplete. */
export interface SuggestPrimaryInput {
  query: string;
  country: typeof ADDRESS_SUGGESTION_COUNTRY;
  types: 'address';
  limit: typeof ADDRESS_SUGGESTION_LIMIT;
  autocomplete: true;
  proximity: Proximity | null;
}

/** The second maps service: US only, within a 500000 m radius. */
export interface SuggestFallbackInput {
  query: string;
  country: typeof ADDRESS_SUGGESTION_COUNTRY;
  radius: typeof ADDRESS_FALLBACK_RADIUS_M;
  proximity: Proximity | null;
}

/**
 * Suggestions are asked for once the street text (leading spaces ignored) has a space followed
 * by more characters, /\s\S/: a house number and the start of a street name, e.g. "12 M".
 */
export const isSuggestionQuery = (text: string): boolean => /\s\S/.test(text.trimStart());

export interface AddressSuggestionsInput {
  /** The street text already in the field. */
  street?: string;
  /** Where to bias results, e.g. the visitor's approximate location. */
  proximity?: Proximity | null;
}

interface AddressSuggestionsContext {
  text: string;
  proximity: Proximity | null;
  suggestions: AddressSuggestion[];
  chosen: AddressSuggestion | null;
}

export type AddressSuggestionsEvent =
  | { type: 'user.typeStreet'; text: string }
  | { type: 'user.choose'; suggestion: AddressSuggestion }
  | { type: 'user.dismiss' };

/** The view fills the address fields from the chosen suggestion. */
export type AddressSuggestionsEmitted = { type: 'chosen'; suggestion: AddressSuggestion };

const ID = 'addressSuggestions';

/**
 * Street Address autocomplete. Each keystroke restarts the 800 ms wait and leaves any lookup in
 * flight (its result is dropped); the primary service is asked, then the fallback if it fails.
 * Failures are silent: an empty list, no error.
 * Tags: `busy` (looking up), `open` (the list shows context.suggestions).
 */
export const addressSuggestionsMachine = setup({
  types: {
    input: {} as AddressSuggestionsInput,
    context: {} as AddressSuggestionsContext,
    events: {} as AddressSuggestionsEvent,
    emitted: {} as AddressSuggestionsEmitted,
  },
  actors: {
    suggestPrimary: notProvided<AddressSuggestion[], SuggestPrimaryInput>(ID, 'suggestPrimary'),
    suggestFallback: notProvided<AddressSuggestion[], SuggestFallbackInput>(ID, 'suggestFallback'),
  },
  delays: { ADDRESS_DEBOUNCE: ADDRESS_DEBOUNCE_MS },
  guards: {
    isQuery: ({ context }) => isSuggestionQuery(context.text),
    hasSuggestions: (_, suggestions: AddressSuggestion[]) => suggestions.length > 0,
  },
  actions: {
    // The list only ever shows the answer for the current text.
    storeText: assign(({ event }) =>
      event.type === 'user.typeStreet' ? { text: event.text, suggestions: [] } : {},
    ),
    storeSuggestions: assign({ suggestions: (_, suggestions: AddressSuggestion[]) => suggestions }),
    clearSuggestions: assign({ suggestions: [] }),
    choose: assign(({ event }) =>
      event.type === 'user.choose'
        ? { chosen: event.suggestion, text: event.suggestion.street1, suggestions: [] }
        : {},
    ),
    announceChoice: emit(({ context }) => ({
      type: 'chosen' as const,
      suggestion: context.chosen as AddressSuggestion,
    })),
  },
}).createMachine({
  id: ID,
  context: ({ input }) => ({
    text: input.street ?? '',
    proximity: input.proximity ?? null,
    suggestions: [],
    chosen: null,
  }),
  initial: 'idle',
  on: {
    // Re-entering `debouncing` restarts the wait and leaves any lookup in flight.
    'user.typeStreet': { target: '.active.debouncing', actions: 'storeText' },
  },
  states: {
    idle: {},
    active: {
      on: { 'user.dismiss': { target: 'idle', actions: 'clearSuggestions' } },
      initial: 'debouncing',
      states: {
        debouncing: {
          after: {
            ADDRESS_DEBOUNCE: [
              { guard: 'isQuery', target: 'searching' },
              { target: '#addressSuggestions.idle', actions: 'clearSuggestions' },
            ],
          },
        },
        searching: {
          tags: ['busy'],
          initial: 'primary',
          states: {
            primary: {
              invoke: {
                id: 'suggestPrimary',
                src: 'suggestPrimary',
                input: ({ context }) => ({
                  query: context.text.trim(),
                  country: ADDRESS_SUGGESTION_COUNTRY,
                  types: 'address' as const,
                  limit: ADDRESS_SUGGESTION_LIMIT,
                  autocomplete: true as const,
                  proximity: context.proximity,
                }),
                onDone: [
                  {
                    guard: { type: 'hasSuggestions', params: ({ event }) => event.output },
                    target: '#addressSuggestions.active.open',
                    actions: [{ type: 'storeSuggestions', params: ({ event }) => event.output }],
                  },
                  { target: '#addressSuggestions.idle', actions: 'clearSuggestions' },
                ],
                onError: 'fallback',
              },
            },
            fallback: {
              invoke: {
                id: 'suggestFallback',
                src: 'suggestFallback',
                input: ({ context }) => ({
                  query: context.text.trim(),
                  country: ADDRESS_SUGGESTION_COUNTRY,
                  radius: ADDRESS_FALLBACK_RADIUS_M,
                  proximity: context.proximity,
                }),
                onDone: [
                  {
                    guard: { type: 'hasSuggestions', params: ({ event }) => event.output },
                    target: '#addressSuggestions.active.open',
                    actions: [{ type: 'storeSuggestions', params: ({ event }) => event.output }],
                  },
                  { target: '#addressSuggestions.idle', actions: 'clearSuggestions' },
                ],
                // Both services failed: silently no suggestions.
                onError: { target: '#addressSuggestions.idle', actions: 'clearSuggestions' },
              },
            },
          },
        },
        open: {
          tags: ['open'],
          on: {
            'user.choose': { target: '#addressSuggestions.idle', actions: ['choose', 'announceChoice'] },
          },
        },
      },
    },
  },
});
