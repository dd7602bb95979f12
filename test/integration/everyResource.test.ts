/**
 * Every contract resource (`resources[name][kind]`) and every GraphQL operation, called through the
 * typed client against the real API on its seeded database, with the typed result checked.
 *
 * The fixtures (everyResource.fixtures.*.ts) say who calls, with which input and what the result
 * must hold; the client already parses each answer with the contract's output schema, so a call
 * that resolves proves the shape and the fixture's check proves the content. Adding a resource or an
 * operation without a fixture fails the type check and the coverage tests below.
 */
import { afterAll, describe, expect, test } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from '../../apps/api/src/db/seed/accounts';
import type { HearthClient, TypedOperation } from '../../packages/data/src/client';
import * as graphqlContract from '../../packages/data/src/contract/graphql';
import { type GraphqlOperationName, graphqlOperations } from '../../packages/data/src/contract/graphql';
import { API_PREFIX, fillPath, type ResourceDefinition } from '../../packages/data/src/contract/resource';
import { resources } from '../../packages/data/src/contract/resources';
import {
  accountFixtures,
  sessionFixtures,
  subscriptionsFixtures,
  usersFixtures,
} from './everyResource.fixtures.account';
import {
  companiesFixtures,
  engagementFixtures,
  servicesFixtures,
  taxonomyFixtures,
} from './everyResource.fixtures.directory';
import { operationFixtures } from './everyResource.fixtures.graphql';
import {
  callsFixtures,
  conversationsFixtures,
  locationsFixtures,
  projectsFixtures,
} from './everyResource.fixtures.projects';
import {
  type Actor,
  type EntryKey,
  type FixtureContext,
  type FixtureTable,
  loadSeededIds,
  type Me,
} from './everyResource.support';
import { startClientApi } from './harness';

const { api, newClient, loggedIn } = await startClientApi();
afterAll(() => api.close());
const ids = await loadSeededIds(api);

const fixtures: FixtureTable = {
  ...sessionFixtures,
  ...usersFixtures,
  ...accountFixtures,
  ...subscriptionsFixtures,
  ...locationsFixtures,
  ...projectsFixtures,
  ...conversationsFixtures,
  ...callsFixtures,
  ...taxonomyFixtures,
  ...companiesFixtures,
  ...servicesFixtures,
  ...engagementFixtures,
};

/** Bulk reads still go through the batcher, with a short window so the file stays quick. */
const options = { batchDelayMs: 10 };

type Made = ReturnType<typeof newClient>;
const demoClients = new Map<DemoAccount, Promise<Made>>();
/** One logged-in client per demo account, shared by its fixtures (each starts with a clear cache). */
async function demo(account: DemoAccount): Promise<Made> {
  let made = demoClients.get(account);
  if (!made) {
    made = loggedIn(account, options);
    demoClients.set(account, made);
  }
  const ready = await made;
  ready.client.clearCache();
  return ready;
}

let counter = 0;
const unique = (label: string) => `${label}-${++counter}-every`;
let phoneLine = 100;
const phone = () => `(720) 555-${String(phoneLine++).padStart(4, '0')}`;

/** The actor's client: a demo account's, a new visitor's, or a user signed up just now. */
async function actorClient(as: Actor): Promise<{ made: Made; me: Me | null }> {
  if (as === 'visitor') return { made: newClient(options), me: null };
  if (as === 'fresh') {
    const made = newClient(options);
    const email = `${unique('fresh')}@hearth.test`;
    const password = 'fresh-pass-1';
    const signedUp = await made.client.resources.userSignup.create({
      firstName: 'Fresh',
      lastName: 'User',
      email,
      password,
      passwordConfirm: password,
    });
    const userId = signedUp.dto?.userContext?.userId;
    if (userId === undefined) throw new Error(`sign-up of ${email} failed: ${JSON.stringify(signedUp)}`);
    return { made, me: { userId, email, password } };
  }
  return {
    made: await demo(as),
    me: { userId: ids.users[as], email: DEMO_ACCOUNTS[as].email, password: DEMO_PASSWORD },
  };
}

