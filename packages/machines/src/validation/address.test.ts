import { describe, expect, test } from 'vitest';
import {
  type AddressValues,
  addressChanged,
  isAddressValid,
  isPostalCode,
  US_STATES_SETTINGS,
  validateAddress,
} from './address';

const home: AddressValues = {
  street1: '123 Main St',
  street2: '',
  city: 'Denver',
  province: 'CO',
  postalCode: '80202',
};

describe('isPostalCode (a postal code of any country)', () => {
  test.each([
    ['80202', true],
    ['80202-1234', true],
    ['K1A 0B1', true],
    ['k1a0b1', true],
    ['SW1A 1AA', true],
    ['M1 1AE', true],
    ['EC1A 1BB', true],
    ['2000', true], // Australia
    ['110001', true], // India
    ['1010 AB', true], // Netherlands
    ['100-0001', true], // Japan
    [' 80202 ', true],
    ['123', true],
    ['12', false],
    ['12345678901', false],
    ['ABCDE', false],
    ['80202--1234', false],
    ['80202 -1234', false],
    ['-80202', false],
    ['8020#', false],
    ['', false],
    ['   ', false],
  ])('isPostalCode(%j) is %s', (value, expected) => {
    expect(isPostalCode(value)).toBe(expected);
  });
});

describe('validateAddress', () => {
  test('a full address is valid; the unit is optional', () => {
    expect(validateAddress(home)).toEqual({});
    expect(isAddressValid(home)).toBe(true);
  });

  test.each([
    ['street1', '  ', {}, 'Street Address is required'],
    ['city', '', {}, 'City is required'],
    ['postalCode', 'nowhere', {}, 'ZIP code is invalid'],
    ['postalCode', '', {}, 'ZIP code is invalid'],
    ['province', '', {}, 'This field is required'],
    ['province', 'PR', {}, 'This field is required'],
    ['street2', '', { unitRequired: true }, 'This field is required'],
  ] as const)('%s = %j with %j gives %j', (field, value, options, message) => {
    const address = { ...home, [field]: value };
    expect(validateAddress(address, options)).toEqual({ [field]: message });
    expect(isAddressValid(address, options)).toBe(false);
  });

  test('a mandatory unit that is filled is valid', () => {
    expect(validateAddress({ ...home, street2: 'Apt 4' }, { unitRequired: true })).toEqual({});
  });

  test('an empty address reports street, city, state and ZIP', () => {
    const empty = { street1: '', street2: '', city: '', province: '', postalCode: '' };
    expect(Object.keys(validateAddress(empty)).sort()).toEqual(['city', 'postalCode', 'province', 'street1']);
  });

  test('a lowercase state code is accepted', () => {
    expect(validateAddress({ ...home, province: 'co' })).toEqual({});
  });
});

describe('US_STATES_SETTINGS', () => {
  test('lists the 50 states plus DC, each with a unique two-letter code and a name', () => {
    expect(US_STATES_SETTINGS).toHaveLength(51);
    expect(new Set(US_STATES_SETTINGS.map((state) => state.code)).size).toBe(51);
    expect(US_STATES_SETTINGS.every((state) => /^[A-Z]{2}$/.test(state.code) && state.name.length > 3)).toBe(
      true,
    );
    expect(US_STATES_SETTINGS).toContainEqual({ code: 'DC', name: 'District of Columbia' });
    expect(US_STATES_SETTINGS.map((state) => state.code)).not.toContain('PR');
  });
});

describe('addressChanged', () => {
  test.each([
    ['nothing changed', home, home, false],
    ['only surrounding whitespace', home, { ...home, city: ' Denver ' }, false],
    ['the street', home, { ...home, street1: '124 Main St' }, true],
    ['the city', home, { ...home, city: 'Boulder' }, true],
    ['the state', home, { ...home, province: 'WY' }, true],
    ['the ZIP', home, { ...home, postalCode: '80203' }, true],
    ['a unit added where none was stored (ignored)', home, { ...home, street2: 'Apt 4' }, false],
    ['a unit added with another change', home, { ...home, street2: 'Apt 4', postalCode: '80203' }, true],
    ['a stored unit changed', { ...home, street2: 'Apt 4' }, { ...home, street2: 'Apt 5' }, true],
    ['a stored unit removed', { ...home, street2: 'Apt 4' }, home, true],
    ['a null stored unit, unit added', { ...home, street2: null }, { ...home, street2: 'Apt 4' }, false],
    [
      'no stored address, empty form',
      null,
      { ...home, street1: '', city: '', province: '', postalCode: '' },
      false,
    ],
    ['no stored address, filled form', undefined, home, true],
  ])('%s: %s', (_, stored, edited, expected) => {
    expect(addressChanged(stored, edited)).toBe(expected);
  });
});
