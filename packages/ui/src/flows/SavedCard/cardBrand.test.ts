import { describe, expect, test } from 'vitest';
import { cardBrandIconName, formatCardExpiry } from './cardBrand';

describe('cardBrandIconName', () => {
  test('American Express is amex and Diners Club is diners (spec 02 §9)', () => {
    expect(cardBrandIconName('American Express')).toBe('amex');
    expect(cardBrandIconName('Diners Club')).toBe('diners');
  });

  test('any other brand is lowercased', () => {
    expect(cardBrandIconName('Visa')).toBe('visa');
    expect(cardBrandIconName('MasterCard')).toBe('mastercard');
    expect(cardBrandIconName('Discover')).toBe('discover');
    expect(cardBrandIconName('JCB')).toBe('jcb');
  });

  test('the special names match whatever their case and surrounding spaces', () => {
    expect(cardBrandIconName(' AMERICAN EXPRESS ')).toBe('amex');
    expect(cardBrandIconName('diners club')).toBe('diners');
    expect(cardBrandIconName(' Visa ')).toBe('visa');
  });

  test('a name that only contains a special one is just lowercased', () => {
    expect(cardBrandIconName('American Express Gold')).toBe('american express gold');
  });
});

describe('formatCardExpiry', () => {
  test('pads the month and keeps a four-digit year', () => {
    expect(formatCardExpiry(4, 2031)).toBe('04/2031');
    expect(formatCardExpiry(12, 2029)).toBe('12/2029');
  });

  test('reads a two-digit year as this century', () => {
    expect(formatCardExpiry(1, 31)).toBe('01/2031');
  });
});
