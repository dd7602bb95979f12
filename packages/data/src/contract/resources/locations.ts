/**
 * Locations, addresses, postal codes and relocations: locations, user locations and their
 * links, addresses, the profile save's address, its rules and the REST list.
 *
 * Locations are home addresses, so they are private: a location is visible to the user who created
 * it, to users linked to it and to CURATOR. Lists leave out what the caller may not see; single
 * reads of such a location answer 404. Postal code data is public.
 */
import { z } from 'zod/mini';
import { US_STATES } from '../../selectors/states';
import { id, idList, stringList } from '../fields';
import { TEXT_LIMITS } from '../limits';
import { resource } from '../resource';

/** The address fields' messages, verbatim. */
export const ADDRESS_MESSAGES = {
  streetRequired: 'Street Address is required',
  cityRequired: 'City is required',
  zipInvalid: 'ZIP code is invalid',
  /** What the client shows when location creation is refused (400). */
  invalidAddress: 'Please enter a valid address.',
  /** Not quoted by the spec: a state outside the 50 states and DC. */
  stateInvalid: 'State is invalid',
} as const;

export const US_POSTAL_CODE = /^\d{5}(?:-\d{4})?$/;

const geoPoint = /* @__PURE__ */ z.object({ latitude: z.number(), longitude: z.number() });

/** A location. */
export const locationSchema = /* @__PURE__ */ z.object({
  locationId: z.int(),
  cityName: z.string(),
  /** Two-letter US state code. */
  provinceCode: z.string(),
  postalCode: z.string(),
  formattedAddress: z.string(),
  /** Whether the address was taken as entered, without verification. */
  bypassAddressVerification: z.boolean(),
});
export type Location = z.infer<typeof locationSchema>;

/** An address; `id` is the location id. */
export const locationAddressSchema = /* @__PURE__ */ z.object({
  id: z.int(),
  streetLine1: z.string(),
  streetLine2: z.string(),
  city: z.string(),
  postalCode: z.string(),
  /** `US_` + two-letter state code. */
  countrySubdivision: z.string(),
  /** Null when neither the address nor its postal code could be placed. */
  geoPoint: z.nullable(geoPoint),
});
export type LocationAddress = z.infer<typeof locationAddressSchema>;

export const userLocationSchema = /* @__PURE__ */ z.object({
  userLocationId: z.int(),
  userId: z.int(),
  locationId: z.int(),
  primary: z.boolean(),
});
export type UserLocation = z.infer<typeof userLocationSchema>;

export const managedPostalCodeSchema = /* @__PURE__ */ z.object({
  locationId: z.int(),
  postalCode: z.string(),
  /** Whether the product's managed services cover this postal code. */
  managed: z.boolean(),
  marketName: z.nullable(z.string()),
});

export const resolvedPostalCodeSchema = /* @__PURE__ */ z.object({
  postalCode: z.string(),
  cityName: z.string(),
  provinceCode: z.string(),
  formattedAddress: z.string(),
  geoPoint,
});

export const relocationSchema = /* @__PURE__ */ z.object({
  relocationId: z.int(),
  userId: z.int(),
  fromLocationId: z.nullable(z.int()),
  toLocationId: z.int(),
  /** YYYY-MM-DD. */
  moveDate: z.string(),
});

const stateCodes = new Set(US_STATES.map((state) => state.code));

export const locationAddressInput = /* @__PURE__ */ z.object({
  streetLine1: z
    .string()
    .check(z.trim(), z.minLength(1, ADDRESS_MESSAGES.streetRequired), z.maxLength(TEXT_LIMITS.street1)),
  streetLine2: z.nullish(z.string().check(z.trim(), z.maxLength(TEXT_LIMITS.street2))),
  /** `US_` + the state code, e.g. `US_TX` (50 states and DC). */
  countrySubdivision: z.string().check(
    z.trim(),
    z.toUpperCase(),
    z.refine(
      (value) => value.startsWith('US_') && stateCodes.has(value.slice(3)),
      ADDRESS_MESSAGES.stateInvalid,
    ),
  ),
  city: z
    .string()
    .check(z.trim(), z.minLength(1, ADDRESS_MESSAGES.cityRequired), z.maxLength(TEXT_LIMITS.city)),
  postalCode: z.string().check(z.trim(), z.regex(US_POSTAL_CODE, ADDRESS_MESSAGES.zipInvalid)),
  /** false asks for verification: the address must then be one the geocoder knows (else 400). */
  bypassAddressVerification: z._default(z.boolean(), true),
});

