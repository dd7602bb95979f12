import type { AreaSeed } from './index';

/** Demo rows of the projects area (filled in by that work). */
export const seedProjects: AreaSeed = async () => {};
