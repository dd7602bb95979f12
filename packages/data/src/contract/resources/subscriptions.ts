/** Filled in by the subscriptions work (see resources/session.ts for the shape). */
export const subscriptionsResources = {};
