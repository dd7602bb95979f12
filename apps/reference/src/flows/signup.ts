/**
 * The sign-up page wired to the /graphql endpoint (spec 01 §4 "Sign-up flow", §7): the e-mailed
 * code, its check, then the account. The API's cooldown and lockout are handed to the machine in
 * the shape it reads (`CodeLimits`).
 */
import { GraphQLResponseError, graphqlOperations, HttpError, RateLimitedError } from '@hearth/data';
import {
  type CodeLimits,
  type SendCodeInput,
  type SignupPageValues,
  type SignupResult,
  signupOtpMachine,
  type VerifyCodeInput,
} from '@hearth/machines';
import { fromPromise } from 'xstate';
import { client } from '../data/client';

/** The sourceUi the API records for accounts made on this page. */
export const SIGNUP_SOURCE_UI = 'hearth-web-signup-page';

/** A refused call, carrying the limits the server announced for the code step. */
class CodeStepError extends Error implements CodeLimits {
  retryAfterSeconds?: number;
  lockedForSeconds?: number;
  constructor(cause: unknown, limits: CodeLimits) {
    super(cause instanceof Error ? cause.message : 'The code step was refused', { cause });
    Object.assign(this, limits);
  }
}

const sendCode = fromPromise<unknown, SendCodeInput>(async ({ input }) => {
  try {
    const { verifyAccountByEmail } = await client.graphql(graphqlOperations.verifyAccountByEmail, {
      emailAddress: input.email,
    });
    const limits: CodeLimits = { retryAfterSeconds: verifyAccountByEmail.resendAvailableInSeconds };
    return limits;
  } catch (error) {
    // Too soon for another code: the wait is the cooldown 'Send again' shows.
    if (error instanceof RateLimitedError)
      throw new CodeStepError(error, { retryAfterSeconds: error.retryAfter });
    throw error;
  }
});

const verifyCode = fromPromise<boolean, VerifyCodeInput>(async ({ input }) => {
  try {
    const { verifyEmailContactVerificationCode } = await client.graphql(
      graphqlOperations.verifyEmailContactVerificationCode,
      { emailAddress: input.email, singleUseCode: input.code },
    );
    return verifyEmailContactVerificationCode;
  } catch (error) {
    // Too many tries: Verify is locked for as long as the server says.
    if (error instanceof RateLimitedError)
      throw new CodeStepError(error, { lockedForSeconds: error.retryAfter });
    throw error;
  }
});

/** The rule messages of a refused sign-up, by field, from a REST-style or a GraphQL error. */
function fieldErrorsOf(error: unknown): Record<string, string[]> | undefined {
  if (error instanceof HttpError) {
    const extensions = error.graphqlError?.extensions?.fieldErrors;
    return error.fieldErrors ?? (extensions as Record<string, string[]> | undefined);
  }
  if (error instanceof GraphQLResponseError) {
    return error.errors[0]?.extensions?.fieldErrors as Record<string, string[]> | undefined;
  }
  return undefined;
}

const createAccount = fromPromise<SignupResult, SignupPageValues>(async ({ input }) => {
  try {
    const { userSignup } = await client.graphql(graphqlOperations.userSignup, {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      password: input.password,
      sourceUi: SIGNUP_SOURCE_UI,
    });
    if (userSignup.__typename === 'AccountExists') return { accountExists: true };
    return { session: userSignup };
  } catch (error) {
    const fieldErrors = fieldErrorsOf(error);
    if (fieldErrors) return { validationErrors: fieldErrors };
    throw error;
  }
});

export const appSignupPageMachine = signupOtpMachine.provide({
  actors: { sendCode, verifyCode, createAccount },
});
