import type { experimentsResources } from '@hearth/data';
import type { HandlersFor } from './handlers';

export const experimentsHandlers: HandlersFor<typeof experimentsResources> = {};
