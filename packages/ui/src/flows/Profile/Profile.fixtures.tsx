/* Story helpers for the profile form: actors of the real machines with fake API calls. */
import {
  type AddressSuggestion,
  addressSuggestionsMachine,
  type CreateEmailInput,
  type CreateLocationInput,
  type CreateLocationOutput,
  type CreatePhoneInput,
  InvalidLocationError,
  type LinkUserLocationInput,
  type LinkUserLocationOutput,
  type LoadListInput,
  type ProfileInput,
  type ProfilePart,
  profileMachine,
  type SuggestFallbackInput,
  type SuggestPrimaryInput,
  type UnlinkUserLocationInput,
  type UpdateEmailInput,
  type UpdateNameInput,
  type UpdatePhoneInput,
  type UserEmail,
  type UserPhone,
} from '@hearth/machines';
import { useEffect } from 'react';
import { expect, within } from 'storybook/test';
import { createActor, fromPromise } from 'xstate';
import { useStoryActor } from '../../testing/useStoryActor';
import { createRemovalActor, type FakeCall } from '../AccountRemoval/AccountRemoval.fixtures';
import { AccountRemovalDrawer } from '../AccountRemoval/AccountRemovalDrawer';
import { AccountViewProvider } from '../shared';
import { ProfileForm } from './ProfileForm';
import type { ProfileActor } from './useFieldErrors';

const phone: UserPhone = {
  userPhoneId: 11,
  userId: 42,
  phoneNumber: '2125550134',
  primary: true,
  verified: true,
  smsAllowed: true,
};
const email: UserEmail = {
  userEmailId: 21,
  userId: 42,
  emailAddress: 'hana@example.com',
  primary: true,
  verified: true,
  verificationToken: '',
  optedOut: false,
  emailAllowed: true,
};

/** What the fake server holds for the user. */
export const storedProfiles = {
  complete: {
    userId: 42,
    firstName: 'Hana',
    lastName: 'Homeowner',
    phone,
    email,
    address: {
      street1: '12 Main St',
      street2: '',
      city: 'Springfield',
      province: 'IL',
      postalCode: '62701',
      userLocationId: 31,
    },
  },
  /** A new account: names only. */
  namesOnly: {
    userId: 42,
    firstName: 'Hana',
    lastName: 'Homeowner',
    phone: null,
    email: null,
    address: null,
  },
} satisfies Record<string, ProfileInput>;
export type StoredProfile = keyof typeof storedProfiles;

const suggestion = (street1: string, city: string, province: string, postalCode: string, n: number) => ({
  text: `${street1}, ${city}, ${province} ${postalCode}`,
  placeId: `place-${n}`,
  value: `${street1}, ${city}, ${province} ${postalCode}, United States`,
  street1,
  city,
  province,
  postalCode,
  country: 'US',
});

/** The five answers of the fake geocoder (the spec's limit). */
export const addressSuggestions: AddressSuggestion[] = [
  suggestion('40 Oak Street', 'Portland', 'OR', '97205', 1),
  suggestion('40 Oak Avenue', 'Austin', 'TX', '78701', 2),
  suggestion('40 Oak Lane', 'Denver', 'CO', '80202', 3),
  suggestion('40 Oakwood Drive', 'Madison', 'WI', '53703', 4),
  suggestion('40 Oak Ridge Road', 'Raleigh', 'NC', '27601', 5),
];

/**
 * A part's fake save: saved, failed (HTTP 500), never answering, (address) refused as invalid, or
 * refused as taken (HTTP 409: the phone is on the account already, the email is another account's).
 */
export type PartCall = FakeCall | 'invalid' | 'conflict';

const httpError = (status: number) => Object.assign(new Error(`HTTP ${status}`), { status });

async function fake<T>(call: PartCall, result: T): Promise<T> {
  if (call === 'pending') return new Promise<T>(() => {});
  if (call === 'invalid') throw new InvalidLocationError({ cause: httpError(422) });
  if (call === 'reject') throw httpError(500);
  if (call === 'conflict') throw Object.assign(httpError(409), { code: 'CONFLICT' });
  return result;
}

export type ProfileActorOptions = {
  stored?: StoredProfile;
  /** How each part's save answers. @default every part saves */
  parts?: Partial<Record<ProfilePart, PartCall>>;
  /** The page was opened with phoneVerificationRequired=true (and the phone is not verified yet). */
  phoneVerificationRequired?: boolean;
  onCall?: (name: string, input?: unknown) => void;
};

