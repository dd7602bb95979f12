/** Typed documents for /gql-frontend-account. */
import { initGraphQLTada } from 'gql.tada';
import { GRAPHQL_ENDPOINTS } from '../endpoints';
import { operation } from '../operation';
import type { introspection } from './introspection';

export const accountGraphql = initGraphQLTada<{
  introspection: typeof introspection;
  disableMasking: true;
}>();

const endpoint = GRAPHQL_ENDPOINTS.account;

export const SubscriptionGroupFields = accountGraphql(`
  fragment SubscriptionGroupFields on SubscriptionGroup {
    shortCode
    uiName
    uiDescription
    isUnsubscribed
  }
`);

export const getEmailNotices = operation(
  endpoint,
  accountGraphql(`
    query getEmailNotices($userId: Int) {
      getEmailNotices(userId: $userId) { userId emailNoticesFlag }
    }
  `),
);

export const setEmailNotices = operation(
  endpoint,
  accountGraphql(`
    mutation setEmailNotices($userId: Int, $emailNoticesFlag: Boolean) {
      setEmailNotices(userId: $userId, emailNoticesFlag: $emailNoticesFlag) { userId emailNoticesFlag }
    }
  `),
);

/** The tree is at most 3 levels deep, so three nested selections read all of it. */
export const subscriptionStatus = operation(
  endpoint,
  accountGraphql(
    `
    query subscriptionStatus($email: String!, $token: String) {
      subscriptionStatus(email: $email, token: $token) {
        ...SubscriptionGroupFields
        children {
          ...SubscriptionGroupFields
          children { ...SubscriptionGroupFields }
        }
      }
    }
  `,
    [SubscriptionGroupFields],
  ),
);

export const updateAllSubscriptions = operation(
  endpoint,
  accountGraphql(
    `
    mutation updateAllSubscriptions(
      $email: String!
      $groupShortCodes: [String!]!
      $source: SubscriptionSource!
      $token: String
    ) {
      updateAllSubscriptions(
        email: $email
        groupShortCodes: $groupShortCodes
        source: $source
        token: $token
      ) {
        ...SubscriptionGroupFields
        children {
          ...SubscriptionGroupFields
          children { ...SubscriptionGroupFields }
        }
      }
    }
  `,
    [SubscriptionGroupFields],
  ),
);

export const todoListsByUserId = operation(
  endpoint,
  accountGraphql(`
    query todoListsByUserId($userId: Int!) {
      todoListsByUserId(userId: $userId) {
        todoListId
        userId
        createdAt
        externalIdType
        externalId
        items {
          todoItemId
          todoText
          notes
          state
          createdAt
          tags { todoItemTagId tagKey tagValue createdAt }
          reminder { id reminderDate }
        }
      }
    }
  `),
);

/** The spec's operation name; the field it calls is `sendAccountRemovalRequest`. */
export const sendRemoveAccountRequest = operation(
  endpoint,
  accountGraphql(`
    mutation SendRemoveAccountRequest($email: String!, $reason: String!) {
      sendAccountRemovalRequest(email: $email, reason: $reason) { requestId email reason createdAt }
    }
  `),
);
