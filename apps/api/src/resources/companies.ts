import type { companiesResources } from '@hearth/data';
import type { HandlersFor } from './handlers';

export const companiesHandlers: HandlersFor<typeof companiesResources> = {};
