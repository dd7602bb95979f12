/**
 * A user's e-mail addresses and phone numbers. The primary e-mail is also the login e-mail
 * (`users.email`), so the two change together.
 */
import { randomUUID } from 'node:crypto';
import {
  ERROR_CODES,
  normalizeUsPhoneNumber,
  USER_MESSAGES,
  type UserEmail,
  type UserPhone,
} from '@hearth/data';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { phoneVerifications, userEmails, userPhones, users } from '../../db/schema';
import { ApiError, badRequest } from '../../errors';
import { carryUnsubscribes } from '../../graphql/subscriptionStore';
import { forgetUserSessions } from '../../security/sessionCache';
import { normalizeEmail } from '../users';

type EmailRow = typeof userEmails.$inferSelect;
type PhoneRow = typeof userPhones.$inferSelect;

export function toUserEmail(row: EmailRow): UserEmail {
  return {
    userEmailId: row.userEmailId,
    userId: row.userId,
    emailAddress: row.emailAddress,
    primary: row.primary,
    verified: row.verified,
    verificationToken: row.verificationToken,
    optedOut: row.optedOut,
    ...(row.optedOutUtcMs === null ? {} : { optedOutUtcMs: row.optedOutUtcMs }),
    emailAllowed: row.emailAllowed,
  };
}

export function toUserPhone(row: PhoneRow): UserPhone {
  return {
    userPhoneId: row.userPhoneId,
    userId: row.userId,
    phoneNumber: row.phoneNumber,
    phoneType: row.phoneType,
    countryCode: row.countryCode,
    primary: row.primary,
    verified: row.verified,
    verificationToken: row.verificationToken,
    smsAllowed: row.smsAllowed,
  };
}

export const listEmails = (db: Queryable, userId: number) =>
  db
    .select()
    .from(userEmails)
    .where(eq(userEmails.userId, userId))
    .orderBy(desc(userEmails.primary), asc(userEmails.userEmailId));

export const listPhones = (db: Queryable, userId: number) =>
  db
    .select()
    .from(userPhones)
    .where(eq(userPhones.userId, userId))
    .orderBy(desc(userPhones.primary), asc(userPhones.userPhoneId));

/** The number in national format, or a 400 naming the field. */
export function requireUsPhone(text: string, field = 'phoneNumber'): string {
  const phone = normalizeUsPhoneNumber(text);
  if (!phone) throw badRequest(USER_MESSAGES.phoneInvalid, { [field]: [USER_MESSAGES.phoneInvalid] });
  return phone;
}

const emailTaken = () =>
  new ApiError(409, ERROR_CODES.conflict, 'An account with this email already exists.', {
    emailAddress: ['An account with this email already exists.'],
  });

/**
 * Makes `address` the login e-mail of the user; 409 when another account already uses it. The
 * old address's subscription opt-outs go with the person to the new one (the old keeps them too).
 */
export async function setLoginEmail(tx: Queryable, userId: number, address: string) {
  const [other] = await tx
    .select({ userId: users.userId })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${normalizeEmail(address)}`, ne(users.userId, userId)));
  if (other) throw emailTaken();
  const [before] = await tx.select({ email: users.email }).from(users).where(eq(users.userId, userId));
  await tx
    .update(users)
    .set({ email: normalizeEmail(address) })
    .where(eq(users.userId, userId));
  if (before) await carryUnsubscribes(tx, before.email, address, userId);
  // The e-mail is part of the caller a session stands for.
  forgetUserSessions(userId);
}

export async function addEmail(
  tx: Queryable,
  input: { userId: number; emailAddress: string; primary: boolean; optedOut: boolean; emailAllowed: boolean },
) {
  const address = normalizeEmail(input.emailAddress);
  const [existing] = await tx
    .select({ id: userEmails.userEmailId })
    .from(userEmails)
    .where(and(eq(userEmails.userId, input.userId), sql`lower(${userEmails.emailAddress}) = ${address}`));
  if (existing) throw new ApiError(409, ERROR_CODES.conflict, 'This email is already on your account.');
  if (input.primary) {
    await setLoginEmail(tx, input.userId, address);
    await tx.update(userEmails).set({ primary: false }).where(eq(userEmails.userId, input.userId));
  }
  const [row] = await tx
    .insert(userEmails)
    .values({
      userId: input.userId,
      emailAddress: address,
      primary: input.primary,
      verified: false,
      verificationToken: randomUUID(),
      optedOut: input.optedOut,
      optedOutUtcMs: input.optedOut ? Date.now() : null,
      emailAllowed: input.emailAllowed,
    })
    .returning();
  if (!row) throw new Error('insert returned no e-mail');
  return row;
}

/** Changes the primary address; an address that really changes becomes unverified. */
export async function changePrimaryEmail(tx: Queryable, userId: number, emailAddress: string) {
  const address = normalizeEmail(emailAddress);
  const [primary] = await listEmails(tx, userId).limit(1);
  if (!primary) return null;
  if (primary.emailAddress === address) return primary;
  await setLoginEmail(tx, userId, address);
  const [row] = await tx
    .update(userEmails)
    .set({ emailAddress: address, primary: true, verified: false, verificationToken: randomUUID() })
    .where(eq(userEmails.userEmailId, primary.userEmailId))
    .returning();
  return row ?? null;
}

const phoneTaken = () =>
  new ApiError(409, ERROR_CODES.conflict, 'This phone number is already on your account.', {
    phoneNumber: ['This phone number is already on your account.'],
  });

export async function addPhone(
  tx: Queryable,
  input: { userId: number; phoneNumber: string; primary: boolean; smsAllowed: boolean },
) {
  const [existing] = await tx
    .select({ id: userPhones.userPhoneId })
    .from(userPhones)
    .where(and(eq(userPhones.userId, input.userId), eq(userPhones.phoneNumber, input.phoneNumber)));
  if (existing) throw phoneTaken();
  if (input.primary) {
    await tx.update(userPhones).set({ primary: false }).where(eq(userPhones.userId, input.userId));
  }
  const [row] = await tx
    .insert(userPhones)
    .values({ ...input, verified: false, verificationToken: randomUUID() })
    .returning();
  if (!row) throw new Error('insert returned no phone');
  return row;
}

/** Changes the primary (else the first) number; a number that really changes becomes unverified. */
export async function changePrimaryPhone(tx: Queryable, userId: number, phoneNumber: string) {
  const [current] = await listPhones(tx, userId).limit(1);
  if (!current) return null;
  if (current.phoneNumber === phoneNumber) return current;
  const [duplicate] = await tx
    .select({ id: userPhones.userPhoneId })
    .from(userPhones)
    .where(and(eq(userPhones.userId, userId), eq(userPhones.phoneNumber, phoneNumber)));
  if (duplicate) throw phoneTaken();
  const [row] = await tx
    .update(userPhones)
    .set({ phoneNumber, primary: true, verified: false, verificationToken: randomUUID() })
    .where(eq(userPhones.userPhoneId, current.userPhoneId))
    .returning();
  // A link sent for the old number must not verify the new one.
  await tx.delete(phoneVerifications).where(eq(phoneVerifications.userPhoneId, current.userPhoneId));
  return row ?? null;
}
