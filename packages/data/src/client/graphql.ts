/**
 * GraphQL over the client's `request`: the transport is one function, so graphql-request (the
 * default, a project that moves slowly) can be swapped for another without touching callers.
 */
import { type DocumentNode, Kind, print } from 'graphql';
import { ClientError, GraphQLClient } from 'graphql-request';
import type { GraphqlEndpoint } from '../contract/graphql/endpoints';
import type { HttpMethod } from '../contract/resource';
import { GraphQLResponseError } from './errors';
import type { RequestFn } from './transport';

/**
 * A document typed with its result and variables: what gql.tada's TadaDocumentNode and
 * `@graphql-typed-document-node/core`'s TypedDocumentNode both are.
 */
export interface TypedDocument<Result = unknown, Variables = Record<string, unknown>> extends DocumentNode {
  __apiType?: (variables: Variables) => Result;
}

export type OperationType = 'query' | 'mutation' | 'subscription';

/** A document and the endpoint that serves it (the contract's `operation(endpoint, document)`). */
export interface TypedOperation<Result = unknown, Variables = Record<string, unknown>> {
  readonly endpoint: GraphqlEndpoint;
  readonly document: TypedDocument<Result, Variables>;
}

/** What a GraphQL transport is asked to send. */
export interface GraphQLTransportOperation {
  endpoint: GraphqlEndpoint;
  /** The absolute URL of the endpoint. */
  url: string;
  document: DocumentNode;
  variables: Record<string, unknown> | undefined;
  operationType: OperationType;
  operationName: string | undefined;
  signal?: AbortSignal | undefined;
  timeoutMs?: number | undefined;
}

/** Sends one operation through `request` and gives back its `data` (errors are thrown). */
export type GraphQLTransport = (operation: GraphQLTransportOperation, request: RequestFn) => Promise<unknown>;

export function describeOperation(document: DocumentNode): { type: OperationType; name: string | undefined } {
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) {
      return { type: definition.operation as OperationType, name: definition.name?.value };
    }
  }
  throw new TypeError('The GraphQL document has no operation');
}

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
