/** Helpers for the GraphQL tests: send a typed document from @hearth/data over real HTTP. */
import type { GraphqlOperation, OperationResult, OperationVariables } from '@hearth/data';
import { print } from 'graphql';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../config';
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

/** Limits high enough that a test file's many sends from 127.0.0.1 never trip them. */
export const RELAXED_LIMITS: RateLimits = {
  ...DEFAULT_RATE_LIMITS,
  login: { max: 1000, windowMs: 60_000 },
  code: { max: 1000, windowMs: 60_000 },
  password: { max: 1000, windowMs: 60_000 },
};
