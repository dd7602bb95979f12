import type { locationsResources } from '@hearth/data';
import type { HandlersFor } from './handlers';

export const locationsHandlers: HandlersFor<typeof locationsResources> = {};
