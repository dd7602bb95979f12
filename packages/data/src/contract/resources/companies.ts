/** Filled in by the companies work (see resources/session.ts for the shape). */
export const companiesResources = {};
