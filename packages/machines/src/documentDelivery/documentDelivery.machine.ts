import { assign, setup } from 'xstate';
import { notProvided } from '../actors/notProvided';
import { unlessPageExpired } from '../failures';
import { type Message, messages } from '../messages';
import { canSavePaperless } from '../validation';

export type DocumentDeliveryInput = { userId?: number | null };

export type LoadEmailNoticesInput = { userId: number };
/** getEmailNotices: the flag may be unknown (null), which hides the section. */
export type LoadEmailNoticesOutput = { emailNoticesFlag: boolean | null };
export type SaveEmailNoticesInput = { userId: number; emailNoticesFlag: boolean };
export type SaveEmailNoticesOutput = { emailNoticesFlag: boolean };

type Context = {
  userId: number | null;
  /** The stored flag; null while unknown. */
  stored: boolean | null;
  /** The checkbox. */
  checked: boolean;
  error: Message | null;
};

type Events =
  | { type: 'user.toggle'; checked: boolean }
  | { type: 'user.save' }
  | { type: 'user.confirm' }
  | { type: 'user.cancel' }
  | { type: 'user.close' };

/**
 * Document delivery: a Paperless document delivery checkbox and Save. Enrolling shows a Success
 * dialog; unenrolling asks for confirmation first; each save is followed by a refetch.
 * Tags: `known` (the flag is true or false: show the section), `busy` (loading, saving,
 * refetching), `confirm` (the unenrol confirmation), `success` (the Success dialog), `error`
 * (save failed, message in `context.error`).
 */
export const documentDeliveryMachine = setup({
  types: {
    input: {} as DocumentDeliveryInput,
    context: {} as Context,
    events: {} as Events,
  },
  actors: {
    loadEmailNotices: notProvided<LoadEmailNoticesOutput, LoadEmailNoticesInput>(
      'documentDelivery',
      'loadEmailNotices',
    ),
    saveEmailNotices: notProvided<SaveEmailNoticesOutput, SaveEmailNoticesInput>(
      'documentDelivery',
      'saveEmailNotices',
    ),
  },
  guards: {
    hasUserId: ({ context }) => context.userId !== null,
    isKnown: (_, output: LoadEmailNoticesOutput) => typeof output.emailNoticesFlag === 'boolean',
    canEnroll: ({ context }) => canSavePaperless(context.stored, context.checked, false) && context.checked,
    canUnenroll: ({ context }) =>
      canSavePaperless(context.stored, context.checked, false) && !context.checked,
    /** The save that just went through enrolled the person. */
    enrolled: ({ context }) => context.stored === true,
  },
  actions: {
    storeFlag: assign(({ context }, output: LoadEmailNoticesOutput) =>
      typeof output.emailNoticesFlag === 'boolean'
        ? { stored: output.emailNoticesFlag, checked: output.emailNoticesFlag }
        : { stored: context.stored, checked: context.checked },
    ),
    setChecked: assign({
      checked: ({ context, event }) => (event.type === 'user.toggle' ? event.checked : context.checked),
    }),
    restoreChecked: assign({ checked: ({ context }) => context.stored ?? context.checked }),
    clearError: assign({ error: null }),
    showSaveError: assign({
      error: ({ event }) =>
        unlessPageExpired((event as { error?: unknown }).error, messages.paperless.saveFailed),
    }),
  },
}).createMachine({
  id: 'documentDelivery',
  context: ({ input }) => ({ userId: input.userId ?? null, stored: null, checked: false, error: null }),
  initial: 'checking',
  states: {
    // getEmailNotices is skipped without a userId: the flag stays unknown.
    checking: {
      always: [{ guard: 'hasUserId', target: 'loading' }, { target: 'unknown' }],
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadEmailNotices',
        src: 'loadEmailNotices',
        input: ({ context }) => ({ userId: context.userId ?? 0 }),
        onDone: [
          {
            guard: { type: 'isKnown', params: ({ event }) => event.output },
            target: 'ready',
            actions: { type: 'storeFlag', params: ({ event }) => event.output },
          },
          { target: 'unknown' },
        ],
        // A failed lookup leaves the flag unknown: the section stays hidden.
        onError: 'unknown',
      },
    },
    unknown: {},
    ready: {
      tags: ['known'],
      initial: 'editing',
      states: {
        editing: {
          initial: 'idle',
          states: {
            idle: {},
            failed: { tags: ['error'] },
          },
          on: {
            'user.toggle': { actions: 'setChecked' },
            'user.save': [
              { guard: 'canEnroll', target: 'saving' },
              { guard: 'canUnenroll', target: 'confirming' },
            ],
          },
        },
        confirming: {
          tags: ['confirm'],
          on: {
            'user.confirm': 'saving',
            // Cancelling keeps the person enrolled: the box goes back to the stored value.
            'user.cancel': { target: 'editing', actions: 'restoreChecked' },
          },
        },
        saving: {
          tags: ['busy'],
          entry: 'clearError',
          invoke: {
            id: 'saveEmailNotices',
            src: 'saveEmailNotices',
            input: ({ context }) => ({ userId: context.userId ?? 0, emailNoticesFlag: context.checked }),
            onDone: {
              target: 'refetching',
              actions: { type: 'storeFlag', params: ({ event }) => event.output },
            },
            onError: { target: 'editing.failed', actions: 'showSaveError' },
          },
        },
        refetching: {
          tags: ['busy'],
          invoke: {
            id: 'refetchEmailNotices',
            src: 'loadEmailNotices',
            input: ({ context }) => ({ userId: context.userId ?? 0 }),
            onDone: [
              {
                guard: 'enrolled',
                target: 'success',
                actions: { type: 'storeFlag', params: ({ event }) => event.output },
              },
              { target: 'editing', actions: { type: 'storeFlag', params: ({ event }) => event.output } },
            ],
            // The save went through: a failed refetch keeps the saved value.
            onError: [{ guard: 'enrolled', target: 'success' }, { target: 'editing' }],
          },
        },
        success: {
          tags: ['success'],
          on: { 'user.close': 'editing' },
        },
      },
    },
  },
});
