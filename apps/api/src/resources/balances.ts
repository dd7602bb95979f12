import type { balancesResources } from '@hearth/data';
import type { HandlersFor } from './handlers';

export const balancesHandlers: HandlersFor<typeof balancesResources> = {};
