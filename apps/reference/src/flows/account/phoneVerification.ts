/** The phone verification call and the confirmation of its link, wired to the API. */
import { phoneVerificationConfirmResource, phoneVerificationResource } from '@hearth/data';
import type { PhoneVerificationState } from '@hearth/machines';
import { client } from '../../data/client';

const phoneConfirmations = new Map<string, Promise<PhoneVerificationState>>();

/**
 * Confirms the token of a phone verification link: SUCCESS, or FAILURE for a bad or used one.
 * Once per token for the life of the page: the token is single use, and a second render of the
 * landing page must not spend it again and report FAILURE.
 */
export function confirmPhoneVerificationOnce(token: string): Promise<PhoneVerificationState> {
  let confirmation = phoneConfirmations.get(token);
  if (!confirmation) {
    confirmation = client.call(phoneVerificationConfirmResource.update, { token }).then(
      ({ state }) => state,
      () => 'FAILURE' as const,
    );
    phoneConfirmations.set(token, confirmation);
  }
  return confirmation;
}

/** Calls the user's phone with a verification link (the development outbox holds it). */
export const requestPhoneVerification = (userId: number, phoneNumber: string) =>
  client.call(phoneVerificationResource.create, { userId, phoneNumber });
