/**
 * Field schemas shared by the resources. Reads carry their input in the query string, so numbers,
 * booleans and id lists there arrive as text: these accept both the typed value (what a caller
 * passes) and its text form (what the server parses), and always give the typed value.
 */
import { EMAIL_PATTERN } from '@hearth/rules';
import { z } from 'zod/mini';
import { TEXT_LIMITS } from './limits';

/** An integer, given as a number or as decimal text (query strings). */
export const int = /* @__NO_SIDE_EFFECTS__ */ () =>
  z.pipe(
    z.union([
      z.number(),
      z.pipe(z.string().check(z.regex(/^-?\d+$/, 'Expected a whole number')), z.transform(Number)),
    ]),
    z.int(),
  );

/** A positive integer id (user ids, company ids...). */
export const id = /* @__NO_SIDE_EFFECTS__ */ () => z.pipe(int(), z.int().check(z.positive()));

/** `true` / `false`, given as a boolean or as text. */
export const bool = /* @__NO_SIDE_EFFECTS__ */ () =>
  z.union([
    z.boolean(),
    z.pipe(
      z.enum(['true', 'false']),
      z.transform((value) => value === 'true'),
    ),
  ]);

const splitList = (value: string) => (value === '' ? [] : value.split(','));

/** A list of integer ids, given as an array or as comma-separated text (query strings); at most 1000. */
export const idList = /* @__NO_SIDE_EFFECTS__ */ () =>
  z.pipe(
    z.union([z.array(z.union([z.number(), z.string()])), z.pipe(z.string(), z.transform(splitList))]),
    z.array(id()).check(z.maxLength(1000)),
  );

/** A list of strings, given as an array or as comma-separated text; at most 1000. */
export const stringList = /* @__NO_SIDE_EFFECTS__ */ <T extends z.core.$ZodType<string, string>>(item: T) =>
  z.pipe(
    z.union([z.array(z.string()), z.pipe(z.string(), z.transform(splitList))]),
    z.array(item).check(z.maxLength(1000)),
  );

export const uuid = /* @__NO_SIDE_EFFECTS__ */ () => z.uuid();
export const uuidV4 = /* @__NO_SIDE_EFFECTS__ */ () => z.uuidv4();
export const email = /* @__NO_SIDE_EFFECTS__ */ () =>
  z.pipe(z.string().check(z.trim(), z.maxLength(TEXT_LIMITS.email)), z.email({ pattern: EMAIL_PATTERN }));
export const isoDateTime = /* @__NO_SIDE_EFFECTS__ */ () => z.iso.datetime({ offset: true });

export const LEAD_STATUSES = ['PENDING', 'BOOKED', 'OUT_OF_SCOPE', 'NOT_INTERESTED', 'BAD_QUALITY'] as const;
export const PAYMENT_METHOD_STATUSES = [
  'ACTIVE',
  'INACTIVE',
  'PENDING',
  'PENDING_INACTIVE',
  'DECLINED',
] as const;
export const BILLING_AGENTS = [
  'DONE',
  'HEARTH',
  'SMITH',
  'BRAINTREE',
  'IVR_STRIPE',
  'PAYPAL_REST',
  'STRIPE',
] as const;
export const PAYMENT_PROCESSORS = ['BRAINTREE', 'IVR_STRIPE', 'PAYPAL_REST', 'STRIPE'] as const;
export const IMAGE_SIZE_NAMES = ['LARGE', 'MEDIUM', 'SMALL', 'EXTRA_SMALL'] as const;
/**
 * Role and permission names, {product} being HEARTH. Only CURATOR and
 * RER_REFERRAL_INSPECTOR change what this product does; the spec defines the rest without their
 * meaning. The roles it describes without a name (a developer impersonator, a lead-refund approver
 * and its admin, a managed-services editor, a phone-charging-plan changer, a project-booking
 * experiments role, a managed booking role, the vetted-membership cancel and update-recurrence
 * roles) are left out rather than given invented names.
 */
export const ROLES = [
  'ADMIN',
  'BACK_HEARTH',
  'BACK_HEARTH_CONTENT_ADMIN',
  'BILLING',
  'CALL_RECORDING_READ',
  'CONVERSATION_ASSISTANT',
  'CREDIT_CARD_ENTRY',
  'CURATOR',
  'CUSTOMER_SERVICE',
  'GLF_CURATOR',
  'HOA_PORTAL',
  'HOA_PORTAL_ADMIN',
  'HOMEOWNER_BROADCAST',
  'HOME_ASSISTANT',
  'HOME_ASSISTANT_ADMIN',
  'HOME_WARRANTY_AGENT',
  'INSURANCE_RECONCILIATION_ADMIN',
  'LICENSING_ADMIN',
  'ONTOLOGY_ADMIN',
  'ONTOLOGY_USER',
  'POINT_PROVIDER',
  'HEARTH_AGENT',
  'HEARTH_HOMEOWNER',
  'HEARTH_MOBILE',
  'HEARTH_PRO',
  'HEARTH_WEB',
  'HEARTH_SERVICES_BOOKING_ADMIN',
  'HEARTH_SERVICES_FINANCIAL_REPORTING_USER',
  'PRO_BROADCAST',
  'REFERRAL_PARTNER_ADMIN',
  'REFERRAL_PARTNER_ACCOUNTING',
  'REFERRAL_PARTNER_USER',
  'REFERRAL_PARTNER_DEV',
  'RER_REFERRAL_INSPECTOR',
  'SCRAPBOOK_EDITOR',
  'STEWARD',
  'SUBSCRIPTION_EDITOR',
  'UTILITY_EXPERT',
  'PROPERTY_ATTRIBUTE_EDITOR',
  'PROGRAM_PREFERENCE_EDITOR',
  'PRODUCT_ELIGIBILITY_RULE_EDITOR',
] as const;
export type Role = (typeof ROLES)[number];

/** The body of every error answer: a code the client can branch on and a readable message. */
export const errorBody = /* @__PURE__ */ z.object({
  error: z.string(),
  code: z.string(),
  message: z.string(),
  /** Field path -> messages, for 400 answers. */
  fieldErrors: z.optional(z.record(z.string(), z.array(z.string()))),
  /** Seconds to wait, for 429 answers. */
  retryAfter: z.optional(z.number()),
});
export type ErrorBody = z.infer<typeof errorBody>;

export { ERROR_CODES } from './errorCodes';
