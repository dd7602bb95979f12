/// <reference types="node" />
import { parse } from 'graphql';
import { afterAll, beforeEach, describe, expect, expectTypeOf, test } from 'vitest';
import { graphqlOperations } from '../contract/graphql';
import {
  AbortError,
  CsrfError,
  GraphQLResponseError,
  HttpError,
  RateLimitedError,
  TimeoutError,
} from './errors';
import type { GraphQLTransport, GraphQLTransportOperation, TypedDocument } from './graphql';
import { graphqlRequestTransport, plainGraphqlTransport } from './graphqlTransports';
import { createHearthClient } from './hearthClient';
import { testContract, widgetOf } from './testContract.test.util';
import { later, send, startFakeApi } from './testServer.test.util';

const api = await startFakeApi();
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
});

type VerifyResult = { verifyEmailContactVerificationCode: boolean };
type VerifyVariables = { emailAddress: string; singleUseCode: string };
const verify = parse(`
  mutation Verify($emailAddress: String!, $singleUseCode: String!) {
    verifyEmailContactVerificationCode(emailAddress: $emailAddress, singleUseCode: $singleUseCode)
  }
`) as TypedDocument<VerifyResult, VerifyVariables>;
const notices = parse('query Notices { emailNotices }') as TypedDocument<
  { emailNotices: boolean },
  Record<string, never>
>;

const graphqlAnswer = (request: { json: unknown }) => {
  const { query, variables, operationName } = request.json as {
    query: string;
    variables: Record<string, string>;
    operationName?: string;
  };
  if (query.includes('emailNotices')) return { data: { emailNotices: true } };
  if (variables.singleUseCode === '000000') {
    return { data: null, errors: [{ message: 'Code expired', extensions: { code: 'EXPIRED' } }] };
  }
  return {
    data: { verifyEmailContactVerificationCode: variables.singleUseCode === '123456' },
    operationName,
  };
};
api.route('POST', '/graphql', (request, res) => send(res, 200, graphqlAnswer(request)));
api.route('POST', '/gql-frontend-account', (request, res) => send(res, 200, graphqlAnswer(request)));
api.route('GET', '/api/v1/widgets/1', (_request, res) => send(res, 200, widgetOf(1)));

const transports = { 'graphql-request': graphqlRequestTransport, plain: plainGraphqlTransport };

