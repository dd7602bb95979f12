import type { taxonomyResources } from '@hearth/data';
import type { HandlersFor } from './handlers';

export const taxonomyHandlers: HandlersFor<typeof taxonomyResources> = {};
