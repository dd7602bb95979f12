import { GENERAL_COMMUNICATIONS_PATH, loginRedirectPath } from '@hearth/rules';
import { assign, emit, setup } from 'xstate';
import { notProvided } from '../actors/notProvided';
import { unlessPageExpired } from '../failures';
import { type Message, messages } from '../messages';
import { isBlank, type UnsubscribeShortCodes, unsubscribeShortCodeResult } from '../validation';

/**
 * The two short codes an email link may carry. The spec names a newsletter opt-out and a
 * move-in experience opt-out but not their strings: these are our choice, and the
 * app can pass the real ones as input.
 */
export const EMAIL_UNSUBSCRIBE_SHORT_CODES: UnsubscribeShortCodes = Object.freeze({
  newsletter: 'NEWSLETTER',
  moveIn: 'MOVE_IN',
});

/** Where the person comes back to after logging in, when the token gives no email. */
export const EMAIL_UNSUBSCRIBE_DEFAULT_RETURN_PATH = GENERAL_COMMUNICATIONS_PATH;

/** The login that returns to `returnPath` (General Communications has its own, `/login/?r=...`). */
export const unsubscribeLoginRedirectPath = (returnPath: string): string => loginRedirectPath(returnPath);

export type EmailLinkUnsubscribeInput = {
  token: string;
  shortCode: string;
  shortCodes?: UnsubscribeShortCodes;
  /** The page to come back to after login. @default EMAIL_UNSUBSCRIBE_DEFAULT_RETURN_PATH */
  returnPath?: string;
};

export type DecryptTokenInput = { token: string };
/** The shareable secret: decryptedData is the email address. */
export type DecryptTokenOutput = { decryptedData?: string | null };
export type UnsubscribeInput = { email: string; shortCode: string; active: false; source: 'EMAIL_LINK' };

type Context = {
  token: string;
  shortCode: string;
  shortCodes: UnsubscribeShortCodes;
  returnPath: string;
  email: string | null;
  message: Message | null;
};

export type EmailLinkUnsubscribeEmitted = { type: 'redirect'; to: string };

/**
 * Unsubscribe from one list straight from an email link: the token decrypts to the email, then
 * that one short code is unsubscribed with source EMAIL_LINK. No email from the token sends the
 * person to login (emits `redirect`). An unknown short code is the spec's error; with a token that
 * gives an address, `context.email` holds it too, so the page can show what the token allows. Tags: `busy` while working, `success` / `error` with
 * `context.message`, `redirecting`.
 */
export const emailLinkUnsubscribeMachine = setup({
  types: {
    input: {} as EmailLinkUnsubscribeInput,
    context: {} as Context,
    emitted: {} as EmailLinkUnsubscribeEmitted,
  },
  actors: {
    decryptToken: notProvided<DecryptTokenOutput, DecryptTokenInput>('emailLinkUnsubscribe', 'decryptToken'),
    unsubscribe: notProvided<void, UnsubscribeInput>('emailLinkUnsubscribe', 'unsubscribe'),
  },
  guards: {
    isUnknownShortCode: ({ context }) =>
      !unsubscribeShortCodeResult(context.shortCode, context.shortCodes).ok,
    hasToken: ({ context }) => !isBlank(context.token),
    hasEmail: (_, output: DecryptTokenOutput) => !isBlank(output.decryptedData),
    isUnknownShortCodeFor: ({ context }, output: DecryptTokenOutput) =>
      !isBlank(output.decryptedData) && !unsubscribeShortCodeResult(context.shortCode, context.shortCodes).ok,
  },
  actions: {
    storeEmail: assign((_, output: DecryptTokenOutput) => ({ email: output.decryptedData?.trim() ?? null })),
    showResult: assign({
      message: ({ context }) => unsubscribeShortCodeResult(context.shortCode, context.shortCodes).message,
    }),
    showFailure: assign({
      message: ({ event }) =>
        unlessPageExpired(
          (event as { error?: unknown }).error,
          messages.emailSubscriptions.unsubscribeFailed,
        ),
    }),
    redirectToLogin: emit(({ context }) => ({
      type: 'redirect' as const,
      to: unsubscribeLoginRedirectPath(context.returnPath),
    })),
  },
}).createMachine({
  id: 'emailLinkUnsubscribe',
  context: ({ input }) => ({
    token: input.token,
    shortCode: input.shortCode,
    shortCodes: input.shortCodes ?? EMAIL_UNSUBSCRIBE_SHORT_CODES,
    returnPath: input.returnPath ?? EMAIL_UNSUBSCRIBE_DEFAULT_RETURN_PATH,
    email: null,
    message: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'hasToken', target: 'decrypting' },
        // No token and an unknown code: nothing to unsubscribe from, and no address to show.
        { guard: 'isUnknownShortCode', target: 'invalidShortCode', actions: 'showResult' },
        { target: 'redirecting' },
      ],
    },
    decrypting: {
      tags: ['busy'],
      invoke: {
        id: 'decryptToken',
        src: 'decryptToken',
        input: ({ context }) => ({ token: context.token }),
        onDone: [
          // An unknown code with a good token: the error, and the address, whose subscriptions the
          // page still shows (the token allows them). Nothing is unsubscribed.
          {
            guard: { type: 'isUnknownShortCodeFor', params: ({ event }) => event.output },
            target: 'invalidShortCode',
            actions: [{ type: 'storeEmail', params: ({ event }) => event.output }, 'showResult'],
          },
          {
            guard: { type: 'hasEmail', params: ({ event }) => event.output },
            target: 'unsubscribing',
            actions: { type: 'storeEmail', params: ({ event }) => event.output },
          },
          { target: 'redirecting' },
        ],
        onError: { target: 'failed', actions: 'showFailure' },
      },
    },
    unsubscribing: {
      tags: ['busy'],
      invoke: {
        id: 'unsubscribe',
        src: 'unsubscribe',
        input: ({ context }) => ({
          email: context.email ?? '',
          shortCode: context.shortCode,
          active: false as const,
          source: 'EMAIL_LINK' as const,
        }),
        onDone: { target: 'unsubscribed', actions: 'showResult' },
        onError: { target: 'failed', actions: 'showFailure' },
      },
    },
    unsubscribed: { tags: ['success'] },
    failed: { tags: ['error'] },
    invalidShortCode: { tags: ['error'] },
    redirecting: { tags: ['redirecting'], entry: 'redirectToLogin' },
  },
});
