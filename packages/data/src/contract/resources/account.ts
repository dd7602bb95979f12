/**
 * Account settings: password change and reset e-mails, saved cards,
 * the shareable secret of unsubscribe links, contact preferences, phone verification, and the
 * headshot upload endpoint (a multipart route outside the resource table, see ACCOUNT_IMAGE_UPLOAD).
 */
import { z } from 'zod/mini';
import { CARD_BRANDS } from '../../providers/cards/types';
import { BILLING_AGENTS, email, id, PAYMENT_METHOD_STATUSES } from '../fields';
import { TEXT_LIMITS } from '../limits';
import { resource } from '../resource';

// Its own module: the app's routes read it as the app starts, and a chunk holds whole modules
// (with it here, every page carried the account resources' definitions).
export { ACCOUNT_BY_ID_PAGES, LEGACY_ACCOUNT_PAGES } from './accountPages';

/** The account forms' messages, verbatim. */
export const PASSWORD_MESSAGES = {
  oldRequired: 'Must provide current password.',
  newInvalid: 'Password must be at least 6 characters and contain a letter.',
  confirmMismatch: "Password doesn't match.",
  /** The cause a wrong old password answers with (the UI shows 'Unable to verify old password.'). */
  identityError: 'Error with password and/or identity',
} as const;

/**
 * Headshot upload: `POST` multipart with fields `phaseType` (UNKNOWN), `contentType`
 * (USER_HEADSHOT) and `file`; login and the CSRF header are required. The file must be an image
 * by its content (JPEG, PNG, WebP, GIF, AVIF, HEIF or TIFF), at most 5 MB; it is re-encoded to JPEG.
 * Answers 201 `{ fileName }`; then create a `userImage` with that file name.
 */
export const ACCOUNT_IMAGE_UPLOAD = {
  path: '/api/v1/account/images',
  maxBytes: 5 * 1024 * 1024,
  phaseType: 'UNKNOWN',
  contentType: 'USER_HEADSHOT',
} as const;
export const ACCOUNT_IMAGE_UPLOAD_PATH = ACCOUNT_IMAGE_UPLOAD.path;
export const uploadImageResult = /* @__PURE__ */ z.object({ fileName: z.string() });

/**
 * Where the phone verification link lands: `/account/settings?phoneVerified=true&` + this
 * parameter. Not `token`, which the settings screen reads as an e-mail-unsubscribe token.
 */
export const PHONE_VERIFICATION_TOKEN_PARAM = 'phoneVerificationToken';

// No maximum in the change flow beyond the field's 1024 characters.
const validNewPassword = (password: string) =>
  password.length >= 6 && /\p{L}/u.test(password) && password.trim() === password;

export const cardSummary = /* @__PURE__ */ z.object({
  /** Brand name as shown: Visa, Mastercard, American Express, Discover, Diners Club, JCB, UnionPay. */
  cardType: z.string(),
  lastFour: z.string(),
  expiryMonth: z.int(),
  expiryYear: z.int(),
});

