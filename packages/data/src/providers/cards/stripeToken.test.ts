import type { StripeError } from '@stripe/stripe-js';
import { describe, expect, test, vi } from 'vitest';
import { FakeStripe, stripeCardToken } from './fakeStripe.test.util';
import { CARD_MESSAGES } from './offline';
import { createStripeCardProvider, defaultStripeLoader, type StripeLoader } from './stripeElements';
import { containers, fillCard, openForm, TEST_KEY, targets } from './stripeForm.test.util';
import { STRIPE_LOAD_ERROR_MESSAGE, StripeLoadError, StripeRequestError } from './stripeMapping';
import type { CardTokenResult } from './types';

describe('createToken', () => {
  test('a complete card gives the token and the card summary; name and ZIP go to Stripe', async () => {
    const form = await openForm();
    fillCard(form, ' 94110 ');
    form.stripe.respond = (data) => ({
      token: stripeCardToken({
        brand: 'American Express',
        last4: '8431',
        exp_month: 11,
        exp_year: 2032,
        name: data?.name ?? null,
        address_zip: data?.address_zip ?? null,
      }),
    });
    const result = await form.session.createToken({ name: '  Jenny Rosen ' });
    expect(result).toEqual<CardTokenResult>({
      token: 'tok_1PqRsTuVwXyZ0123456789ab',
      card: { brand: 'amex', last4: '8431', expMonth: 11, expYear: 2032, name: 'Jenny Rosen' },
    });
    expect(form.stripe.tokenRequests).toEqual([
      { element: form.number, data: { name: 'Jenny Rosen', address_zip: '94110' } },
    ]);
  });

  test('the name entered is used when the token card carries none', async () => {
    const form = await openForm();
    fillCard(form);
    form.stripe.respond = () => ({ token: stripeCardToken({ name: null, brand: 'Diners Club' }) });
    const result = await form.session.createToken({ name: 'Jenny Rosen' });
    expect(result.card).toMatchObject({ name: 'Jenny Rosen', brand: 'diners' });
  });

  test.each<[string, StripeError, CardTokenResult['error']]>([
    [
      'generic decline',
      {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
        doc_url: 'https://stripe.com/docs/error-codes/card-declined',
      },
      {
        type: 'card_error',
        code: 'card_declined',
        declineCode: 'generic_decline',
        message: CARD_MESSAGES.declined,
      },
    ],
    [
      'insufficient funds',
      {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      },
      {
        type: 'card_error',
        code: 'card_declined',
        declineCode: 'insufficient_funds',
        message: CARD_MESSAGES.insufficientFunds,
      },
    ],
    [
      'expired card',
      { type: 'card_error', code: 'expired_card', param: 'exp_month', message: 'Your card has expired.' },
      { type: 'card_error', code: 'expired_card', field: 'expiry', message: CARD_MESSAGES.expiredCard },
    ],
    [
      'incorrect CVC',
      {
        type: 'card_error',
        code: 'incorrect_cvc',
        param: 'cvc',
        message: "Your card's security code is incorrect.",
      },
      { type: 'card_error', code: 'incorrect_cvc', field: 'cvc', message: CARD_MESSAGES.incorrectCvc },
    ],
  ])('card_error: %s', async (_name, stripeError, expected) => {
    const form = await openForm();
    fillCard(form);
    form.stripe.respond = () => ({ error: stripeError });
    const before = form.session.getState();
    expect(await form.session.createToken({ name: 'Jenny Rosen' })).toEqual({ error: expected });
    // A decline is shown by the UI under the fields; the entry itself stays as it was.
    expect(form.session.getState()).toEqual(before);
  });

  test('validation_error: Stripe refuses an unfinished entry and every unfinished field shows why', async () => {
    const form = await openForm();
    form.number.emitChange({ empty: false, complete: false, brand: 'visa', error: undefined });
    form.cvc.emitChange({ empty: false, complete: true, error: undefined });
    const result = await form.session.createToken({ name: 'Jenny Rosen' });
    expect(result).toEqual({
      error: {
        type: 'validation_error',
        code: 'incomplete_number',
        field: 'number',
        message: CARD_MESSAGES.numberIncomplete,
      },
    });
    expect(form.stripe.tokenRequests).toHaveLength(0);
    expect(form.states.at(-1)).toEqual({
      complete: false,
      errors: {
        number: CARD_MESSAGES.numberIncomplete,
        expiry: CARD_MESSAGES.expiryIncomplete,
        postalCode: CARD_MESSAGES.postalCodeIncomplete,
      },
      brand: 'visa',
    });
    // The next change of a field replaces the message with Stripe's live state.
    form.number.emitChange({ empty: false, complete: true, brand: 'visa', error: undefined });
    expect(form.states.at(-1)?.errors.number).toBeUndefined();
  });

  test("validation_error: a field Stripe marks invalid keeps Stripe's message", async () => {
    const form = await openForm();
    fillCard(form);
    form.expiry.emitChange({
      empty: false,
      complete: false,
      error: {
        type: 'validation_error',
        code: 'invalid_expiry_month',
        message: "Your card's expiration month is invalid.",
      },
    });
    const result = await form.session.createToken({ name: 'Jenny Rosen' });
    expect(result.error).toEqual({
      type: 'validation_error',
      code: 'invalid_expiry_month',
      field: 'expiry',
      message: CARD_MESSAGES.expiryMonthInvalid,
    });
    expect(form.session.getState().errors).toEqual({ expiry: CARD_MESSAGES.expiryMonthInvalid });
  });

  test('validation_error: a bad ZIP with a complete card is refused without asking Stripe', async () => {
    const form = await openForm();
    fillCard(form, '');
    const result = await form.session.createToken({ name: 'Jenny Rosen' });
    expect(result.error).toEqual({
      type: 'validation_error',
      code: 'incomplete_zip',
      field: 'postalCode',
      message: CARD_MESSAGES.postalCodeIncomplete,
    });
    expect(form.stripe.tokenRequests).toHaveLength(0);
    expect(form.session.getState().errors).toEqual({ postalCode: CARD_MESSAGES.postalCodeIncomplete });

    form.zip.typeText('941-10');
    expect((await form.session.createToken({ name: 'Jenny Rosen' })).error).toMatchObject({
      code: 'invalid_zip',
      message: CARD_MESSAGES.postalCodeInvalid,
    });
    expect(form.stripe.tokenRequests).toHaveLength(0);
  });

  test.each<StripeError['type']>(['api_connection_error', 'rate_limit_error', 'invalid_request_error'])(
    '%s rejects with StripeRequestError (nothing the customer can fix in the fields)',
    async (type) => {
      const form = await openForm();
      fillCard(form);
      form.stripe.respond = () => ({
        error: { type, message: 'An error occurred with our connection to Stripe.' },
      });
      const failure = form.session.createToken({ name: 'Jenny Rosen' });
      await expect(failure).rejects.toBeInstanceOf(StripeRequestError);
      await expect(failure).rejects.toMatchObject({
        type,
        message: 'An error occurred with our connection to Stripe.',
      });
    },
  );
});

