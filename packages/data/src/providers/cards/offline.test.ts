import { describe, expect, test, vi } from 'vitest';
import {
  CARD_BRAND_RULES,
  CARD_MESSAGES,
  checkCardNumber,
  checkCvc,
  checkExpiry,
  checkPostalCode,
  createOfflineCardProvider,
  detectCardBrand,
  luhnValid,
  OFFLINE_DECLINING_CARDS,
  parseExpiry,
} from './offline';
import type { CardBrand, CardEntrySession, CardEntryState, CardField } from './types';

/** 22 November 2026, local time. */
const NOW = new Date(2026, 10, 22, 10, 30);
const now = () => NOW;
const VALID_EXPIRY = '12 / 30';

function session(random: () => number = () => 0.5): CardEntrySession {
  return createOfflineCardProvider({ now, random }).createSession();
}

function fill(s: CardEntrySession, values: Partial<Record<CardField, string>>): void {
  for (const [field, value] of Object.entries(values)) s.setValue(field as CardField, value);
}

const VALID_CARD = { number: '4242424242424242', expiry: VALID_EXPIRY, cvc: '123', postalCode: '94107' };

/** The real provider's documented test numbers, one or more per brand. */
const TEST_NUMBERS: Array<[CardBrand, string]> = [
  ['visa', '4242424242424242'],
  ['visa', '4000056655665556'],
  ['mastercard', '5555555555554444'],
  ['mastercard', '2223003122003222'],
  ['mastercard', '5200828282828210'],
  ['mastercard', '5105105105105100'],
  ['amex', '378282246310005'],
  ['amex', '371449635398431'],
  ['discover', '6011111111111117'],
  ['discover', '6011000990139424'],
  ['diners', '3056930009020004'],
  ['diners', '36227206271667'],
  ['jcb', '3566002020360505'],
  ['unionpay', '6200000000000005'],
  ['unionpay', '6205500000000000004'],
];

describe('luhnValid', () => {
  test.each(TEST_NUMBERS)('%s test number %s passes', (_brand, number) => {
    expect(luhnValid(number)).toBe(true);
  });

  test.each(Object.keys(OFFLINE_DECLINING_CARDS))('declining test number %s passes Luhn', (number) => {
    expect(luhnValid(number)).toBe(true);
  });

  test.each([
    '4242424242424241',
    '4242424242424243',
    '4242424242424224', // two digits swapped
    '378282246310006',
    '1',
  ])('%s fails', (number) => {
    expect(luhnValid(number)).toBe(false);
  });

  test.each(['', ' ', '4242 4242', 'abc', '42a2'])('non-digit input %j fails', (number) => {
    expect(luhnValid(number)).toBe(false);
  });

  test('the doubling of every second digit from the right carries over 9', () => {
    expect(luhnValid('18')).toBe(true); // 1*2 + 8 = 10
    expect(luhnValid('59')).toBe(true); // 5*2-9 + 9 = 10
    expect(luhnValid('91')).toBe(true); // 9*2-9 + 1 = 10
    expect(luhnValid('19')).toBe(false); // 1*2 + 9 = 11
  });
});

