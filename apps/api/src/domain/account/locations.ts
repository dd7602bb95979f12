/**
 * Locations are home addresses, so they are private: visible to the user who created one, to the
 * users linked to it and to CURATOR. Coordinates come from the offline geocoder's address list when
 * the address is one of them, else from the postal code's centre, else none.
 */
import {
  ADDRESS_MESSAGES,
  type Location,
  type LocationAddress,
  OFFLINE_ADDRESSES,
  offlineAddressProvider,
  type UserAddress,
} from '@hearth/data';
import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { locations, postalCodes, userLocations } from '../../db/schema';
import { badRequest } from '../../errors';
import { type Caller, isCurator } from '../../security/sessions';

type LocationRow = typeof locations.$inferSelect;

export type NewAddress = {
  streetLine1: string;
  streetLine2?: string | null | undefined;
  countrySubdivision: string;
  city: string;
  postalCode: string;
  bypassAddressVerification: boolean;
};

const stateOf = (row: Pick<LocationRow, 'countrySubdivision'>) => row.countrySubdivision.replace(/^US_/, '');

export function formattedAddress(row: LocationRow): string {
  const street = row.streetLine2 ? `${row.streetLine1}, ${row.streetLine2}` : row.streetLine1;
  return `${street}, ${row.city}, ${stateOf(row)} ${row.postalCode}`;
}

export function toLocation(row: LocationRow): Location {
  return {
    locationId: row.locationId,
    cityName: row.city,
    provinceCode: stateOf(row),
    postalCode: row.postalCode,
    formattedAddress: formattedAddress(row),
    bypassAddressVerification: row.bypassAddressVerification,
  };
}

export function toLocationAddress(row: LocationRow): LocationAddress {
  return {
    id: row.locationId,
    streetLine1: row.streetLine1,
    streetLine2: row.streetLine2 ?? '',
    city: row.city,
    postalCode: row.postalCode,
    countrySubdivision: row.countrySubdivision,
    geoPoint:
      row.latitude === null || row.longitude === null
        ? null
        : { latitude: row.latitude, longitude: row.longitude },
  };
}

/** The rows of `ids` the caller may see (all of them for CURATOR). */
export async function visibleLocations(db: Queryable, caller: Caller, ids: number[]): Promise<LocationRow[]> {
  if (!ids.length) return [];
  if (isCurator(caller)) return db.select().from(locations).where(inArray(locations.locationId, ids));
  const linked = db
    .select({ locationId: userLocations.locationId })
    .from(userLocations)
    .where(eq(userLocations.userId, caller.userId));
  return db
    .select()
    .from(locations)
    .where(
      and(
        inArray(locations.locationId, ids),
        or(eq(locations.createdByUserId, caller.userId), inArray(locations.locationId, linked)),
      ),
    );
}

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The offline geocoder's entry for this address, when it knows it. */
async function geocode(address: NewAddress) {
  const state = address.countrySubdivision.slice(3);
  const zip = address.postalCode.slice(0, 5);
  const suggestions = await offlineAddressProvider().suggestAddresses(
    `${address.streetLine1} ${address.city} ${state} ${zip}`,
  );
  const match = suggestions.find(
    (suggestion) =>
      suggestion.province === state &&
      suggestion.postalCode === zip &&
      words(suggestion.city) === words(address.city),
  );
  if (!match) return undefined;
  return OFFLINE_ADDRESSES.find(
    (known) => known.street1 === match.street1 && known.postalCode === match.postalCode,
  );
}

/**
 * Creates a location. The ZIP must belong to the state when the postal code is known; with
 * verification asked for (`bypassAddressVerification: false`) the geocoder must know the address.
 */
export async function createLocation(db: Queryable, address: NewAddress, createdByUserId: number) {
  const zip = address.postalCode.slice(0, 5);
  const [postal] = await db.select().from(postalCodes).where(eq(postalCodes.postalCode, zip));
  if (postal && `US_${postal.provinceCode}` !== address.countrySubdivision) {
    throw badRequest(ADDRESS_MESSAGES.invalidAddress, { postalCode: [ADDRESS_MESSAGES.zipInvalid] });
  }
  const known = await geocode(address);
  if (!address.bypassAddressVerification && !known) {
    throw badRequest(ADDRESS_MESSAGES.invalidAddress, { streetLine1: [ADDRESS_MESSAGES.invalidAddress] });
  }
  const point = known ?? postal;
  const [row] = await db
    .insert(locations)
    .values({
      streetLine1: address.streetLine1,
      streetLine2: address.streetLine2 || null,
      city: address.city,
      countrySubdivision: address.countrySubdivision,
      postalCode: address.postalCode,
      latitude: point?.latitude ?? null,
      longitude: point?.longitude ?? null,
      bypassAddressVerification: address.bypassAddressVerification,
      createdByUserId,
    })
    .returning();
  if (!row) throw new Error('insert returned no location');
  return row;
}

export const listUserLocations = (db: Queryable, userId: number) =>
  db
    .select({
      userLocationId: userLocations.userLocationId,
      userId: userLocations.userId,
      locationId: userLocations.locationId,
      primary: userLocations.primary,
    })
    .from(userLocations)
    .where(eq(userLocations.userId, userId))
    .orderBy(desc(userLocations.primary), asc(userLocations.userLocationId));

/** The address of the user's primary location, else of the first one; null without any. */
export async function primaryAddress(db: Queryable, userId: number): Promise<UserAddress | null> {
  const [row] = await db
    .select({ link: userLocations, location: locations })
    .from(userLocations)
    .innerJoin(locations, eq(locations.locationId, userLocations.locationId))
    .where(eq(userLocations.userId, userId))
    .orderBy(desc(userLocations.primary), asc(userLocations.userLocationId))
    .limit(1);
  if (!row) return null;
  return {
    street1: row.location.streetLine1,
    street2: row.location.streetLine2 ?? '',
    city: row.location.city,
    province: stateOf(row.location),
    postalCode: row.location.postalCode,
    userLocationId: row.link.userLocationId,
    userId: row.link.userId,
  };
}

/** Postal code rows for five-digit codes (ZIP+4 resolves by its first five digits). */
export const findPostalCodes = (db: Queryable, codes: string[]) =>
  db
    .select()
    .from(postalCodes)
    .where(inArray(postalCodes.postalCode, [...new Set(codes.map((code) => code.slice(0, 5)))]));
