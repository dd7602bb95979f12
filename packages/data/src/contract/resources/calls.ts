/** Filled in by the calls work (see resources/session.ts for the shape). */
export const callsResources = {};
