/**
 * The one-list unsubscribe of an e-mail link wired to the API (spec 02 §5, §8): the link's token
 * gives the address, then that list goes from the tree of the address.
 */
import { isHttpError, shareableSecretResource } from '@hearth/data';
import {
  emailLinkUnsubscribeMachine,
  toggleSubscriptionGroup,
  unsubscribedShortCodes,
} from '@hearth/machines';
import { fromPromise } from 'xstate';
import { client } from '../data/client';
import { loadTree, saveTree } from './subscriptionTree';

/** The unsubscribe of an e-mail link: the token gives the address, then that one list goes. */
export const emailLinkUnsubscribeMachineWith = (token: string) =>
  emailLinkUnsubscribeMachine.provide({
    actors: {
      // A token the API cannot decrypt (400) carries no address: the machine sends the person to
      // log in (spec 02 §8, missing decrypted data); any other failure is a failed unsubscribe.
      decryptToken: fromPromise(({ input, signal }) =>
        client
          .call(shareableSecretResource.update, { token: input.token }, { signal })
          .catch((error: unknown) => {
            if (isHttpError(error, 400)) return { decryptedData: null };
            throw error;
          }),
      ),
      unsubscribe: fromPromise(async ({ input }) => {
        // The API replaces the whole set of unsubscribed groups: add this list to what stands.
        const tree = toggleSubscriptionGroup(await loadTree(input.email, token), input.shortCode, true);
        await saveTree(input.email, unsubscribedShortCodes(tree), input.source, token);
      }),
    },
  });
