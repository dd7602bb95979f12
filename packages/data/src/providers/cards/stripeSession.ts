/**
 * One Stripe card form: the hosted fields' change events become `CardEntryState`, the postal-code
 * input is ours, and `createToken` asks Stripe for a token (see `stripeElements.ts`).
 */
import type {
  CreateTokenCardData,
  StripeCardCvcElement,
  StripeCardExpiryElement,
  StripeCardNumberElement,
  StripeElementChangeEvent,
  StripeElementStyle,
} from '@stripe/stripe-js';
import { CARD_MESSAGES, checkPostalCode, type FieldCheck } from './offline';
import type { StripeCardApi, StripeCardEntrySession } from './stripeElements';
import { StripeLoadError, toCardBrand, toCardTokenResult } from './stripeMapping';
import { type MountedPostalCodeInput, mountPostalCodeInput } from './stripePostalCode';
import {
  CARD_FIELDS,
  type CardBrand,
  type CardEntryListener,
  type CardEntryState,
  type CardField,
  type CardTokenError,
  type CardTokenResult,
  type CreateCardTokenInput,
} from './types';

type HostedField = Exclude<CardField, 'postalCode'>;
const HOSTED_FIELDS: readonly HostedField[] = ['number', 'expiry', 'cvc'];

const INCOMPLETE_MESSAGE: Record<HostedField, string> = {
  number: CARD_MESSAGES.numberIncomplete,
  expiry: CARD_MESSAGES.expiryIncomplete,
  cvc: CARD_MESSAGES.cvcIncomplete,
};

interface HostedFieldState {
  complete: boolean;
  error: string | undefined;
}

interface HostedElements {
  number: StripeCardNumberElement;
  expiry: StripeCardExpiryElement;
  cvc: StripeCardCvcElement;
}

interface Loaded {
  stripe: StripeCardApi;
  elements: HostedElements;
}

