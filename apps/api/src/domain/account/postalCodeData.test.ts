import { OFFLINE_ADDRESSES } from '@hearth/data';
import { expect, test } from 'vitest';
import { POSTAL_CODES } from './postalCodeData';

test('every postal code of the offline geocoder is seeded with its city and state', () => {
  const seeded = new Map(POSTAL_CODES.map((row) => [row.postalCode, row]));
  for (const address of OFFLINE_ADDRESSES) {
    expect(seeded.get(address.postalCode), address.postalCode).toMatchObject({
      cityName: address.city,
      provinceCode: address.province,
    });
  }
  expect(seeded.size).toBe(POSTAL_CODES.length);
});
