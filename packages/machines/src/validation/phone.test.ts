import { describe, expect, test } from 'vitest';
import {
  formatPhoneForField,
  formatPhoneNational,
  isTollFreeInput,
  isValidUsPhoneNumber,
  PHONE_MASK,
  PHONE_MAX_INPUT_LENGTH,
  PHONE_MAX_NATIONAL_LENGTH,
  PHONE_MIN_NATIONAL_LENGTH,
  phoneDigits,
  phoneMaskFor,
  phoneParseProblem,
  TOLL_FREE_PHONE_MASK,
  validatePhone,
} from './phone';

const VALID = '(212) 555-0134';
const padTo = (length: number, number = VALID) => ' '.repeat(length - number.length) + number;

describe('isValidUsPhoneNumber', () => {
  test.each([
    [VALID, true],
    ['212-555-0134', true],
    ['2125550134', true],
    ['+1 (212) 555-0134', true],
    ['12125550134', true],
    ['8005550199', true],
    ['(888) 555-0100', true],
    ['(555) 123-4567', false], // 555 is not an area code
    ['(212) 155-0134', false], // an exchange cannot start with 1
    ['212555013', false], // 9 digits: long enough to check, not a valid number
    ['21255501', false], // 8 digits
    ['1234567890123', false], // 13 digits
    ['212.555.0134', false], // dots are not stripped
    ['212-555-0134 ext 9', false],
    ['(416) 555-0134', false], // valid +1 number, but Canadian
    ['+44 20 7946 0958', false],
    ['', false],
  ])('isValidUsPhoneNumber(%j) is %s', (input, expected) => {
    expect(isValidUsPhoneNumber(input)).toBe(expected);
  });

  test('a valid number padded to 250 characters passes, to 251 is too long', () => {
    expect(isValidUsPhoneNumber(padTo(PHONE_MAX_INPUT_LENGTH))).toBe(true);
    expect(isValidUsPhoneNumber(padTo(PHONE_MAX_INPUT_LENGTH + 1))).toBe(false);
  });
});

describe('formatPhoneForField', () => {
  test.each([
    ['2125550134', '(212) 555-0134'],
    ['+1 800 555 0199', '+1 800 555 0199'],
    ['18885550199', '+1 888 555 0199'],
    ['(844) 555-0123', '+1 844 555 0123'],
    ['(555) 123-4567', '(555) 123-4567'], // invalid: as stored
    ['', ''],
  ])('formatPhoneForField(%j) is %j', (input, expected) => {
    expect(formatPhoneForField(input)).toBe(expected);
  });
});

describe('the field keeps a toll-free number in international style while it is typed', () => {
  test.each([
    ['8', false],
    ['80', false],
    ['800', true],
    ['(800', true],
    ['+1 800 5', true],
    ['1800555', true],
    ['212', false],
    ['(212) 800-0000', false],
    ['+1 212 555 0134', false],
  ])('isTollFreeInput(%j) is %s', (input, expected) => {
    expect(isTollFreeInput(input)).toBe(expected);
  });

  test('the mask follows what is in the field', () => {
    expect(phoneMaskFor('(212) 555')).toBe(PHONE_MASK);
    expect(phoneMaskFor('(800')).toBe(TOLL_FREE_PHONE_MASK);
    // Deleting back through a toll-free number keeps its +1 where it is.
    expect(phoneMaskFor('+1 80')).toBe(TOLL_FREE_PHONE_MASK);
    expect(phoneMaskFor('')).toBe(PHONE_MASK);
  });
});

