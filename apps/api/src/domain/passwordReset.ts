import { randomUUID } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Db, Tx } from '../db/client';
import { passwordResetTokens } from '../db/schema';
import { sha256 } from '../security/tokens';

/** Reset links work once, for one hour. */
export const RESET_TOKEN_TTL_MS = 60 * 60_000;

/** The page a set-password e-mail opens: the passwordless form, which logs in once the password is set. */
export const SET_PASSWORD_PATH = '/set-password';

/**
 * Issues a reset token (uuid v4, stored hashed) and e-mails the link. `setPassword` is for
 * accounts without a password: its link opens the passwordless set-password page (with the
 * address, which the form shows), the others the reset page.
 */
export async function sendPasswordResetEmail(
  context: AppContext,
  user: { userId: number; email: string; firstName: string },
  kind: 'passwordReset' | 'setPassword' = 'passwordReset',
): Promise<void> {
  const token = randomUUID();
  await context.db.insert(passwordResetTokens).values({
    tokenHash: sha256(token),
    userId: user.userId,
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  const link =
    kind === 'setPassword'
      ? `${context.config.webBaseUrl}${SET_PASSWORD_PATH}/${token}?email=${encodeURIComponent(user.email)}`
      : `${context.config.webBaseUrl}/account/password-reset/${token}`;
  const action = kind === 'setPassword' ? 'set your password' : 'reset your password';
  await context.outbox.send({
    channel: 'email',
    kind,
    to: user.email,
    subject: `${kind === 'setPassword' ? 'Set' : 'Reset'} your ${context.config.productName} password`,
    text: `Hi ${user.firstName || 'there'},\n\nFollow this link to ${action}. It works once, within one hour:\n${link}\n`,
    data: { token, link },
  });
}

/**
 * Marks an unused, unexpired reset token of `userId` as used; false when there is none. Run it in
 * the transaction of the change it authorises, so a failed change leaves the token usable.
 */
export async function claimResetToken(db: Db | Tx, token: string, userId?: number): Promise<number | null> {
  const [claimed] = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, sha256(token)),
        sql`${passwordResetTokens.usedAt} is null`,
        gt(passwordResetTokens.expiresAt, new Date()),
        ...(userId === undefined ? [] : [eq(passwordResetTokens.userId, userId)]),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return claimed?.userId ?? null;
}
