/** The password change and the SET PASSWORD e-mail wired to the API (spec 02 §4 "Password"). */
import { changePasswordResource, isHttpError, userForgotPasswordResource } from '@hearth/data';
import { passwordChangeMachine } from '@hearth/machines';
import { fromPromise } from 'xstate';
import { client } from '../../data/client';

export const appPasswordChangeMachine = passwordChangeMachine.provide({
  actors: {
    // A wrong old password is the API's INVALID_OLD_PASSWORD: the machine shows it on that field.
    changePassword: fromPromise(async ({ input }) => {
      try {
        await client.call(changePasswordResource.update, input);
        return { kind: 'changed' };
      } catch (error) {
        if (isHttpError(error, 400) && error.code === 'INVALID_OLD_PASSWORD')
          return { kind: 'oldPasswordRefused' };
        throw error;
      }
    }),
    requestPasswordEmail: fromPromise(async ({ input }) => {
      await client.call(userForgotPasswordResource.create, input);
    }),
  },
});