/** A profile actor (not started) over a fake server. */
export function createProfileActor({
  stored = 'complete',
  parts = {},
  phoneVerificationRequired = false,
  onCall,
}: ProfileActorOptions = {}) {
  const call = <I, O = void>(name: string, part: ProfilePart, output: O, onInput?: (input: I) => void) =>
    fromPromise<O, I>(async ({ input }) => {
      onCall?.(name, input);
      onInput?.(input);
      return fake(parts[part] ?? 'resolve', output);
    });
  // The fake server keeps what was saved, so the reload after a save sends it back.
  let lastPhone = phone.phoneNumber;
  let lastEmail = email.emailAddress;
  const keepPhone = (input: { phoneNumber: string }) => {
    lastPhone = input.phoneNumber;
  };
  const keepEmail = (input: { emailAddress: string }) => {
    lastEmail = input.emailAddress;
  };
  return createActor(
    profileMachine.provide({
      actors: {
        updateName: call<UpdateNameInput>('updateName', 'name', undefined),
        updatePhone: call<UpdatePhoneInput>('updatePhone', 'phone', undefined, keepPhone),
        createPhone: call<CreatePhoneInput>('createPhone', 'phone', undefined, keepPhone),
        loadPhones: fromPromise<UserPhone[], LoadListInput>(async () => [
          { ...phone, phoneNumber: lastPhone },
        ]),
        updateEmail: call<UpdateEmailInput>('updateEmail', 'email', undefined, keepEmail),
        createEmail: call<CreateEmailInput>('createEmail', 'email', undefined, keepEmail),
        loadEmails: fromPromise<UserEmail[], LoadListInput>(async () => [
          { ...email, emailAddress: lastEmail },
        ]),
        createLocation: call<CreateLocationInput, CreateLocationOutput>('createLocation', 'address', {
          id: 77,
        }),
        linkUserLocation: fromPromise<LinkUserLocationOutput, LinkUserLocationInput>(async () => ({
          userLocationId: 78,
        })),
        unlinkUserLocation: fromPromise<void, UnlinkUserLocationInput>(async () => {}),
      },
    }),
    { input: { ...storedProfiles[stored], phoneVerificationRequired } },
  );
}

/** An addressSuggestions actor (not started) whose geocoder answers with the five suggestions. */
export function createSuggestionsActor(street = storedProfiles.complete.address.street1) {
  return createActor(
    addressSuggestionsMachine.provide({
      actors: {
        suggestPrimary: fromPromise<AddressSuggestion[], SuggestPrimaryInput>(async () => addressSuggestions),
        suggestFallback: fromPromise<AddressSuggestion[], SuggestFallbackInput>(async () => []),
      },
    }),
    { input: { street } },
  );
}

export type ProfileFormHarnessProps = ProfileActorOptions & {
  /** The removal request's fake. @default 'resolve' */
  removal?: FakeCall;
  /** Who looks at the account. @default 'owner' */
  viewer?: 'owner' | 'curator';
  onReload: () => void;
  /** Receives the profile actor once created. */
  onActor?: (actor: ProfileActor) => void;
};

/** The profile form over the real profile, addressSuggestions and accountRemoval machines. */
export function ProfileFormHarness({
  removal = 'resolve',
  viewer = 'owner',
  onReload,
  onActor,
  ...options
}: ProfileFormHarnessProps) {
  const actor = useStoryActor(() => createProfileActor(options));
  const suggestions = useStoryActor(() =>
    createSuggestionsActor(storedProfiles[options.stored ?? 'complete'].address?.street1 ?? ''),
  );
  const removalActor = useStoryActor(() => createRemovalActor({ send: removal, onCall: options.onCall }));
  useEffect(() => onActor?.(actor), [actor, onActor]);
  const form = (
    <ProfileForm
      actor={actor}
      addressSuggestions={suggestions}
      accountRemoval={removalActor}
      removalDrawer={<AccountRemovalDrawer actor={removalActor} onReload={onReload} />}
    />
  );
  return viewer === 'curator' ? (
    <AccountViewProvider viewer={{ kind: 'curator', viewedUserId: 42, viewedUserName: 'Hana Homeowner' }}>
      {form}
    </AccountViewProvider>
  ) : (
    form
  );
}

/** The text box (or the Street Address combobox) named `label` in `scope` (a required field's `*` is not part of its name). */
export const field = (scope: HTMLElement, label: string) =>
  within(scope).queryByRole('textbox', { name: label }) ??
  within(scope).getByRole('combobox', { name: label });

/** The field is marked invalid and described by `message`. */
export async function expectFieldError(scope: HTMLElement, label: string, message: string) {
  const input = field(scope, label);
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription(message);
}
