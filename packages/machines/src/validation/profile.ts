import { messages } from '../messages';
import { type AddressOptions, type AddressValues, addressChanged, validateAddress } from './address';
import { type PhoneVerification, phoneDigits, validatePhone } from './phone';
import { compactErrors, type FormErrors, hasNoErrors, isEmail, required } from './shared';

/** The Profile Information form. */
export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  /** Mobile number, as typed or masked. */
  phone: string;
  email: string;
  address: AddressValues;
}

export type ProfileField = Exclude<keyof ProfileFormValues, 'address'> | keyof AddressValues;
export type ProfileFormErrors = FormErrors<ProfileField>;
export type ProfileFormOptions = PhoneVerification & AddressOptions;

const NO_VERIFICATION: ProfileFormOptions = { phoneVerificationRequired: false, phoneVerified: false };

export const validateFirstName = (value: string) => required(value, messages.profile.firstNameRequired);
export const validateLastName = (value: string) => required(value, messages.profile.lastNameRequired);

export function validateEmail(value: string) {
  const profile = messages.profile;
  return required(value, profile.emailRequired) ?? (isEmail(value) ? undefined : profile.invalidEmail);
}

/** Per-field errors; the address fields are flattened beside the others. */
export function validateProfileForm(
  values: ProfileFormValues,
  options: ProfileFormOptions = NO_VERIFICATION,
): ProfileFormErrors {
  return {
    ...compactErrors({
      firstName: validateFirstName(values.firstName),
      lastName: validateLastName(values.lastName),
      phone: validatePhone(values.phone, options),
      email: validateEmail(values.email),
    }),
    ...validateAddress(values.address, options),
  };
}

/** Names present, no phone or email error, and a valid address. */
export const isProfileFormValid = (
  values: ProfileFormValues,
  options: ProfileFormOptions = NO_VERIFICATION,
) => hasNoErrors(validateProfileForm(values, options));

/** The parts a save sends; only these run. */
export interface ProfileChanges {
  name: boolean;
  phone: boolean;
  email: boolean;
  address: boolean;
}

const trimmedDiffers = (a: string, b: string) => a.trim() !== b.trim();

export function profileChanges(original: ProfileFormValues, edited: ProfileFormValues): ProfileChanges {
  return {
    name:
      trimmedDiffers(original.firstName, edited.firstName) ||
      trimmedDiffers(original.lastName, edited.lastName),
    phone: phoneDigits(original.phone) !== phoneDigits(edited.phone),
    email: trimmedDiffers(original.email, edited.email),
    address: addressChanged(original.address, edited.address),
  };
}

export const hasProfileChanges = (original: ProfileFormValues, edited: ProfileFormValues): boolean =>
  Object.values(profileChanges(original, edited)).some(Boolean);

/** Save is enabled only when the form is valid and something has changed. */
export const canSaveProfile = (
  original: ProfileFormValues,
  edited: ProfileFormValues,
  options: ProfileFormOptions = NO_VERIFICATION,
): boolean => isProfileFormValid(edited, options) && hasProfileChanges(original, edited);
