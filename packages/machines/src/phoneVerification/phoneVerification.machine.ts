import { assign, setup } from 'xstate';
import { type Message, messages } from '../messages';

/** The phone toast hides itself after 6000 ms. */
export const PHONE_TOAST_AUTO_HIDE_MS = 6000;

export type PhoneVerificationState = 'SUCCESS' | 'FAILURE';

export type PhoneVerificationInput = {
  /** The phone verification state; unset shows nothing. */
  state?: PhoneVerificationState | null;
  /** The query said phoneVerified=true; without it the state does not matter. */
  phoneVerified: boolean;
};

type Context = { state: PhoneVerificationState | null; phoneVerified: boolean; message: Message | null };

/**
 * The toast after phone verification: 'Successfully saved' on SUCCESS, 'Failed to verify phone
 * number.' on FAILURE, only when the query says phoneVerified=true; hides after 6 s or on dismiss.
 * Tags: `visible` while shown, plus `success` or `error`.
 */
export const phoneVerificationMachine = setup({
  types: {
    input: {} as PhoneVerificationInput,
    context: {} as Context,
    events: {} as { type: 'user.dismiss' },
  },
  delays: { PHONE_TOAST_AUTO_HIDE: PHONE_TOAST_AUTO_HIDE_MS },
  guards: {
    succeeded: ({ context }) => context.phoneVerified && context.state === 'SUCCESS',
    failed: ({ context }) => context.phoneVerified && context.state === 'FAILURE',
  },
  actions: {
    showMessage: assign((_, message: Message) => ({ message })),
    clearMessage: assign({ message: null }),
  },
}).createMachine({
  id: 'phoneVerification',
  context: ({ input }) => ({ state: input.state ?? null, phoneVerified: input.phoneVerified, message: null }),
  initial: 'checking',
  states: {
    checking: {
      always: [
        {
          guard: 'succeeded',
          target: 'shown.success',
          actions: { type: 'showMessage', params: messages.phoneVerification.success },
        },
        {
          guard: 'failed',
          target: 'shown.failure',
          actions: { type: 'showMessage', params: messages.phoneVerification.failure },
        },
        { target: 'hidden' },
      ],
    },
    shown: {
      tags: ['visible'],
      initial: 'success',
      states: {
        success: { tags: ['success'] },
        failure: { tags: ['error'] },
      },
      after: { PHONE_TOAST_AUTO_HIDE: { target: 'hidden', actions: 'clearMessage' } },
      on: { 'user.dismiss': { target: 'hidden', actions: 'clearMessage' } },
    },
    hidden: {},
  },
});
