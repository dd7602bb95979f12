/** Filled in by the users work (see resources/session.ts for the shape). */
export const usersResources = {};
