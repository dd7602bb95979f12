/** Property tests over the public rules: none throws, and every message comes from the catalogue. */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { formatMessage, messages } from '../messages';
import * as rules from './index';

const flatten = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Object.values(value as object).flatMap(flatten);
const catalogue = new Set(flatten(messages));
const fromCatalogue = (message: unknown) => message === undefined || catalogue.has(message as string);
const allFromCatalogue = (errors: object) => Object.values(errors).every((message) => catalogue.has(message));

/** Arbitrary text: UTF-16 units (lone surrogates included), graphemes, and phone-like strings. */
const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  fc.stringMatching(/^[0-9 ()+\-.]{0,20}$/),
);
const address = fc.record({ street1: text, street2: text, city: text, province: text, postalCode: text });
const flags = fc.record({
  phoneVerificationRequired: fc.boolean(),
  phoneVerified: fc.boolean(),
  unitRequired: fc.boolean(),
});

describe('no rule throws on arbitrary strings', () => {
  test('predicates return a boolean', () => {
    fc.assert(
      fc.property(text, (value) => {
        const results = [
          rules.isBlank(value),
          rules.isEmail(value),
          rules.isUuid(value),
          rules.isV4Uuid(value),
          rules.isCompleteCode(value),
          rules.isPostalCode(value),
          rules.isUsStateCode(value),
          rules.isValidUsPhoneNumber(value),
          rules.meetsPasswordRule(value, rules.PASSWORDLESS_RULE),
          rules.meetsPasswordRule(value, rules.CHANGE_PASSWORD_RULE),
        ];
        return results.every((result) => typeof result === 'boolean');
      }),
    );
  });

  test('phoneParseProblem returns undefined or one of the parse errors', () => {
    const problems = new Set([undefined, 'TOO_LONG', 'TOO_SHORT', 'NOT_A_NUMBER', 'INVALID_COUNTRY']);
    fc.assert(fc.property(text, (value) => problems.has(rules.phoneParseProblem(value))));
  });

  test('transformations return a string', () => {
    fc.assert(
      fc.property(text, (value) =>
        [
          rules.sanitizeCodeInput(value),
          rules.trimFeedback(value),
          rules.formatPhoneNational(value),
          rules.phoneDigits(value),
          formatMessage(value, { product: value }),
          rules.trimLoginInput({ email: value, password: value }).email,
        ].every((result) => typeof result === 'string'),
      ),
    );
  });

  test('field rules return undefined or a catalogue message', () => {
    fc.assert(
      fc.property(text, flags, (value, options) =>
        [
          rules.validateFirstName(value),
          rules.validateLastName(value),
          rules.validateEmail(value),
          rules.validatePhone(value, options),
        ].every(fromCatalogue),
      ),
    );
  });

  test('form rules return only catalogue messages', () => {
    fc.assert(
      fc.property(text, text, text, text, text, address, flags, (a, b, c, d, e, place, options) => {
        const forms = [
          rules.validateSignupModal({ firstName: a, lastName: b, email: c, password: d, passwordConfirm: e }),
          rules.validateSignupPage({ firstName: a, lastName: b, email: c, password: d, confirmPassword: e }),
          rules.validatePasswordless({ email: a, password: b, confirmPassword: c }),
          rules.validateLogin({ email: a, password: b }),
          rules.validateResetPassword({ password: a, verifyPassword: b }),
          rules.validateChangePassword({ oldPassword: a, newPassword: b, confirmPassword: c }),
          rules.validateAddress(place, options),
          rules.validateProfileForm(
            { firstName: a, lastName: b, phone: c, email: d, address: place },
            options,
          ),
        ];
        return forms.every(allFromCatalogue);
      }),
    );
  });

  test('a form is submittable exactly when its rules report nothing', () => {
    fc.assert(
      fc.property(text, text, text, (oldPassword, newPassword, confirmPassword) => {
        const values = { oldPassword, newPassword, confirmPassword };
        const filled = oldPassword !== '' && newPassword !== '' && confirmPassword !== '';
        const valid = Object.keys(rules.validateChangePassword(values)).length === 0;
        expect(rules.canSavePasswordChange(values)).toBe(filled && valid);
      }),
    );
  });

  test('an address never differs from itself', () => {
    fc.assert(fc.property(address, (place) => !rules.addressChanged(place, place)));
  });
});
