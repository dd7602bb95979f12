// Messages the spec does not quote (01 shell, auth, survey): our own words, for failures the spec
// leaves unsaid. Each says what happened and what to do. Read as `messages.<part>.<name>`; a
// module of its own beside the spec's, so a page's chunk holds only the parts it reads.
import { deepFreeze } from './deepFreeze';

/**
 * Too many attempts: the server answered 429 with the seconds to wait. One pattern for every
 * action that can be locked, the code step's included: `{action}` is the action's words below,
 * `{time}` a clock ('14:18') on screen and words ('14 minutes 18 seconds') for screen readers.
 */
export const lockout = deepFreeze({
  locked: 'Too many attempts. {action} is locked for {time}.',
  unlocked: '{action} is unlocked. You can try again.',
  actions: {
    logIn: 'Logging in',
    verifyCode: 'Verifying',
    signUp: 'Signing up',
    sendResetEmail: 'Sending a reset email',
    setNewPassword: 'Setting a new password',
    setPassword: 'Setting your password',
  },
} as const);

/** 409 answers of the auth flows: what is already so, and what to do instead of trying again. */
export const authConflicts = deepFreeze({
  passwordAlreadySet:
    'This account already has a password. Log in with it, or use Forgot your password? to choose a new one.',
} as const);

/** A failure the person cannot fix by changing what they typed (a server error, no network). */
export const failures = deepFreeze({
  unexpected: 'Something went wrong on our side. Please try again.',
} as const);

/** A text field longer than the server accepts: `{label}` is the field's label, `{max}` its limit. */
export const fieldLimits = deepFreeze({
  tooLong: '{label} can be at most {max} characters.',
} as const);

export const surveyLink = deepFreeze({
  invalidTitle: 'This survey link is not valid',
  invalidBody:
    'We could not find a survey at this address. Check that the link is complete, or open it again from your email.',
  loadFailedTitle: 'We could not load this survey',
} as const);