describe('loading failure', () => {
  const openFailing = (loader: StripeLoader) => {
    const session = createStripeCardProvider({
      publishableKey: TEST_KEY,
      loadStripe: loader,
    }).createSession();
    session.mount(targets(containers()));
    return session;
  };

  test("loadStripe resolving null: 'Error loading Stripe' from ready, onLoadError and createToken", async () => {
    const session = openFailing(async () => null);
    const heard = vi.fn();
    session.onLoadError(heard);
    await expect(session.ready).rejects.toBeInstanceOf(StripeLoadError);
    await expect(session.ready).rejects.toThrow(STRIPE_LOAD_ERROR_MESSAGE);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(heard.mock.calls[0]?.[0]).toMatchObject({ message: 'Error loading Stripe' });
    await expect(session.createToken({ name: 'Jenny Rosen' })).rejects.toThrow('Error loading Stripe');
    // Subscribing after the failure still hears about it.
    const late = vi.fn();
    session.onLoadError(late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  test('loadStripe rejecting (script blocked): the cause is kept, and the next form tries again', async () => {
    const blocked = new Error('Failed to load Stripe.js');
    const stripe = new FakeStripe();
    const loader = vi.fn<StripeLoader>().mockRejectedValueOnce(blocked).mockResolvedValueOnce(stripe);
    const provider = createStripeCardProvider({ publishableKey: TEST_KEY, loadStripe: loader });
    const failed = provider.createSession();
    await expect(failed.ready).rejects.toMatchObject({ message: STRIPE_LOAD_ERROR_MESSAGE, cause: blocked });
    const retried = provider.createSession();
    await expect(retried.ready).resolves.toBeUndefined();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  test('a hosted field that fails to load is reported through onLoadError', async () => {
    const form = await openForm();
    const heard = vi.fn();
    form.session.onLoadError(heard);
    form.number.emitLoadError({
      type: 'api_connection_error',
      message: 'Failed to load the card number field.',
    });
    expect(heard).toHaveBeenCalledWith(expect.any(StripeLoadError));
    fillCard(form);
    await expect(form.session.createToken({ name: 'Jenny Rosen' })).rejects.toThrow(
      STRIPE_LOAD_ERROR_MESSAGE,
    );
  });

  test('the default loader (real @stripe/stripe-js/pure) outside a browser fails as a load error', async () => {
    expect(await defaultStripeLoader(TEST_KEY)).toBeNull();
    const session = openFailing(defaultStripeLoader);
    await expect(session.ready).rejects.toThrow(STRIPE_LOAD_ERROR_MESSAGE);
  });
});
