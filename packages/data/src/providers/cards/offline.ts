/**
 * The offline card provider, used when no card key is configured. It validates like the real
 * provider (same field messages, same test card numbers and decline messages) and makes tokens
 * `tok_offline_<hex>` without any network.
 */
import {
  CARD_FIELDS,
  type CardBrand,
  type CardEntryListener,
  type CardEntrySession,
  type CardEntryState,
  type CardField,
  type CardProvider,
  type CardTokenError,
  type CardTokenResult,
  type CreateCardTokenInput,
} from './types';

/** Field messages in the real provider's wording. */
export const CARD_MESSAGES = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryInvalid: "Your card's expiration date is invalid.",
  expiryMonthInvalid: "Your card's expiration month is invalid.",
  expiryYearInvalid: "Your card's expiration year is invalid.",
  expiryYearPast: "Your card's expiration year is in the past.",
  expiryDatePast: "Your card's expiration date is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
  cvcInvalid: "Your card's security code is invalid.",
  postalCodeIncomplete: 'Your postal code is incomplete.',
  postalCodeInvalid: 'Your postal code is invalid.',
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expiredCard: 'Your card has expired.',
  incorrectCvc: "Your card's security code is incorrect.",
} as const;

/** The real provider's documented test cards that fail, with the error each one gives. */
export const OFFLINE_DECLINING_CARDS: Readonly<Record<string, Omit<CardTokenError, 'type'>>> = {
  '4000000000000002': {
    code: 'card_declined',
    declineCode: 'generic_decline',
    message: CARD_MESSAGES.declined,
  },
  '4000000000009995': {
    code: 'card_declined',
    declineCode: 'insufficient_funds',
    message: CARD_MESSAGES.insufficientFunds,
  },
  '4000000000000069': { code: 'expired_card', field: 'expiry', message: CARD_MESSAGES.expiredCard },
  '4000000000000127': { code: 'incorrect_cvc', field: 'cvc', message: CARD_MESSAGES.incorrectCvc },
};

type KnownBrand = Exclude<CardBrand, 'unknown'>;

interface BrandRule {
  /** Inclusive prefix ranges; `from` and `to` have the same number of digits. */
  ranges: ReadonlyArray<readonly [from: string, to: string]>;
  lengths: readonly number[];
  cvcLength: number;
}

export const CARD_BRAND_RULES: Readonly<Record<KnownBrand, BrandRule>> = {
  visa: { ranges: [['4', '4']], lengths: [16], cvcLength: 3 },
  mastercard: {
    ranges: [
      ['51', '55'],
      ['2221', '2720'],
    ],
    lengths: [16],
    cvcLength: 3,
  },
  amex: {
    ranges: [
      ['34', '34'],
      ['37', '37'],
    ],
    lengths: [15],
    cvcLength: 4,
  },
  discover: {
    ranges: [
      ['6011', '6011'],
      ['644', '649'],
      ['65', '65'],
    ],
    lengths: [16],
    cvcLength: 3,
  },
  diners: {
    ranges: [
      ['300', '305'],
      ['309', '309'],
      ['36', '36'],
      ['38', '39'],
    ],
    lengths: [14, 16],
    cvcLength: 3,
  },
  jcb: { ranges: [['3528', '3589']], lengths: [16], cvcLength: 3 },
  unionpay: { ranges: [['62', '62']], lengths: [16, 17, 18, 19], cvcLength: 3 },
};

const BRANDS = Object.keys(CARD_BRAND_RULES) as KnownBrand[];

/** A prefix range matches fully (enough digits) or only possibly (the digits so far fit it). */
function rangeMatch(digits: string, [from, to]: readonly [string, string]): 'full' | 'partial' | 'none' {
  if (digits.length >= from.length) {
    const head = digits.slice(0, from.length);
    return head >= from && head <= to ? 'full' : 'none';
  }
  return digits >= from.slice(0, digits.length) && digits <= to.slice(0, digits.length) ? 'partial' : 'none';
}

