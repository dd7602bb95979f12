/**
 * The phone verification flow wired to the API: the call and the confirmation of its link. The
 * machine of the toast that reports the confirmation, `phoneVerificationMachine`, calls nothing.
 */
import {
  normalizeUsPhoneNumber,
  phoneVerificationConfirmResource,
  phoneVerificationResource,
  userPhoneResource,
} from '@hearth/data';
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

/**
 * Calls the user's phone with a verification link (the development outbox holds it). As spec 02
 * §7 has it, the user's phones are read first: the call goes to the number as it is stored now,
 * and a number no longer among them is not called.
 */
export async function requestPhoneVerification(userId: number, phoneNumber: string) {
  const phones = await client.call(userPhoneResource.read, { userId });
  const wanted = normalizeUsPhoneNumber(phoneNumber) ?? phoneNumber;
  const stored = phones.find(
    (phone) => (normalizeUsPhoneNumber(phone.phoneNumber) ?? phone.phoneNumber) === wanted,
  );
  if (!stored) throw new Error(`${phoneNumber} is not among the user's phones any more`);
  return client.call(phoneVerificationResource.create, { userId, phoneNumber: stored.phoneNumber });
}
