/** E-mail subscriptions. */
import { z } from 'zod/mini';
import { email } from '../fields';
import { resource } from '../resource';

/** Where a subscription change came from (the GraphQL enum SubscriptionSource has the same values). */
export const SUBSCRIPTION_SOURCES = ['BACKPORCH', 'SUBSCRIPTION_PAGE', 'EMAIL_LINK'] as const;
export type SubscriptionSource = (typeof SUBSCRIPTION_SOURCES)[number];

/** The two opt-out short codes the spec knows of; both are groups of the subscription tree. */
export const SUBSCRIPTION_SHORT_CODES = {
  newsletter: 'NEWSLETTER',
  moveIn: 'MOVE_IN_EXPERIENCE',
} as const;

/** The error for a short code that is not a group of the tree. */
export const INVALID_SHORT_CODE_MESSAGE = 'Invalid Email Unsubscribe shortCode';

export const emailSubscriptionsDto = /* @__PURE__ */ z.object({
  emailAddress: z.string(),
  /** true while the address receives newsletters (not unsubscribed from NEWSLETTER). */
  newsletters: z.boolean(),
  /** true while the address receives move-in experience messages. */
  moveIn: z.boolean(),
  /** A notice for the address, e.g. after an e-mail-link unsubscribe; null when there is none. */
  alert: z.nullable(z.object({ message: z.string(), type: z.string(), active: z.boolean() })),
});
export type EmailSubscriptions = z.infer<typeof emailSubscriptionsDto>;

export const emailSubscriptionsResource = resource('emailSubscriptions', {
  /**
   * The subscription flags of an address. Only for the user whose primary e-mail it is, or CURATOR;
   * others get 403.
   */
  read: {
    path: '/email-subscriptions',
    input: () => z.object({ emailAddress: email() }),
    output: () => emailSubscriptionsDto,
    access: { type: 'session' },
  },
  /**
   * Subscribes (active true) or unsubscribes (active false) an address from one group and its
   * sub-groups; one call per subscription. Only the owner of the address; an unknown shortCode is a
   * 400.
   */
  update: {
    path: '/email-subscriptions',
    input: () =>
      z.object({
        emailAddress: email(),
        shortCode: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
        /** true subscribes the address to the group, false unsubscribes it. */
        active: z.boolean(),
        source: z.enum(SUBSCRIPTION_SOURCES),
      }),
    output: () => emailSubscriptionsDto,
    access: { type: 'session' },
  },
});

export const subscriptionsResources = {
  emailSubscriptions: emailSubscriptionsResource,
};
