/** Filled in by the services work (see resources/session.ts for the shape). */
export const servicesResources = {};
