import type { usersResources } from '@hearth/data';
import type { HandlersFor } from './handlers';

export const usersHandlers: HandlersFor<typeof usersResources> = {};
