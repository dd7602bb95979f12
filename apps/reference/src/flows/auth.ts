/** The login page, the auth modal and the passwordless form wired to the API (spec 01 §4, §7). */
import {
  sessionDataResource,
  setPasswordlessUserPasswordServiceResource,
  signUp,
  userForgotPasswordResource,
  userLoginResource,
} from '@hearth/data';
import {
  authModalMachine,
  type ForgotPasswordValues,
  type LoginValues,
  loginPageMachine,
  type PasswordlessLoginInput,
  type PasswordlessSetPasswordInput,
  passwordlessMachine,
  type SessionData,
  type SignupModalValues,
  type SignupResult,
} from '@hearth/machines';
import { fromPromise } from 'xstate';
import { client } from '../data/client';

/**
 * The machines classify a refused login by the HTTP status the error carries (400, 401, 422), so
 * the call is made as is: the client's HttpError has `status`.
 */
const login = fromPromise<unknown, LoginValues>(({ input, signal }) =>
  client.call(userLoginResource.create, input, { signal }),
);

const loadSession = fromPromise<SessionData, void>(async ({ signal }) => {
  const { dto } = await client.call(sessionDataResource.read, {}, { signal });
  return dto as SessionData;
});

export const appLoginPageMachine = loginPageMachine.provide({ actors: { login, loadSession } });

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

const requestPasswordReset = fromPromise<unknown, ForgotPasswordValues>(({ input, signal }) =>
  client.call(userForgotPasswordResource.create, { userEmail: input.email }, { signal }),
);

export const appAuthModalMachine = authModalMachine.provide({
  actors: { login, signup, requestPasswordReset },
});

/** The passwordless form; `token` is the set-password e-mail's, proof of the address. */
export const passwordlessMachineWith = (token: string | undefined) =>
  passwordlessMachine.provide({
    actors: {
      setPassword: fromPromise<unknown, PasswordlessSetPasswordInput>(({ input, signal }) =>
        client.call(
          setPasswordlessUserPasswordServiceResource.update,
          { ...input, ...(token ? { token } : {}) },
          { signal },
        ),
      ),
      login: fromPromise<unknown, PasswordlessLoginInput>(({ input, signal }) =>
        client.call(userLoginResource.create, input, { signal }),
      ),
    },
  });
