/** Filled in by the account work (see resources/session.ts for the shape). */
export const accountResources = {};
