import type { analyticsResources } from '@hearth/data';
import type { HandlersFor } from './handlers';

export const analyticsHandlers: HandlersFor<typeof analyticsResources> = {};