describe('detectCardBrand', () => {
  test.each(TEST_NUMBERS)('%s from %s', (brand, number) => {
    expect(detectCardBrand(number)).toBe(brand);
  });

  test.each<[string, CardBrand]>([
    ['4', 'visa'],
    ['5', 'mastercard'],
    ['51', 'mastercard'],
    ['55', 'mastercard'],
    ['2', 'mastercard'],
    ['2221', 'mastercard'],
    ['2720', 'mastercard'],
    ['34', 'amex'],
    ['37', 'amex'],
    ['6011', 'discover'],
    ['644', 'discover'],
    ['649', 'discover'],
    ['65', 'discover'],
    ['300', 'diners'],
    ['305', 'diners'],
    ['309', 'diners'],
    ['36', 'diners'],
    ['38', 'diners'],
    ['39', 'diners'],
    ['3528', 'jcb'],
    ['3589', 'jcb'],
    ['35', 'jcb'], // only jcb starts with 35
    ['62', 'unionpay'],
    ['3', 'unknown'], // amex, diners or jcb
    ['6', 'unknown'], // discover or unionpay
    ['601', 'discover'], // only discover can still match
    ['1', 'unknown'],
    ['50', 'unknown'],
    ['56', 'unknown'],
    ['2220', 'unknown'],
    ['2721', 'unknown'],
    ['306', 'unknown'],
    ['3527', 'unknown'],
    ['3590', 'unknown'],
    ['6010', 'unknown'],
    ['643', 'unknown'],
    ['7', 'unknown'],
    ['9', 'unknown'],
    ['', 'unknown'],
    ['abc', 'unknown'],
    ['4x', 'unknown'],
  ])('%j -> %s', (number, brand) => {
    expect(detectCardBrand(number)).toBe(brand);
  });

  test('spaces between groups are ignored', () => {
    expect(detectCardBrand('3782 822463 10005')).toBe('amex');
    expect(detectCardBrand(' 4 ')).toBe('visa');
  });
});

describe('checkCardNumber', () => {
  test.each(TEST_NUMBERS)('%s test number %s is valid', (_brand, number) => {
    expect(checkCardNumber(number)).toEqual({ status: 'valid' });
  });

  test.each(['4242 4242 4242 4242', ' 4242424242424242 ', '3782 822463 10005'])('spaced %j is valid', (n) => {
    expect(checkCardNumber(n).status).toBe('valid');
  });

  test.each(['', ' ', '   ', '\t'])('empty %j is empty (no error yet)', (number) => {
    expect(checkCardNumber(number)).toEqual({ status: 'empty' });
  });

  const incomplete = {
    status: 'incomplete',
    message: CARD_MESSAGES.numberIncomplete,
    code: 'incomplete_number',
  };
  const invalid = { status: 'invalid', message: CARD_MESSAGES.numberInvalid, code: 'invalid_number' };

  test.each([
    ['4'],
    ['424242424242424'], // visa, 15 of 16
    ['37828224631000'], // amex, 14 of 15
    ['3'], // brand not yet known
    ['6'],
    ['555555555555444'], // mastercard, 15 of 16
    ['305693000902000'], // diners, 15: between 14 and 16
    ['620000000000000'], // unionpay, 15 of 16..19
  ])('%s is incomplete', (number) => {
    expect(checkCardNumber(number)).toEqual(incomplete);
  });

  test.each([
    ['4242424242424241', 'fails Luhn'],
    ['378282246310006', 'amex fails Luhn'],
    ['42424242424242420', 'visa, too long'],
    ['3782822463100055', 'amex, too long'],
    ['36227206271667000', 'diners, too long'],
    ['62055000000000000040', 'unionpay, 20 digits'],
    ['1234567812345678', 'no brand starts with 1'],
    ['1', 'no brand starts with 1'],
    ['7', 'no brand starts with 7'],
    ['50', 'no brand starts with 50'],
    ['9999', 'no brand starts with 9'],
    ['abcd', 'letters'],
    ['4242a24242424242', 'a letter inside'],
    ['4242-4242-4242-4242', 'dashes'],
    ['4242.4242', 'dots'],
    ['-4242', 'a sign'],
    ['４２４２', 'full-width digits'],
    ['4'.repeat(40), 'far too long'],
  ])('%s is invalid (%s)', (number) => {
    expect(checkCardNumber(number)).toEqual(invalid);
  });

  test.each(
    (Object.keys(CARD_BRAND_RULES) as Array<keyof typeof CARD_BRAND_RULES>).flatMap((brand) =>
      CARD_BRAND_RULES[brand].lengths.map((length) => [brand, length] as const),
    ),
  )('%s: a Luhn-valid number of length %i is valid', (brand, length) => {
    const prefix = CARD_BRAND_RULES[brand].ranges[0]?.[0] ?? '';
    const body = prefix.padEnd(length - 1, '0');
    const check = [...'0123456789'].find((d) => luhnValid(body + d)) ?? '';
    expect(checkCardNumber(body + check)).toEqual({ status: 'valid' });
    const wrong = String((Number(check) + 1) % 10);
    expect(checkCardNumber(body + wrong)).toEqual(invalid);
  });
});

