// Tables of the account area: images, locations, payment methods, contact preferences, phone
// verification. users / user_emails / user_phones / user_images live in users.ts.
import {
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { userPhones, users } from './users';

/** Binary column: PGlite answers Uint8Array, pg answers Buffer; both come back as Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
  toDriver: (value) => value,
});

/** Uploaded images, already re-encoded to JPEG (the original bytes are never kept). */
export const uploadedImages = pgTable(
  'uploaded_images',
  {
    fileName: text('file_name').primaryKey(),
    uploaderUserId: integer('uploader_user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    phaseType: text('phase_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('uploaded_images_uploader').on(table.uploaderUserId)],
);

/** The square crops served at /api/image/display/v2/{size}/{file}.jpg, made once at upload. */
export const imageRenditions = pgTable(
  'image_renditions',
  {
    fileName: text('file_name')
      .notNull()
      .references(() => uploadedImages.fileName, { onDelete: 'cascade' }),
    sizePx: integer('size_px').notNull(),
    data: bytea('data').notNull(),
  },
  (table) => [primaryKey({ columns: [table.fileName, table.sizePx] })],
);

/** Postal code reference data (city, state, centre) and whether managed services cover it. */
export const postalCodes = pgTable('postal_codes', {
  postalCode: text('postal_code').primaryKey(),
  cityName: text('city_name').notNull(),
  provinceCode: text('province_code').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  /** The managed-services market covering this code; null when not managed. */
  managedMarket: text('managed_market'),
});

export const locations = pgTable('locations', {
  locationId: serial('location_id').primaryKey(),
  streetLine1: text('street_line1').notNull(),
  streetLine2: text('street_line2'),
  city: text('city').notNull(),
  /** `US_` + two-letter state code. */
  countrySubdivision: text('country_subdivision').notNull(),
  postalCode: text('postal_code').notNull(),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  bypassAddressVerification: boolean('bypass_address_verification').notNull().default(true),
  /** Who created it: a location is visible to its creator and to users linked to it. */
  createdByUserId: integer('created_by_user_id').references(() => users.userId, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const userLocations = pgTable(
  'user_locations',
  {
    userLocationId: serial('user_location_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.locationId, { onDelete: 'cascade' }),
    primary: boolean('primary').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('user_locations_user').on(table.userId)],
);

export const relocations = pgTable(
  'relocations',
  {
    relocationId: serial('relocation_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    fromLocationId: integer('from_location_id').references(() => locations.locationId, {
      onDelete: 'set null',
    }),
    toLocationId: integer('to_location_id')
      .notNull()
      .references(() => locations.locationId, { onDelete: 'cascade' }),
    moveDate: date('move_date', { mode: 'string' }).notNull(),
  },
  (table) => [index('relocations_user').on(table.userId)],
);

export const paymentMethods = pgTable(
  'payment_methods',
  {
    paymentMethodId: serial('payment_method_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    billingAgent: text('billing_agent').notNull(),
    paymentProcessor: text('payment_processor').notNull(),
    /** sha256 of the card token: a token is accepted once. */
    tokenHash: text('token_hash').notNull(),
    cardType: text('card_type').notNull(),
    lastFour: text('last_four').notNull(),
    expiryMonth: integer('expiry_month').notNull(),
    expiryYear: integer('expiry_year').notNull(),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payment_methods_user').on(table.userId, table.billingAgent),
    uniqueIndex('payment_methods_token').on(table.tokenHash),
  ],
);

/** One row per user; the verification token lets e-mailed links manage them without login. */
export const contactPreferences = pgTable(
  'contact_preferences',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.userId, { onDelete: 'cascade' }),
    verificationToken: text('verification_token').notNull(),
    prosSms: boolean('pros_sms').notNull(),
    prosEmail: boolean('pros_email').notNull(),
    hearthSms: boolean('hearth_sms').notNull(),
    hearthEmail: boolean('hearth_email').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('contact_preferences_token').on(table.verificationToken)],
);

/** Phone verification links: only the token's hash is kept; single use, short-lived. */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: serial('id').primaryKey(),
    userPhoneId: integer('user_phone_id')
      .notNull()
      .references(() => userPhones.userPhoneId, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('phone_verifications_token').on(table.tokenHash)],
);
