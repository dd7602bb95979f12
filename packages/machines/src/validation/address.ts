import { US_STATES } from '@hearth/rules';
import { messages } from '../messages';
import { compactErrors, type FormErrors, hasNoErrors, isBlank } from './shared';

/** The address block of the profile form, named as the stored user address. */
export interface AddressValues {
  street1: string;
  /** Unit. */
  street2: string;
  city: string;
  /** Two-letter US state code. */
  province: string;
  /** ZIP code. */
  postalCode: string;
}

export interface AddressOptions {
  /** Makes Unit mandatory ('This field is required'); it is optional by default. */
  unitRequired?: boolean;
}

/** The state list of the address form: the 50 US states plus DC, as the API accepts them. */
export const US_STATES_SETTINGS = US_STATES;

const STATE_CODES = new Set(US_STATES_SETTINGS.map((state) => state.code));

export const isUsStateCode = (code: string): boolean => STATE_CODES.has(code.trim().toUpperCase());

/**
 * "A postal code of any country": one to four groups of letters and digits separated by a single
 * space or hyphen, 3 to 10 letters and digits in all, at least one of them a digit. That admits US
 * 12345 and 12345-6789, Canadian K1A 0B1, UK SW1A 1AA and the numeric codes of most countries,
 * and refuses words, punctuation and runs of separators.
 */
export function isPostalCode(value: string): boolean {
  const code = value.trim();
  if (!/^[A-Za-z0-9]+(?:[ -][A-Za-z0-9]+){0,3}$/.test(code)) return false;
  const alphanumerics = code.replace(/[ -]/g, '');
  return alphanumerics.length >= 3 && alphanumerics.length <= 10 && /[0-9]/.test(code);
}

/**
 * The spec quotes no message for State; a missing state uses the address block's generic
 * 'This field is required'.
 */
export function validateAddress(
  address: AddressValues,
  options: AddressOptions = {},
): FormErrors<keyof AddressValues> {
  const m = messages.address;
  return compactErrors({
    street1: isBlank(address.street1) ? m.streetRequired : undefined,
    street2: options.unitRequired && isBlank(address.street2) ? m.fieldRequired : undefined,
    city: isBlank(address.city) ? m.cityRequired : undefined,
    province: isUsStateCode(address.province) ? undefined : m.fieldRequired,
    postalCode: isPostalCode(address.postalCode) ? undefined : m.postalCodeInvalid,
  });
}

export const isAddressValid = (address: AddressValues, options: AddressOptions = {}): boolean =>
  hasNoErrors(validateAddress(address, options));

type StoredAddress = { [K in keyof AddressValues]?: string | null | undefined };

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim() === (b ?? '').trim();

/**
 * Whether the edited address differs from the stored one. A unit-only difference is ignored when
 * the stored address has no unit: adding just a unit is not a change.
 */
export function addressChanged(stored: StoredAddress | null | undefined, edited: AddressValues): boolean {
  const before = stored ?? {};
  const fields = ['street1', 'city', 'province', 'postalCode'] as const;
  if (fields.some((field) => !same(before[field], edited[field]))) return true;
  return !isBlank(before.street2) && !same(before.street2, edited.street2);
}