describe('checkExpiry', () => {
  test.each([
    '12 / 30',
    '12/30',
    '1230',
    ' 12 / 30 ',
    '11 / 26', // the current month is still valid
    '11/26',
    '01 / 27',
    '1 / 27', // one-digit month with a slash
    '5/27',
    '527', // one-digit month 2-9 without a slash is padded
    '12 / 76', // 50 years ahead
  ])('%j is valid', (value) => {
    expect(checkExpiry(value, NOW)).toEqual({ status: 'valid' });
  });

  test.each(['', ' ', '    '])('empty %j is empty', (value) => {
    expect(checkExpiry(value, NOW)).toEqual({ status: 'empty' });
  });

  test.each(['1', '0', '12', '12 /', '12/', '12 / 3', '123', '1/', '5', '5/', '05 / 2'])(
    '%j is incomplete',
    (value) => {
      expect(checkExpiry(value, NOW)).toEqual({
        status: 'incomplete',
        message: CARD_MESSAGES.expiryIncomplete,
        code: 'incomplete_expiry',
      });
    },
  );

  test.each(['10 / 25', '12/25', '01 / 00', '11 / 19'])('%j: year in the past', (value) => {
    expect(checkExpiry(value, NOW)).toEqual({
      status: 'invalid',
      message: CARD_MESSAGES.expiryYearPast,
      code: 'invalid_expiry_year_past',
    });
  });

  test.each(['10 / 26', '01 / 26'])('%j: month in the past this year', (value) => {
    expect(checkExpiry(value, NOW)).toEqual({
      status: 'invalid',
      message: CARD_MESSAGES.expiryDatePast,
      code: 'invalid_expiry_month_past',
    });
  });

  test.each(['13 / 30', '00 / 30', '00', '13', '19', '0/30'])('%j: month invalid', (value) => {
    expect(checkExpiry(value, NOW)).toEqual({
      status: 'invalid',
      message: CARD_MESSAGES.expiryMonthInvalid,
      code: 'invalid_expiry_month',
    });
  });

  test.each(['01 / 77', '12 / 99'])('%j: more than 50 years ahead is an invalid year', (value) => {
    expect(checkExpiry(value, NOW).status).toBe('invalid');
    expect(checkExpiry(value, NOW)).toMatchObject({ message: CARD_MESSAGES.expiryYearInvalid });
  });

  test.each([
    'ab / cd',
    '12 / 3x',
    'MM / YY',
    '12 // 30',
    '12-30',
    '12 / 2030',
    '12300',
    '/30',
    '1 2 / 3 0 0',
  ])('%j: invalid', (value) => {
    expect(checkExpiry(value, NOW)).toEqual({
      status: 'invalid',
      message: CARD_MESSAGES.expiryInvalid,
      code: 'invalid_expiry',
    });
  });

  test('the clock decides: the same expiry is valid before and past after', () => {
    expect(checkExpiry('11 / 26', new Date(2026, 10, 30, 23, 59)).status).toBe('valid');
    expect(checkExpiry('11 / 26', new Date(2026, 11, 1, 0, 0)).status).toBe('invalid');
    expect(checkExpiry('11 / 26', new Date(2027, 0, 1)).status).toBe('invalid');
    expect(checkExpiry('11 / 26', new Date(2027, 0, 1))).toMatchObject({
      message: CARD_MESSAGES.expiryYearPast,
    });
  });
});

