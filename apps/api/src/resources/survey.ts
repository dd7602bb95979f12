import type { surveyResources } from '@hearth/data';
import type { HandlersFor } from './handlers';

export const surveyHandlers: HandlersFor<typeof surveyResources> = {};
