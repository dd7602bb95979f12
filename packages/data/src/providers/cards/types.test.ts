import { describe, expect, test } from 'vitest';
import { CARD_BRANDS, CARD_FIELDS, cardBrandIcon } from './types';

describe('cardBrandIcon (spec 02 §9)', () => {
  test.each<[string, string]>([
    ['American Express', 'amex'],
    ['Diners Club', 'diners'],
    ['Visa', 'visa'],
    ['MasterCard', 'mastercard'],
    ['Discover', 'discover'],
    ['JCB', 'jcb'],
    ['UnionPay', 'unionpay'],
    ['Unknown', 'unknown'],
    ['visa', 'visa'],
    ['  Visa  ', 'visa'],
    ['AMERICAN EXPRESS', 'amex'],
    ['diners club', 'diners'],
    ['', ''],
  ])('%j -> %j', (brandName, icon) => {
    expect(cardBrandIcon(brandName)).toBe(icon);
  });

  test('only the two named brands are shortened; other multi-word names are just lowercased', () => {
    expect(cardBrandIcon('American Express Centurion')).toBe('american express centurion');
    expect(cardBrandIcon('Diners')).toBe('diners');
  });
});

describe('constants', () => {
  test('fields are number, expiry, cvc, postalCode in display order', () => {
    expect(CARD_FIELDS).toEqual(['number', 'expiry', 'cvc', 'postalCode']);
  });

  test('brands are the seven detected brands plus unknown', () => {
    expect(CARD_BRANDS).toEqual([
      'visa',
      'mastercard',
      'amex',
      'discover',
      'diners',
      'jcb',
      'unionpay',
      'unknown',
    ]);
  });
});
