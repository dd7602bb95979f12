/** The password reset page wired to the API (spec 01 §7 "password reset service", §8). */

import { passwordResetServiceResource } from '@hearth/data';
import {
  type PasswordResetCallInput,
  passwordResetMachine,
  type ResetPasswordResponse,
} from '@hearth/machines';
import { fromPromise } from 'xstate';
import { client } from '../data/client';

export const appPasswordResetMachine = passwordResetMachine.provide({
  actors: {
    resetPassword: fromPromise<ResetPasswordResponse, PasswordResetCallInput>(({ input, signal }) =>
      client.call(passwordResetServiceResource.update, input, { signal }),
    ),
  },
});
