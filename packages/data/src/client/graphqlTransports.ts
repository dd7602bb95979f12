/** The two GraphQL transports; apart from `graphql.ts` so they load only when used. */
import { print } from 'graphql';
import { ClientError, GraphQLClient } from 'graphql-request';
import type { HttpMethod } from '../contract/resource';
import { GraphQLResponseError } from './errors';
import type { GraphQLTransport } from './graphql';

// Statuses whose Response may carry no body.
const NULL_BODY = new Set([101, 204, 205, 304]);

/** The default transport: graphql-request 7 with a `fetch` that is the client's `request`. */
export const graphqlRequestTransport: GraphQLTransport = async (operation, request) => {
  const fetch = async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const response = await request({
      method: (init.method ?? 'POST').toUpperCase() as HttpMethod,
      path: `${operation.endpoint}${url.search}`,
      headers: init.headers,
      body: typeof init.body === 'string' ? init.body : undefined,
      signal: init.signal ?? operation.signal,
      timeoutMs: operation.timeoutMs,
    });
    return new Response(NULL_BODY.has(response.status) ? null : response.text, {
      status: response.status,
      headers: response.headers,
    });
  };
  const client = new GraphQLClient(operation.url, { fetch, errorPolicy: 'none' });
  try {
    return await client.request({
      document: operation.document,
      variables: operation.variables ?? {},
      signal: operation.signal,
    });
  } catch (error) {
    if (error instanceof ClientError) {
      const errors = (error.response.errors ?? []) as GraphQLResponseError['errors'];
      throw new GraphQLResponseError(errors, error.response.data);
    }
    throw error;
  }
};

/** A transport without graphql-request: a plain JSON POST through `request`. */
export const plainGraphqlTransport: GraphQLTransport = async (operation, request) => {
  const response = await request({
    method: 'POST',
    path: operation.endpoint,
    json: {
      query: print(operation.document),
      variables: operation.variables ?? {},
      ...(operation.operationName ? { operationName: operation.operationName } : {}),
    },
    headers: { accept: 'application/graphql-response+json, application/json' },
    signal: operation.signal,
    timeoutMs: operation.timeoutMs,
  });
  const body = response.body as { data?: unknown; errors?: GraphQLResponseError['errors'] } | undefined;
  if (body?.errors?.length) throw new GraphQLResponseError(body.errors, body.data);
  if (typeof body !== 'object' || body === null || !('data' in body)) {
    throw new GraphQLResponseError([{ message: 'The GraphQL response has no data' }], undefined);
  }
  return body.data;
};
