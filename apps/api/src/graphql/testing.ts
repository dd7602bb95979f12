/** Helpers for the GraphQL tests: send a typed document from @hearth/data over real HTTP. */
import type { GraphqlOperation, OperationResult, OperationVariables } from '@hearth/data';
import { print } from 'graphql';
import type { Agent } from '../testing/agent';

export type GraphqlAnswer<Op extends GraphqlOperation> = {
  status: number;
  headers: Headers;
  data: OperationResult<Op> | null | undefined;
  errors:
    | {
        message: string;
        extensions?: {
          code?: string;
          fieldErrors?: Record<string, string[]>;
          retryAfter?: number;
        };
      }[]
    | undefined;
};

export async function send<Op extends GraphqlOperation>(
  agent: Agent,
  op: Op,
  variables: OperationVariables<Op>,
): Promise<GraphqlAnswer<Op>> {
  const response = await agent.graphql(
    op.endpoint as '/graphql' | '/gql-frontend-account',
    print(op.document),
    variables as Record<string, unknown>,
  );
  return {
    status: response.status,
    headers: response.headers,
    data: response.body?.data,
    errors: response.body?.errors,
  };
}
