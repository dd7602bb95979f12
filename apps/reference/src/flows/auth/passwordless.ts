/** The passwordless set-password form wired to the API (spec 01 §7). */
import { setPasswordlessUserPasswordServiceResource } from '@hearth/data';
import { type PasswordlessSetPasswordInput, passwordlessMachine } from '@hearth/machines';
import { fromPromise } from 'xstate';
import { client } from '../../data/client';
import { login } from './actors';

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
      login,
    },
  });