function contextFor(client: HearthClient, me: Me | null): FixtureContext {
  return {
    api,
    ids,
    client,
    me: () => {
      if (!me) throw new Error('a visitor has no user');
      return me;
    },
    visitor: () => newClient(options).client,
    unique,
    phone,
  };
}

type Entry = { key: EntryKey; name: string; kind: string; definition: ResourceDefinition };
const entries: Entry[] = Object.entries(resources).flatMap(([name, kinds]) =>
  Object.entries(kinds).map(([kind, definition]) => ({
    key: `${name}.${kind}` as EntryKey,
    name,
    kind,
    definition: definition as ResourceDefinition,
  })),
);
// Reads first, so no write (even one on a fresh user) can run before a read's check of seeded data.
const ordered = [...entries].sort((a, b) => Number(a.kind !== 'read') - Number(b.kind !== 'read'));

/** A fixture with its types erased, for the loop (each one is typed in its table). */
type AnyFixture = {
  as: Actor;
  input(ctx: FixtureContext): unknown;
  check(output: unknown, ctx: FixtureContext, input: unknown): unknown;
};
type AnyCall = (input: unknown) => Promise<unknown>;

describe('every contract resource through client.resources', () => {
  test('the fixture table has exactly one fixture per contract entry', () => {
    expect(entries.length).toBeGreaterThan(0);
    expect(Object.keys(fixtures).sort()).toEqual(entries.map((entry) => entry.key).sort());
  });

  test.each(ordered.map((entry) => [entry.key, entry] as const))('%s', async (_key, entry) => {
    const fixture = fixtures[entry.key] as unknown as AnyFixture;
    const { made, me } = await actorClient(fixture.as);
    const ctx = contextFor(made.client, me);
    const input = await fixture.input(ctx);
    const call = (made.client.resources as unknown as Record<string, Record<string, AnyCall>>)[entry.name]?.[
      entry.kind
    ];
    if (!call) throw new Error(`the client has no resources.${entry.key}`);
    const before = made.sent.length;
    const output = await call(input);
    // The answer came from the resource's own route, not from the client's cache.
    const { path } = fillPath(entry.definition.path, input as Record<string, unknown>);
    expect(made.sent.slice(before)).toContain(`${entry.definition.method} ${API_PREFIX}${path}`);
    await fixture.check(output, ctx, input);
  });
});

type AnyOperationFixture = {
  as: Actor;
  variables(ctx: FixtureContext): unknown;
  check(result: unknown, ctx: FixtureContext, variables: unknown): unknown;
};
const operationNames = Object.keys(graphqlOperations) as GraphqlOperationName[];

describe('every GraphQL operation through client.graphql', () => {
  test('every operation the contract exports has a fixture', () => {
    const isOperation = (value: unknown): value is TypedOperation =>
      typeof value === 'object' && value !== null && 'endpoint' in value && 'document' in value;
    const exported = Object.values(graphqlContract).filter(isOperation);
    // Each exported document is one of graphqlOperations (some under the spec's name).
    expect(exported.length).toBeGreaterThanOrEqual(operationNames.length);
    for (const operation of exported) expect(Object.values(graphqlOperations)).toContain(operation);
    expect(Object.keys(operationFixtures).sort()).toEqual([...operationNames].sort());
  });

  test.each(operationNames)('%s', async (name) => {
    const fixture = operationFixtures[name] as unknown as AnyOperationFixture;
    const operation = graphqlOperations[name] as unknown as TypedOperation<unknown, Record<string, unknown>>;
    const { made, me } = await actorClient(fixture.as);
    const ctx = contextFor(made.client, me);
    const variables = (await fixture.variables(ctx)) as Record<string, unknown>;
    const before = made.sent.length;
    const result = await made.client.graphql(operation, variables);
    expect(made.sent.slice(before)).toContain(`POST ${operation.endpoint}`);
    await fixture.check(result, ctx, variables);
  });
});
