import { assign, emit, setup } from 'xstate';
import { notProvided } from '../actors/notProvided';
import { unlessPageExpired } from '../failures';
import { type Message, messages } from '../messages';
import {
  type AccountRemovalReason,
  accountRemovalReasonText,
  canDeleteAccount,
} from '../validation/accountRemoval';

export interface AccountRemovalInput {
  /** The signed-in user's email, sent with the request. */
  email: string;
  /** Fills {product} in the first reason. */
  product: string;
}

/** SendRemoveAccountRequest(email, reason). */
export interface SendRemovalRequestInput {
  email: string;
  reason: string;
}

interface AccountRemovalContext {
  email: string;
  product: string;
  reason: AccountRemovalReason | null;
  feedback: string;
  error: Message | null;
}

export type AccountRemovalEvent =
  | { type: 'user.open' }
  | { type: 'user.chooseReason'; reason: AccountRemovalReason }
  | { type: 'user.editFeedback'; text: string }
  | { type: 'user.delete' }
  | { type: 'user.cancel' }
  /** The account's email was changed (a profile save): later requests use the new one. */
  | { type: 'account.emailChanged'; email: string };

/** The view reloads the page once the request is sent and the session is gone. */
export type AccountRemovalEmitted = { type: 'reload' };

/**
 * The reason sent: the selected reason's text, or for Other the feedback the person wrote (the
 * word "Other" alone would tell the team nothing).
 */
export const removalReasonToSend = (
  context: Pick<AccountRemovalContext, 'reason' | 'feedback' | 'product'>,
) =>
  context.reason === 'other' || context.reason === null
    ? context.feedback.trim()
    : accountRemovalReasonText(context.reason, context.product);

const ID = 'accountRemoval';

/**
 * The Remove account drawer: a reason (Other needs feedback), Delete sends the request, logs out
 * and asks the view to reload. A failed request keeps the selection; the spec quotes no message
 * for it, so the closest one is used: 'Unable to update your account. Please try again.'
 * Tags: `open` (the drawer shows), `busy` (sending; Delete disabled), `error` (context.error).
 */
export const accountRemovalMachine = setup({
  types: {
    input: {} as AccountRemovalInput,
    context: {} as AccountRemovalContext,
    events: {} as AccountRemovalEvent,
    emitted: {} as AccountRemovalEmitted,
  },
  actors: {
    sendRemovalRequest: notProvided<void, SendRemovalRequestInput>(ID, 'sendRemovalRequest'),
    logout: notProvided<void, undefined>(ID, 'logout'),
  },
  guards: {
    // Only the drawer's own state is checked here: Delete is not handled while sending at all.
    canDelete: ({ context }) => canDeleteAccount(context, false),
    isOtherChosen: ({ context }) => context.reason === 'other',
  },
  actions: {
    chooseReason: assign(({ context, event }) => {
      if (event.type !== 'user.chooseReason') return {};
      // Switching away from Other clears the feedback text.
      return { reason: event.reason, feedback: event.reason === 'other' ? context.feedback : '' };
    }),
    editFeedback: assign({
      feedback: ({ context, event }) => (event.type === 'user.editFeedback' ? event.text : context.feedback),
    }),
    changeEmail: assign({
      email: ({ context, event }) => (event.type === 'account.emailChanged' ? event.email : context.email),
    }),
    clear: assign({ reason: null, feedback: '', error: null }),
    clearError: assign({ error: null }),
    showError: assign({
      error: ({ event }) =>
        unlessPageExpired((event as { error?: unknown }).error, messages.profile.nameSaveFailed),
    }),
    reload: emit({ type: 'reload' as const }),
  },
}).createMachine({
  id: ID,
  context: ({ input }) => ({
    email: input.email,
    product: input.product,
    reason: null,
    feedback: '',
    error: null,
  }),
  initial: 'closed',
  // A save of the profile form behind the drawer may end while it is open: the next request
  // carries the new address (one already sent keeps its own).
  on: { 'account.emailChanged': { actions: 'changeEmail' } },
  states: {
    closed: {
      on: { 'user.open': 'open' },
    },
    open: {
      tags: ['open'],
      initial: 'choosing',
      on: {
        'user.chooseReason': { actions: 'chooseReason' },
        'user.editFeedback': { guard: 'isOtherChosen', actions: 'editFeedback' },
        'user.delete': { guard: 'canDelete', target: 'sending' },
        'user.cancel': { target: 'closed', actions: 'clear' },
      },
      states: {
        choosing: {},
        failed: { tags: ['error'] },
      },
    },
    sending: {
      tags: ['open', 'busy'],
      entry: 'clearError',
      invoke: {
        id: 'sendRemovalRequest',
        src: 'sendRemovalRequest',
        input: ({ context }) => ({ email: context.email, reason: removalReasonToSend(context) }),
        onDone: 'loggingOut',
        onError: { target: 'open.failed', actions: 'showError' },
      },
    },
    loggingOut: {
      tags: ['open', 'busy'],
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: 'done',
        // The request is already sent: reload anyway, and the page shows whatever session is left.
        onError: 'done',
      },
    },
    done: {
      type: 'final',
      tags: ['busy'],
      entry: 'reload',
    },
  },
});