const locationId = /* @__PURE__ */ z.object({ locationId: id() });

export const locationAddressResource = resource('locationAddress', {
  /**
   * Create a location from an address (visible to its creator until linked). A bad address answers
   * 400 with field errors.
   */
  create: {
    path: '/locations/addresses',
    input: () => locationAddressInput,
    output: () => z.object({ id: z.int() }),
    access: { type: 'session' },
  },
});

export const locationServiceResource = resource('locationService', {
  /** Locations by id; ids unknown or not visible to the caller are left out. */
  read: {
    path: '/locations',
    input: () => z.object({ locationIds: idList() }),
    output: () => z.array(locationSchema),
    access: { type: 'session' },
    batch: { ids: 'locationIds', split: { by: 'items', idField: 'locationId' } },
  },
});

export const locationAddressByIdServiceResource = resource('locationAddressByIdService', {
  /** The address of a location; 404 when unknown or not visible to the caller. */
  read: {
    path: '/locations/:locationId/address',
    input: () => locationId,
    output: () => locationAddressSchema,
    access: { type: 'session' },
  },
});

export const managedPostalCodeByLocationIdServiceResource = resource('managedPostalCodeByLocationIdService', {
  /** Whether managed services cover a location's postal code; 404 when unknown or not visible. */
  read: {
    path: '/locations/:locationId/managed-postal-code',
    input: () => locationId,
    output: () => managedPostalCodeSchema,
    access: { type: 'session' },
  },
});

export const resolvePostalCodesServiceResource = resource('resolvePostalCodesService', {
  /**
   * City, state and centre of US postal codes (ZIP+4 resolves by its first five digits); unknown
   * ones are left out.
   */
  read: {
    path: '/postal-codes',
    input: () =>
      z.object({
        postalCodes: stringList(
          z.string().check(z.trim(), z.regex(US_POSTAL_CODE, ADDRESS_MESSAGES.zipInvalid)),
        ),
      }),
    output: () => z.array(resolvedPostalCodeSchema),
    access: { type: 'public' },
  },
});

export const userLocationResource = resource('userLocation', {
  /** The user's location links, primary first. */
  read: {
    path: '/users/:userId/locations',
    input: () => z.object({ userId: id() }),
    output: () => z.array(userLocationSchema),
    access: { type: 'owner', owner: 'userId' },
  },
  /**
   * Link a location the user created or is linked to; a primary link makes the others non-primary.
   * 404 for an unknown location.
   */
  create: {
    path: '/users/:userId/locations',
    input: () => z.object({ userId: id(), locationId: id(), primary: z._default(z.boolean(), false) }),
    output: () => userLocationSchema,
    access: { type: 'owner', owner: 'userId' },
  },
  /** Unlink a location from the user; 404 when the link is not theirs. */
  delete: {
    path: '/users/:userId/locations/:userLocationId',
    input: () => z.object({ userId: id(), userLocationId: id() }),
    output: () => z.object({ userLocationId: z.int(), deleted: z.literal(true) }),
    access: { type: 'owner', owner: 'userId' },
  },
});

export const relocationsByUserIdResource = resource('relocationsByUserId', {
  /** The user's moves, newest first. */
  read: {
    path: '/users/:userId/relocations',
    input: () => z.object({ userId: id() }),
    output: () => z.array(relocationSchema),
    access: { type: 'owner', owner: 'userId' },
  },
});

export const locationsResources = {
  locationAddress: locationAddressResource,
  locationService: locationServiceResource,
  locationAddressByIdService: locationAddressByIdServiceResource,
  managedPostalCodeByLocationIdService: managedPostalCodeByLocationIdServiceResource,
  resolvePostalCodesService: resolvePostalCodesServiceResource,
  userLocation: userLocationResource,
  relocationsByUserId: relocationsByUserIdResource,
};
