import { describe, expect, test } from 'vitest';
import { trimLoginInput, validateLogin } from './login';

describe('login', () => {
  test.each([
    [{ email: 'jane@example.com', password: 'secret' }, {}],
    [{ email: '', password: 'secret' }, { email: 'Please enter your email address.' }],
    [{ email: 'jane@example.com', password: '' }, { password: 'Please enter your password.' }],
    [
      { email: '  ', password: ' \t' },
      { email: 'Please enter your email address.', password: 'Please enter your password.' },
    ],
    // Only required: the login form does not check the email format.
    [{ email: 'jane', password: 'x' }, {}],
  ])('validateLogin(%j) is %j', (values, errors) => {
    expect(validateLogin(values)).toEqual(errors);
  });

  test('trimLoginInput trims both fields', () => {
    expect(trimLoginInput({ email: ' jane@example.com\n', password: '  secret ' })).toEqual({
      email: 'jane@example.com',
      password: 'secret',
    });
  });
});
