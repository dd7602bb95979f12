import type { servicesResources } from '@hearth/data';
import type { HandlersFor } from './handlers';

export const servicesHandlers: HandlersFor<typeof servicesResources> = {};