/** Removes spaces used as group separators; everything else is kept (and checked) as typed. */
function cardDigits(value: string): string {
  return value.replace(/\s+/g, '');
}

/**
 * Brand from the number prefix. A brand is reported once the prefix is decisive: when it matches a
 * brand's range, or when only one brand can still match (e.g. '5' is mastercard, '3' is unknown).
 */
export function detectCardBrand(number: string): CardBrand {
  const digits = cardDigits(number);
  if (!/^\d+$/.test(digits)) return 'unknown';
  const possible: KnownBrand[] = [];
  for (const brand of BRANDS) {
    const matches = CARD_BRAND_RULES[brand].ranges.map((range) => rangeMatch(digits, range));
    if (matches.includes('full')) return brand;
    if (matches.includes('partial')) possible.push(brand);
  }
  return possible.length === 1 && possible[0] ? possible[0] : 'unknown';
}

function canStillMatchABrand(digits: string): boolean {
  return BRANDS.some((brand) => CARD_BRAND_RULES[brand].ranges.some((r) => rangeMatch(digits, r) !== 'none'));
}

/** Luhn (mod 10) check over a string of digits. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * `empty`: nothing entered (no error shown, not complete). `incomplete`: could become valid with
 * more typing (error shown once the field has been left). `invalid`: error shown at once.
 */
export type FieldCheck =
  | { status: 'empty' }
  | { status: 'valid' }
  | { status: 'incomplete'; message: string; code: string }
  | { status: 'invalid'; message: string; code: string };

const EMPTY: FieldCheck = { status: 'empty' };
const VALID: FieldCheck = { status: 'valid' };

export function checkCardNumber(value: string): FieldCheck {
  const digits = cardDigits(value);
  if (digits === '') return EMPTY;
  const invalid: FieldCheck = {
    status: 'invalid',
    message: CARD_MESSAGES.numberInvalid,
    code: 'invalid_number',
  };
  const incomplete: FieldCheck = {
    status: 'incomplete',
    message: CARD_MESSAGES.numberIncomplete,
    code: 'incomplete_number',
  };
  if (!/^\d+$/.test(digits) || !canStillMatchABrand(digits)) return invalid;
  const brand = detectCardBrand(digits);
  if (brand === 'unknown') return incomplete;
  const { lengths } = CARD_BRAND_RULES[brand];
  if (digits.length > Math.max(...lengths)) return invalid;
  if (!lengths.includes(digits.length)) return incomplete;
  return luhnValid(digits) ? VALID : invalid;
}

export interface ParsedExpiry {
  month: number;
  year: number;
}

/** Expiry as typed: 'MM / YY', 'MM/YY', 'MMYY' or 'M/YY'. Whitespace is ignored. */
function splitExpiry(value: string): { month: string; year: string } | undefined {
  const compact = value.replace(/\s+/g, '');
  const withSlash = /^(\d{1,2})\/(\d*)$/.exec(compact);
  if (withSlash) {
    const [, month = '', year = ''] = withSlash;
    return { month: month.length === 1 && year !== '' ? `0${month}` : month, year };
  }
  if (!/^\d+$/.test(compact)) return undefined;
  // A first digit of 2-9 can only be a one-digit month, as the real provider's input pads it.
  if (/^[2-9]/.test(compact)) return { month: `0${compact[0]}`, year: compact.slice(1) };
  return { month: compact.slice(0, 2), year: compact.slice(2) };
}

