/** Building blocks shared by the rules of every form: one email pattern, one password rule. */
import type { Message } from '../messages';

export const PASSWORD_MIN_LENGTH = 6;
/** Passwordless sign-up only. */
export const PASSWORD_MAX_LENGTH = 100;

/** Field name -> message for the fields that have a problem; valid fields are absent. */
export type FormErrors<Field extends string, M extends string = Message> = Partial<Record<Field, M>>;

export const isBlank = (value: string | null | undefined): boolean => (value ?? '').trim() === '';

/** Length in characters (code points), so an emoji counts once. */
export const charLength = (value: string): number => Array.from(value).length;

/** Any letter of any script. */
const LETTER = /\p{L}/u;

export interface PasswordRule {
  minLength?: number;
  maxLength?: number;
  requireLetter?: boolean;
  /** Refuse leading or trailing whitespace (the change-password rule). */
  trimmed?: boolean;
}

export function meetsPasswordRule(password: string, rule: PasswordRule = {}): boolean {
  const { minLength = PASSWORD_MIN_LENGTH, maxLength = Number.POSITIVE_INFINITY } = rule;
  const length = charLength(password);
  if (length < minLength || length > maxLength) return false;
  if (rule.requireLetter && !LETTER.test(password)) return false;
  return !(rule.trimmed && password !== password.trim());
}

/** What counts as an email address: the one rule the API's contract uses too. */
export { isEmail } from '@hearth/rules';

export const required = <M>(value: string, message: M): M | undefined =>
  isBlank(value) ? message : undefined;

export const mustMatch = <M>(value: string, expected: string, message: M): M | undefined =>
  value === expected ? undefined : message;

/** Drops the fields without a problem, so `{}` means valid. */
export function compactErrors<Field extends string, M extends string>(
  errors: Record<Field, M | undefined>,
): FormErrors<Field, M> {
  const out: FormErrors<Field, M> = {};
  for (const key of Object.keys(errors) as Field[]) {
    const message = errors[key];
    if (message !== undefined) out[key] = message;
  }
  return out;
}

export const hasNoErrors = (errors: object): boolean => Object.keys(errors).length === 0;
