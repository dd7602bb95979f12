import { describe, expect, test, vi } from 'vitest';
import { FakeDocument } from './fakeDom.test.util';
import { FakeStripe } from './fakeStripe.test.util';
import { CARD_MESSAGES } from './offline';
import { createCardProvider } from './stripe';
import { createStripeCardProvider, type StripeLoader } from './stripeElements';
import { containers, fillCard, openForm, required, TEST_KEY, targets } from './stripeForm.test.util';
import type { CardEntryState } from './types';

describe('createStripeCardProvider', () => {
  test('loads Stripe.js only when a form opens, once per provider, with the publishable key', async () => {
    const stripe = new FakeStripe();
    const loader = vi.fn<StripeLoader>(async () => stripe);
    const provider = createStripeCardProvider({ publishableKey: ` ${TEST_KEY}\n`, loadStripe: loader });
    expect(provider.kind).toBe('stripe');
    expect(loader).not.toHaveBeenCalled();

    const first = provider.createSession();
    const second = provider.createSession();
    await Promise.all([first.ready, second.ready]);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(loader).toHaveBeenCalledWith(TEST_KEY);
    expect(stripe.groups).toHaveLength(2);
  });

  test.each(['', 'sk_test_abc', 'pk_test_', 'rk_live_abc'])('refuses %j as a publishable key', (key) => {
    expect(() => createStripeCardProvider({ publishableKey: key, loadStripe: async () => null })).toThrow(
      /publishable key/,
    );
  });

  test('creates the split hosted fields with the 18px text size, keeping the theme otherwise', async () => {
    const stripe = new FakeStripe();
    const session = createStripeCardProvider({
      publishableKey: TEST_KEY,
      loadStripe: async () => stripe,
      style: { base: { color: '#1f2937', fontSize: '12px' }, invalid: { color: '#b91c1c' } },
    }).createSession();
    await session.ready;
    const expected = { base: { color: '#1f2937', fontSize: '18px' }, invalid: { color: '#b91c1c' } };
    const { group } = stripe;
    expect(required(group.number).options).toEqual({ style: expected });
    expect(required(group.expiry).options).toEqual({ style: expected });
    expect(required(group.cvc).options).toEqual({ style: expected });
    expect(session.mode).toBe('mounted');
    expect(session.fields).toEqual(['number', 'expiry', 'cvc', 'postalCode']);
  });
});

describe('createCardProvider', () => {
  test('offline without a key for the environment, and Stripe is never loaded', () => {
    const loadStripe = vi.fn<StripeLoader>(async () => new FakeStripe());
    const provider = createCardProvider({ environment: 'prod', keys: { test: TEST_KEY }, loadStripe });
    expect(provider.kind).toBe('offline');
    expect(provider.createSession().mode).toBe('inputs');
    expect(loadStripe).not.toHaveBeenCalled();
  });

  test('Stripe with the key the environment uses', async () => {
    const loadStripe = vi.fn<StripeLoader>(async () => new FakeStripe());
    const provider = createCardProvider({
      environment: 'prod',
      keys: { live: 'pk_live_51HearthLive', test: TEST_KEY },
      loadStripe,
    });
    expect(provider.kind).toBe('stripe');
    expect(provider.createSession().mode).toBe('mounted');
    await vi.waitFor(() => expect(loadStripe).toHaveBeenCalledWith('pk_live_51HearthLive'));
  });
});

describe('mounting', () => {
  test('targets given before Stripe.js has loaded are used once it has', async () => {
    let resolve: (stripe: FakeStripe) => void = () => undefined;
    const stripe = new FakeStripe();
    const loader: StripeLoader = () =>
      new Promise((done) => {
        resolve = done;
      });
    const session = createStripeCardProvider({
      publishableKey: TEST_KEY,
      loadStripe: loader,
    }).createSession();
    const boxes = containers();
    session.mount(targets(boxes));
    expect(boxes.postalCode.children).toHaveLength(0);

    resolve(stripe);
    await session.ready;
    expect(required(stripe.group.number).mountedTo).toBe(boxes.number);
    expect(required(stripe.group.expiry).mountedTo).toBe(boxes.expiry);
    expect(required(stripe.group.cvc).mountedTo).toBe(boxes.cvc);
    expect(boxes.postalCode.children).toHaveLength(1);
  });

  test('the postal-code input: 18px, labelled like its container, postal-code autofill', async () => {
    const { zip, boxes } = await openForm();
    expect(zip.tagName).toBe('INPUT');
    expect(zip.parent).toBe(boxes.postalCode);
    expect(zip.style.fontSize).toBe('18px');
    expect(zip.getAttribute('aria-labelledby')).toBe('card-zip-label');
    expect(zip.getAttribute('aria-describedby')).toBe('card-zip-error');
    expect(zip.getAttribute('aria-label')).toBeNull();
    expect(zip.autocomplete).toBe('postal-code');
    expect(zip.inputMode).toBe('numeric');
    expect(zip.name).toBe('postalCode');
  });

  test('mounting again moves every field to the new containers and keeps the entered ZIP', async () => {
    const form = await openForm();
    form.zip.typeText('94110');
    const moved = containers(new FakeDocument());
    form.session.mount(targets(moved));
    expect(form.number.mountedTo).toBe(moved.number);
    expect(form.cvc.mountedTo).toBe(moved.cvc);
    expect(form.boxes.postalCode.children).toHaveLength(0);
    expect(required(moved.postalCode.children[0]).value).toBe('94110');
  });
});

