/**
 * Phone verification (spec 02 §3 "Phone verification state", §4): a phone call carries a link back
 * to the settings screen with `phoneVerified=true` and a single-use token; confirming the token
 * marks that phone verified. Only the token's hash is stored.
 */
import { PHONE_VERIFICATION_TOKEN_PARAM, usPhoneE164 } from '@hearth/data';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { phoneVerifications, userPhones } from '../../db/schema';
import { enqueue } from '../../outbox/outbox';
import { randomToken, sha256 } from '../../security/tokens';

export const PHONE_VERIFICATION_TTL_MS = 30 * 60_000;

export async function sendPhoneVerification(
  context: AppContext,
  phone: { userPhoneId: number; userId: number; phoneNumber: string },
): Promise<void> {
  const token = randomToken();
  const query = new URLSearchParams({ phoneVerified: 'true', [PHONE_VERIFICATION_TOKEN_PARAM]: token });
  const link = `${context.config.webBaseUrl}/account/settings?${query}`;
  await context.db.transaction(async (tx) => {
    await tx.insert(phoneVerifications).values({
      userPhoneId: phone.userPhoneId,
      userId: phone.userId,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + PHONE_VERIFICATION_TTL_MS),
    });
    await enqueue(tx, {
      channel: 'phone',
      kind: 'phoneVerification',
      to: usPhoneE164(phone.phoneNumber),
      subject: `${context.config.productName} phone verification`,
      text: `This is ${context.config.productName} verifying your phone number ${phone.phoneNumber}. Open this link within 30 minutes to confirm it: ${link}`,
      data: { token, link, phoneNumber: phone.phoneNumber },
    });
  });
  context.outbox.nudge();
}

/** Claims the token and marks its phone verified, together; false for unknown, used or expired. */
export async function confirmPhoneVerification(db: Queryable, token: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(phoneVerifications)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(phoneVerifications.tokenHash, sha256(token)),
          isNull(phoneVerifications.usedAt),
          gt(phoneVerifications.expiresAt, new Date()),
        ),
      )
      .returning({ userPhoneId: phoneVerifications.userPhoneId });
    if (!claimed) return false;
    const [phone] = await tx
      .update(userPhones)
      .set({ verified: true })
      .where(eq(userPhones.userPhoneId, claimed.userPhoneId))
      .returning({ id: userPhones.userPhoneId });
    return Boolean(phone);
  });
}
