// Messages the spec does not quote (02 account settings): our own words, for failures the spec
// leaves unsaid. Each says what happened and what to do. Read as `messages.<part>.<name>`.
import { deepFreeze } from './deepFreeze';

/** Actions of the account area that the server may lock after too many attempts. */
export const accountLockout = deepFreeze({
  changePassword: 'Changing your password',
  sendResetEmail: 'Sending a reset email',
  verifyPhone: 'Phone verification',
} as const);

/** 409 answers: what is already taken, and what to change. */
export const conflicts = deepFreeze({
  phoneOnAccount:
    'This phone number is already on your account. Enter a different number, or keep the one you have.',
  emailTaken: 'Another account already uses this email. Enter a different email address.',
  emailOnAccount: 'This email is already on your account. Enter a different email address.',
} as const);

/** The Profile Picture card. `{size}` is the largest size the server takes, such as '5 MB'. */
export const photoUpload = deepFreeze({
  hint: 'JPG, PNG, WebP, GIF, AVIF, HEIF or TIFF, up to {size}.',
  notAnImage: 'That file is not a picture. Choose a JPG, PNG, WebP, GIF, AVIF, HEIF or TIFF file.',
  tooLarge: 'That picture is {actual}. Choose one of {size} or smaller.',
  failed: 'Your picture could not be saved. Please try again.',
  saved: 'Your profile picture was updated.',
  previewAlt: 'Preview of your new profile picture',
} as const);

/** One saved card per account (the card read answers one card, or 404 for none). */
export const cardReplace = deepFreeze({
  note: 'You can keep one saved card. Saving a new card replaces your {card}.',
  title: 'Replace your saved card?',
  body: 'Your {card} will be removed and the new card saved in its place.',
  confirm: 'Replace card',
  cancel: 'Keep my card',
  /** `{brand} ending in {lastFour}`, as the note and the dialog name the saved card. */
  card: '{brand} ending in {lastFour}',
} as const);

/** The account pages. */
export const accountPage = deepFreeze({
  loadFailedTitle: 'Your account could not be loaded.',
  loadFailedBody: 'Check your connection and try again.',
  noSuchUserTitle: 'No such user',
  noSuchUserBody: 'There is no user with the id {userId}. Check the id in the address.',
} as const);
