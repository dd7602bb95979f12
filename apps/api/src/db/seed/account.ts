import type { AreaSeed } from './index';

/** Demo rows of the account area (filled in by that work). */
export const seedAccount: AreaSeed = async () => {};
