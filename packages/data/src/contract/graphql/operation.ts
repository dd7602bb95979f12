import type { ResultOf, TadaDocumentNode, VariablesOf } from 'gql.tada';
import type { GraphqlEndpoint } from './endpoints';

/** A typed document together with the endpoint that serves it. */
export type GraphqlOperation<
  // biome-ignore lint/suspicious/noExplicitAny: any result and variables shape; the document carries the real types.
  Document extends TadaDocumentNode<any, any> = TadaDocumentNode<any, any>,
> = {
  readonly endpoint: GraphqlEndpoint;
  readonly document: Document;
};

export function operation<const Document extends GraphqlOperation['document']>(
  endpoint: GraphqlEndpoint,
  document: Document,
): GraphqlOperation<Document> {
  return { endpoint, document };
}

export type OperationResult<Op extends GraphqlOperation> = ResultOf<Op['document']>;
export type OperationVariables<Op extends GraphqlOperation> = VariablesOf<Op['document']>;