describe.each(Object.entries(transports))('GraphQL through %s', (_name, graphqlTransport) => {
  const client = () =>
    createHearthClient({
      baseUrl: api.baseUrl,
      environment: 'local',
      contract: testContract,
      graphqlTransport,
    });

  test('a typed document gives its typed result; the POST carries the CSRF token', async () => {
    const result = await client().graphql(verify, { emailAddress: 'a@b.test', singleUseCode: '123456' });
    expectTypeOf(result).toEqualTypeOf<VerifyResult>();
    expect(result).toEqual({ verifyEmailContactVerificationCode: true });
    const [request] = api.hits('/graphql');
    expect(request?.headers['x-csrf-token']).toBe(api.csrf.token);
    expect(request?.json).toMatchObject({
      variables: { emailAddress: 'a@b.test', singleUseCode: '123456' },
      operationName: 'Verify',
    });
    expect((request?.json as { query?: string } | undefined)?.query).toContain(
      'verifyEmailContactVerificationCode',
    );
  });

  test('the account endpoint is chosen per call; documents without variables need none', async () => {
    expect(await client().graphql(notices, undefined, { endpoint: '/gql-frontend-account' })).toEqual({
      emailNotices: true,
    });
    expect(api.hits('/gql-frontend-account')).toHaveLength(1);
  });

  test('GraphQL errors become a GraphQLResponseError', async () => {
    const error = await client()
      .graphql(verify, { emailAddress: 'a@b.test', singleUseCode: '000000' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphQLResponseError);
    expect((error as GraphQLResponseError).errors[0]).toMatchObject({ message: 'Code expired' });
  });

  test('a stale CSRF token is a CsrfError for GraphQL too', async () => {
    const hearth = client();
    await hearth.graphql(verify, { emailAddress: 'a@b.test', singleUseCode: '123456' });
    const previous = api.csrf.token;
    api.csrf.token = 'another-token-0123456789abcdef0123456789ab';
    const error = await hearth
      .graphql(verify, { emailAddress: 'a@b.test', singleUseCode: '123456' })
      .catch((e: unknown) => e);
    api.csrf.token = previous;
    expect(error).toBeInstanceOf(CsrfError);
  });

  test('abort and timeout', async () => {
    api.route('POST', '/gql-frontend-account', (request, res) =>
      later(5000, () => send(res, 200, graphqlAnswer(request)), res),
    );
    const controller = new AbortController();
    const aborted = client().graphql(
      notices,
      {},
      { endpoint: '/gql-frontend-account', signal: controller.signal },
    );
    setTimeout(() => controller.abort(), 50);
    await expect(aborted).rejects.toBeInstanceOf(AbortError);
    await expect(
      client().graphql(notices, {}, { endpoint: '/gql-frontend-account', timeoutMs: 100 }),
    ).rejects.toBeInstanceOf(TimeoutError);
    api.route('POST', '/gql-frontend-account', (request, res) => send(res, 200, graphqlAnswer(request)));
  });
});

describe('GraphQL transport and cache', () => {
  test('the transport can be swapped: it receives the operation and the client request function', async () => {
    const seen: GraphQLTransportOperation[] = [];
    const recording: GraphQLTransport = (operation, request) => {
      seen.push(operation);
      return plainGraphqlTransport(operation, request);
    };
    const hearth = createHearthClient({
      baseUrl: api.baseUrl,
      environment: 'local',
      graphqlTransport: recording,
    });
    await hearth.graphql(notices);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      endpoint: '/graphql',
      url: `${api.baseUrl}/graphql`,
      operationType: 'query',
      operationName: 'Notices',
    });
  });

  test('a mutation clears the resolver cache; a query does not', async () => {
    const hearth = createHearthClient({ baseUrl: api.baseUrl, environment: 'local', contract: testContract });
    await hearth.resources.widget.read({ widgetId: 1 });
    await hearth.graphql(notices);
    await hearth.resources.widget.read({ widgetId: 1 });
    expect(api.hits('/api/v1/widgets/1')).toHaveLength(1);
    await hearth.graphql(verify, { emailAddress: 'a@b.test', singleUseCode: '123456' });
    await hearth.resources.widget.read({ widgetId: 1 });
    expect(api.hits('/api/v1/widgets/1')).toHaveLength(2);
  });

  test('contract operations carry their endpoint and types; GraphQL errors with an HTTP status are HttpErrors', async () => {
    api.route('POST', '/graphql', (request, res) => {
      const email = (request.json as { variables: { emailAddress: string } }).variables.emailAddress;
      if (email === 'slow@b.test') {
        send(res, 429, {
          errors: [{ message: 'Wait.', extensions: { code: 'RESEND_COOLDOWN', retryAfter: 37 } }],
        });
      } else {
        send(res, 200, {
          data: {
            verifyAccountByEmail: { success: true, resendAvailableInSeconds: 60, expiresInSeconds: 600 },
          },
        });
      }
    });
    for (const graphqlTransport of Object.values(transports)) {
      const hearth = createHearthClient({ baseUrl: api.baseUrl, environment: 'local', graphqlTransport });
      const sent = await hearth.graphql(graphqlOperations.verifyAccountByEmail, { emailAddress: 'a@b.test' });
      expectTypeOf(sent.verifyAccountByEmail.resendAvailableInSeconds).toEqualTypeOf<number>();
      expect(sent.verifyAccountByEmail.success).toBe(true);
      const error = await hearth
        .graphql(graphqlOperations.verifyAccountByEmail, { emailAddress: 'slow@b.test' })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RateLimitedError);
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ status: 429, code: 'RESEND_COOLDOWN', retryAfter: 37, message: 'Wait.' });
    }
    api.route('POST', '/graphql', (request, res) => send(res, 200, graphqlAnswer(request)));
  });
});