describe('parseExpiry', () => {
  test.each<[string, { month: number; year: number } | undefined]>([
    ['12 / 30', { month: 12, year: 2030 }],
    ['1 / 27', { month: 1, year: 2027 }],
    ['527', { month: 5, year: 2027 }],
    ['0128', { month: 1, year: 2028 }],
    ['12 / 25', undefined],
    ['12 /', undefined],
    ['', undefined],
  ])('%j -> %j', (value, expected) => {
    expect(parseExpiry(value, NOW)).toEqual(expected);
  });
});

describe('checkCvc', () => {
  const incomplete = { status: 'incomplete', message: CARD_MESSAGES.cvcIncomplete, code: 'incomplete_cvc' };
  const invalid = { status: 'invalid', message: CARD_MESSAGES.cvcInvalid, code: 'invalid_cvc' };
  const threeDigitBrands: CardBrand[] = ['visa', 'mastercard', 'discover', 'diners', 'jcb', 'unionpay'];

  test.each(threeDigitBrands)('%s: 3 digits valid, 1-2 incomplete, 4 invalid', (brand) => {
    expect(checkCvc('123', brand)).toEqual({ status: 'valid' });
    expect(checkCvc('1', brand)).toEqual(incomplete);
    expect(checkCvc('12', brand)).toEqual(incomplete);
    expect(checkCvc('1234', brand)).toEqual(invalid);
  });

  test('amex: 4 digits valid, 1-3 incomplete, 5 invalid', () => {
    expect(checkCvc('1234', 'amex')).toEqual({ status: 'valid' });
    expect(checkCvc('1', 'amex')).toEqual(incomplete);
    expect(checkCvc('123', 'amex')).toEqual(incomplete);
    expect(checkCvc('12345', 'amex')).toEqual(invalid);
  });

  test('unknown brand: 3 or 4 digits valid, 5 invalid', () => {
    expect(checkCvc('123', 'unknown')).toEqual({ status: 'valid' });
    expect(checkCvc('1234', 'unknown')).toEqual({ status: 'valid' });
    expect(checkCvc('12', 'unknown')).toEqual(incomplete);
    expect(checkCvc('12345', 'unknown')).toEqual(invalid);
  });

  test.each(['', ' ', '   '])('empty %j is empty', (value) => {
    expect(checkCvc(value, 'visa')).toEqual({ status: 'empty' });
  });

  test.each(['abc', '12a', '1 3', '1.3', '-12', '000000000'])('%j is invalid', (value) => {
    expect(checkCvc(value, 'visa')).toEqual(invalid);
  });

  test('surrounding spaces are ignored', () => {
    expect(checkCvc(' 123 ', 'visa')).toEqual({ status: 'valid' });
  });
});

describe('checkPostalCode (US)', () => {
  test.each(['94107', '00501', '94107-1234', '941071234', ' 94107 '])('%j is valid', (value) => {
    expect(checkPostalCode(value)).toEqual({ status: 'valid' });
  });

  test.each(['', ' ', '    '])('empty %j is empty', (value) => {
    expect(checkPostalCode(value)).toEqual({ status: 'empty' });
  });

  test.each(['9', '94', '941', '9410'])('%j is incomplete', (value) => {
    expect(checkPostalCode(value)).toEqual({
      status: 'incomplete',
      message: CARD_MESSAGES.postalCodeIncomplete,
      code: 'incomplete_zip',
    });
  });

  test.each([
    'abcde',
    '9410a',
    '941 07',
    '941070',
    '9410712',
    '94107-',
    '94107-12',
    '94107-12345',
    '9410712345',
    '94107 1234',
    'SW1A 1AA',
    'K1A 0B1',
  ])('%j is invalid', (value) => {
    expect(checkPostalCode(value)).toEqual({
      status: 'invalid',
      message: CARD_MESSAGES.postalCodeInvalid,
      code: 'invalid_zip',
    });
  });
});

