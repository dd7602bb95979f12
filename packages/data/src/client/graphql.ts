/**
 * GraphQL over the client's `request`: the transport is one function, so graphql-request (the
 * default, a project that moves slowly) can be swapped for another without touching callers.
 */
import type { DefinitionNode, DocumentNode, OperationDefinitionNode } from 'graphql';
import type { GraphqlEndpoint } from '../contract/graphql/endpoints';
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

// `Kind.OPERATION_DEFINITION`, spelled out so that `graphql` itself is not loaded for this.
const isOperation = (definition: DefinitionNode): definition is OperationDefinitionNode =>
  (definition.kind as string) === 'OperationDefinition';

export function describeOperation(document: DocumentNode): { type: OperationType; name: string | undefined } {
  const definition = document.definitions.find(isOperation);
  if (!definition) throw new TypeError('The GraphQL document has no operation');
  return { type: definition.operation as OperationType, name: definition.name?.value };
}

/**
 * The client's default: graphql-request, loaded on the first operation, so pages that never send
 * one do not download graphql-request and `graphql`.
 */
export const lazyGraphqlRequestTransport: GraphQLTransport = async (operation, request) =>
  (await import('./graphqlTransports')).graphqlRequestTransport(operation, request);
