/** Filled in by the conversations work (see resources/session.ts for the shape). */
export const conversationsResources = {};