describe('messages use the real provider wording', () => {
  test.each([
    ['numberIncomplete', 'Your card number is incomplete.'],
    ['numberInvalid', 'Your card number is invalid.'],
    ['expiryIncomplete', "Your card's expiration date is incomplete."],
    ['expiryYearPast', "Your card's expiration year is in the past."],
    ['cvcIncomplete', "Your card's security code is incomplete."],
    ['postalCodeIncomplete', 'Your postal code is incomplete.'],
    ['declined', 'Your card was declined.'],
    ['insufficientFunds', 'Your card has insufficient funds.'],
    ['expiredCard', 'Your card has expired.'],
    ['incorrectCvc', "Your card's security code is incorrect."],
  ] as const)('%s', (key, message) => {
    expect(CARD_MESSAGES[key]).toBe(message);
  });
});

describe('offline session', () => {
  test('the provider is the offline kind and sessions take plain inputs', () => {
    const provider = createOfflineCardProvider({ now });
    expect(provider.kind).toBe('offline');
    const s = provider.createSession();
    expect(s.mode).toBe('inputs');
    expect(s.fields).toEqual(['number', 'expiry', 'cvc', 'postalCode']);
    expect(s.mount).toBeUndefined();
  });

  test('starts empty: not complete, no errors, unknown brand', () => {
    expect(session().getState()).toEqual({ complete: false, errors: {}, brand: 'unknown' });
  });

  test('complete only when every field is valid', () => {
    const s = session();
    const steps: Array<[CardField, string]> = [
      ['number', VALID_CARD.number],
      ['expiry', VALID_CARD.expiry],
      ['cvc', VALID_CARD.cvc],
      ['postalCode', VALID_CARD.postalCode],
    ];
    steps.forEach(([field, value], index) => {
      s.setValue(field, value);
      expect(s.getState().complete).toBe(index === steps.length - 1);
    });
    expect(s.getState()).toEqual({ complete: true, errors: {}, brand: 'visa' });
  });

  test.each<[CardField, string]>([
    ['number', '4242424242424241'],
    ['number', '424242424242424'],
    ['number', ''],
    ['expiry', '10 / 25'],
    ['expiry', '12 /'],
    ['expiry', ''],
    ['cvc', '12'],
    ['cvc', 'abc'],
    ['cvc', ''],
    ['postalCode', '9410'],
    ['postalCode', ''],
    ['postalCode', 'abcde'],
  ])('not complete when %s is %j', (field, value) => {
    const s = session();
    fill(s, { ...VALID_CARD, [field]: value });
    expect(s.getState().complete).toBe(false);
  });

  test('an amex needs a 4-digit CVC: changing the number re-checks the CVC', () => {
    const s = session();
    fill(s, VALID_CARD);
    expect(s.getState().complete).toBe(true);
    s.setValue('number', '378282246310005');
    expect(s.getState().complete).toBe(false);
    expect(s.getState().brand).toBe('amex');
    s.blur('cvc');
    expect(s.getState().errors).toEqual({ cvc: CARD_MESSAGES.cvcIncomplete });
    s.setValue('cvc', '1234');
    expect(s.getState()).toEqual({ complete: true, errors: {}, brand: 'amex' });
  });

  test.each(TEST_NUMBERS)('reports brand %s for %s', (brand, number) => {
    const s = session();
    s.setValue('number', number);
    expect(s.getState().brand).toBe(brand);
  });

  test('invalid values show their error at once; incomplete ones only after blur', () => {
    const s = session();
    s.setValue('number', '4242');
    s.setValue('expiry', '12');
    s.setValue('cvc', '1');
    s.setValue('postalCode', '941');
    expect(s.getState().errors).toEqual({});
    for (const field of ['number', 'expiry', 'cvc', 'postalCode'] as const) s.blur(field);
    expect(s.getState().errors).toEqual({
      number: CARD_MESSAGES.numberIncomplete,
      expiry: CARD_MESSAGES.expiryIncomplete,
      cvc: CARD_MESSAGES.cvcIncomplete,
      postalCode: CARD_MESSAGES.postalCodeIncomplete,
    });

    const t = session();
    t.setValue('number', '4242424242424241');
    t.setValue('expiry', '10 / 25');
    t.setValue('cvc', 'ab');
    t.setValue('postalCode', '9410a');
    expect(t.getState().errors).toEqual({
      number: CARD_MESSAGES.numberInvalid,
      expiry: CARD_MESSAGES.expiryYearPast,
      cvc: CARD_MESSAGES.cvcInvalid,
      postalCode: CARD_MESSAGES.postalCodeInvalid,
    });
  });

  test('a blurred empty field shows no error', () => {
    const s = session();
    s.blur('number');
    expect(s.getState().errors).toEqual({});
  });

  test('an error goes away when the field becomes valid', () => {
    const s = session();
    s.setValue('number', '4242424242424241');
    expect(s.getState().errors.number).toBe(CARD_MESSAGES.numberInvalid);
    s.setValue('number', '4242424242424242');
    expect(s.getState().errors.number).toBeUndefined();
  });

  test('the expiry uses the injected clock', () => {
    const early = createOfflineCardProvider({ now: () => new Date(2025, 0, 1) }).createSession();
    const late = createOfflineCardProvider({ now: () => new Date(2027, 0, 1) }).createSession();
    early.setValue('expiry', '06 / 26');
    late.setValue('expiry', '06 / 26');
    expect(early.getState().errors).toEqual({});
    expect(late.getState().errors).toEqual({ expiry: CARD_MESSAGES.expiryYearPast });
  });

  test('onChange fires on every change with the new state; unsubscribe stops it', () => {
    const s = session();
    const seen: CardEntryState[] = [];
    const off = s.onChange((state) => seen.push(state));
    s.setValue('number', '4');
    s.setValue('number', '4'); // unchanged: no event
    s.blur('number');
    s.blur('number'); // already left: no event
    expect(seen).toEqual([
      { complete: false, errors: {}, brand: 'visa' },
      { complete: false, errors: { number: CARD_MESSAGES.numberIncomplete }, brand: 'visa' },
    ]);
    off();
    s.setValue('number', '42');
    expect(seen).toHaveLength(2);
  });

  test('several listeners each get the event; removing one during an event is safe', () => {
    const s = session();
    const a = vi.fn();
    const b = vi.fn();
    const offA = s.onChange(() => {
      a();
      offA();
    });
    s.onChange(b);
    s.setValue('cvc', '1');
    s.setValue('cvc', '12');
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(2);
  });

  test('reaching complete is reported to listeners', () => {
    const s = session();
    const listener = vi.fn();
    s.onChange(listener);
    fill(s, VALID_CARD);
    expect(listener).toHaveBeenCalledTimes(4);
    expect(listener).toHaveBeenLastCalledWith({ complete: true, errors: {}, brand: 'visa' });
  });

  test('destroy drops listeners and makes the session unusable', async () => {
    const s = session();
    const listener = vi.fn();
    s.onChange(listener);
    s.destroy();
    expect(() => s.setValue('number', '4')).toThrow(/destroyed/);
    expect(() => s.blur('number')).toThrow(/destroyed/);
    expect(() => s.onChange(listener)).toThrow(/destroyed/);
    await expect(s.createToken({ name: 'Ada Lovelace' })).rejects.toThrow(/destroyed/);
    expect(listener).not.toHaveBeenCalled();
  });

  test('sessions are independent', () => {
    const provider = createOfflineCardProvider({ now });
    const a = provider.createSession();
    const b = provider.createSession();
    fill(a, VALID_CARD);
    expect(a.getState().complete).toBe(true);
    expect(b.getState()).toEqual({ complete: false, errors: {}, brand: 'unknown' });
  });
});

