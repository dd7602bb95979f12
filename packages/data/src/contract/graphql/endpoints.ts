/** The two GraphQL endpoints and the committed SDL each one serves. */
export const GRAPHQL_ENDPOINTS = {
  /** Sign-up code, sign-up and log-in. */
  signup: '/graphql',
  /** Account queries and mutations. */
  account: '/gql-frontend-account',
} as const;

export type GraphqlSchemaName = keyof typeof GRAPHQL_ENDPOINTS;
export type GraphqlEndpoint = (typeof GRAPHQL_ENDPOINTS)[GraphqlSchemaName];

/**
 * Each endpoint's SDL, relative to the package root. The files ship with the package (`files`
 * includes `src`), so the API builds its executable schema from exactly these.
 */
export const GRAPHQL_SDL_FILES: Record<GraphqlSchemaName, string> = {
  signup: 'src/contract/graphql/signup.graphql',
  account: 'src/contract/graphql/account.graphql',
};
