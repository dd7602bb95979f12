import type { conversationsResources } from '@hearth/data';
import type { HandlersFor } from './handlers';

export const conversationsHandlers: HandlersFor<typeof conversationsResources> = {};
