import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema, validate } from 'graphql';
import { describe, expect, expectTypeOf, test } from 'vitest';
import { GRAPHQL_ENDPOINTS, GRAPHQL_SDL_FILES, type GraphqlSchemaName } from './endpoints';
import {
  getEmailNotices,
  graphqlOperations,
  type OperationResult,
  type OperationVariables,
  type subscriptionStatus,
  type todoListsByUserId,
  userLogin,
  type userSignup,
  verifyAccountByEmail,
  type verifyEmailContactVerificationCode,
} from './index';

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const schemaFor = (name: GraphqlSchemaName) =>
  buildSchema(readFileSync(path.join(packageRoot, GRAPHQL_SDL_FILES[name]), 'utf8'));
const endpointSchemas = new Map(
  (Object.keys(GRAPHQL_ENDPOINTS) as GraphqlSchemaName[]).map((name) => [
    GRAPHQL_ENDPOINTS[name],
    schemaFor(name),
  ]),
);

describe('typed documents', () => {
  test.each(Object.entries(graphqlOperations))('%s is valid against its endpoint’s SDL', (name, op) => {
    const schema = endpointSchemas.get(op.endpoint);
    expect(schema).toBeDefined();
    if (!schema) return;
    expect(validate(schema, op.document)).toEqual([]);
    const definition = op.document.definitions.find((node) => node.kind === 'OperationDefinition');
    expect(definition && 'name' in definition ? definition.name?.value : undefined).toBe(name);
  });

  test('the sign-up documents go to /graphql and the account documents to /gql-frontend-account', () => {
    expect(verifyAccountByEmail.endpoint).toBe('/graphql');
    expect(userLogin.endpoint).toBe('/graphql');
    expect(getEmailNotices.endpoint).toBe('/gql-frontend-account');
    expect(graphqlOperations.SendRemoveAccountRequest.endpoint).toBe('/gql-frontend-account');
  });

  test('gql.tada infers results and variables from the committed schema', () => {
    expectTypeOf<OperationResult<typeof verifyEmailContactVerificationCode>>().toEqualTypeOf<{
      verifyEmailContactVerificationCode: boolean;
    }>();
    expectTypeOf<OperationVariables<typeof verifyAccountByEmail>>().toEqualTypeOf<{
      emailAddress: string;
    }>();
    expectTypeOf<OperationVariables<typeof getEmailNotices>>().toEqualTypeOf<{
      userId?: number | null | undefined;
    }>();
    expectTypeOf<OperationResult<typeof getEmailNotices>['getEmailNotices']>().toEqualTypeOf<{
      userId: number;
      emailNoticesFlag: boolean | null;
    }>();

    type Signup = OperationResult<typeof userSignup>['userSignup'];
    expectTypeOf<Extract<Signup, { __typename: 'AccountExists' }>>().toEqualTypeOf<{
      __typename: 'AccountExists';
      accountExists: boolean;
    }>();
    expectTypeOf<
      NonNullable<Extract<Signup, { __typename: 'Session' }>['userContext']>['hearthUser']['companyId']
    >().toEqualTypeOf<number | null>();

    type Group = OperationResult<typeof subscriptionStatus>['subscriptionStatus'][number];
    expectTypeOf<Group['children'][number]['children'][number]['isUnsubscribed']>().toEqualTypeOf<boolean>();

    type Item = OperationResult<typeof todoListsByUserId>['todoListsByUserId'][number]['items'][number];
    expectTypeOf<Item['reminder']>().toEqualTypeOf<{ id: number; reminderDate: string } | null>();

    // A field the schema does not have is a type error, so inference is live, not `any`.
    type List = OperationResult<typeof todoListsByUserId>['todoListsByUserId'][number];
    // @ts-expect-error `emailNoticesFlag` is not a field of the to-do list.
    expectTypeOf<List['emailNoticesFlag']>().toBeNever();
  });
});
