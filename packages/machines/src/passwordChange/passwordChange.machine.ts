import { assign, setup } from 'xstate';
import { notProvided } from '../actors/notProvided';
import { isPageExpired, LOCKOUT_TICK_MS, lockoutSecondsOf } from '../failures';
import { type Message, messages } from '../messages';
import { type ChangePasswordValues, canSavePasswordChange } from '../validation/changePassword';

export interface PasswordChangeInput {
  userId: number;
  /** The account's email, for the SET PASSWORD email. */
  email: string;
  /** The user has no password yet: SET PASSWORD replaces the fields. */
  hasNoPassword?: boolean;
  /** A curator viewing another user's account: everything is disabled. */
  isCurator?: boolean;
}

/** Update changePassword for a userId. */
export interface ChangePasswordInput extends ChangePasswordValues {
  userId: number;
}

/** Create userForgotPassword. */
export interface RequestPasswordEmailInput {
  userEmail: string;
}

/** Snackbar 'New password created' auto-hides after 10000 ms. */
export const PASSWORD_SNACKBAR_AUTO_HIDE_MS = 10_000;

/**
 * What changing the password came to: `changed`, or `oldPasswordRefused` when the server could not
 * verify the old password (shown on that field). Any other failure rejects the call.
 */
export type ChangePasswordResult = { kind: 'changed' } | { kind: 'oldPasswordRefused' };

/** The failure cause that means the old password is wrong. */
export const PASSWORD_IDENTITY_ERROR_CAUSE = 'Error with password and/or identity';

/**
 * The cause may come as the error's `cause` (a string or an Error) or as its message.
 * @deprecated The machine no longer reads errors for this: `changePassword` answers
 * `{ kind: 'oldPasswordRefused' }` (`ChangePasswordResult`). Removed in the next release.
 */
export function isPasswordIdentityError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return error === PASSWORD_IDENTITY_ERROR_CAUSE;
  const { cause, message } = error as { cause?: unknown; message?: unknown };
  const causeMessage =
    typeof cause === 'object' && cause !== null ? (cause as { message?: unknown }).message : cause;
  return causeMessage === PASSWORD_IDENTITY_ERROR_CAUSE || message === PASSWORD_IDENTITY_ERROR_CAUSE;
}

const EMPTY: ChangePasswordValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

export interface PasswordChangeContext {
  userId: number;
  email: string;
  hasNoPassword: boolean;
  isCurator: boolean;
  values: ChangePasswordValues;
  success: boolean;
  /** 'Unable to verify old password.', shown on the Old Password field. */
  oldPasswordError: Message | null;
  error: Message | null;
  /** SET PASSWORD's success line. */
  notice: Message | null;
  /** Seconds until Save (or SET PASSWORD) is allowed again, after too many attempts. */
  lockoutSeconds: number;
}

export type PasswordChangeEvent =
  | { type: 'user.edit'; field: keyof ChangePasswordValues; value: string }
  | { type: 'user.save' }
  | { type: 'user.setPassword' }
  | { type: 'user.closeSnackbar' }
  /** The account's email was changed (a profile save): later requests use the new one. */
  | { type: 'account.emailChanged'; email: string };

const ID = 'passwordChange';

/**
 * The Change Password card. Field rules come from validateChangePassword; `oldPasswordError` is
 * the server's verdict on the old password, shown on that field.
 * Tags: `readOnly` (curator view), `noPassword` (SET PASSWORD instead of fields), `busy`,
 * `error` (context.error / context.oldPasswordError), `snackbar` ('New password created'),
 * `success` (SET PASSWORD email sent: context.notice), `locked` (the server refuses more
 * attempts: context.lockoutSeconds counts down once a second). A stale CSRF token leaves the card
 * as it was with no message: the app's page-expired banner says it.
 */