describe('offline createToken', () => {
  test('4242424242424242 succeeds with a tok_offline_ token and the card summary', async () => {
    const s = session();
    fill(s, VALID_CARD);
    const result = await s.createToken({ name: 'Ada Lovelace' });
    expect(result.error).toBeUndefined();
    expect(result.token).toMatch(/^tok_offline_[0-9a-f]{24}$/);
    expect(result.card).toEqual({
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
      name: 'Ada Lovelace',
    });
  });

  test('the token comes from the injected random source', async () => {
    const values = [0, 0.999999, 0.5, 0.0625];
    let i = 0;
    const s = session(() => values[i++ % values.length] ?? 0);
    fill(s, VALID_CARD);
    const { token } = await s.createToken({ name: 'A B' });
    expect(token).toBe(`tok_offline_${'0f81'.repeat(6)}`);
  });

  test('random values outside [0, 1) still give hex digits', async () => {
    const high = session(() => 1);
    fill(high, VALID_CARD);
    expect((await high.createToken({ name: 'A B' })).token).toBe(`tok_offline_${'f'.repeat(24)}`);
    const low = session(() => -1);
    fill(low, VALID_CARD);
    expect((await low.createToken({ name: 'A B' })).token).toBe(`tok_offline_${'0'.repeat(24)}`);
  });

  test('the default random source gives different tokens', async () => {
    const s = createOfflineCardProvider({ now }).createSession();
    fill(s, VALID_CARD);
    const first = await s.createToken({ name: 'A B' });
    const second = await s.createToken({ name: 'A B' });
    expect(first.token).toMatch(/^tok_offline_[0-9a-f]{24}$/);
    expect(second.token).toMatch(/^tok_offline_[0-9a-f]{24}$/);
    expect(first.token).not.toBe(second.token);
  });

  test('the customer name is trimmed and kept with the card', async () => {
    const s = session();
    fill(s, VALID_CARD);
    const result = await s.createToken({ name: '  Grace Hopper ' });
    expect(result.card?.name).toBe('Grace Hopper');
  });

  test.each(TEST_NUMBERS)('%s test number %s succeeds', async (brand, number) => {
    const s = session();
    fill(s, { ...VALID_CARD, number, cvc: brand === 'amex' ? '1234' : '123' });
    const result = await s.createToken({ name: 'Ada Lovelace' });
    expect(result.error).toBeUndefined();
    expect(result.token).toMatch(/^tok_offline_[0-9a-f]+$/);
    expect(result.card).toMatchObject({ brand, last4: number.slice(-4) });
  });

  test.each([
    ['4000000000000002', 'card_declined', 'generic_decline', undefined, 'Your card was declined.'],
    [
      '4000000000009995',
      'card_declined',
      'insufficient_funds',
      undefined,
      'Your card has insufficient funds.',
    ],
    ['4000000000000069', 'expired_card', undefined, 'expiry', 'Your card has expired.'],
    ['4000000000000127', 'incorrect_cvc', undefined, 'cvc', "Your card's security code is incorrect."],
  ] as const)('%s declines: %s %s', async (number, code, declineCode, field, message) => {
    const s = session();
    fill(s, { ...VALID_CARD, number: number.replace(/(\d{4})(?=\d)/g, '$1 ') });
    expect(s.getState().complete).toBe(true);
    const result = await s.createToken({ name: 'Ada Lovelace' });
    expect(result.token).toBeUndefined();
    const expected: Record<string, string> = { type: 'card_error', code, message };
    if (declineCode) expected.declineCode = declineCode;
    if (field) expected.field = field;
    expect(result.error).toEqual(expected);
  });

  test('exactly four declining test numbers are known', () => {
    expect(Object.keys(OFFLINE_DECLINING_CARDS).sort()).toEqual([
      '4000000000000002',
      '4000000000000069',
      '4000000000000127',
      '4000000000009995',
    ]);
  });

  test.each<[string, Partial<Record<CardField, string>>, CardField, string, string]>([
    [
      'all empty',
      { number: '', expiry: '', cvc: '', postalCode: '' },
      'number',
      'incomplete_number',
      CARD_MESSAGES.numberIncomplete,
    ],
    ['number empty', { number: '' }, 'number', 'incomplete_number', CARD_MESSAGES.numberIncomplete],
    ['number partial', { number: '4242' }, 'number', 'incomplete_number', CARD_MESSAGES.numberIncomplete],
    [
      'number bad Luhn',
      { number: '4242424242424241' },
      'number',
      'invalid_number',
      CARD_MESSAGES.numberInvalid,
    ],
    ['number letters', { number: 'abcd' }, 'number', 'invalid_number', CARD_MESSAGES.numberInvalid],
    ['expiry empty', { expiry: '' }, 'expiry', 'incomplete_expiry', CARD_MESSAGES.expiryIncomplete],
    ['expiry partial', { expiry: '12 /' }, 'expiry', 'incomplete_expiry', CARD_MESSAGES.expiryIncomplete],
    [
      'expiry past',
      { expiry: '12 / 25' },
      'expiry',
      'invalid_expiry_year_past',
      CARD_MESSAGES.expiryYearPast,
    ],
    ['cvc empty', { cvc: '' }, 'cvc', 'incomplete_cvc', CARD_MESSAGES.cvcIncomplete],
    ['cvc short', { cvc: '12' }, 'cvc', 'incomplete_cvc', CARD_MESSAGES.cvcIncomplete],
    ['cvc long', { cvc: '1234' }, 'cvc', 'invalid_cvc', CARD_MESSAGES.cvcInvalid],
    ['postal empty', { postalCode: '' }, 'postalCode', 'incomplete_zip', CARD_MESSAGES.postalCodeIncomplete],
    [
      'postal short',
      { postalCode: '941' },
      'postalCode',
      'incomplete_zip',
      CARD_MESSAGES.postalCodeIncomplete,
    ],
    ['postal bad', { postalCode: '9410712' }, 'postalCode', 'invalid_zip', CARD_MESSAGES.postalCodeInvalid],
    [
      'expiry and cvc bad: expiry first',
      { expiry: '1', cvc: '' },
      'expiry',
      'incomplete_expiry',
      CARD_MESSAGES.expiryIncomplete,
    ],
  ])('%s: validation error on %s', async (_name, override, field, code, message) => {
    const s = session();
    fill(s, { ...VALID_CARD, ...override });
    const result = await s.createToken({ name: 'Ada Lovelace' });
    expect(result).toEqual({ error: { type: 'validation_error', code, field, message } });
  });

  test('a failed attempt shows every field error, empty fields as incomplete, to listeners', async () => {
    const s = session();
    s.setValue('number', '4242');
    s.setValue('cvc', '12');
    expect(s.getState().errors).toEqual({});
    const listener = vi.fn();
    s.onChange(listener);
    await s.createToken({ name: 'Ada Lovelace' });
    expect(listener).toHaveBeenCalledTimes(1);
    const expected = {
      number: CARD_MESSAGES.numberIncomplete,
      expiry: CARD_MESSAGES.expiryIncomplete,
      cvc: CARD_MESSAGES.cvcIncomplete,
      postalCode: CARD_MESSAGES.postalCodeIncomplete,
    };
    expect(s.getState()).toEqual({ complete: false, errors: expected, brand: 'visa' });
    expect(listener).toHaveBeenCalledWith({ complete: false, errors: expected, brand: 'visa' });
    await s.createToken({ name: 'Ada Lovelace' }); // nothing new to show: no second event
    expect(listener).toHaveBeenCalledTimes(1);
    s.setValue('postalCode', '94107');
    expect(s.getState().errors.postalCode).toBeUndefined();
  });

  test('a successful token sends no change event', async () => {
    const s = session();
    fill(s, VALID_CARD);
    const listener = vi.fn();
    s.onChange(listener);
    await s.createToken({ name: 'Ada Lovelace' });
    expect(listener).not.toHaveBeenCalled();
  });

  test('a declined card can be corrected and then succeeds', async () => {
    const s = session();
    fill(s, { ...VALID_CARD, number: '4000000000000002' });
    expect((await s.createToken({ name: 'A B' })).error?.message).toBe(CARD_MESSAGES.declined);
    s.setValue('number', '4242424242424242');
    expect((await s.createToken({ name: 'A B' })).token).toMatch(/^tok_offline_/);
  });
});
