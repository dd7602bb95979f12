import { assign, setup } from 'xstate';
import { notProvided } from '../actors/notProvided';
import { unlessPageExpired } from '../failures';
import { type Message, messages } from '../messages';
import { type ContactMedia, type ContactMethod, mediaForContactMethod } from '../validation';

/** The two rows: Messages from Pros and Messages from {product}. */
export type ContactPreferenceRow = 'mediaFromPros' | 'mediaFromProduct';

export type ContactPreferences = Record<ContactPreferenceRow, ContactMedia>;

/** Preferences are addressed by userId or by an emailed verification token. */
export type ContactPreferencesInput = { userId?: number | null; verificationToken?: string | null };
export type ContactPreferencesKey = { userId: number | null; verificationToken: string | null };

export type LoadPreferencesInput = ContactPreferencesKey;
export type SavePreferencesInput = ContactPreferencesKey & ContactPreferences;

type Context = ContactPreferencesKey & ContactPreferences & { error: Message | null };

type Events =
  | { type: 'user.changeMethod'; row: ContactPreferenceRow; method: ContactMethod }
  | { type: 'user.save' }
  | { type: 'user.retry' };

const NONE: ContactMedia = { sms: false, email: false };

/**
 * Communication Methods: each row is Emails, Text or Both. A change clears the error; saving is
 * busy and a failure keeps the choices with 'Unable to save preferences, please try again.'.
 * Tags: `busy` (loading, saving), `loading`, `saving`, `ready`, `error` (load or save failed; the
 * save message is in `context.error`), `loadFailed`.
 */
export const contactPreferencesMachine = setup({
  types: {
    input: {} as ContactPreferencesInput,
    context: {} as Context,
    events: {} as Events,
  },
  actors: {
    loadPreferences: notProvided<ContactPreferences, LoadPreferencesInput>(
      'contactPreferences',
      'loadPreferences',
    ),
    savePreferences: notProvided<void, SavePreferencesInput>('contactPreferences', 'savePreferences'),
  },
  actions: {
    storePreferences: assign((_, loaded: ContactPreferences) => ({
      mediaFromPros: { ...loaded.mediaFromPros },
      mediaFromProduct: { ...loaded.mediaFromProduct },
    })),
    changeMethod: assign(({ event }) =>
      event.type === 'user.changeMethod'
        ? { [event.row]: mediaForContactMethod(event.method), error: null }
        : {},
    ),
    clearError: assign({ error: null }),
    showSaveError: assign({
      error: ({ event }) =>
        unlessPageExpired((event as { error?: unknown }).error, messages.contactPreferences.saveFailed),
    }),
  },
}).createMachine({
  id: 'contactPreferences',
  context: ({ input }) => ({
    userId: input.userId ?? null,
    verificationToken: input.verificationToken ?? null,
    mediaFromPros: NONE,
    mediaFromProduct: NONE,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy', 'loading'],
      invoke: {
        id: 'loadPreferences',
        src: 'loadPreferences',
        input: ({ context }) => ({ userId: context.userId, verificationToken: context.verificationToken }),
        onDone: {
          target: 'ready',
          actions: { type: 'storePreferences', params: ({ event }) => event.output },
        },
        onError: 'loadFailed',
      },
    },
    // The spec gives no message for a failed load: the view shows its own retry affordance.
    loadFailed: { tags: ['error', 'loadFailed'], on: { 'user.retry': 'loading' } },
    ready: {
      tags: ['ready'],
      initial: 'idle',
      states: {
        idle: {},
        saveFailed: { tags: ['error'] },
      },
      on: {
        'user.changeMethod': { target: '.idle', actions: 'changeMethod' },
        'user.save': 'saving',
      },
    },
    saving: {
      tags: ['busy', 'saving'],
      entry: 'clearError',
      invoke: {
        id: 'savePreferences',
        src: 'savePreferences',
        input: ({ context }) => ({
          userId: context.userId,
          verificationToken: context.verificationToken,
          mediaFromPros: context.mediaFromPros,
          mediaFromProduct: context.mediaFromProduct,
        }),
        onDone: 'ready',
        onError: { target: 'ready.saveFailed', actions: 'showSaveError' },
      },
    },
  },
});
