/** Typed documents for /graphql. */
import { initGraphQLTada } from 'gql.tada';
import { GRAPHQL_ENDPOINTS } from '../endpoints';
import { operation } from '../operation';
import type { introspection } from './introspection';

export const signupGraphql = initGraphQLTada<{ introspection: typeof introspection; disableMasking: true }>();

const endpoint = GRAPHQL_ENDPOINTS.signup;

export const SessionFields = signupGraphql(`
  fragment SessionFields on Session {
    userContext {
      userId
      email
      loggedIn
      displayName
      roles
      hasNoPassword
      hearthUser {
        firstName
        lastName
        phoneNumber
        displayName
        headshotImageFilename
        headshotImageDTO { filename }
        companyId
      }
      hearthFaceBookUserDTO { facebookUserId }
    }
    company { hearthCompanyId name seoUrl }
  }
`);

export const verifyAccountByEmail = operation(
  endpoint,
  signupGraphql(`
    mutation verifyAccountByEmail($emailAddress: String!) {
      verifyAccountByEmail(emailAddress: $emailAddress) {
        success
        resendAvailableInSeconds
        expiresInSeconds
      }
    }
  `),
);

export const verifyEmailContactVerificationCode = operation(
  endpoint,
  signupGraphql(`
    mutation verifyEmailContactVerificationCode($emailAddress: String!, $singleUseCode: String!) {
      verifyEmailContactVerificationCode(emailAddress: $emailAddress, singleUseCode: $singleUseCode)
    }
  `),
);

export const userSignup = operation(
  endpoint,
  signupGraphql(
    `
    mutation userSignup(
      $firstName: String!
      $lastName: String!
      $password: String!
      $email: String!
      $sourceUi: String!
      $accountType: String
    ) {
      userSignup(
        firstName: $firstName
        lastName: $lastName
        password: $password
        email: $email
        sourceUi: $sourceUi
        accountType: $accountType
      ) {
        __typename
        ... on AccountExists { accountExists }
        ... on Session { ...SessionFields }
      }
    }
  `,
    [SessionFields],
  ),
);

export const userLogin = operation(
  endpoint,
  signupGraphql(
    `
    mutation userLogin($password: String!, $emailAddress: String!, $sourceUi: String!) {
      userLogin(password: $password, emailAddress: $emailAddress, sourceUi: $sourceUi) {
        ...SessionFields
      }
    }
  `,
    [SessionFields],
  ),
);
