/**
 * The GraphQL side of the contract: the committed SDL of both endpoints (`*.graphql`), the
 * introspection generated from it, and one typed document per operation the spec names.
 */
import {
  getEmailNotices,
  sendRemoveAccountRequest,
  setEmailNotices,
  subscriptionStatus,
  todoListsByUserId,
  updateAllSubscriptions,
} from './account/documents';
import {
  userLogin,
  userSignup,
  verifyAccountByEmail,
  verifyEmailContactVerificationCode,
} from './signup/documents';

export type { FragmentOf, ResultOf, VariablesOf } from 'gql.tada';
export { accountGraphql, SubscriptionGroupFields } from './account/documents';
export * from './endpoints';
export * from './operation';
export { SessionFields, signupGraphql } from './signup/documents';
export {
  getEmailNotices,
  sendRemoveAccountRequest,
  setEmailNotices,
  subscriptionStatus,
  todoListsByUserId,
  updateAllSubscriptions,
  userLogin,
  userSignup,
  verifyAccountByEmail,
  verifyEmailContactVerificationCode,
};

/** Every operation by the spec's operation name, each with its endpoint. */
export const graphqlOperations = {
  verifyAccountByEmail,
  verifyEmailContactVerificationCode,
  userSignup,
  userLogin,
  getEmailNotices,
  setEmailNotices,
  subscriptionStatus,
  updateAllSubscriptions,
  todoListsByUserId,
  SendRemoveAccountRequest: sendRemoveAccountRequest,
} as const;
export type GraphqlOperationName = keyof typeof graphqlOperations;
