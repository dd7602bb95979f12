import type { Message } from '../messages';
import type { AddressValues } from '../validation/address';
import { formatPhoneForField, formatPhoneNational } from '../validation/phone';
import type { ProfileChanges, ProfileFormOptions, ProfileFormValues } from '../validation/profile';

/** Stored records, as much of them as the save needs. */
export interface UserPhone {
  userPhoneId: number;
  userId: number;
  phoneNumber: string;
  primary: boolean;
  verified: boolean;
  smsAllowed: boolean;
}

export interface UserEmail {
  userEmailId: number;
  userId: number;
  emailAddress: string;
  primary: boolean;
  verified: boolean;
  verificationToken: string;
  optedOut: boolean;
  optedOutUtcMs?: number;
  emailAllowed: boolean;
}

export interface UserAddress extends AddressValues {
  userLocationId: number | null;
}

export type ProfilePart = keyof ProfileChanges;
export const PROFILE_PARTS = ['name', 'phone', 'email', 'address'] as const satisfies readonly ProfilePart[];

/**
 * Each part's own message when its save fails; null when it failed with nothing to say in the
 * form (a stale CSRF token: the page-expired banner says it). A part present here failed.
 */
export type ProfileErrors = Partial<Record<ProfilePart, Message | null>>;

export interface ProfileInput extends Partial<ProfileFormOptions> {
  userId: number;
  firstName: string;
  lastName: string;
  phone: UserPhone | null;
  email: UserEmail | null;
  address: UserAddress | null;
}

/** A change to the form: any fields, the address ones merged into the address. */
export type ProfileFormPatch = Partial<Omit<ProfileFormValues, 'address'>> & {
  address?: Partial<AddressValues>;
};

export interface UpdateNameInput {
  userId: number;
  firstName: string;
  lastName: string;
}
export interface UpdatePhoneInput {
  userId: number;
  userPhoneId: number | null;
  phoneNumber: string;
}
export interface CreatePhoneInput {
  userId: number;
  phoneNumber: string;
  primary: true;
  smsAllowed: true;
  verified: false;
}
export interface UpdateEmailInput {
  userId: number;
  userEmailId: number | null;
  emailAddress: string;
}
export interface CreateEmailInput {
  userId: number;
  emailAddress: string;
  primary: true;
  optedOut: false;
  emailAllowed: true;
}
export interface LoadListInput {
  userId: number;
}
/** The location address as sent to the server: the state code prefixed with US_. */
export interface CreateLocationInput {
  streetLine1: string;
  streetLine2: string;
  countrySubdivision: string;
  city: string;
  postalCode: string;
}
export interface CreateLocationOutput {
  id: number;
}
export interface LinkUserLocationInput {
  userId: number;
  locationId: number;
  primary: true;
}
export interface LinkUserLocationOutput {
  userLocationId: number;
}
export interface UnlinkUserLocationInput {
  userId: number;
  userLocationId: number;
}

/** The `kind` of an `InvalidLocationError`. */
export const INVALID_LOCATION = 'invalid-location';

/**
 * What `createLocation` rejects with when the address itself was refused: the form then says
 * 'Please enter a valid address.' instead of the generic line. Pass the client's error as `cause`.
 */
export class InvalidLocationError extends Error {
  override name = 'InvalidLocationError';
  readonly kind = INVALID_LOCATION;
  constructor(options?: ErrorOptions) {
    super('The address was refused.', options);
  }
}

export const isInvalidLocationError = (error: unknown): error is InvalidLocationError =>
  error instanceof InvalidLocationError;

const EMPTY_ADDRESS: AddressValues = { street1: '', street2: '', city: '', province: '', postalCode: '' };

export const addressValues = (address: Partial<AddressValues> | null | undefined): AddressValues => ({
  street1: address?.street1 ?? '',
  street2: address?.street2 ?? '',
  city: address?.city ?? '',
  province: address?.province ?? '',
  postalCode: address?.postalCode ?? '',
});

/** The form as the stored records show it; the phone in the field's national format. */
export const profileFormFromInput = (input: ProfileInput): ProfileFormValues => ({
  firstName: input.firstName,
  lastName: input.lastName,
  phone: input.phone ? formatPhoneForField(input.phone.phoneNumber) : '',
  email: input.email?.emailAddress ?? '',
  address: input.address ? addressValues(input.address) : EMPTY_ADDRESS,
});

export const applyPatch = (form: ProfileFormValues, patch: ProfileFormPatch): ProfileFormValues => ({
  ...form,
  ...patch,
  address: { ...form.address, ...patch.address },
});

/** The phone number as sent: normalised to the national US format. */
export const phoneToSend = (phone: string): string => formatPhoneNational(phone.trim());

export const toLocationAddress = (address: AddressValues): CreateLocationInput => ({
  streetLine1: address.street1.trim(),
  streetLine2: address.street2.trim(),
  countrySubdivision: `US_${address.province.trim().toUpperCase()}`,
  city: address.city.trim(),
  postalCode: address.postalCode.trim(),
});

/** The primary record of a reloaded list, else its first, else what was there. */
export const primaryOf = <T extends { primary: boolean }>(list: readonly T[], fallback: T | null): T | null =>
  list.find((item) => item.primary) ?? list[0] ?? fallback;
