/**
 * E-mail subscriptions wired to /gql-frontend-account (spec 02 §4, §5): the group tree and its
 * save, and the one-list unsubscribe of an e-mail link. A visitor from an e-mail link has no
 * session: the link's token (which decrypts to the address) stands in for it on every call.
 */
import {
  graphqlOperations,
  isHttpError,
  SUBSCRIPTION_SHORT_CODES,
  shareableSecretResource,
} from '@hearth/data';
import {
  type DecryptTokenInput,
  type DecryptTokenOutput,
  emailLinkUnsubscribeMachine,
  type LoadSubscriptionsInput,
  type SaveSubscriptionsInput,
  type SubscriptionTree,
  subscriptionTreeMachine,
  toggleSubscriptionGroup,
  type UnsubscribeInput,
  unsubscribedShortCodes,
} from '@hearth/machines';
import { fromPromise } from 'xstate';
import { client } from '../data/client';

/** The short codes the API's tree uses for the two lists an e-mail link may name. */
export const LINK_SHORT_CODES = SUBSCRIPTION_SHORT_CODES;

type GroupFromApi = {
  shortCode: string;
  uiName: string;
  uiDescription?: string | null;
  isUnsubscribed: boolean;
  children?: readonly GroupFromApi[] | null;
};

const toTree = (groups: readonly GroupFromApi[]): SubscriptionTree =>
  groups.map((group) => ({
    shortCode: group.shortCode,
    uiName: group.uiName,
    uiDescription: group.uiDescription ?? '',
    isUnsubscribed: group.isUnsubscribed,
    children: toTree(group.children ?? []),
  }));

async function loadTree(email: string, token: string | undefined) {
  const { subscriptionStatus } = await client.graphql(graphqlOperations.subscriptionStatus, {
    email,
    token: token ?? null,
  });
  return toTree(subscriptionStatus);
}

async function saveTree(
  email: string,
  groupShortCodes: string[],
  source: UnsubscribeInput['source'] | SaveSubscriptionsInput['source'],
  token: string | undefined,
) {
  const { updateAllSubscriptions } = await client.graphql(graphqlOperations.updateAllSubscriptions, {
    email,
    groupShortCodes,
    source,
    token: token ?? null,
  });
  return toTree(updateAllSubscriptions);
}

/** The tree of `email`; `token` when the page was opened from an e-mail link. */
export const subscriptionTreeMachineWith = (token?: string) =>
  subscriptionTreeMachine.provide({
    actors: {
      loadSubscriptions: fromPromise<SubscriptionTree, LoadSubscriptionsInput>(({ input }) =>
        loadTree(input.email, token),
      ),
      saveSubscriptions: fromPromise<SubscriptionTree, SaveSubscriptionsInput>(({ input }) =>
        saveTree(input.email, input.groupShortCodes, input.source, token),
      ),
    },
  });

/** The unsubscribe of an e-mail link: the token gives the address, then that one list goes. */
export const emailLinkUnsubscribeMachineWith = (token: string) =>
  emailLinkUnsubscribeMachine.provide({
    actors: {
      // A token the API cannot decrypt (400) carries no address: the machine sends the person to
      // log in (spec 02 §8, missing decrypted data); any other failure is a failed unsubscribe.
      decryptToken: fromPromise<DecryptTokenOutput, DecryptTokenInput>(({ input, signal }) =>
        client
          .call(shareableSecretResource.update, { token: input.token }, { signal })
          .catch((error: unknown) => {
            if (isHttpError(error, 400)) return { decryptedData: null };
            throw error;
          }),
      ),
      unsubscribe: fromPromise<unknown, UnsubscribeInput>(async ({ input }) => {
        // The API replaces the whole set of unsubscribed groups: add this list to what stands.
        const tree = toggleSubscriptionGroup(await loadTree(input.email, token), input.shortCode, true);
        return saveTree(input.email, unsubscribedShortCodes(tree), input.source, token);
      }),
    },
  });
