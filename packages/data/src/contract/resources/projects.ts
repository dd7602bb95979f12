/** Filled in by the projects work (see resources/session.ts for the shape). */
export const projectsResources = {};
