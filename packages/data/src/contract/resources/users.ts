/**
 * Users: the directory entry, create user, a user's email, images, phone and address, and the
 * REST list.
 *
 * By-id resources are open to the user named by `userId`; CURATOR may read them and writes are the
 * user's own. The bulk directory lookup is open to any logged-in user and carries public directory
 * fields only: another user's e-mail is null unless the caller is that user or CURATOR.
 */
import { z } from 'zod/mini';
import { id, idList } from '../fields';
import { TEXT_LIMITS } from '../limits';
import { resource } from '../resource';

const userId = /* @__PURE__ */ z.object({ userId: id() });

/** The user fields' messages, verbatim. */
export const USER_MESSAGES = {
  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Invalid email address.',
  phoneRequired: 'Phone is required.',
  phoneInvalid: 'Invalid phone number.',
} as const;

/** An e-mail address: empty gives 'Email is required.', a bad format 'Invalid email address.' */
export const emailAddressField = () =>
  z
    .email({
      error: (issue) =>
        issue.input === '' || issue.input === undefined
          ? USER_MESSAGES.emailRequired
          : USER_MESSAGES.emailInvalid,
    })
    .check(z.maxLength(TEXT_LIMITS.email, `Email can be at most ${TEXT_LIMITS.email} characters.`));

/**
 * A US phone number in national format '(NNN) NNN-NNNN', or null when it is not one. Accepts
 * 10 digits or 11 with a leading 1, with + - ( ) . and spaces ignored; area code and exchange
 * follow the North American plan (first digit 2-9, not N11; area codes have no middle 9).
 */
export function normalizeUsPhoneNumber(text: string): string | null {
  const digits = text.replace(/[\s+\-().]/g, '');
  if (!/^\d{10,11}$/.test(digits)) return null;
  const national = digits.length === 11 ? (digits.startsWith('1') ? digits.slice(1) : '') : digits;
  if (!/^[2-9][0-8]\d[2-9]\d{6}$/.test(national)) return null;
  if (/^[2-9]11/.test(national) || /^[2-9]11$/.test(national.slice(3, 6))) return null;
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}

/** '(512) 555-0142' -> '+15125550142'. */
export function usPhoneE164(national: string): string {
  return `+1${national.replace(/\D/g, '')}`;
}

/**
 * Phone numbers are checked and normalised by the server after the access check: a number that is
 * not a valid US number answers 400 with fieldErrors.phoneNumber = ['Invalid phone number.'].
 */
const phoneNumberField = () =>
  z.string().check(z.trim(), z.minLength(1, USER_MESSAGES.phoneRequired), z.maxLength(250));

