/** Account removal wired to the API (spec 02 §4 "Account removal"): the request, then the logout. */
import { graphqlOperations, sessionResource } from '@hearth/data';
import { accountRemovalMachine } from '@hearth/machines';
import { fromPromise } from 'xstate';
import { client } from '../../data/client';

/** The removal request, then the logout; the machine then asks the page to reload. */
export const appAccountRemovalMachine = accountRemovalMachine.provide({
  actors: {
    sendRemovalRequest: fromPromise(async ({ input }) => {
      await client.graphql(graphqlOperations.SendRemoveAccountRequest, input);
    }),
    // The request already ended every session of the account: a 401 here means logged out.
    logout: fromPromise(async () => {
      await client.call(sessionResource.delete, {}).catch(() => undefined);
    }),
  },
});
