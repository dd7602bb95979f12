/** The login / sign-up modal wired to the API (spec 01 §2, §4). */
import { signUp, userForgotPasswordResource } from '@hearth/data';
import { authModalMachine, type SignupModalValues, type SignupResult } from '@hearth/machines';
import { fromPromise } from 'xstate';
import { client } from '../../data/client';
import { login } from './actors';

/** The modal's sign-up (REST userSignup), reduced to the answer shape the machine reads. */
const signup = fromPromise<SignupResult, SignupModalValues>(async ({ input, signal }) => {
  const result = await signUp(client, input, { signal });
  if (result.kind === 'accountExists') return { accountExists: true };
  if (result.kind === 'fieldErrors') {
    return {
      validationErrors: result.fieldErrors,
      formErrors: result.formErrors.map((message) => ({ field: null, message })),
    };
  }
  return { dto: result.dto };
});

export const appAuthModalMachine = authModalMachine.provide({
  actors: {
    login,
    signup,
    requestPasswordReset: fromPromise(async ({ input, signal }) => {
      await client.call(userForgotPasswordResource.create, { userEmail: input.email }, { signal });
    }),
  },
});
