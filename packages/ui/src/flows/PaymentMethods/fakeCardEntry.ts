/*
 * A card-entry session for stories, with no provider: in `mounted` mode it puts plain inputs into
 * the form's containers (as the real provider puts its hosted fields there), in `inputs` mode it
 * checks what the form's own inputs send. Messages follow the real provider's wording.
 */
import {
  CARD_ENTRY_FIELDS,
  type CardEntryField,
  type CardEntrySession,
  type CardEntryState,
} from './cardEntry.types';

export const FAKE_CARD_MESSAGES = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryMonthInvalid: "Your card's expiration month is invalid.",
  cvcIncomplete: "Your card's security code is incomplete.",
  postalCodeIncomplete: 'Your postal code is incomplete.',
} as const;

export type FakeCardEntryOptions = {
  /** @default 'mounted' */
  mode?: 'mounted' | 'inputs';
  /** `mount` throws, as a provider control that crashes. */
  crashOnMount?: boolean;
  /** The provider's script fails to load: `ready` rejects. */
  failToLoad?: boolean;
};

type Check = { status: 'empty' | 'incomplete' | 'invalid' | 'valid'; message?: string };

const digits = (value: string) => value.replace(/\D/g, '');

function luhn(number: string) {
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

const isAmex = (number: string) => /^3[47]/.test(number);

function check(field: CardEntryField, values: Record<CardEntryField, string>): Check {
  const value = digits(values[field]);
  if (!value) return { status: 'empty' };
  const number = digits(values.number);
  switch (field) {
    case 'number': {
      const length = isAmex(number) ? 15 : 16;
      if (value.length < length)
        return { status: 'incomplete', message: FAKE_CARD_MESSAGES.numberIncomplete };
      return value.length === length && luhn(value)
        ? { status: 'valid' }
        : { status: 'invalid', message: FAKE_CARD_MESSAGES.numberInvalid };
    }
    case 'expiry': {
      const month = Number(value.slice(0, 2));
      if (value.length >= 2 && (month < 1 || month > 12))
        return { status: 'invalid', message: FAKE_CARD_MESSAGES.expiryMonthInvalid };
      return value.length === 4
        ? { status: 'valid' }
        : { status: 'incomplete', message: FAKE_CARD_MESSAGES.expiryIncomplete };
    }
    case 'cvc':
      return value.length === (isAmex(number) ? 4 : 3)
        ? { status: 'valid' }
        : { status: 'incomplete', message: FAKE_CARD_MESSAGES.cvcIncomplete };
    case 'postalCode':
      return value.length === 5
        ? { status: 'valid' }
        : { status: 'incomplete', message: FAKE_CARD_MESSAGES.postalCodeIncomplete };
  }
}

const COPIED_ARIA = ['aria-labelledby', 'aria-describedby'] as const;

export function createFakeCardEntry({
  mode = 'mounted',
  crashOnMount = false,
  failToLoad = false,
}: FakeCardEntryOptions = {}): CardEntrySession {
  const values: Record<CardEntryField, string> = { number: '', expiry: '', cvc: '', postalCode: '' };
  const touched = new Set<CardEntryField>();
  let listeners: Array<(state: CardEntryState) => void> = [];
  let mounted: HTMLInputElement[] = [];

  const getState = (): CardEntryState => {
    const errors: CardEntryState['errors'] = {};
    let complete = true;
    for (const field of CARD_ENTRY_FIELDS) {
      const result = check(field, values);
      if (result.status !== 'valid') complete = false;
      if (result.status === 'invalid' || (result.status === 'incomplete' && touched.has(field)))
        errors[field] = result.message;
    }
    return { complete, errors };
  };
  const emit = () => {
    const state = getState();
    for (const input of mounted) {
      input.setAttribute('aria-invalid', String(state.errors[input.name as CardEntryField] !== undefined));
    }
    for (const listener of [...listeners]) listener(state);
  };
  const setValue = (field: CardEntryField, value: string) => {
    if (values[field] === value) return;
    values[field] = value;
    emit();
  };
  const blur = (field: CardEntryField) => {
    if (touched.has(field)) return;
    touched.add(field);
    emit();
  };

  return {
    mode,
    setValue,
    blur,
    mount(targets) {
      if (crashOnMount) throw new Error('The payment controls failed to start.');
      for (const input of mounted) input.remove();
      mounted = CARD_ENTRY_FIELDS.map((field) => {
        const container = targets[field];
        const input = container.ownerDocument.createElement('input');
        input.name = field;
        input.inputMode = 'numeric';
        for (const name of COPIED_ARIA) {
          const value = container.getAttribute(name);
          if (value !== null) input.setAttribute(name, value);
        }
        input.addEventListener('input', () => setValue(field, input.value));
        input.addEventListener('blur', () => blur(field));
        container.appendChild(input);
        return input;
      });
    },
    getState,
    onChange(listener) {
      listeners.push(listener);
      return () => {
        listeners = listeners.filter((l) => l !== listener);
      };
    },
    ready: failToLoad ? Promise.reject(new Error('The card script failed to load.')) : Promise.resolve(),
    destroy() {
      listeners = [];
      for (const input of mounted) input.remove();
      mounted = [];
    },
  };
}
