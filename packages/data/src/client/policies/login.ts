/** Login: 400, 401 or 422 -> 'The username or password is incorrect.'; others rethrown. */

import { userLoginResource } from '../../contract/resources';
import type { CallOptions } from '../client';
import { isHttpError } from '../errors';
import type { PolicyClient } from './shared';

export const INVALID_CREDENTIALS_MESSAGE = 'The username or password is incorrect.';
const CREDENTIAL_STATUSES = [400, 401, 422];

export class InvalidCredentialsError extends Error {
  override name = 'InvalidCredentialsError';
  constructor(options?: { cause?: unknown }) {
    super(INVALID_CREDENTIALS_MESSAGE, options);
  }
}

export async function logIn(
  client: PolicyClient,
  credentials: { email: string; password: string },
  options?: CallOptions,
) {
  try {
    return await client.call(userLoginResource.create, credentials, options);
  } catch (error) {
    if (isHttpError(error, ...CREDENTIAL_STATUSES)) throw new InvalidCredentialsError({ cause: error });
    throw error;
  }
}
