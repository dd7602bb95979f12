import { and, eq, sql } from 'drizzle-orm';
import type { RequestContext } from '../context';
import { userEmails } from '../db/schema';
import { normalizeEmail } from '../domain/users';
import { ApiError, forbidden } from '../errors';
import { type Caller, isCurator } from '../security/sessions';
import { decryptSecret } from '../security/tokens';

/**
 * What resolvers receive. The request context sits under `hearth` because yoga keeps its own
 * `request` (the Fetch Request) in the same object and its plugins read it.
 */
export type GraphqlContext = { hearth: RequestContext };

export type Access = 'read' | 'write';

/** By-userId operations: the user themself; CURATOR may read. 401 without a login, else 403. */
export function authorizeUser(context: RequestContext, userId: number, access: Access): Caller {
  const caller = context.requireCaller();
  if (caller.userId === userId) return caller;
  if (access === 'read' && isCurator(caller)) return caller;
  throw forbidden();
}

/** Whether the address is the caller's primary e-mail. */
export async function ownsEmail(context: RequestContext, caller: Caller, email: string): Promise<boolean> {
  const address = normalizeEmail(email);
  if (normalizeEmail(caller.email) === address) return true;
  const [row] = await context.db
    .select({ id: userEmails.userEmailId })
    .from(userEmails)
    .where(
      and(
        eq(userEmails.userId, caller.userId),
        eq(userEmails.primary, true),
        sql`lower(${userEmails.emailAddress}) = ${address}`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The address an unsubscribe token stands for, or null when it does not decrypt. */
export function emailOfToken(context: RequestContext, token: string): string | null {
  const plain = decryptSecret(context.config.secretKey, token);
  return plain ? normalizeEmail(plain) : null;
}

/**
 * By-e-mail operations: the user whose primary e-mail it is; CURATOR may read. Where `token` is
 * accepted, an unsubscribe token for the same address stands in for the login.
 * Returns the acting user (null when the token authorised the call).
 */
export async function authorizeEmail(
  context: RequestContext,
  email: string,
  access: Access,
  token?: string | null,
): Promise<Caller | null> {
  if (token) {
    if (emailOfToken(context, token) === normalizeEmail(email)) return context.caller;
    if (!context.caller) throw new ApiError(403, 'INVALID_TOKEN', 'This unsubscribe link is not valid.');
  }
  const caller = context.requireCaller();
  if (await ownsEmail(context, caller, email)) return caller;
  if (access === 'read' && isCurator(caller)) return caller;
  throw forbidden();
}
