/**
 * E-mailed one-time codes for the sign-up flow: 6 digits, stored as a hash, 10 minutes, 5 attempts,
 * one live code per address, and a resend cooldown the answer tells the client about.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Queryable } from '../db/client';
import { oneTimeCodes } from '../db/schema';
import { normalizeEmail } from '../domain/users';
import { ApiError } from '../errors';
import { enqueue } from '../outbox/outbox';
import { safeEqual, sha256, sixDigitCode } from '../security/tokens';

const CODE_POLICY = {
  codeLength: 6,
  expiresInSeconds: 600,
  maxAttempts: 5,
} as const;

/** The policy in force: the resend cooldown comes from the config (30 s; shorter in e2e runs). */
export const codePolicy = (context: Pick<AppContext, 'config'>) => ({
  ...CODE_POLICY,
  resendCooldownSeconds: context.config.codeResendCooldownSeconds,
});

/** Binding the address into the hash keeps a leaked hash from matching the code for another one. */
const codeHash = (email: string, code: string) => sha256(`${email}:${code}`);

export type SentCode = { resendAvailableInSeconds: number; expiresInSeconds: number };

/** Issues a new code for the address (replacing any unused one) and puts its e-mail in the outbox. */
export async function sendSignupCode(context: AppContext, rawEmail: string): Promise<SentCode> {
  const email = normalizeEmail(rawEmail);
  const code = sixDigitCode();
  const now = new Date();
  const cooldownSeconds = context.config.codeResendCooldownSeconds;
  await context.db.transaction(async (tx) => {
    // Serialises sends for one address, so two quick requests cannot both pass the cooldown.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`one-time-code:${email}`}))`);
    const [latest] = await tx
      .select({ sentAt: oneTimeCodes.sentAt })
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.email, email))
      .orderBy(desc(oneTimeCodes.sentAt))
      .limit(1);
    if (latest) {
      const waitMs = latest.sentAt.getTime() + cooldownSeconds * 1000 - now.getTime();
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        throw new ApiError(
          429,
          'RESEND_COOLDOWN',
          `Please wait ${seconds} seconds before requesting another code.`,
          undefined,
          seconds,
        );
      }
    }
    await tx.delete(oneTimeCodes).where(and(eq(oneTimeCodes.email, email), isNull(oneTimeCodes.verifiedAt)));
    await tx.insert(oneTimeCodes).values({
      email,
      codeHash: codeHash(email, code),
      sentAt: now,
      expiresAt: new Date(now.getTime() + CODE_POLICY.expiresInSeconds * 1000),
    });
    await enqueue(tx, {
      channel: 'email',
      kind: 'signupCode',
      to: email,
      subject: `${code} is your ${context.config.productName} verification code`,
      text: `Your ${context.config.productName} verification code is ${code}.\n\nIt expires in 10 minutes. If you did not ask for it, you can ignore this e-mail.\n`,
      data: { code },
    });
  });
  context.outbox.nudge();
  return {
    resendAvailableInSeconds: cooldownSeconds,
    expiresInSeconds: CODE_POLICY.expiresInSeconds,
  };
}

/**
 * Checks a code against the latest unused one for the address. Every check spends an attempt;
 * after the fifth the code is dead even when right. A match marks it verified (single use).
 */
export async function verifySignupCode(
  context: AppContext,
  rawEmail: string,
  code: string,
): Promise<boolean> {
  const email = normalizeEmail(rawEmail);
  return context.db.transaction(async (tx) => {
    const [live] = await tx
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.email, email), isNull(oneTimeCodes.verifiedAt)))
      .orderBy(desc(oneTimeCodes.id))
      .limit(1)
      .for('update');
    if (!live || live.attempts >= CODE_POLICY.maxAttempts || live.expiresAt <= new Date()) return false;
    const matches = safeEqual(live.codeHash, codeHash(email, code));
    await tx
      .update(oneTimeCodes)
      .set({ attempts: live.attempts + 1, ...(matches ? { verifiedAt: new Date() } : {}) })
      .where(eq(oneTimeCodes.id, live.id));
    return matches;
  });
}

/** After sign-up the proof is spent: the address's codes are removed. */
export async function spendCodes(tx: Queryable, rawEmail: string): Promise<void> {
  await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.email, normalizeEmail(rawEmail)));
}
