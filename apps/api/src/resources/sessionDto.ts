import type { SessionDto } from '@hearth/data';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { companies, userImages, userPhones, users } from '../db/schema';

/** The session payload for a user: user context plus the company when the user has one. */
export async function sessionDtoFor(db: Queryable, userId: number | null | undefined): Promise<SessionDto> {
  if (!userId) return { userContext: null, company: null };
  // One round trip: the session is read on every page load.
  const [row] = await db
    .select({
      user: users,
      company: companies,
      phoneNumber: sql<string | null>`(select ${userPhones.phoneNumber} from ${userPhones}
        where ${userPhones.userId} = ${users.userId} and ${userPhones.primary} order by ${userPhones.userPhoneId} limit 1)`,
      headshot: sql<string | null>`(select ${userImages.imageFileName} from ${userImages}
        where ${userImages.userId} = ${users.userId} order by ${userImages.userImageId} desc limit 1)`,
    })
    .from(users)
    .leftJoin(companies, eq(companies.hearthCompanyId, users.companyId))
    .where(eq(users.userId, userId));
  if (!row) return { userContext: null, company: null };
  const { user, company, phoneNumber } = row;
  const headshot = row.headshot;
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
        phoneNumber,
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
