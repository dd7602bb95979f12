import type { callsResources } from '@hearth/data';
import type { HandlersFor } from './handlers';

export const callsHandlers: HandlersFor<typeof callsResources> = {};
