/**
 * The sign-up page wired to the /graphql endpoint (spec 01 §4 "Sign-up flow", §7): the e-mailed
 * code, its check, then the account. The API's rate limits become the machine's result kinds
 * (`rateLimited` for a send, `locked` for a check); any other failure rejects the call.
 */
import { GraphQLResponseError, graphqlOperations, HttpError, RateLimitedError } from '@hearth/data';
import {
  type SendCodeInput,
  type SendCodeResult,
  type SignupPageValues,
  type SignupResult,
  signupPageMachine,
  type VerifyCodeInput,
  type VerifyCodeResult,
} from '@hearth/machines';
import { fromPromise } from 'xstate';
import { client } from '../data/client';

/** The sourceUi the API records for accounts made on this page. */
export const SIGNUP_SOURCE_UI = 'hearth-web-signup-page';

/** Too soon for another code: the wait is the cooldown 'Send again' shows. */
const sendCode = fromPromise<SendCodeResult, SendCodeInput>(async ({ input }) => {
  try {
    const { verifyAccountByEmail } = await client.graphql(graphqlOperations.verifyAccountByEmail, {
      emailAddress: input.email,
    });
    return { kind: 'sent', cooldownSeconds: verifyAccountByEmail.resendAvailableInSeconds };
  } catch (error) {
    if (error instanceof RateLimitedError)
      return { kind: 'rateLimited', retryAfterSeconds: error.retryAfter };
    throw error;
  }
});

/** Too many tries: Verify is locked for as long as the server says. */
const verifyCode = fromPromise<VerifyCodeResult, VerifyCodeInput>(async ({ input }) => {
  try {
    const { verifyEmailContactVerificationCode } = await client.graphql(
      graphqlOperations.verifyEmailContactVerificationCode,
      { emailAddress: input.email, singleUseCode: input.code },
    );
    return { kind: verifyEmailContactVerificationCode ? 'accepted' : 'rejected' };
  } catch (error) {
    if (error instanceof RateLimitedError) return { kind: 'locked', lockedForSeconds: error.retryAfter };
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

export const appSignupPageMachine = signupPageMachine.provide({
  actors: { sendCode, verifyCode, createAccount },
});
