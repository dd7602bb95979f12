import type { Resources } from '@hearth/data';
import { accountHandlers } from './account';
import { analyticsHandlers } from './analytics';
import { balancesHandlers } from './balances';
import { callsHandlers } from './calls';
import { companiesHandlers } from './companies';
import { conversationsHandlers } from './conversations';
import { experimentsHandlers } from './experiments';
import type { HandlersFor } from './handlers';
import { locationsHandlers } from './locations';
import { projectsHandlers } from './projects';
import { servicesHandlers } from './services';
import { sessionHandlers } from './session';
import { subscriptionsHandlers } from './subscriptions';
import { surveyHandlers } from './survey';
import { taxonomyHandlers } from './taxonomy';
import { usersHandlers } from './users';

/** One handler per contract resource and kind; the type makes a missing one a compile error. */
export const handlers: HandlersFor<Resources> = {
  ...sessionHandlers,
  ...projectsHandlers,
  ...conversationsHandlers,
  ...callsHandlers,
  ...taxonomyHandlers,
  ...locationsHandlers,
  ...companiesHandlers,
  ...usersHandlers,
  ...servicesHandlers,
  ...experimentsHandlers,
  ...analyticsHandlers,
  ...surveyHandlers,
  ...balancesHandlers,
  ...subscriptionsHandlers,
  ...accountHandlers,
};
