/** Filled in by the survey work (see resources/session.ts for the shape). */
export const surveyResources = {};