export function checkExpiry(value: string, now: Date): FieldCheck {
  const compact = value.replace(/\s+/g, '');
  if (compact === '') return EMPTY;
  const parts = splitExpiry(compact);
  const incomplete: FieldCheck = {
    status: 'incomplete',
    message: CARD_MESSAGES.expiryIncomplete,
    code: 'incomplete_expiry',
  };
  if (!parts || parts.year.length > 2) {
    return { status: 'invalid', message: CARD_MESSAGES.expiryInvalid, code: 'invalid_expiry' };
  }
  const { month, year } = parts;
  if (month.length === 1) return incomplete;
  const monthNumber = Number(month);
  if (monthNumber < 1 || monthNumber > 12) {
    return { status: 'invalid', message: CARD_MESSAGES.expiryMonthInvalid, code: 'invalid_expiry_month' };
  }
  if (year.length < 2) return incomplete;
  const fullYear = 2000 + Number(year);
  const thisYear = now.getFullYear();
  const thisMonth = now.getMonth() + 1;
  if (fullYear < thisYear) {
    return { status: 'invalid', message: CARD_MESSAGES.expiryYearPast, code: 'invalid_expiry_year_past' };
  }
  if (fullYear === thisYear && monthNumber < thisMonth) {
    return { status: 'invalid', message: CARD_MESSAGES.expiryDatePast, code: 'invalid_expiry_month_past' };
  }
  if (fullYear > thisYear + 50) {
    return { status: 'invalid', message: CARD_MESSAGES.expiryYearInvalid, code: 'invalid_expiry_year' };
  }
  return VALID;
}

/** Month and four-digit year of a valid expiry, else undefined. */
export function parseExpiry(value: string, now: Date): ParsedExpiry | undefined {
  if (checkExpiry(value, now).status !== 'valid') return undefined;
  const parts = splitExpiry(value);
  if (!parts) return undefined;
  return { month: Number(parts.month), year: 2000 + Number(parts.year) };
}

/** CVC: 4 digits for amex, 3 for the other brands, 3 or 4 while the brand is unknown. */
export function checkCvc(value: string, brand: CardBrand): FieldCheck {
  const trimmed = value.trim();
  if (trimmed === '') return EMPTY;
  const invalid: FieldCheck = { status: 'invalid', message: CARD_MESSAGES.cvcInvalid, code: 'invalid_cvc' };
  if (!/^\d+$/.test(trimmed)) return invalid;
  const lengths = brand === 'unknown' ? [3, 4] : [CARD_BRAND_RULES[brand].cvcLength];
  if (trimmed.length > Math.max(...lengths)) return invalid;
  if (!lengths.includes(trimmed.length)) {
    return { status: 'incomplete', message: CARD_MESSAGES.cvcIncomplete, code: 'incomplete_cvc' };
  }
  return VALID;
}

/** US postal code: 5 digits, or 5+4 written '12345-6789' or '123456789'. */
export function checkPostalCode(value: string): FieldCheck {
  const trimmed = value.trim();
  if (trimmed === '') return EMPTY;
  if (/^\d{5}(?:-?\d{4})?$/.test(trimmed)) return VALID;
  // Only the first five digits are required, so '12345-67' is an invalid +4, not an incomplete code.
  if (/^\d{1,4}$/.test(trimmed)) {
    return { status: 'incomplete', message: CARD_MESSAGES.postalCodeIncomplete, code: 'incomplete_zip' };
  }
  return { status: 'invalid', message: CARD_MESSAGES.postalCodeInvalid, code: 'invalid_zip' };
}

export interface OfflineCardProviderOptions {
  /** Clock for the expiry check; defaults to the current time. */
  now?: () => Date;
  /** Source of randomness in [0, 1) for tokens; defaults to `crypto.getRandomValues`. */
  random?: () => number;
}

const TOKEN_HEX_LENGTH = 24;

function defaultRandom(): number {
  const buffer = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buffer);
  return (buffer[0] ?? 0) / 2 ** 32;
}

function tokenHex(random: () => number): string {
  let hex = '';
  for (let i = 0; i < TOKEN_HEX_LENGTH; i += 1) {
    const nibble = Math.min(15, Math.max(0, Math.floor(random() * 16)));
    hex += nibble.toString(16);
  }
  return hex;
}

