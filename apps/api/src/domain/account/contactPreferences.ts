/**
 * Homeowner contact preferences, addressed by userId or by the verification token e-mailed links
 * carry (a uuid kept with the preferences). The access layer lets any token through; the lookup
 * here is what checks it: an unknown token is 404, a token of another user than `userId` is 403.
 */
import { randomUUID } from 'node:crypto';
import type { HomeownerContactPreferences } from '@hearth/data';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { contactPreferences } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import { findUser } from '../users';

type Row = typeof contactPreferences.$inferSelect;

/** Never saved: e-mail only from pros and from the product. */
export const DEFAULT_MEDIA = { sms: false, email: true } as const;

export type PreferencesKey = { userId?: number | undefined; verificationToken?: string | undefined };
type Media = { sms: boolean; email: boolean };

function toPreferences(userId: number, row: Row | undefined): HomeownerContactPreferences {
  return {
    userId,
    mediaFromPros: row ? { sms: row.prosSms, email: row.prosEmail } : { ...DEFAULT_MEDIA },
    mediaFromHearth: row ? { sms: row.hearthSms, email: row.hearthEmail } : { ...DEFAULT_MEDIA },
  };
}

/** The user the key names and their stored row (if any). */
async function resolve(db: Queryable, key: PreferencesKey): Promise<{ userId: number; row?: Row }> {
  if (key.verificationToken !== undefined) {
    const [row] = await db
      .select()
      .from(contactPreferences)
      .where(eq(contactPreferences.verificationToken, key.verificationToken));
    if (!row) throw notFound('Contact preferences');
    if (key.userId !== undefined && key.userId !== row.userId) throw forbidden();
    return { userId: row.userId, row };
  }
  if (key.userId === undefined) throw notFound('Contact preferences');
  if (!(await findUser(db, key.userId))) throw notFound('User');
  const [row] = await db.select().from(contactPreferences).where(eq(contactPreferences.userId, key.userId));
  return { userId: key.userId, ...(row ? { row } : {}) };
}

export async function readContactPreferences(db: Queryable, key: PreferencesKey) {
  const { userId, row } = await resolve(db, key);
  return toPreferences(userId, row);
}

export async function saveContactPreferences(
  db: Queryable,
  key: PreferencesKey,
  media: { mediaFromPros: Media; mediaFromHearth: Media },
) {
  const { userId } = await resolve(db, key);
  const values = {
    prosSms: media.mediaFromPros.sms,
    prosEmail: media.mediaFromPros.email,
    hearthSms: media.mediaFromHearth.sms,
    hearthEmail: media.mediaFromHearth.email,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(contactPreferences)
    .values({ userId, verificationToken: randomUUID(), ...values })
    .onConflictDoUpdate({ target: contactPreferences.userId, set: values })
    .returning();
  return toPreferences(userId, row);
}

/** The token for e-mailed links, created with default preferences when the user has none yet. */
export async function contactPreferencesToken(db: Queryable, userId: number): Promise<string> {
  const [existing] = await db
    .select({ token: contactPreferences.verificationToken })
    .from(contactPreferences)
    .where(eq(contactPreferences.userId, userId));
  if (existing) return existing.token;
  const [row] = await db
    .insert(contactPreferences)
    .values({
      userId,
      verificationToken: randomUUID(),
      prosSms: DEFAULT_MEDIA.sms,
      prosEmail: DEFAULT_MEDIA.email,
      hearthSms: DEFAULT_MEDIA.sms,
      hearthEmail: DEFAULT_MEDIA.email,
    })
    .returning({ token: contactPreferences.verificationToken });
  if (!row) throw new Error('insert returned no contact preferences');
  return row.token;
}
