import { describe, expect, test } from 'vitest';
import {
  canSaveProfile,
  isProfileFormValid,
  type ProfileFormValues,
  profileChanges,
  validateEmail,
  validateProfileForm,
} from './profile';

const jane: ProfileFormValues = {
  firstName: 'Jane',
  lastName: 'Doe',
  phone: '(212) 555-0134',
  email: 'jane@example.com',
  address: { street1: '123 Main St', street2: '', city: 'Denver', province: 'CO', postalCode: '80202' },
};
const verificationPending = { phoneVerificationRequired: true, phoneVerified: false };

describe('validateEmail', () => {
  test.each([
    ['', 'Email is required.'],
    ['  ', 'Email is required.'],
    ['jane', 'Invalid email address.'],
    ['jane@example', 'Invalid email address.'],
    ['jane@example.com', undefined],
  ])('validateEmail(%j) is %j', (value, message) => {
    expect(validateEmail(value)).toBe(message);
  });
});

describe('validateProfileForm', () => {
  test('a complete profile is valid', () => {
    expect(validateProfileForm(jane)).toEqual({});
    expect(isProfileFormValid(jane)).toBe(true);
  });

  test.each([
    [{ firstName: ' ' }, { firstName: 'First name is required.' }],
    [{ lastName: '' }, { lastName: 'Last name is required.' }],
    [{ email: 'jane@' }, { email: 'Invalid email address.' }],
    [{ email: '' }, { email: 'Email is required.' }],
    [{ phone: '' }, { phone: 'Phone is required.' }],
    [{ phone: '(555) 123-4567' }, { phone: 'Invalid phone number.' }],
    [{ address: { ...jane.address, city: '' } }, { city: 'City is required' }],
    [{ address: { ...jane.address, postalCode: 'x' } }, { postalCode: 'ZIP code is invalid' }],
  ])('with %j gives %j', (change, errors) => {
    expect(validateProfileForm({ ...jane, ...change })).toEqual(errors);
    expect(isProfileFormValid({ ...jane, ...change })).toBe(false);
  });

  test('asks to verify the phone when verification is required and not done', () => {
    expect(validateProfileForm(jane, verificationPending)).toEqual({ phone: 'Verify your phone number.' });
    expect(validateProfileForm(jane, { phoneVerificationRequired: true, phoneVerified: true })).toEqual({});
  });

  test('a mandatory unit is reported with the address errors', () => {
    expect(
      validateProfileForm(jane, { ...verificationPending, phoneVerified: true, unitRequired: true }),
    ).toEqual({
      street2: 'This field is required',
    });
  });
});

describe('profileChanges and canSaveProfile', () => {
  test.each([
    ['nothing', {}, { name: false, phone: false, email: false, address: false }],
    ['the first name', { firstName: 'Janet' }, { name: true, phone: false, email: false, address: false }],
    [
      'the phone format only',
      { phone: '212-555-0134' },
      { name: false, phone: false, email: false, address: false },
    ],
    ['the phone', { phone: '(212) 555-0135' }, { name: false, phone: true, email: false, address: false }],
    ['the email', { email: 'j@example.com' }, { name: false, phone: false, email: true, address: false }],
    [
      'a unit only, none stored',
      { address: { ...jane.address, street2: 'Apt 4' } },
      { name: false, phone: false, email: false, address: false },
    ],
    [
      'the city',
      { address: { ...jane.address, city: 'Boulder' } },
      { name: false, phone: false, email: false, address: true },
    ],
  ])('changing %s', (_, change, changes) => {
    expect(profileChanges(jane, { ...jane, ...change })).toEqual(changes);
  });

  test.each([
    ['unchanged', jane, false],
    ['changed and valid', { ...jane, lastName: 'Roe' }, true],
    ['changed but invalid', { ...jane, lastName: '' }, false],
    [
      'only a unit added where none was stored',
      { ...jane, address: { ...jane.address, street2: '4' } },
      false,
    ],
  ])('%s: canSaveProfile is %s', (_, edited, expected) => {
    expect(canSaveProfile(jane, edited)).toBe(expected);
  });

  test('a pending phone verification blocks saving', () => {
    expect(canSaveProfile(jane, { ...jane, lastName: 'Roe' }, verificationPending)).toBe(false);
  });
});
