import type { accountResources } from '@hearth/data';
import type { HandlersFor } from './handlers';

export const accountHandlers: HandlersFor<typeof accountResources> = {};