export function createStripeSession(
  load: () => Promise<StripeCardApi>,
  style: StripeElementStyle,
): StripeCardEntrySession {
  const hosted: Record<HostedField, HostedFieldState> = {
    number: { complete: false, error: undefined },
    expiry: { complete: false, error: undefined },
    cvc: { complete: false, error: undefined },
  };
  let brand: CardBrand = 'unknown';
  const postal = { value: '', touched: false, submitted: false };
  let listeners: CardEntryListener[] = [];
  let loadErrorListeners: Array<(error: StripeLoadError) => void> = [];
  let loadError: StripeLoadError | undefined;
  let destroyed = false;
  let targets: Record<CardField, HTMLElement> | undefined;
  let current: Loaded | undefined;
  let mountedElements: HostedElements | undefined;
  let postalInput: MountedPostalCodeInput | undefined;

  const postalError = (check: FieldCheck): string | undefined => {
    if (check.status === 'invalid') return check.message;
    if (check.status === 'incomplete' && (postal.touched || postal.submitted)) return check.message;
    if (check.status === 'empty' && postal.submitted) return CARD_MESSAGES.postalCodeIncomplete;
    return undefined;
  };

  const getState = (): CardEntryState => {
    const errors: CardEntryState['errors'] = {};
    for (const field of HOSTED_FIELDS) {
      const { error } = hosted[field];
      if (error) errors[field] = error;
    }
    const check = checkPostalCode(postal.value);
    const zipError = postalError(check);
    if (zipError) errors.postalCode = zipError;
    return {
      complete: HOSTED_FIELDS.every((field) => hosted[field].complete) && check.status === 'valid',
      errors,
      brand,
    };
  };

  const emit = () => {
    const state = getState();
    postalInput?.setInvalid(state.errors.postalCode !== undefined);
    for (const listener of [...listeners]) listener(state);
  };

  const fail = (error: StripeLoadError) => {
    if (loadError || destroyed) return;
    loadError = error;
    for (const listener of [...loadErrorListeners]) listener(error);
  };

  const onHostedChange = (field: HostedField, event: StripeElementChangeEvent) => {
    hosted[field] = { complete: event.complete, error: event.error?.message };
    emit();
  };

  const mountAll = (elements: HostedElements, into: Record<CardField, HTMLElement>) => {
    elements.number.mount(into.number);
    elements.expiry.mount(into.expiry);
    elements.cvc.mount(into.cvc);
    postalInput = mountPostalCodeInput(into.postalCode, {
      onInput: (value) => setPostalCode(value),
      onBlur: () => blurPostalCode(),
    });
    postalInput.setValue(postal.value);
    postalInput.setInvalid(getState().errors.postalCode !== undefined);
    mountedElements = elements;
  };

  const unmountAll = () => {
    if (mountedElements) for (const field of HOSTED_FIELDS) mountedElements[field].unmount();
    mountedElements = undefined;
    postalInput?.remove();
    postalInput = undefined;
  };

  const loaded: Promise<Loaded | undefined> = load().then(
    (stripe) => {
      if (destroyed) return undefined;
      const group = stripe.elements();
      const elements: HostedElements = {
        number: group.create('cardNumber', { style }),
        expiry: group.create('cardExpiry', { style }),
        cvc: group.create('cardCvc', { style }),
      };
      elements.number.on('change', (event) => {
        brand = toCardBrand(event.brand);
        onHostedChange('number', event);
      });
      elements.expiry.on('change', (event) => onHostedChange('expiry', event));
      elements.cvc.on('change', (event) => onHostedChange('cvc', event));
      elements.number.on('loaderror', (event) => fail(new StripeLoadError({ cause: event.error })));
      current = { stripe, elements };
      if (targets) mountAll(elements, targets);
      return current;
    },
    (error: unknown) => {
      const failure = error instanceof StripeLoadError ? error : new StripeLoadError({ cause: error });
      fail(failure);
      throw failure;
    },
  );
  const ready = loaded.then(() => undefined);
  // The UI hears about a failure through `ready` or `onLoadError`; these copies must not go unhandled.
  loaded.catch(() => undefined);
  ready.catch(() => undefined);

  const assertAlive = () => {
    if (destroyed) throw new Error('This card entry session has been destroyed.');
  };

  const assertPostalCode = (field: CardField) => {
    if (field !== 'postalCode') {
      throw new Error(`The ${field} field is a hosted Stripe field; it takes input only from the customer.`);
    }
  };

  const setPostalCode = (value: string) => {
    if (postal.value === value) return;
    postal.value = value;
    postalInput?.setValue(value);
    emit();
  };

  const blurPostalCode = () => {
    if (postal.touched) return;
    postal.touched = true;
    emit();
  };

  /** After a failed attempt every unfinished field shows an error, as the offline provider does. */
  const showValidationErrors = (error: CardTokenError) => {
    postal.submitted = true;
    for (const field of HOSTED_FIELDS) {
      const state = hosted[field];
      if (field === error.field) hosted[field] = { ...state, error: error.message };
      else if (!state.complete && !state.error)
        hosted[field] = { ...state, error: INCOMPLETE_MESSAGE[field] };
    }
    emit();
  };

  const postalCodeFailure = (check: FieldCheck): CardTokenResult => {
    const { code, message } =
      check.status === 'invalid' || check.status === 'incomplete'
        ? check
        : { code: 'incomplete_zip', message: CARD_MESSAGES.postalCodeIncomplete };
    const error: CardTokenError = { type: 'validation_error', code, field: 'postalCode', message };
    showValidationErrors(error);
    return { error };
  };

  return {
    mode: 'mounted',
    fields: CARD_FIELDS,
    ready,
    setValue(field, value) {
      assertAlive();
      assertPostalCode(field);
      setPostalCode(value);
    },
    blur(field) {
      assertAlive();
      assertPostalCode(field);
      blurPostalCode();
    },
    mount(next) {
      assertAlive();
      unmountAll();
      // Before Stripe.js has loaded the targets are kept and used once the fields exist.
      targets = next;
      if (current) mountAll(current.elements, next);
    },
    getState,
    onChange(listener) {
      assertAlive();
      listeners.push(listener);
      return () => {
        listeners = listeners.filter((l) => l !== listener);
      };
    },
    onLoadError(listener) {
      assertAlive();
      if (loadError) {
        listener(loadError);
        return () => undefined;
      }
      loadErrorListeners.push(listener);
      return () => {
        loadErrorListeners = loadErrorListeners.filter((l) => l !== listener);
      };
    },
    async createToken(input: CreateCardTokenInput): Promise<CardTokenResult> {
      assertAlive();
      const done = await loaded;
      assertAlive();
      if (loadError) throw loadError;
      if (!done) throw new Error('This card entry session has been destroyed.');
      const name = input.name.trim();
      const check = checkPostalCode(postal.value);
      const hostedComplete = HOSTED_FIELDS.every((field) => hosted[field].complete);
      // Stripe validates its own fields locally; only ask it once those are the remaining problem.
      if (check.status !== 'valid' && hostedComplete) return postalCodeFailure(check);
      const data: CreateTokenCardData = {
        ...(name ? { name } : {}),
        ...(check.status === 'valid' ? { address_zip: postal.value.trim() } : {}),
      };
      const result = toCardTokenResult(await done.stripe.createToken(done.elements.number, data), name);
      if (result.error) {
        if (result.error.type === 'validation_error') showValidationErrors(result.error);
        return result;
      }
      // The hosted fields were complete after all; the token is dropped for want of a postal code.
      if (check.status !== 'valid') return postalCodeFailure(check);
      return result;
    },
    destroy() {
      if (destroyed) return;
      postalInput?.remove();
      postalInput = undefined;
      if (current) for (const field of HOSTED_FIELDS) current.elements[field].destroy();
      destroyed = true;
      listeners = [];
      loadErrorListeners = [];
    },
  };
}
