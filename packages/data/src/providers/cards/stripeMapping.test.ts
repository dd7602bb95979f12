import { describe, expect, test } from 'vitest';
import { stripeCardToken } from './fakeStripe.test.util';
import { StripeRequestError, stripeErrorField, toCardBrand, toCardTokenResult } from './stripeMapping';
import type { CardBrand, CardField } from './types';

describe('toCardBrand', () => {
  test.each<[string | null | undefined, CardBrand]>([
    // change-event codes
    ['visa', 'visa'],
    ['mastercard', 'mastercard'],
    ['amex', 'amex'],
    ['discover', 'discover'],
    ['diners', 'diners'],
    ['jcb', 'jcb'],
    ['unionpay', 'unionpay'],
    ['unknown', 'unknown'],
    // token card display names
    ['Visa', 'visa'],
    ['MasterCard', 'mastercard'],
    ['American Express', 'amex'],
    ['Discover', 'discover'],
    ['Diners Club', 'diners'],
    ['JCB', 'jcb'],
    ['UnionPay', 'unionpay'],
    ['Unknown', 'unknown'],
    // brands outside our list
    ['Cartes Bancaires', 'unknown'],
    ['eftpos_au', 'unknown'],
    ['', 'unknown'],
    [null, 'unknown'],
    [undefined, 'unknown'],
  ])('%j -> %s', (stripeBrand, brand) => {
    expect(toCardBrand(stripeBrand)).toBe(brand);
  });
});

describe('stripeErrorField', () => {
  test.each<[{ code?: string; param?: string }, CardField | undefined]>([
    [{ code: 'incomplete_number' }, 'number'],
    [{ code: 'invalid_number' }, 'number'],
    [{ code: 'incorrect_number', param: 'number' }, 'number'],
    [{ code: 'incomplete_expiry' }, 'expiry'],
    [{ code: 'invalid_expiry_month' }, 'expiry'],
    [{ code: 'invalid_expiry_year_past' }, 'expiry'],
    [{ code: 'invalid_expiry_month_past' }, 'expiry'],
    [{ code: 'expired_card' }, 'expiry'],
    [{ code: 'expired_card', param: 'exp_year' }, 'expiry'],
    [{ code: 'incomplete_cvc' }, 'cvc'],
    [{ code: 'incorrect_cvc', param: 'cvc' }, 'cvc'],
    [{ code: 'incomplete_zip' }, 'postalCode'],
    [{ code: 'incorrect_zip', param: 'address_zip' }, 'postalCode'],
    [{ code: 'card_declined' }, undefined],
    [{ code: 'processing_error' }, undefined],
    [{}, undefined],
  ])('%j -> %s', (error, field) => {
    expect(stripeErrorField(error)).toBe(field);
  });
});

describe('toCardTokenResult', () => {
  test('maps a token; the fallback name fills a missing card name', () => {
    expect(toCardTokenResult({ token: stripeCardToken({ name: null }) }, 'Jenny Rosen')).toEqual({
      token: 'tok_1PqRsTuVwXyZ0123456789ab',
      card: { brand: 'visa', last4: '4242', expMonth: 8, expYear: 2031, name: 'Jenny Rosen' },
    });
  });

  test('a token without a card is an error, not a card', () => {
    const { card: _card, ...bare } = stripeCardToken();
    expect(() => toCardTokenResult({ token: bare }, 'Jenny Rosen')).toThrow(/without a card/);
  });

  test('an error without code or message still gives the UI something to show', () => {
    expect(toCardTokenResult({ error: { type: 'card_error' } }, '')).toEqual({
      error: { type: 'card_error', code: 'card_error', message: 'Your card could not be saved.' },
    });
  });

  test('other error types throw StripeRequestError with type and code', () => {
    const run = () =>
      toCardTokenResult({ error: { type: 'authentication_error', code: 'api_key_expired' } }, 'Jenny Rosen');
    expect(run).toThrow(StripeRequestError);
    expect(run).toThrow('Stripe request failed (authentication_error).');
    let caught: unknown;
    try {
      run();
    } catch (error) {
      caught = error;
    }
    expect(caught).toMatchObject({ type: 'authentication_error', code: 'api_key_expired' });
  });
});