describe('formatPhoneNational', () => {
  test.each([
    ['2125550134', '(212) 555-0134'],
    ['212-555-0134', '(212) 555-0134'],
    ['+1 212 555 0134', '(212) 555-0134'],
    ['12125550134', '(212) 555-0134'],
    ['8005550199', '+1 800 555 0199'],
    ['(844) 555-0199', '+1 844 555 0199'],
    ['8555550199', '+1 855 555 0199'],
    ['8665550199', '+1 866 555 0199'],
    ['8775550199', '+1 877 555 0199'],
    ['18885550199', '+1 888 555 0199'],
    ['212555013', '212555013'], // 9 digits: not formatted
    ['1234567890123', '1234567890123'], // 13 digits: not formatted
    ['(555) 123-4567', '(555) 123-4567'], // invalid: as typed
    ['', ''],
  ])('formatPhoneNational(%j) is %j', (input, expected) => {
    expect(formatPhoneNational(input)).toBe(expected);
  });

  test('formatting a valid number keeps it valid and is stable', () => {
    const formatted = formatPhoneNational('2125550134');
    expect(isValidUsPhoneNumber(formatted)).toBe(true);
    expect(formatPhoneNational(formatted)).toBe(formatted);
  });

  test('the mask matches the national format', () => {
    expect(PHONE_MASK.replace(/9/g, 'N')).toBe('(NNN) NNN-NNNN');
    expect(formatPhoneNational('2125550134').replace(/[0-9]/g, '9')).toBe(PHONE_MASK);
  });
});

describe('phone parsing bounds (spec 02 §5)', () => {
  test('input over 250 characters is too long', () => {
    expect(PHONE_MAX_INPUT_LENGTH).toBe(250);
    expect(phoneParseProblem(padTo(PHONE_MAX_INPUT_LENGTH))).toBeUndefined();
    expect(phoneParseProblem(padTo(PHONE_MAX_INPUT_LENGTH + 1))).toBe('TOO_LONG');
    expect(phoneParseProblem('1'.repeat(251))).toBe('TOO_LONG');
  });

  test('a national number under 2 digits is too short', () => {
    expect(PHONE_MIN_NATIONAL_LENGTH).toBe(2);
    expect(phoneParseProblem(`+1 ${'2'.repeat(PHONE_MIN_NATIONAL_LENGTH)}`)).toBeUndefined();
    expect(phoneParseProblem(`+1 ${'2'.repeat(PHONE_MIN_NATIONAL_LENGTH - 1)}`)).toBe('TOO_SHORT');
  });

  test('a national number over 17 digits is too long', () => {
    expect(PHONE_MAX_NATIONAL_LENGTH).toBe(17);
    expect(phoneParseProblem(`+1 ${'2'.repeat(PHONE_MAX_NATIONAL_LENGTH)}`)).toBeUndefined();
    expect(phoneParseProblem(`+1 ${'2'.repeat(PHONE_MAX_NATIONAL_LENGTH + 1)}`)).toBe('TOO_LONG');
  });

  test.each([
    ['abc', 'NOT_A_NUMBER'],
    ['', 'NOT_A_NUMBER'],
    [VALID, undefined],
  ])('phoneParseProblem(%j) is %j', (input, problem) => {
    expect(phoneParseProblem(input)).toBe(problem);
  });
});

describe('phoneDigits', () => {
  test.each([
    [VALID, '2125550134'],
    ['+1 212-555-0134', '2125550134'],
    ['12125550134', '2125550134'],
    ['(555) 12', '55512'],
  ])('phoneDigits(%j) is %j', (input, digits) => {
    expect(phoneDigits(input)).toBe(digits);
  });
});

describe('validatePhone', () => {
  const none = { phoneVerificationRequired: false, phoneVerified: false };
  test.each([
    ['', none, 'Phone is required.'],
    ['   ', none, 'Phone is required.'],
    ['(555) 123-4567', none, 'Invalid phone number.'],
    ['1234567890123', none, 'Invalid phone number.'],
    [VALID, none, undefined],
    [VALID, { phoneVerificationRequired: true, phoneVerified: false }, 'Verify your phone number.'],
    [VALID, { phoneVerificationRequired: true, phoneVerified: true }, undefined],
    [VALID, { phoneVerificationRequired: false, phoneVerified: true }, undefined],
    ['(555) 123-4567', { phoneVerificationRequired: true, phoneVerified: false }, 'Invalid phone number.'],
  ])('validatePhone(%j, %j) is %j', (input, verification, message) => {
    expect(validatePhone(input, verification)).toBe(message);
  });
});