const INCOMPLETE_BY_FIELD: Record<CardField, { message: string; code: string }> = {
  number: { message: CARD_MESSAGES.numberIncomplete, code: 'incomplete_number' },
  expiry: { message: CARD_MESSAGES.expiryIncomplete, code: 'incomplete_expiry' },
  cvc: { message: CARD_MESSAGES.cvcIncomplete, code: 'incomplete_cvc' },
  postalCode: { message: CARD_MESSAGES.postalCodeIncomplete, code: 'incomplete_zip' },
};

export function createOfflineCardProvider(options: OfflineCardProviderOptions = {}): CardProvider {
  const now = options.now ?? (() => new Date());
  const random = options.random ?? defaultRandom;
  return {
    kind: 'offline',
    createSession: () => createOfflineSession(now, random),
  };
}

function createOfflineSession(now: () => Date, random: () => number): CardEntrySession {
  const values: Record<CardField, string> = { number: '', expiry: '', cvc: '', postalCode: '' };
  const touched = new Set<CardField>();
  let submitted = false;
  let listeners: CardEntryListener[] = [];
  let destroyed = false;

  const checks = (): Record<CardField, FieldCheck> => {
    const brand = detectCardBrand(values.number);
    return {
      number: checkCardNumber(values.number),
      expiry: checkExpiry(values.expiry, now()),
      cvc: checkCvc(values.cvc, brand),
      postalCode: checkPostalCode(values.postalCode),
    };
  };

  const getState = (): CardEntryState => {
    const all = checks();
    const errors: Partial<Record<CardField, string>> = {};
    for (const field of CARD_FIELDS) {
      const check = all[field];
      if (check.status === 'invalid' || (check.status === 'incomplete' && touched.has(field))) {
        errors[field] = check.message;
      } else if (check.status === 'empty' && submitted) {
        errors[field] = INCOMPLETE_BY_FIELD[field].message;
      }
    }
    return {
      complete: CARD_FIELDS.every((field) => all[field].status === 'valid'),
      errors,
      brand: detectCardBrand(values.number),
    };
  };

  const emit = () => {
    const state = getState();
    for (const listener of [...listeners]) listener(state);
  };

  const assertAlive = () => {
    if (destroyed) throw new Error('This card entry session has been destroyed.');
  };

  return {
    mode: 'inputs',
    fields: CARD_FIELDS,
    setValue(field, value) {
      assertAlive();
      if (values[field] === value) return;
      values[field] = value;
      emit();
    },
    blur(field) {
      assertAlive();
      if (touched.has(field)) return;
      touched.add(field);
      emit();
    },
    getState,
    onChange(listener) {
      assertAlive();
      listeners.push(listener);
      return () => {
        listeners = listeners.filter((l) => l !== listener);
      };
    },
    async createToken(input: CreateCardTokenInput): Promise<CardTokenResult> {
      assertAlive();
      const all = checks();
      const firstBad = CARD_FIELDS.find((field) => all[field].status !== 'valid');
      if (firstBad) {
        // After a failed attempt every field shows its error, empty ones as incomplete.
        const before = JSON.stringify(getState());
        submitted = true;
        for (const field of CARD_FIELDS) touched.add(field);
        if (JSON.stringify(getState()) !== before) emit();
        const check = all[firstBad];
        const { message, code } =
          check.status === 'invalid' || check.status === 'incomplete' ? check : INCOMPLETE_BY_FIELD[firstBad];
        return { error: { type: 'validation_error', code, field: firstBad, message } };
      }
      const number = cardDigits(values.number);
      const decline = OFFLINE_DECLINING_CARDS[number];
      if (decline) return { error: { type: 'card_error', ...decline } };
      const expiry = parseExpiry(values.expiry, now());
      if (!expiry) throw new Error('unreachable: expiry was checked as valid');
      return {
        token: `tok_offline_${tokenHex(random)}`,
        card: {
          brand: detectCardBrand(number),
          last4: number.slice(-4),
          expMonth: expiry.month,
          expYear: expiry.year,
          name: input.name.trim(),
        },
      };
    },
    destroy() {
      destroyed = true;
      listeners = [];
    },
  };
}
