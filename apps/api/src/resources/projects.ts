import type { projectsResources } from '@hearth/data';
import type { HandlersFor } from './handlers';

export const projectsHandlers: HandlersFor<typeof projectsResources> = {};
