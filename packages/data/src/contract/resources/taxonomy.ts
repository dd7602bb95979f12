/** Filled in by the taxonomy work (see resources/session.ts for the shape). */
export const taxonomyResources = {};
