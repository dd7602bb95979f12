import type { subscriptionsResources } from '@hearth/data';
import { forbidden } from '../errors';
import { ownsEmail } from '../graphql/context';
import { emailSubscriptionFlags, setSubscription } from '../graphql/subscriptionStore';
import { isCurator } from '../security/sessions';
import type { HandlersFor } from './handlers';

/** Access is 'session' in the contract; the address must be the caller's own (CURATOR may read). */
export const subscriptionsHandlers: HandlersFor<typeof subscriptionsResources> = {
  emailSubscriptions: {
    read: async ({ emailAddress }, context) => {
      const caller = context.requireCaller();
      if (!(await ownsEmail(context, caller, emailAddress)) && !isCurator(caller)) throw forbidden();
      return emailSubscriptionFlags(context.db, emailAddress);
    },
    update: async ({ emailAddress, shortCode, active, source }, context) => {
      const caller = context.requireCaller();
      if (!(await ownsEmail(context, caller, emailAddress))) throw forbidden();
      await setSubscription(
        context.db,
        { email: emailAddress, source, changedByUserId: caller.userId },
        shortCode,
        active,
      );
      return emailSubscriptionFlags(context.db, emailAddress);
    },
  },
};
