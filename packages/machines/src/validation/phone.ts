import {
  type CountryCode,
  type MetadataJson,
  ParseError,
  parsePhoneNumberWithError as parseOrThrowWith,
  parsePhoneNumberFromString as parseWith,
} from 'libphonenumber-js/core';
import { messages } from '../messages';
import nanpMetadata from './phoneMetadata.json';
import { isBlank } from './shared';

// Only the North American plan's metadata (calling code +1, see scripts/phone-metadata.mjs): the
// whole of libphonenumber-js's is about 19 KB gzipped on every page that checks a phone number.
const metadata = nanpMetadata as unknown as MetadataJson;
const parsePhoneNumberFromString = (text: string, country: CountryCode) => parseWith(text, country, metadata);
const parsePhoneNumberWithError = (text: string, country: CountryCode) =>
  parseOrThrowWith(text, country, metadata);

export const PHONE_COUNTRY: CountryCode = 'US';
/** Input mask of the Mobile number field: (NNN) NNN-NNNN. */
export const PHONE_MASK = '(999) 999-9999';
/** The field's mask for a toll-free number, which is shown in international style: +1 NNN NNN NNNN. */
export const TOLL_FREE_PHONE_MASK = '+1 999 999 9999';
/** Digits left after stripping `+ - ( )` and spaces, for the validity check. */
export const PHONE_VALID_DIGITS = { min: 9, max: 12 } as const;
/** Digit counts that get formatted; other input is shown as typed. */
export const PHONE_FORMAT_DIGITS = { min: 10, max: 12 } as const;
export const TOLL_FREE_PREFIXES = ['800', '844', '855', '866', '877', '888'] as const;

/**
 * Parsing bounds of a phone number. libphonenumber-js enforces them itself (they are its
 * MAX_INPUT_STRING_LENGTH, MIN_LENGTH_FOR_NSN and MAX_LENGTH_FOR_NSN); they are restated here
 * so the tests pin them.
 */
export const PHONE_MAX_INPUT_LENGTH = 250;
export const PHONE_MIN_NATIONAL_LENGTH = 2;
export const PHONE_MAX_NATIONAL_LENGTH = 17;

export type PhoneParseProblem = 'TOO_LONG' | 'TOO_SHORT' | 'NOT_A_NUMBER' | 'INVALID_COUNTRY';

/** Why the text cannot be parsed as a phone number at all (US by default), or undefined. */
export function phoneParseProblem(input: string): PhoneParseProblem | undefined {
  try {
    parsePhoneNumberWithError(input, PHONE_COUNTRY);
    return undefined;
  } catch (error) {
    if (error instanceof ParseError) return error.message as PhoneParseProblem;
    throw error;
  }
}

const VALID_DIGITS = new RegExp(`^[0-9]{${PHONE_VALID_DIGITS.min},${PHONE_VALID_DIGITS.max}}$`);

const stripPhone = (input: string): string => input.replace(/[+\-() ]/g, '');

/**
 * Strip `+ - ( )` and spaces, 9 to 12 digits must remain, and they must parse as a
 * valid number of the US itself (a valid +1 number of Canada or Jamaica is refused).
 */
export function isValidUsPhoneNumber(input: string): boolean {
  if (input.length > PHONE_MAX_INPUT_LENGTH) return false;
  const digits = stripPhone(input);
  if (!VALID_DIGITS.test(digits)) return false;
  const parsed = parsePhoneNumberFromString(digits, PHONE_COUNTRY);
  return parsed?.isValid() === true && parsed.country === PHONE_COUNTRY;
}

/**
 * The national US format, (212) 555-0134; toll-free numbers in international style,
 * +1 800 555 0199. Input that is not a valid number of 10 to 12 digits is returned as typed.
 */
export function formatPhoneNational(input: string): string {
  const digits = input.replace(/[^0-9]/g, '');
  if (digits.length < PHONE_FORMAT_DIGITS.min || digits.length > PHONE_FORMAT_DIGITS.max) return input;
  const parsed = parsePhoneNumberFromString(digits, PHONE_COUNTRY);
  if (!parsed?.isValid()) return input;
  const tollFree = TOLL_FREE_PREFIXES.some((prefix) => parsed.nationalNumber.startsWith(prefix));
  return tollFree ? parsed.formatInternational() : parsed.formatNational();
}

/**
 * Whether what is typed (or stored) is a toll-free number: its national digits, after a leading
 * +1 or 1, start with one of the toll-free prefixes. True from the prefix's third digit on.
 */
export function isTollFreeInput(input: string): boolean {
  const digits = input.replace(/[^0-9]/g, '');
  // No US area code starts with 1: a leading 1 is the country code, typed with or without +.
  const national = digits.startsWith('1') ? digits.slice(1) : digits;
  return TOLL_FREE_PREFIXES.some((prefix) => national.startsWith(prefix));
}

/**
 * The Mobile number field's mask for what is in it: international style for a toll-free number,
 * and for text already in that style (starting with +), so that editing it back never reads its
 * country code as the first digit of an area code.
 */
export const phoneMaskFor = (input: string): string =>
  input.trim().startsWith('+') || isTollFreeInput(input) ? TOLL_FREE_PHONE_MASK : PHONE_MASK;

/**
 * The number as the Mobile number field shows it: (NNN) NNN-NNNN, and a toll-free number in
 * international style, +1 800 555 0199, as everywhere it is shown (`phoneMaskFor` keeps it so
 * while it is edited). Other input is returned as stored.
 */
export function formatPhoneForField(input: string): string {
  const parsed = parsePhoneNumberFromString(stripPhone(input), PHONE_COUNTRY);
  if (!parsed?.isValid()) return input;
  return isTollFreeInput(parsed.nationalNumber) ? parsed.formatInternational() : parsed.formatNational();
}

/** Digits only, for comparing a stored number with an edited (masked) one. */
export const phoneDigits = (input: string): string => {
  const parsed = parsePhoneNumberFromString(stripPhone(input), PHONE_COUNTRY);
  return parsed?.isValid() ? parsed.nationalNumber : input.replace(/[^0-9]/g, '');
};

export interface PhoneVerification {
  /** The page was opened with phoneVerificationRequired=true. */
  phoneVerificationRequired: boolean;
  /** The phone has been verified (phoneVerified=true with a SUCCESS state). */
  phoneVerified: boolean;
}

export function validatePhone(value: string, verification: PhoneVerification) {
  const profile = messages.profile;
  if (isBlank(value)) return profile.phoneRequired;
  if (!isValidUsPhoneNumber(value)) return profile.invalidPhone;
  if (verification.phoneVerificationRequired && !verification.phoneVerified) return profile.verifyPhone;
  return undefined;
}
