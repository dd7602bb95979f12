/**
 * The API calls the auth flows share (spec 01 §4, §7). Each flow wires its machine
 * in a module of its own (loginPage.ts, authModal.ts, passwordless.ts): a page loads only its own
 * flow's machine, not the modal's or the set-password form's with it.
 */
import { sessionDataResource, userLoginResource } from '@hearth/data';
import type { LoginResult, LoginValues, SessionData } from '@hearth/machines';
import { fromPromise } from 'xstate';
import { client } from '../../data/client';

/**
 * The session the login opened. The machines classify a refused login by the HTTP status the
 * error carries (400, 401, 422): the client's HttpError has `status`.
 */
export const login = fromPromise<LoginResult, LoginValues>(
  async ({ input, signal }) => (await client.call(userLoginResource.create, input, { signal })).dto,
);

export const loadSession = fromPromise<SessionData, void>(async ({ signal }) => {
  const { dto } = await client.call(sessionDataResource.read, {}, { signal });
  return dto as SessionData;
});
