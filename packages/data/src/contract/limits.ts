/**
 * The longest text the API takes in each field a person types into, in characters (UTF-16 code
 * units, after trimming, as zod counts). The contract's schemas read them from here, and so do
 * the forms (the reference app gives them to `HearthProvider` as `textLimits`): one limit per
 * field, so a form never lets through what the API refuses.
 */
export const TEXT_LIMITS = {
  firstName: 100,
  lastName: 100,
  /** Longest address RFC 5321 allows. */
  email: 320,
  password: 1024,
  /** The passwordless password is at most 100 characters. */
  passwordlessPassword: 100,
  street1: 200,
  street2: 100,
  city: 100,
  /** The survey's optional feedback. */
  surveyComments: 4000,
  /** Account removal: the reason, or the feedback that replaces it for Other. */
  removalReason: 2000,
} as const;

export type TextLimitName = keyof typeof TEXT_LIMITS;
