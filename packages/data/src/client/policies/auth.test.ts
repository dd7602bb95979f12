/// <reference types="node" />
import { afterAll, describe, expect, test } from 'vitest';
import { resources } from '../../contract/resources';
import { CsrfError, HttpError, RateLimitedError } from '../errors';
import { fail, ok, startPolicyKit } from './kit.test.util';
import { INVALID_CREDENTIALS_MESSAGE, InvalidCredentialsError, logIn } from './login';
import { RESET_PASSWORD_MESSAGES, resetPassword } from './passwordReset';
import { ACCOUNT_EXISTS_MESSAGE, signUp } from './signup';

const kit = await startPolicyKit();
afterAll(() => kit.api.close());

const session = { dto: { userContext: null, company: null } };
const credentials = { email: 'a@b.test', password: 'secret1' };
const signup = {
  firstName: 'A',
  lastName: 'B',
  email: 'a@b.test',
  password: 'secret1',
  passwordConfirm: 'secret1',
};
const reset = { token: '0b6f3c3e-5a4b-4c7e-9a51-2f1d7d0c9e11', password: 'secret1' };

describe('login policy', () => {
  test.each([400, 401, 422])('%i becomes "The username or password is incorrect."', async (status) => {
    kit.answer(resources.userLogin.create, {}, fail(status, 'INVALID_CREDENTIALS'));
    const error = await logIn(kit.client(), credentials).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidCredentialsError);
    expect((error as Error).message).toBe(INVALID_CREDENTIALS_MESSAGE);
    expect(INVALID_CREDENTIALS_MESSAGE).toBe('The username or password is incorrect.');
    expect((error as Error).cause).toBeInstanceOf(HttpError);
  });

  test('other errors are rethrown as they are', async () => {
    kit.answer(resources.userLogin.create, {}, fail(500));
    await expect(logIn(kit.client(), credentials)).rejects.toMatchObject({ name: 'HttpError', status: 500 });
    kit.answer(resources.userLogin.create, {}, fail(429, 'RATE_LIMITED', { retryAfter: 30 }));
    await expect(logIn(kit.client(), credentials)).rejects.toBeInstanceOf(RateLimitedError);
    kit.answer(resources.userLogin.create, {}, fail(403, 'CSRF_INVALID'));
    await expect(logIn(kit.client(), credentials)).rejects.toBeInstanceOf(CsrfError);
  });

  test('success gives the session', async () => {
    kit.answer(resources.userLogin.create, {}, ok(session, 201));
    expect(await logIn(kit.client(), credentials)).toEqual(session);
  });
});

describe('sign-up policy', () => {
  test('validationErrors come back as field errors', async () => {
    kit.answer(
      resources.userSignup.create,
      {},
      ok({ validationErrors: { firstName: 'Please enter your first name.' } }, 201),
    );
    expect(await signUp(kit.client(), signup)).toEqual({
      kind: 'fieldErrors',
      fieldErrors: { firstName: 'Please enter your first name.' },
      formErrors: [],
    });
  });

  test('formErrors come back as form errors', async () => {
    kit.answer(resources.userSignup.create, {}, ok({ formErrors: ['Something about the form.'] }, 201));
    expect(await signUp(kit.client(), signup)).toEqual({
      kind: 'fieldErrors',
      fieldErrors: {},
      formErrors: ['Something about the form.'],
    });
  });

  test('accountExists is its own result', async () => {
    kit.answer(resources.userSignup.create, {}, ok({ accountExists: true, formErrors: ['exists'] }, 201));
    expect(await signUp(kit.client(), signup)).toEqual({
      kind: 'accountExists',
      message: ACCOUNT_EXISTS_MESSAGE,
    });
  });

  test("a 400's field errors are field errors too (first message per field)", async () => {
    kit.answer(
      resources.userSignup.create,
      {},
      fail(400, 'VALIDATION_FAILED', { fieldErrors: { email: ['Too long', 'Bad'], _: ['Whole form'] } }),
    );
    expect(await signUp(kit.client(), signup)).toEqual({
      kind: 'fieldErrors',
      fieldErrors: { email: 'Too long', form: 'Whole form' },
      formErrors: [],
    });
  });

  test('other failures are rethrown; success gives the session', async () => {
    kit.answer(resources.userSignup.create, {}, fail(500));
    await expect(signUp(kit.client(), signup)).rejects.toMatchObject({ status: 500 });
    kit.answer(resources.userSignup.create, {}, ok(session, 201));
    expect(await signUp(kit.client(), signup)).toEqual({ kind: 'success', dto: session.dto });
  });
});

describe('password reset policy', () => {
  test('an empty response is EXPIRED_TOKEN', async () => {
    kit.answer(resources.passwordResetService.update, {}, ok({}));
    expect(await resetPassword(kit.client(), reset)).toEqual({
      ok: false,
      failure: 'EXPIRED_TOKEN',
      message: 'Your password reset link has expired.',
    });
  });

  test('the server naming an expired token (400 EXPIRED_TOKEN) is EXPIRED_TOKEN', async () => {
    kit.answer(resources.passwordResetService.update, {}, fail(400, 'EXPIRED_TOKEN'));
    expect(await resetPassword(kit.client(), reset)).toEqual({
      ok: false,
      failure: 'EXPIRED_TOKEN',
      message: 'Your password reset link has expired.',
    });
  });

  test('the server naming the password rule is INVALID_PASSWORD', async () => {
    kit.answer(resources.passwordResetService.update, {}, fail(400, 'INVALID_PASSWORD'));
    expect(await resetPassword(kit.client(), reset)).toEqual({
      ok: false,
      failure: 'INVALID_PASSWORD',
      message: 'Password must be at least 6 characters long.',
    });
  });

  test.each([
    [500, 'INTERNAL'],
    [400, 'VALIDATION_FAILED'],
    [429, 'RATE_LIMITED'],
  ])('anything else (%i %s) is UNKNOWN', async (status, code) => {
    kit.answer(resources.passwordResetService.update, {}, fail(status, code));
    expect(await resetPassword(kit.client(), reset)).toEqual({
      ok: false,
      failure: 'UNKNOWN',
      message: RESET_PASSWORD_MESSAGES.UNKNOWN,
    });
    expect(RESET_PASSWORD_MESSAGES.UNKNOWN).toBe('An error occurred while setting your new password.');
  });

  test('a CSRF failure still reaches the page-expired banner; success names the user', async () => {
    kit.answer(resources.passwordResetService.update, {}, fail(403, 'CSRF_INVALID'));
    await expect(resetPassword(kit.client(), reset)).rejects.toBeInstanceOf(CsrfError);
    kit.answer(resources.passwordResetService.update, {}, ok({ userId: 3, email: 'a@b.test' }));
    expect(await resetPassword(kit.client(), reset)).toEqual({ ok: true, userId: 3, email: 'a@b.test' });
  });
});
