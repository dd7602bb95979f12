import type { AreaSeed } from './index';

/** Demo rows of the services area (filled in by that work). */
export const seedServices: AreaSeed = async () => {};
