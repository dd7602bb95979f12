/** Filled in by the experiments work (see resources/session.ts for the shape). */
export const experimentsResources = {};
