/** The password change and the SET PASSWORD e-mail wired to the API (spec 02 §4 "Password"). */
import { changePasswordResource, userForgotPasswordResource } from '@hearth/data';
import { passwordChangeMachine } from '@hearth/machines';
import { fromPromise } from 'xstate';
import { client } from '../../data/client';

export const appPasswordChangeMachine = passwordChangeMachine.provide({
  actors: {
    changePassword: fromPromise(async ({ input }) => {
      await client.call(changePasswordResource.update, input);
    }),
    requestPasswordEmail: fromPromise(async ({ input }) => {
      await client.call(userForgotPasswordResource.create, input);
    }),
  },
});
