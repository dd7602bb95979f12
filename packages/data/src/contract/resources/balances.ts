/** Filled in by the balances work (see resources/session.ts for the shape). */
export const balancesResources = {};
