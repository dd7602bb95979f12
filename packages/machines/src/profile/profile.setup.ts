import { assign, emit, setup } from 'xstate';
import { notProvided } from '../actors/notProvided';
import { isConflict, isPageExpired } from '../failures';
import { type Message, messages } from '../messages';
import {
  canSaveProfile,
  type ProfileChanges,
  type ProfileFormOptions,
  type ProfileFormValues,
  profileChanges,
} from '../validation/profile';
import {
  applyPatch,
  type CreateEmailInput,
  type CreateLocationInput,
  type CreateLocationOutput,
  type CreatePhoneInput,
  isInvalidLocationError,
  type LinkUserLocationInput,
  type LinkUserLocationOutput,
  type LoadListInput,
  type ProfileErrors,
  type ProfileFormPatch,
  type ProfileInput,
  type ProfilePart,
  primaryOf,
  type UnlinkUserLocationInput,
  type UpdateEmailInput,
  type UpdateNameInput,
  type UpdatePhoneInput,
  type UserAddress,
  type UserEmail,
  type UserPhone,
} from './profile.types';

export interface ProfileContext {
  userId: number;
  options: ProfileFormOptions;
  /** What is stored: Save compares the form with it, and a part that saved becomes it. */
  original: ProfileFormValues;
  form: ProfileFormValues;
  phone: UserPhone | null;
  email: UserEmail | null;
  address: UserAddress | null;
  /** The parts of the current save still running. */
  running: ProfileChanges;
  /** The location created and the link made by the address part, before the old link goes. */
  locationId: number | null;
  linkedUserLocationId: number | null;
  errors: ProfileErrors;
}

export type ProfileEvent = { type: 'user.edit'; values: ProfileFormPatch } | { type: 'user.save' };

export type ProfileEmitted =
  | { type: 'saved' }
  /** Only reported: the new address is saved even though the old link could not be deleted. */
  | { type: 'warning'; part: 'address'; error: unknown };

export const PROFILE_ID = 'profile';
const ID = PROFILE_ID;

export const NOTHING_RUNNING: ProfileChanges = { name: false, phone: false, email: false, address: false };

const FAILED: Record<ProfilePart, NonNullable<ProfileErrors[ProfilePart]>> = {
  name: messages.profile.nameSaveFailed,
  phone: messages.profile.phoneSaveFailed,
  email: messages.profile.emailSaveFailed,
  address: messages.address.saveFailed,
};

/**
 * What a part's failure says. A 409 names what is taken, so retrying cannot help: the phone is
 * already on the account, the email is another account's (an own duplicate cannot reach a profile
 * save: an unchanged email is not sent). A stale CSRF token says nothing here (null): the
 * page-expired banner says it. Anything else is the spec's message for the part.
 */
function failureMessage(part: ProfilePart, error: unknown): Message | null {
  if (isPageExpired(error)) return null;
  if (isConflict(error) && part === 'phone') return messages.conflicts.phoneOnAccount;
  if (isConflict(error) && part === 'email') return messages.conflicts.emailTaken;
  return FAILED[part];
}

/** The parts a change to the form touches. */
function partsOf(patch: ProfileFormPatch): ProfilePart[] {
  const parts: ProfilePart[] = [];
  if ('firstName' in patch || 'lastName' in patch) parts.push('name');
  if ('phone' in patch) parts.push('phone');
  if ('email' in patch) parts.push('email');
  if ('address' in patch) parts.push('address');
  return parts;
}

const allSettled = (context: ProfileContext) => !Object.values(context.running).some(Boolean);

