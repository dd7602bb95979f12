import type { SessionDto } from '@hearth/data';
import { and, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { companies, userImages, userPhones, users } from '../db/schema';

/** The session payload for a user: user context plus the company when the user has one. */
export async function sessionDtoFor(db: Queryable, userId: number | null | undefined): Promise<SessionDto> {
  if (!userId) return { userContext: null, company: null };
  const [user] = await db.select().from(users).where(eq(users.userId, userId));
  if (!user) return { userContext: null, company: null };
  const [phone] = await db
    .select({ phoneNumber: userPhones.phoneNumber })
    .from(userPhones)
    .where(and(eq(userPhones.userId, userId), eq(userPhones.primary, true)));
  const [image] = await db
    .select({ imageFileName: userImages.imageFileName })
    .from(userImages)
    .where(eq(userImages.userId, userId))
    .orderBy(desc(userImages.userImageId))
    .limit(1);
  const [company] = user.companyId
    ? await db.select().from(companies).where(eq(companies.hearthCompanyId, user.companyId))
    : [];
  const headshot = image?.imageFileName ?? null;
  return {
    userContext: {
      userId: user.userId,
      email: user.email,
      loggedIn: true,
      displayName: user.displayName,
      roles: user.roles,
      hasNoPassword: user.passwordHash === null,
      hearthUser: {
        firstName: user.firstName,
        lastName: user.lastName,
        phoneNumber: phone?.phoneNumber ?? null,
        displayName: user.displayName,
        headshotImageFilename: headshot,
        headshotImageDTO: headshot ? { filename: headshot } : null,
        companyId: user.companyId,
      },
      hearthFaceBookUserDTO: user.facebookUserId ? { facebookUserId: user.facebookUserId } : null,
    },
    company: company
      ? { hearthCompanyId: company.hearthCompanyId, name: company.name, seoUrl: company.seoUrl }
      : null,
  };
}
