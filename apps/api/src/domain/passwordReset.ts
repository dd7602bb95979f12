import { randomUUID } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Db, Tx } from '../db/client';
import { passwordResetTokens } from '../db/schema';
import { enqueue, enqueueSuppressed, type OutboxMessage } from '../outbox/outbox';
import { sha256 } from '../security/tokens';
import { findUserByEmail, normalizeEmail } from './users';

/** Reset links work once, for one hour. */
export const RESET_TOKEN_TTL_MS = 60 * 60_000;

/** The page a set-password e-mail opens: the passwordless form, which logs in once the password is set. */
export const SET_PASSWORD_PATH = '/set-password';

/**
 * Forgot password: for an account, issues a reset token (uuid v4, stored hashed) and puts the link's
 * e-mail in the outbox, in one transaction. Accounts without a password get a set-password link,
 * which opens the passwordless set-password page (with the address, which the form shows).
 *
 * An address with no account costs the same work, so neither the answer nor its timing tells
 * whether the account exists: the same message is built and written, marked never to be sent, and
 * the token write is matched by a write-path lookup of a hash no row can have.
 */
export async function requestPasswordReset(context: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(context.db, email);
  const token = randomUUID();
  const kind = user && !user.passwordHash ? 'setPassword' : 'passwordReset';
  const message = resetMessage(
    context,
    { email: user?.email ?? normalizeEmail(email), firstName: user?.firstName ?? '' },
    token,
    kind,
  );
  await context.db.transaction(async (tx) => {
    if (user) {
      await tx.insert(passwordResetTokens).values({
        tokenHash: sha256(token),
        userId: user.userId,
        expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
      });
      await enqueue(tx, message);
    } else {
      await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, sha256(token)));
      await enqueueSuppressed(tx, message);
    }
  });
  if (user) context.outbox.nudge();
}

function resetMessage(
  context: Pick<AppContext, 'config'>,
  user: { email: string; firstName: string },
  token: string,
  kind: 'passwordReset' | 'setPassword',
): OutboxMessage {
  const link =
    kind === 'setPassword'
      ? `${context.config.webBaseUrl}${SET_PASSWORD_PATH}/${token}?email=${encodeURIComponent(user.email)}`
      : `${context.config.webBaseUrl}/account/password-reset/${token}`;
  const action = kind === 'setPassword' ? 'set your password' : 'reset your password';
  return {
    channel: 'email',
    kind,
    to: user.email,
    subject: `${kind === 'setPassword' ? 'Set' : 'Reset'} your ${context.config.productName} password`,
    text: `Hi ${user.firstName || 'there'},\n\nFollow this link to ${action}. It works once, within one hour:\n${link}\n`,
    data: { token, link },
  };
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