export const paymentMethodSchema = /* @__PURE__ */ z.object({
  paymentMethodId: z.int(),
  card: cardSummary,
  status: z.enum(PAYMENT_METHOD_STATUSES),
  billingAgent: z.enum(BILLING_AGENTS),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

const media = /* @__PURE__ */ z
  .object({ sms: z.boolean(), email: z.boolean() })
  .check(z.refine((value) => value.sms || value.email, 'Choose emails, text or both.'));

export const contactPreferencesSchema = /* @__PURE__ */ z.object({
  userId: z.int(),
  mediaFromPros: z.object({ sms: z.boolean(), email: z.boolean() }),
  mediaFromHearth: z.object({ sms: z.boolean(), email: z.boolean() }),
});
export type HomeownerContactPreferences = z.infer<typeof contactPreferencesSchema>;

/** By userId (logged in as that user, or CURATOR for reads) or by the e-mailed token alone. */
const contactPreferencesKey = {
  userId: z.optional(id()),
  verificationToken: z.optional(z.uuid()),
};
const needsKey = (value: { userId?: number | undefined; verificationToken?: string | undefined }) =>
  value.userId !== undefined || value.verificationToken !== undefined;
const keyMessage = { message: 'Give a userId or a verificationToken.', path: ['userId'] };

/**
 * Contact preferences by userId or by verification token (no login needed with the token; a token
 * of another user is 403). Defaults to e-mail only when never saved.
 */
const contactPreferencesLookup = {
  path: '/contact-preferences',
  input: () => z.object(contactPreferencesKey).check(z.refine(needsKey, keyMessage)),
  output: () => contactPreferencesSchema,
  access: { type: 'token', token: 'verificationToken', owner: 'userId' },
} as const;

export const changePasswordResource = resource('changePassword', {
  /**
   * Change one's own password (never a curator for someone else). A wrong old password answers 400
   * with code INVALID_OLD_PASSWORD and message 'Error with password and/or identity'. Other
   * sessions of the user end.
   */
  update: {
    path: '/users/:userId/password',
    input: () =>
      z
        .object({
          userId: id(),
          oldPassword: z
            .string()
            .check(z.minLength(1, PASSWORD_MESSAGES.oldRequired), z.maxLength(TEXT_LIMITS.password)),
          newPassword: z
            .string()
            .check(
              z.maxLength(TEXT_LIMITS.password),
              z.refine(validNewPassword, PASSWORD_MESSAGES.newInvalid),
            ),
          confirmPassword: z.string().check(z.maxLength(TEXT_LIMITS.password)),
        })
        .check(
          z.refine((value) => value.newPassword === value.confirmPassword, {
            message: PASSWORD_MESSAGES.confirmMismatch,
            path: ['confirmPassword'],
          }),
        ),
    output: () => z.object({ userId: z.int(), passwordChanged: z.literal(true) }),
    access: { type: 'owner', owner: 'userId' },
    rateLimit: 'password',
  },
});

export const userForgotPasswordResource = resource('userForgotPassword', {
  /**
   * E-mail a reset link (a set-password link for accounts without a password). Answers the same
   * whether or not the account exists.
   */
  create: {
    path: '/users/forgot-password',
    input: () => z.object({ userEmail: email() }),
    output: () => z.object({ accepted: z.literal(true) }),
    access: { type: 'public' },
    rateLimit: 'password',
  },
});

export const paymentMethodResource = resource('paymentMethod', {
  /** The user's active card for a billing agent; 404 when there is none. */
  read: {
    path: '/users/:userId/payment-methods',
    input: () => z.object({ userId: id(), billingAgent: z.enum(BILLING_AGENTS) }),
    output: () => paymentMethodSchema,
    access: { type: 'owner', owner: 'userId' },
  },
  /**
   * Save a card from a card token (Stripe test tokens such as tok_visa, or the offline provider's).
   * It becomes the active card; the previous one turns INACTIVE. Unknown, reused or declined tokens
   * answer 400.
   */
  create: {
    path: '/users/:userId/payment-methods',
    input: () =>
      z.object({
        userId: id(),
        billingAgent: z.enum(BILLING_AGENTS),
        creditCardToken: z.string().check(z.trim(), z.minLength(1), z.maxLength(255)),
        paymentProcessor: z.literal('STRIPE'),
        /**
         * The card summary the offline card provider returns with a `tok_offline_...` token (it
         * cannot be looked up anywhere else); ignored for other tokens. Refused in prod.
         */
        card: z.optional(
          z.object({
            brand: z.enum(CARD_BRANDS),
            last4: z.string().check(z.regex(/^\d{4}$/)),
            expMonth: z.int().check(z.gte(1), z.lte(12)),
            expYear: z.int().check(z.gte(2000), z.lte(2100)),
          }),
        ),
      }),
    output: () => paymentMethodSchema,
    access: { type: 'owner', owner: 'userId' },
  },
  /**
   * Change a card's status (INACTIVE removes it; ACTIVE makes the others INACTIVE). 404 when not
   * the user's card for that billing agent.
   */
  update: {
    path: '/users/:userId/payment-methods/:paymentMethodId',
    input: () =>
      z.object({
        userId: id(),
        paymentMethodId: id(),
        status: z.enum(PAYMENT_METHOD_STATUSES),
        billingAgent: z.enum(BILLING_AGENTS),
      }),
    output: () => paymentMethodSchema,
    access: { type: 'owner', owner: 'userId' },
  },
});

export const shareableSecretResource = resource('shareableSecret', {
  /**
   * Decrypt an unsubscribe-link token (AES-256-GCM) to the e-mail it carries; a bad token is 400.
   */
  update: {
    path: '/shareable-secrets',
    input: () => z.object({ token: z.string().check(z.trim(), z.minLength(1), z.maxLength(4096)) }),
    output: () => z.object({ decryptedData: z.string() }),
    access: { type: 'public' },
  },
});

export const homeownerContactPreferencesResource = resource('homeownerContactPreferences', {
  read: contactPreferencesLookup,
  /**
   * Save contact preferences by userId or verification token. Each row is emails, text or both
   * (both false is 400).
   */
  update: {
    ...contactPreferencesLookup,
    input: () =>
      z
        .object({ ...contactPreferencesKey, mediaFromPros: media, mediaFromHearth: media })
        .check(z.refine(needsKey, keyMessage)),
  },
});

export const resolverHomeownerContactPreferencesResource = resource('resolverHomeownerContactPreferences', {
  /** The same lookup as homeownerContactPreferences.read (the resolver variant). */
  read: {
    ...contactPreferencesLookup,
    path: '/contact-preferences/resolved',
  },
});

export const phoneVerificationResource = resource('phoneVerification', {
  /**
   * Call one of the user's phones with a verification link (rate limited). 400 when the number is
   * not the user's.
   */
  create: {
    path: '/users/:userId/phone-verifications',
    input: () =>
      z.object({
        userId: id(),
        phoneNumber: z.string().check(z.trim(), z.minLength(1), z.maxLength(250)),
      }),
    output: () => z.object({ userId: z.int(), phoneNumber: z.string(), sent: z.literal(true) }),
    access: { type: 'owner', owner: 'userId' },
  },
});

export const phoneVerificationConfirmResource = resource('phoneVerificationConfirm', {
  /**
   * Complete a phone verification with the token of the link: SUCCESS marks the phone verified; an
   * unknown, used or expired token gives FAILURE.
   */
  update: {
    path: '/phone-verifications',
    input: () => z.object({ token: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)) }),
    output: () => z.object({ state: z.enum(['SUCCESS', 'FAILURE']) }),
    access: { type: 'public' },
  },
});

export const accountResources = {
  changePassword: changePasswordResource,
  userForgotPassword: userForgotPasswordResource,
  paymentMethod: paymentMethodResource,
  shareableSecret: shareableSecretResource,
  homeownerContactPreferences: homeownerContactPreferencesResource,
  resolverHomeownerContactPreferences: resolverHomeownerContactPreferencesResource,
  phoneVerification: phoneVerificationResource,
  phoneVerificationConfirm: phoneVerificationConfirmResource,
};