describe('change events -> CardEntryState', () => {
  test('starts empty: not complete, no errors, unknown brand', async () => {
    const { session } = await openForm();
    expect(session.getState()).toEqual<CardEntryState>({ complete: false, errors: {}, brand: 'unknown' });
  });

  test('the number field reports the brand while typing', async () => {
    const { number, states } = await openForm();
    number.emitChange({ empty: false, complete: false, brand: 'amex', error: undefined });
    expect(states.at(-1)).toEqual({ complete: false, errors: {}, brand: 'amex' });
    number.emitChange({ empty: true, complete: false, brand: 'unknown', error: undefined });
    expect(states.at(-1)?.brand).toBe('unknown');
  });

  test('complete only when all three hosted fields and the ZIP are complete', async () => {
    const form = await openForm();
    form.number.emitChange({ empty: false, complete: true, brand: 'visa', error: undefined });
    form.expiry.emitChange({ empty: false, complete: true, error: undefined });
    expect(form.session.getState().complete).toBe(false);
    form.cvc.emitChange({ empty: false, complete: true, error: undefined });
    expect(form.session.getState().complete).toBe(false);
    form.zip.typeText('9411');
    expect(form.session.getState().complete).toBe(false);
    form.zip.typeText('94110');
    expect(form.states.at(-1)).toEqual({ complete: true, errors: {}, brand: 'visa' });
    form.cvc.emitChange({ empty: false, complete: false, error: undefined });
    expect(form.states.at(-1)?.complete).toBe(false);
  });

  test("Stripe's field errors show under their field and go when Stripe clears them", async () => {
    const form = await openForm();
    form.number.emitChange({
      empty: false,
      complete: false,
      brand: 'visa',
      error: { type: 'validation_error', code: 'invalid_number', message: 'Your card number is invalid.' },
    });
    form.expiry.emitChange({
      empty: false,
      complete: false,
      error: {
        type: 'validation_error',
        code: 'invalid_expiry_year_past',
        message: "Your card's expiration year is in the past.",
      },
    });
    expect(form.states.at(-1)).toEqual({
      complete: false,
      errors: {
        number: 'Your card number is invalid.',
        expiry: "Your card's expiration year is in the past.",
      },
      brand: 'visa',
    });
    form.number.emitChange({ empty: false, complete: true, brand: 'visa', error: undefined });
    expect(form.states.at(-1)?.errors).toEqual({ expiry: "Your card's expiration year is in the past." });
  });

  test('ZIP: invalid at once, incomplete only after leaving the field', async () => {
    const { zip, states, session } = await openForm();
    zip.typeText('941');
    expect(states.at(-1)?.errors).toEqual({});
    expect(zip.getAttribute('aria-invalid')).toBe('false');
    zip.leave();
    expect(states.at(-1)?.errors).toEqual({ postalCode: CARD_MESSAGES.postalCodeIncomplete });
    expect(zip.getAttribute('aria-invalid')).toBe('true');
    zip.typeText('9411a');
    expect(states.at(-1)?.errors).toEqual({ postalCode: CARD_MESSAGES.postalCodeInvalid });
    zip.typeText('94110-1234');
    expect(session.getState().errors).toEqual({});
  });

  test('setValue and blur reach the ZIP input; hosted fields cannot be set from outside', async () => {
    const { session, zip } = await openForm();
    session.setValue('postalCode', '10001');
    expect(zip.value).toBe('10001');
    session.blur('postalCode');
    expect(() => session.setValue('number', '4242424242424242')).toThrow(/hosted Stripe field/);
    expect(() => session.blur('cvc')).toThrow(/hosted Stripe field/);
  });

  test('onChange returns an unsubscribe function', async () => {
    const form = await openForm();
    const seen: CardEntryState[] = [];
    const stop = form.session.onChange((state) => seen.push(state));
    form.zip.typeText('1');
    stop();
    form.zip.typeText('12');
    expect(seen).toHaveLength(1);
  });
});

describe('destroy', () => {
  test('destroys the hosted fields, removes the ZIP input and drops every listener', async () => {
    const form = await openForm();
    fillCard(form);
    const before = form.states.length;
    form.session.destroy();
    expect(form.number.destroyed && form.expiry.destroyed && form.cvc.destroyed).toBe(true);
    expect(form.boxes.postalCode.children).toHaveLength(0);
    form.zip.typeText('10001');
    form.number.emitChange({ empty: true, complete: false, brand: 'unknown', error: undefined });
    expect(form.states).toHaveLength(before);
    expect(() => form.session.onChange(() => undefined)).toThrow(/destroyed/);
    await expect(form.session.createToken({ name: 'Jenny Rosen' })).rejects.toThrow(/destroyed/);
  });

  test('a session destroyed while Stripe.js loads never creates its fields', async () => {
    const stripe = new FakeStripe();
    const session = createStripeCardProvider({
      publishableKey: TEST_KEY,
      loadStripe: async () => stripe,
    }).createSession();
    session.destroy();
    await session.ready;
    expect(stripe.groups).toHaveLength(0);
  });
});
