import { randomUUID } from 'node:crypto';
import type { AppContext } from '../context';
import { passwordResetTokens } from '../db/schema';
import { sha256 } from '../security/tokens';

/** Reset links work once, for one hour. */
export const RESET_TOKEN_TTL_MS = 60 * 60_000;

/**
 * Issues a reset token (uuid v4, stored hashed) and e-mails the link. `setPassword` is the wording
 * for accounts without a password (the SET PASSWORD button); the link and page are the same.
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
  const link = `${context.config.webBaseUrl}/account/password-reset/${token}`;
  const action = kind === 'setPassword' ? 'set your password' : 'reset your password';
  await context.outbox.send({
    channel: 'email',
    kind,
    to: user.email,
    subject: kind === 'setPassword' ? 'Set your Hearth password' : 'Reset your Hearth password',
    text: `Hi ${user.firstName || 'there'},\n\nFollow this link to ${action}. It works once, within one hour:\n${link}\n`,
    data: { token, link },
  });
}
