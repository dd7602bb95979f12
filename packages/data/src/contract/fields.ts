/**
 * Field schemas shared by the resources. Reads carry their input in the query string, so numbers,
 * booleans and id lists there arrive as text: these accept both the typed value (what a caller
 * passes) and its text form (what the server parses), and always give the typed value.
 */
import { z } from 'zod';

/** An integer, given as a number or as decimal text (query strings). */
export const int = () =>
  z
    .union([
      z.number(),
      z
        .string()
        .regex(/^-?\d+$/, 'Expected a whole number')
        .transform(Number),
    ])
    .pipe(z.number().int());

/** A positive integer id (user ids, company ids...). */
export const id = () => int().pipe(z.number().int().positive());

/** `true` / `false`, given as a boolean or as text. */
export const bool = () =>
  z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]);

const splitList = (value: string) => (value === '' ? [] : value.split(','));

/** A list of integer ids, given as an array or as comma-separated text (query strings); at most 1000. */
export const idList = () =>
  z
    .union([z.array(z.union([z.number(), z.string()])), z.string().transform(splitList)])
    .pipe(z.array(id()).max(1000));

/** A list of strings, given as an array or as comma-separated text; at most 1000. */
export const stringList = <T extends z.ZodType<string, string>>(item: T) =>
  z.union([z.array(z.string()), z.string().transform(splitList)]).pipe(z.array(item).max(1000));

export const uuid = () => z.uuid();
export const uuidV4 = () => z.uuidv4();
export const email = () => z.string().trim().pipe(z.email());
export const isoDateTime = () => z.iso.datetime({ offset: true });

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
export const ROLES = ['CURATOR', 'RER_REFERRAL_INSPECTOR', 'ADMIN', 'CUSTOMER_SERVICE'] as const;

/** The body of every error answer: a code the client can branch on and a readable message. */
export const errorBody = z.object({
  error: z.string(),
  code: z.string(),
  message: z.string(),
  /** Field path -> messages, for 400 answers. */
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  /** Seconds to wait, for 429 answers. */
  retryAfter: z.number().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** Error codes the API answers with; `CSRF_INVALID` is what the UI turns into the page-expired banner. */
export const ERROR_CODES = {
  validation: 'VALIDATION_FAILED',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  csrf: 'CSRF_INVALID',
  rateLimited: 'RATE_LIMITED',
  unavailable: 'DATABASE_UNAVAILABLE',
  conflict: 'CONFLICT',
  internal: 'INTERNAL',
} as const;