export const passwordChangeMachine = setup({
  types: {
    input: {} as PasswordChangeInput,
    context: {} as PasswordChangeContext,
    events: {} as PasswordChangeEvent,
  },
  actors: {
    changePassword: notProvided<ChangePasswordResult, ChangePasswordInput>(ID, 'changePassword'),
    requestPasswordEmail: notProvided<void, RequestPasswordEmailInput>(ID, 'requestPasswordEmail'),
  },
  delays: { PASSWORD_SNACKBAR_AUTO_HIDE: PASSWORD_SNACKBAR_AUTO_HIDE_MS, TICK: LOCKOUT_TICK_MS },
  guards: {
    pageExpired: ({ event }) => 'error' in event && isPageExpired(event.error),
    rateLimited: ({ event }) => 'error' in event && lockoutSecondsOf(event.error) !== undefined,
    lockEnds: ({ context }) => context.lockoutSeconds <= 1,
    isCurator: ({ context }) => context.isCurator,
    hasNoPassword: ({ context }) => context.hasNoPassword,
    canSave: ({ context }) => canSavePasswordChange(context.values),
    oldPasswordRefused: ({ event }) =>
      (event as { output?: ChangePasswordResult }).output?.kind === 'oldPasswordRefused',
  },
  actions: {
    edit: assign(({ context, event }) => {
      if (event.type !== 'user.edit') return {};
      return {
        values: { ...context.values, [event.field]: event.value },
        success: false,
        // A new old password deserves a new verdict.
        oldPasswordError: event.field === 'oldPassword' ? null : context.oldPasswordError,
      };
    }),
    startSave: assign({ success: false, error: null, oldPasswordError: null }),
    changeEmail: assign({
      email: ({ context, event }) => (event.type === 'account.emailChanged' ? event.email : context.email),
    }),
    saved: assign({ success: true, values: EMPTY }),
    showOldPasswordError: assign({ oldPasswordError: messages.changePassword.oldPasswordUnverified }),
    showChangeFailed: assign({ error: messages.changePassword.changeFailed }),
    startRequest: assign({ error: null, notice: null }),
    showEmailSent: assign({ notice: messages.changePassword.resetEmailSent }),
    showResetFailed: assign({ error: messages.changePassword.resetFailed }),
    clearError: assign({ error: null }),
    startLockout: assign({
      lockoutSeconds: ({ event }) => ('error' in event ? (lockoutSecondsOf(event.error) ?? 0) : 0),
    }),
    countDown: assign({ lockoutSeconds: ({ context }) => Math.max(0, context.lockoutSeconds - 1) }),
  },
}).createMachine({
  id: ID,
  context: ({ input }) => ({
    userId: input.userId,
    email: input.email,
    hasNoPassword: input.hasNoPassword ?? false,
    isCurator: input.isCurator ?? false,
    values: EMPTY,
    success: false,
    oldPasswordError: null,
    error: null,
    notice: null,
    lockoutSeconds: 0,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'isCurator', target: 'readOnly' },
        { guard: 'hasNoPassword', target: 'noPassword' },
        { target: 'editing' },
      ],
    },
    // Curator view: the fields and SET PASSWORD show disabled; nothing is accepted.
    readOnly: { tags: ['readOnly'] },
    editing: {
      initial: 'idle',
      on: {
        'user.edit': { actions: 'edit' },
        'user.save': { guard: 'canSave', target: 'saving' },
      },
      states: {
        idle: {},
        snackbar: {
          tags: ['snackbar'],
          after: { PASSWORD_SNACKBAR_AUTO_HIDE: 'idle' },
          on: { 'user.closeSnackbar': 'idle' },
        },
        // Save is disabled until the fields are valid again, so a new attempt starts with an edit:
        // the last attempt's failure goes then, and the fields' own messages speak for the new one.
        // ('Unable to verify old password.' stays until the old password itself is edited.)
        failed: {
          tags: ['error'],
          on: { 'user.edit': { target: 'idle', actions: ['edit', 'clearError'] } },
        },
        // Too many attempts: Save waits for the server's time; the fields stay editable.
        locked: {
          tags: ['locked'],
          on: { 'user.save': {} },
          after: {
            TICK: [
              { guard: 'lockEnds', target: 'idle', actions: 'countDown' },
              { target: 'locked', reenter: true, actions: 'countDown' },
            ],
          },
        },
      },
    },
    saving: {
      tags: ['busy'],
      entry: 'startSave',
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => ({ userId: context.userId, ...context.values }),
        onDone: [
          { guard: 'oldPasswordRefused', target: 'editing.failed', actions: 'showOldPasswordError' },
          { target: 'editing.snackbar', actions: 'saved' },
        ],
        onError: [
          { guard: 'pageExpired', target: 'editing.idle' },
          { guard: 'rateLimited', target: 'editing.locked', actions: 'startLockout' },
          { target: 'editing.failed', actions: 'showChangeFailed' },
        ],
      },
    },
    noPassword: {
      tags: ['noPassword'],
      initial: 'idle',
      // The email SET PASSWORD sends to follows a change of the account's email.
      on: { 'user.setPassword': '.requesting', 'account.emailChanged': { actions: 'changeEmail' } },
      states: {
        idle: {},
        requesting: {
          tags: ['busy'],
          entry: 'startRequest',
          on: { 'user.setPassword': {} },
          invoke: {
            id: 'requestPasswordEmail',
            src: 'requestPasswordEmail',
            input: ({ context }) => ({ userEmail: context.email }),
            onDone: { target: 'sent', actions: 'showEmailSent' },
            onError: [
              { guard: 'pageExpired', target: 'idle' },
              { guard: 'rateLimited', target: 'locked', actions: 'startLockout' },
              { target: 'failed', actions: 'showResetFailed' },
            ],
          },
        },
        sent: { tags: ['success'] },
        failed: { tags: ['error'] },
        locked: {
          tags: ['locked'],
          on: { 'user.setPassword': {} },
          after: {
            TICK: [
              { guard: 'lockEnds', target: 'idle', actions: 'countDown' },
              { target: 'locked', reenter: true, actions: 'countDown' },
            ],
          },
        },
      },
    },
  },
});

/** Whether the view enables Save: the machine would save now (not busy, not locked, rules met). */
export const passwordChangeCanSave = (snapshot: {
  context: PasswordChangeContext;
  can: (event: PasswordChangeEvent) => boolean;
}) => canSavePasswordChange(snapshot.context.values) && snapshot.can({ type: 'user.save' });
