import { describe, expect, test } from 'vitest';
import { messages } from '../messages';
import {
  canSubmitSignupPage,
  type SignupPageValues,
  validateSignupModal,
  validateSignupPage,
} from './signup';

const modal = messages.signupModal;
const filledModal = {
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  password: 'secret',
  passwordConfirm: 'secret',
};
const filledPage: SignupPageValues = { ...filledModal, confirmPassword: 'secret' };

describe('validateSignupModal', () => {
  test('a filled form with matching passwords is valid', () => {
    expect(validateSignupModal(filledModal)).toEqual({});
  });

  test.each([
    ['firstName', '', modal.firstNameRequired],
    ['lastName', '  ', modal.lastNameRequired],
    ['email', '', modal.emailRequired],
    ['passwordConfirm', '', modal.confirmPasswordRequired],
    ['passwordConfirm', 'secreT', modal.passwordsDoNotMatch],
  ] as const)('%s = %j gives %j', (field, value, message) => {
    expect(validateSignupModal({ ...filledModal, [field]: value })).toEqual({ [field]: message });
  });

  test('an empty password is required, and the filled confirm no longer matches it', () => {
    expect(validateSignupModal({ ...filledModal, password: '' })).toEqual({
      password: modal.passwordRequired,
      passwordConfirm: modal.passwordsDoNotMatch,
    });
  });

  test('an empty form reports all five required messages', () => {
    const empty = { firstName: '', lastName: '', email: '', password: '', passwordConfirm: '' };
    expect(validateSignupModal(empty)).toEqual({
      firstName: 'Please enter your first name.',
      lastName: 'Please enter your last name.',
      email: 'Please enter your email address.',
      password: 'Please create a password.',
      passwordConfirm: 'Please confirm your password.',
    });
  });

  test('the modal has no length rule', () => {
    expect(validateSignupModal({ ...filledModal, password: 'a', passwordConfirm: 'a' })).toEqual({});
  });
});

describe('validateSignupPage', () => {
  test.each([
    ['firstName', ' ', modal.firstNameRequired],
    ['lastName', '', modal.lastNameRequired],
    ['email', '', modal.emailRequired],
    ['confirmPassword', '', modal.confirmPasswordRequired],
    ['confirmPassword', 'secret!', 'Passwords do not match'],
  ] as const)('%s = %j gives %j', (field, value, message) => {
    expect(validateSignupPage({ ...filledPage, [field]: value })).toEqual({ [field]: message });
  });

  test('an empty password is required, and the filled confirm no longer matches it', () => {
    expect(validateSignupPage({ ...filledPage, password: '' })).toEqual({
      password: modal.passwordRequired,
      confirmPassword: 'Passwords do not match',
    });
  });

  test.each([
    ['abcde', { password: 'Passwords should contain at least 6 characters' }],
    ['abcdef', {}],
    ['123456', {}],
  ])('password %j (confirmed) gives %j', (password, errors) => {
    expect(validateSignupPage({ ...filledPage, password, confirmPassword: password })).toEqual(errors);
  });
});

describe('canSubmitSignupPage', () => {
  test.each([
    ['filled, long enough and matching', filledPage, false, true],
    ['while in flight', filledPage, true, false],
    ['with an empty field', { ...filledPage, lastName: '' }, false, false],
    ['with a short password', { ...filledPage, password: 'abc', confirmPassword: 'abc' }, false, false],
    ['with a mismatch', { ...filledPage, confirmPassword: 'secrets' }, false, false],
  ])('%s: %#', (_, values, inFlight, expected) => {
    expect(canSubmitSignupPage(values, inFlight)).toBe(expected);
  });
});
