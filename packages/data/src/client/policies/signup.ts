/**
 * Sign-up: the server's formErrors / validationErrors (and a 400's field errors)
 * come back as field errors for the form, an existing account as its own result, and anything
 * else is rethrown (the form then shows 'Signup failed. Please try again.').
 */
import type { InputOf, OutputOf } from '../../contract/resource';
import { userSignupResource } from '../../contract/resources';
import type { SessionDto } from '../../contract/resources/session';
import type { CallOptions } from '../client';
import { isHttpError } from '../errors';
import type { PolicyClient } from './shared';

export const ACCOUNT_EXISTS_MESSAGE = 'An account with this email already exists.';
/** Field errors the server ties to no field. */
export const FORM_LEVEL_FIELD = 'form';

export type SignupInput = InputOf<typeof userSignupResource.create>;

export type SignupResult =
  | { kind: 'success'; dto: SessionDto | null }
  | { kind: 'accountExists'; message: string }
  | { kind: 'fieldErrors'; fieldErrors: Record<string, string>; formErrors: string[] };

function fieldErrorsResult(
  validationErrors: Record<string, string | readonly string[]> | undefined,
  formErrors: readonly string[] | undefined,
): SignupResult | undefined {
  const fieldErrors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(validationErrors ?? {})) {
    const message = typeof messages === 'string' ? messages : messages[0];
    if (message) fieldErrors[field === '_' ? FORM_LEVEL_FIELD : field] = message;
  }
  const forms = (formErrors ?? []).filter((message) => message !== '');
  if (Object.keys(fieldErrors).length === 0 && forms.length === 0) return undefined;
  return { kind: 'fieldErrors', fieldErrors, formErrors: forms };
}

export async function signUp(
  client: PolicyClient,
  input: SignupInput,
  options?: CallOptions,
): Promise<SignupResult> {
  let output: OutputOf<typeof userSignupResource.create>;
  try {
    output = await client.call(userSignupResource.create, input, options);
  } catch (error) {
    if (isHttpError(error, 400, 422) && error.fieldErrors) {
      const result = fieldErrorsResult(error.fieldErrors, undefined);
      if (result) return result;
    }
    throw error;
  }
  if (output.accountExists) return { kind: 'accountExists', message: ACCOUNT_EXISTS_MESSAGE };
  return (
    fieldErrorsResult(output.validationErrors, output.formErrors) ?? {
      kind: 'success',
      dto: output.dto ?? null,
    }
  );
}
