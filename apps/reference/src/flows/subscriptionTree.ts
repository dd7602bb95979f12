/**
 * The subscription tree wired to /gql-frontend-account (spec 02 §4, §5): the group tree and its
 * save. A visitor from an e-mail link has no session: the link's token (which decrypts to the
 * address) stands in for it on every call.
 */
import { graphqlOperations, SUBSCRIPTION_SHORT_CODES } from '@hearth/data';
import {
  type LoadSubscriptionsInput,
  type SaveSubscriptionsInput,
  type SubscriptionTree,
  subscriptionTreeMachine,
  type UnsubscribeInput,
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

export async function loadTree(email: string, token: string | undefined) {
  const { subscriptionStatus } = await client.graphql(graphqlOperations.subscriptionStatus, {
    email,
    token: token ?? null,
  });
  return toTree(subscriptionStatus);
}

export async function saveTree(
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
