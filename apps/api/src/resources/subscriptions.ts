import type { subscriptionsResources } from '@hearth/data';
import type { HandlersFor } from './handlers';

export const subscriptionsHandlers: HandlersFor<typeof subscriptionsResources> = {};
