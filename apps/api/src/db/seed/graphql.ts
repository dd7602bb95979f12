import type { AreaSeed } from './index';

/** Demo rows of the graphql area (filled in by that work). */
export const seedGraphql: AreaSeed = async () => {};
