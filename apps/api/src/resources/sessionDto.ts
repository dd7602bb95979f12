import type { SessionDto } from '@hearth/data';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { preparedStatements } from '../db/prepared';
import { companies, userImages, userPhones, users } from '../db/schema';

/**
 * What the session payload is made of, as columns of a query that has `users` and (left-joined on
 * the user's company) `companies`: the session lookup reuses them so the session read costs a
 * single round trip.
 */
export const sessionDtoColumns = {
  userId: users.userId,
  email: users.email,
  displayName: users.displayName,
  roles: users.roles,
  hasNoPassword: sql<boolean>`${users.passwordHash} is null`,
  firstName: users.firstName,
  lastName: users.lastName,
  companyId: users.companyId,
  facebookUserId: users.facebookUserId,
  company: { hearthCompanyId: companies.hearthCompanyId, name: companies.name, seoUrl: companies.seoUrl },
  phoneNumber: sql<string | null>`(select ${userPhones.phoneNumber} from ${userPhones}
    where ${userPhones.userId} = ${users.userId} and ${userPhones.primary} order by ${userPhones.userPhoneId} limit 1)`,
  headshot: sql<string | null>`(select ${userImages.imageFileName} from ${userImages}
    where ${userImages.userId} = ${users.userId} order by ${userImages.userImageId} desc limit 1)`,
};

const statements = preparedStatements((db, name) => ({
  sessionDto: db
    .select(sessionDtoColumns)
    .from(users)
    .leftJoin(companies, eq(companies.hearthCompanyId, users.companyId))
    .where(eq(users.userId, sql.placeholder('userId')))
    .prepare(name('sessionDto')),
}));

/** The session payload for a user: user context plus the company when the user has one. */
export async function sessionDtoFor(db: Queryable, userId: number | null | undefined): Promise<SessionDto> {
  if (!userId) return { userContext: null, company: null };
  const [row] = await statements(db).sessionDto.execute({ userId });
  return toSessionDto(row);
}

type SessionDtoRow = Awaited<ReturnType<ReturnType<typeof statements>['sessionDto']['execute']>>[number];

export function toSessionDto(row: SessionDtoRow | undefined): SessionDto {
  if (!row) return { userContext: null, company: null };
  const { company, headshot } = row;
  return {
    userContext: {
      userId: row.userId,
      email: row.email,
      loggedIn: true,
      displayName: row.displayName,
      roles: row.roles,
      hasNoPassword: row.hasNoPassword,
      hearthUser: {
        firstName: row.firstName,
        lastName: row.lastName,
        phoneNumber: row.phoneNumber,
        displayName: row.displayName,
        headshotImageFilename: headshot,
        headshotImageDTO: headshot ? { filename: headshot } : null,
        companyId: row.companyId,
      },
      hearthFaceBookUserDTO: row.facebookUserId ? { facebookUserId: row.facebookUserId } : null,
    },
    company,
  };
}