/** Types, actors, guards and actions of the profile flow; its states are in the sibling files. */
export const profileSetup = setup({
  types: {
    input: {} as ProfileInput,
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
    emitted: {} as ProfileEmitted,
  },
  actors: {
    updateName: notProvided<void, UpdateNameInput>(ID, 'updateName'),
    updatePhone: notProvided<void, UpdatePhoneInput>(ID, 'updatePhone'),
    createPhone: notProvided<void, CreatePhoneInput>(ID, 'createPhone'),
    loadPhones: notProvided<UserPhone[], LoadListInput>(ID, 'loadPhones'),
    updateEmail: notProvided<void, UpdateEmailInput>(ID, 'updateEmail'),
    createEmail: notProvided<void, CreateEmailInput>(ID, 'createEmail'),
    loadEmails: notProvided<UserEmail[], LoadListInput>(ID, 'loadEmails'),
    createLocation: notProvided<CreateLocationOutput, CreateLocationInput>(ID, 'createLocation'),
    linkUserLocation: notProvided<LinkUserLocationOutput, LinkUserLocationInput>(ID, 'linkUserLocation'),
    unlinkUserLocation: notProvided<void, UnlinkUserLocationInput>(ID, 'unlinkUserLocation'),
  },
  guards: {
    canSave: ({ context }) => canSaveProfile(context.original, context.form, context.options),
    /** The part did not change: it has nothing to send. */
    isUnchanged: ({ context }, part: ProfilePart) => !context.running[part],
    /** The last part settled, and some part failed. */
    allSettledWithErrors: ({ context }) => allSettled(context) && Object.keys(context.errors).length > 0,
    allSettled: ({ context }) => allSettled(context),
    // An existing phone is updated; so is the one being verified.
    updatesPhone: ({ context }) => context.phone !== null || context.options.phoneVerificationRequired,
    hasEmail: ({ context }) => context.email !== null,
    hasOldLink: ({ context }) => context.address?.userLocationId != null,
    isInvalidLocation: ({ event }) => 'error' in event && isInvalidLocationError(event.error),
  },
  actions: {
    // A part's failure is about the values that were sent: editing the part takes it away.
    edit: assign(({ context, event }) => {
      if (event.type !== 'user.edit') return {};
      const edited = new Set(partsOf(event.values));
      const errors = Object.fromEntries(
        Object.entries(context.errors).filter(([part]) => !edited.has(part as ProfilePart)),
      ) as ProfileErrors;
      return { form: applyPatch(context.form, event.values), errors };
    }),
    startSave: assign({
      errors: {},
      running: ({ context }) => profileChanges(context.original, context.form),
    }),
    /** The part is done; the last part to finish ends the save. */
    finish: assign({ running: ({ context }, part: ProfilePart) => ({ ...context.running, [part]: false }) }),
    /** The part failed with its own message (and is done). */
    fail: assign(({ context, event }, part: ProfilePart) => ({
      errors: {
        ...context.errors,
        [part]: failureMessage(part, 'error' in event ? event.error : undefined),
      },
      running: { ...context.running, [part]: false },
    })),
    failInvalidAddress: assign(({ context }) => ({
      errors: { ...context.errors, address: messages.address.invalidAddress },
      running: { ...context.running, address: false },
    })),
    commitName: assign({
      original: ({ context }) => ({
        ...context.original,
        firstName: context.form.firstName,
        lastName: context.form.lastName,
      }),
    }),
    commitPhone: assign(({ context }, phones: UserPhone[]) => {
      const phone = primaryOf(phones, context.phone);
      // A phone saved while verification was required is the verified one.
      const verified =
        context.options.phoneVerificationRequired && phone ? { ...phone, verified: true } : phone;
      return { phone: verified, original: { ...context.original, phone: context.form.phone } };
    }),
    commitEmail: assign(({ context }, emails: UserEmail[]) => ({
      email: primaryOf(emails, context.email),
      original: { ...context.original, email: context.form.email },
    })),
    storeLocation: assign({ locationId: (_, id: number) => id }),
    storeLink: assign({ linkedUserLocationId: (_, id: number) => id }),
    /** The stored address becomes the new one, with its new link. */
    commitAddress: assign(({ context }) => ({
      address: { ...context.form.address, userLocationId: context.linkedUserLocationId },
      original: { ...context.original, address: context.form.address },
      locationId: null,
      linkedUserLocationId: null,
    })),
    reportUnlinkFailure: emit(({ event }) => ({
      type: 'warning' as const,
      part: 'address' as const,
      error: 'error' in event ? event.error : undefined,
    })),
    announceSaved: emit({ type: 'saved' as const }),
  },
});

/** A region's last step: the last part to finish ends the save and the busy flag goes. */
export const settling = profileSetup.createStateConfig({
  always: [
    { guard: 'allSettledWithErrors', target: '#profile.editing.failed' },
    { guard: 'allSettled', target: '#profile.editing.idle', actions: 'announceSaved' },
    { target: 'settled' },
  ],
});
