import type { AreaSeed } from './index';

/** Demo rows of the directory area (filled in by that work). */
export const seedDirectory: AreaSeed = async () => {};