export const userSchema = /* @__PURE__ */ z.object({
  userId: z.int(),
  firstName: z.string(),
  lastName: z.string(),
  hasNoPassword: z.boolean(),
  emailAddress: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** A user as the directory lists them. */
export const directoryUser = /* @__PURE__ */ z.object({
  userId: z.int(),
  hearthUserId: z.int(),
  firstName: z.string(),
  /** Only for the user themself and CURATOR; null for everyone else. */
  email: z.nullable(z.string()),
});
export type DirectoryUser = z.infer<typeof directoryUser>;

export const userEmailSchema = /* @__PURE__ */ z.object({
  userEmailId: z.int(),
  userId: z.int(),
  emailAddress: z.string(),
  primary: z.boolean(),
  verified: z.boolean(),
  verificationToken: z.string(),
  optedOut: z.boolean(),
  optedOutUtcMs: z.optional(z.number()),
  emailAllowed: z.boolean(),
});
export type UserEmail = z.infer<typeof userEmailSchema>;

export const userImageSchema = /* @__PURE__ */ z.object({
  userImageId: z.int(),
  userId: z.int(),
  imageFileName: z.string(),
});
export type UserImageRecord = z.infer<typeof userImageSchema>;

export const userPhoneSchema = /* @__PURE__ */ z.object({
  userPhoneId: z.int(),
  userId: z.int(),
  phoneNumber: z.string(),
  phoneType: z.string(),
  countryCode: z.string(),
  primary: z.boolean(),
  verified: z.boolean(),
  verificationToken: z.string(),
  smsAllowed: z.boolean(),
});
export type UserPhone = z.infer<typeof userPhoneSchema>;

export const userAddressSchema = /* @__PURE__ */ z.object({
  street1: z.string(),
  street2: z.string(),
  city: z.string(),
  /** Two-letter US state code. */
  province: z.string(),
  postalCode: z.string(),
  userLocationId: z.int(),
  userId: z.int(),
});
export type UserAddress = z.infer<typeof userAddressSchema>;

export const userResource = resource('user', {
  /** One user: names, whether the account has no password, and the primary e-mail. */
  read: {
    path: '/users/:userId',
    input: () => userId,
    output: () => userSchema,
    access: { type: 'owner', owner: 'userId' },
  },
  /** Change first and last name; answers the user. */
  update: {
    path: '/users/:userId',
    input: () =>
      z.object({
        userId: id(),
        firstName: z
          .string()
          .check(
            z.trim(),
            z.minLength(1, USER_MESSAGES.firstNameRequired),
            z.maxLength(TEXT_LIMITS.firstName),
          ),
        lastName: z
          .string()
          .check(z.trim(), z.minLength(1, USER_MESSAGES.lastNameRequired), z.maxLength(TEXT_LIMITS.lastName)),
      }),
    output: () => userSchema,
    access: { type: 'owner', owner: 'userId' },
  },
  /**
   * Directory entries keyed by userId (public fields only; e-mail only for oneself or CURATOR).
   * Unknown ids are left out.
   */
  create: {
    path: '/users/bulk',
    input: () => z.object({ userIds: idList() }),
    output: () => z.record(z.string(), directoryUser),
    access: { type: 'session' },
    batch: { ids: 'userIds', split: { by: 'record' } },
  },
});

export const userEmailByUserIdServiceResource = resource('userEmailByUserIdService', {
  /** The user's e-mail addresses, primary first. */
  read: {
    path: '/users/:userId/emails',
    input: () => userId,
    output: () => z.array(userEmailSchema),
    access: { type: 'owner', owner: 'userId' },
  },
  /**
   * Add an e-mail (unverified). A primary one becomes the login e-mail; 409 when another account
   * uses it.
   */
  create: {
    path: '/users/:userId/emails',
    input: () =>
      z.object({
        userId: id(),
        emailAddress: emailAddressField(),
        primary: z._default(z.boolean(), true),
        optedOut: z._default(z.boolean(), false),
        emailAllowed: z._default(z.boolean(), true),
      }),
    output: () => userEmailSchema,
    access: { type: 'owner', owner: 'userId' },
  },
  /**
   * Change the primary e-mail address (and the login e-mail); a new address is unverified. 404
   * without one, 409 when taken.
   */
  update: {
    path: '/users/:userId/emails',
    input: () => z.object({ userId: id(), emailAddress: emailAddressField() }),
    output: () => userEmailSchema,
    access: { type: 'owner', owner: 'userId' },
  },
});

export const userImagesResource = resource('userImages', {
  /** The user's images, newest (the current headshot) first. */
  read: {
    path: '/users/:userId/images',
    input: () => userId,
    output: () => z.array(userImageSchema),
    access: { type: 'owner', owner: 'userId' },
  },
});

export const userImageResource = resource('userImage', {
  /**
   * Make an uploaded file (fileName from the upload endpoint) the current headshot; only files the
   * user uploaded (else 400).
   */
  create: {
    path: '/users/:userId/images',
    input: () =>
      z.object({
        userId: id(),
        imageFileName: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
      }),
    output: () => userImageSchema,
    access: { type: 'owner', owner: 'userId' },
  },
});

export const userPhoneResource = resource('userPhone', {
  /** The user's phone numbers, primary first. */
  read: {
    path: '/users/:userId/phones',
    input: () => userId,
    output: () => z.array(userPhoneSchema),
    access: { type: 'owner', owner: 'userId' },
  },
  /**
   * Add a US phone number, stored as (NNN) NNN-NNNN and unverified. 400 when invalid, 409 when
   * already on the account.
   */
  create: {
    path: '/users/:userId/phones',
    input: () =>
      z.object({
        userId: id(),
        phoneNumber: phoneNumberField(),
        primary: z._default(z.boolean(), true),
        smsAllowed: z._default(z.boolean(), true),
        /** Numbers are verified through phoneVerification only; true is refused. */
        verified: z._default(z.boolean(), false),
      }),
    output: () => userPhoneSchema,
    access: { type: 'owner', owner: 'userId' },
  },
  /**
   * Change the primary phone number (a changed number becomes unverified); 404 when the user has
   * none.
   */
  update: {
    path: '/users/:userId/phones',
    input: () => z.object({ userId: id(), phoneNumber: phoneNumberField() }),
    output: () => userPhoneSchema,
    access: { type: 'owner', owner: 'userId' },
  },
});

export const userAddressResource = resource('userAddress', {
  /** The address of the user's primary location (else the first); null when there is none. */
  read: {
    path: '/users/:userId/address',
    input: () => userId,
    output: () => z.nullable(userAddressSchema),
    access: { type: 'owner', owner: 'userId' },
  },
});

export const usersResources = {
  user: userResource,
  userEmailByUserIdService: userEmailByUserIdServiceResource,
  userImages: userImagesResource,
  userImage: userImageResource,
  userPhone: userPhoneResource,
  userAddress: userAddressResource,
};
