/** Filled in by the locations work (see resources/session.ts for the shape). */
export const locationsResources = {};
