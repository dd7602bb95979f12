/** Filled in by the analytics work (see resources/session.ts for the shape). */
export const analyticsResources = {};
