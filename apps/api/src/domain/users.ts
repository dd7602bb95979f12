import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { RequestContext } from '../context';
import type { Queryable } from '../db/client';
import { userEmails, users } from '../db/schema';
import { ApiError } from '../errors';
import { deviceKey, deviceOwner } from '../security/devices';
import { decoyHash, hashPassword, verifyPassword } from '../security/passwords';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(db: Queryable, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${normalizeEmail(email)}`);
  return user ?? null;
}

export async function findUser(db: Queryable, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.userId, userId));
  return user ?? null;
}

export type NewUser = {
  firstName: string;
  lastName: string;
  email: string;
  /** null creates an account without a password (passwordless). */
  password: string | null;
  roles?: string[];
  emailVerified?: boolean;
};

/** Creates the user and its primary e-mail together; call inside a transaction. */
export async function createUser(tx: Queryable, input: NewUser) {
  const passwordHash = input.password === null ? null : await hashPassword(input.password);
  const [user] = await tx
    .insert(users)
    .values({
      email: normalizeEmail(input.email),
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      passwordHash,
      roles: input.roles ?? [],
    })
    .returning();
  if (!user) throw new Error('insert returned no user');
  await tx.insert(userEmails).values({
    userId: user.userId,
    emailAddress: user.email,
    primary: true,
    verified: input.emailVerified ?? false,
    verificationToken: randomUUID(),
    optedOut: false,
    emailAllowed: true,
  });
  return user;
}

/** Password rules the server enforces, in the spec's words. */
export const PASSWORD_RULES = {
  /** Sign-up page and reset: at least 6 characters. */
  minLength: 6,
  signupTooShort: 'Passwords should contain at least 6 characters',
  resetInvalid: 'Password must be at least 6 characters long.',
  /** A reset link that is unknown, used or older than an hour. */
  resetExpired: 'Your password reset link has expired.',
  /**
   * Passwordless and change: 6 to 100 characters with a letter, and no outer spaces (the login form
   * trims the password it sends, so such a password could never log in).
   */
  withLetter: 'Password must be at least 6 characters and contain a letter.',
  mismatch: 'Passwords do not match',
} as const;

export const hasLetter = (password: string) => /\p{L}/u.test(password);
export const validPasswordWithLetter = (password: string, max = 100) =>
  password.length >= 6 && password.length <= max && hasLetter(password) && password.trim() === password;

/**
 * Checks e-mail and password and starts a session; a mismatch is a 401 with the spec's words.
 * An unknown account is checked against a decoy hash, so timing does not reveal which e-mails exist.
 *
 * Throttled (OWASP authentication cheat sheet): only failures count, per client address (a fixed
 * window) and per account with a growing delay (see `RateLimiter.backoff`). From a browser that
 * signed in to this account before (its device cookie), failures count on the device instead, so
 * an attack on the account from elsewhere does not slow the owner. A success forgets the account's
 * and the device's failures and takes back the address's count.
 */
export async function logInWithPassword(
  context: RequestContext,
  email: string,
  password: string,
): Promise<number> {
  const { db, limiter } = context;
  const fromAddress = await limiter.hit('login', [`ip:${context.request.ip}`]);
  const user = await findUserByEmail(db, email);
  const device = context.deviceToken;
  const knownDevice = Boolean(user && device && (await deviceOwner(db, device)) === user.userId);
  const accountKey = `account:${normalizeEmail(email)}`;
  await limiter.backoff('login', knownDevice && device ? deviceKey(device) : accountKey);
  const ok = await verifyPassword(user?.passwordHash ?? (await decoyHash()), password);
  if (!user?.passwordHash || !ok) {
    throw new ApiError(401, 'INVALID_CREDENTIALS', 'The username or password is incorrect.');
  }
  await fromAddress.release();
  await limiter.forget([`login:${accountKey}`, ...(device ? [`login:${deviceKey(device)}`] : [])]);
  await context.logIn(user.userId);
  if (!knownDevice) await context.rememberDevice(user.userId);
  return user.userId;
}
