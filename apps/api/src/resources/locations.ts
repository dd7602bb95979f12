import type { locationsResources } from '@hearth/data';
import { and, desc, eq } from 'drizzle-orm';
import type { RequestContext } from '../context';
import { relocations, userLocations } from '../db/schema';
import {
  createLocation,
  findPostalCodes,
  listUserLocations,
  toLocation,
  toLocationAddress,
  visibleLocations,
} from '../domain/account/locations';
import { notFound } from '../errors';
import type { HandlersFor } from './handlers';

/** One location the caller may see, else 404 (an invisible location is treated as missing). */
async function visibleLocation(context: RequestContext, locationId: number) {
  const [row] = await visibleLocations(context.db, context.requireCaller(), [locationId]);
  if (!row) throw notFound('Location');
  return row;
}

export const locationsHandlers: HandlersFor<typeof locationsResources> = {
  locationAddress: {
    create: async (input, context) => {
      const caller = context.requireCaller();
      const row = await createLocation(context.db, input, caller.userId);
      return { id: row.locationId };
    },
  },
  locationService: {
    read: async ({ locationIds }, context) =>
      (await visibleLocations(context.db, context.requireCaller(), locationIds))
        .sort((a, b) => locationIds.indexOf(a.locationId) - locationIds.indexOf(b.locationId))
        .map(toLocation),
  },
  locationAddressByIdService: {
    read: async ({ locationId }, context) => toLocationAddress(await visibleLocation(context, locationId)),
  },
  managedPostalCodeByLocationIdService: {
    read: async ({ locationId }, context) => {
      const location = await visibleLocation(context, locationId);
      const [postal] = await findPostalCodes(context.db, [location.postalCode]);
      return {
        locationId,
        postalCode: location.postalCode,
        managed: Boolean(postal?.managedMarket),
        marketName: postal?.managedMarket ?? null,
      };
    },
  },
  resolvePostalCodesService: {
    read: async ({ postalCodes }, { db }) => {
      const rows = postalCodes.length ? await findPostalCodes(db, postalCodes) : [];
      const byCode = new Map(rows.map((row) => [row.postalCode, row]));
      return [...new Set(postalCodes)].flatMap((code) => {
        const row = byCode.get(code.slice(0, 5));
        if (!row) return [];
        return [
          {
            postalCode: code,
            cityName: row.cityName,
            provinceCode: row.provinceCode,
            formattedAddress: `${row.cityName}, ${row.provinceCode} ${code}`,
            geoPoint: { latitude: row.latitude, longitude: row.longitude },
          },
        ];
      });
    },
  },
  userLocation: {
    read: ({ userId }, { db }) => listUserLocations(db, userId),
    create: async ({ userId, locationId, primary }, context) => {
      // The owner check already ran: the caller is this user, so visibility is theirs.
      await visibleLocation(context, locationId);
      return context.db.transaction(async (tx) => {
        if (primary) {
          await tx.update(userLocations).set({ primary: false }).where(eq(userLocations.userId, userId));
        }
        const [existing] = await tx
          .select()
          .from(userLocations)
          .where(and(eq(userLocations.userId, userId), eq(userLocations.locationId, locationId)));
        const [row] = existing
          ? await tx
              .update(userLocations)
              .set({ primary: primary || existing.primary })
              .where(eq(userLocations.userLocationId, existing.userLocationId))
              .returning()
          : await tx.insert(userLocations).values({ userId, locationId, primary }).returning();
        if (!row) throw new Error('user location write returned nothing');
        return {
          userLocationId: row.userLocationId,
          userId: row.userId,
          locationId: row.locationId,
          primary: row.primary,
        };
      });
    },
    delete: async ({ userId, userLocationId }, { db }) => {
      const [deleted] = await db
        .delete(userLocations)
        .where(and(eq(userLocations.userLocationId, userLocationId), eq(userLocations.userId, userId)))
        .returning({ userLocationId: userLocations.userLocationId });
      if (!deleted) throw notFound('User location');
      return { userLocationId: deleted.userLocationId, deleted: true as const };
    },
  },
  relocationsByUserId: {
    read: ({ userId }, { db }) =>
      db
        .select({
          relocationId: relocations.relocationId,
          userId: relocations.userId,
          fromLocationId: relocations.fromLocationId,
          toLocationId: relocations.toLocationId,
          moveDate: relocations.moveDate,
        })
        .from(relocations)
        .where(eq(relocations.userId, userId))
        .orderBy(desc(relocations.moveDate)),
  },
};
