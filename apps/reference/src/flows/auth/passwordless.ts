/** The passwordless set-password form wired to the API (spec 01 §7). */
import { setPasswordlessUserPasswordServiceResource } from '@hearth/data';
import { passwordlessMachine } from '@hearth/machines';
import { fromPromise } from 'xstate';
import { client } from '../../data/client';
import { login } from './actors';

/** The passwordless form; `token` is the set-password e-mail's, proof of the address. */
export const passwordlessMachineWith = (token: string | undefined) =>
  passwordlessMachine.provide({
    actors: {
      setPassword: fromPromise(async ({ input, signal }) => {
        const body = { ...input, ...(token ? { token } : {}) };
        await client.call(setPasswordlessUserPasswordServiceResource.update, body, { signal });
      }),
      login,
    },
  });
