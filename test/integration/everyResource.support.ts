/**
 * The shapes and shared data of everyResource.test.ts: one fixture per contract entry
 * (`'<resourceName>.<kind>'`) and per GraphQL operation, the ids the seed created, and the
 * context a fixture builds its input and checks its result with.
 */
import { randomBytes } from 'node:crypto';
import {
  companies,
  contactPreferences,
  helplineNumbers,
  helplines,
  locations,
  teams,
  trackingNumbers,
  userImages,
} from '../../apps/api/src/db/schema';
import { DEMO_ACCOUNTS, type DemoAccount } from '../../apps/api/src/db/seed/accounts';
import type { TestApi } from '../../apps/api/src/testing/harness';
import type { HearthClient } from '../../packages/data/src/client';
import {
  type GraphqlOperationName,
  graphqlOperations,
  type ResultOf,
  type VariablesOf,
} from '../../packages/data/src/contract/graphql';
import type { InputOf, OutputOf } from '../../packages/data/src/contract/resource';
import type { ResourceName, Resources } from '../../packages/data/src/contract/resources';

/** Every contract entry as `'<resourceName>.<kind>'`, e.g. `'userPhone.create'`. */
export type EntryKey = {
  [N in ResourceName]: `${N}.${Extract<keyof Resources[N], string>}`;
}[ResourceName];

type DefinitionOf<K extends EntryKey> = K extends `${infer N}.${infer Kind}`
  ? N extends ResourceName
    ? Kind extends keyof Resources[N]
      ? Resources[N][Kind]
      : never
    : never
  : never;

/** Who calls: a demo account, a visitor (no login), or a new user signed up for this fixture only. */
export type Actor = DemoAccount | 'visitor' | 'fresh';

export type Me = { userId: number; email: string; password: string };

export interface FixtureContext {
  api: TestApi;
  ids: SeededIds;
  /** The client the resource is called with (the actor's). */
  client: HearthClient;
  /** The acting user; throws for a visitor. */
  me(): Me;
  /** A new client with an empty cookie jar. */
  visitor(): HearthClient;
  /** A text unique in this run (e-mails, external ids, client ids). */
  unique(label: string): string;
  /** A US phone number unique in this run, in national format: '(720) 555-01NN'. */
  phone(): string;
}

/**
 * One contract entry: who calls it, with what input (built from seeded ids, or set up through
 * the client first), and what its typed result must hold. Writes verify their effect with a
 * follow-up read through the client where that is cheap.
 */
export interface Fixture<K extends EntryKey> {
  readonly as: Actor;
  input(ctx: FixtureContext): InputOf<DefinitionOf<K>> | Promise<InputOf<DefinitionOf<K>>>;
  check(output: OutputOf<DefinitionOf<K>>, ctx: FixtureContext, input: InputOf<DefinitionOf<K>>): unknown;
}

export type FixtureTable = { [K in EntryKey]: Fixture<K> };

type Operations = typeof graphqlOperations;
export type OperationResult<N extends GraphqlOperationName> = ResultOf<Operations[N]['document']>;
export type OperationVariables<N extends GraphqlOperationName> = VariablesOf<Operations[N]['document']>;

/** One GraphQL operation, called through `client.graphql(graphqlOperations[name], variables)`. */
export interface OperationFixture<N extends GraphqlOperationName> {
  readonly as: Actor;
  variables(ctx: FixtureContext): OperationVariables<N> | Promise<OperationVariables<N>>;
  check(result: OperationResult<N>, ctx: FixtureContext, variables: OperationVariables<N>): unknown;
}

export type OperationTable = { [N in GraphqlOperationName]: OperationFixture<N> };

/** A card token of the offline card provider (`tok_offline_<24 hex>`); each is accepted once. */
export const offlineCardToken = () => `tok_offline_${randomBytes(12).toString('hex')}`;

/** The newest message the development outbox holds for an address or phone number. */
export async function latestMessage(api: TestApi, to: string, kind: string) {
  const message = (await api.outbox(to)).find((entry) => entry.kind === kind);
  if (!message) throw new Error(`no ${kind} message for ${to}`);
  return message;
}

/** Sends and verifies a sign-up code for an address, as the spec's sign-up flow does. */
export async function proveEmail(ctx: FixtureContext, emailAddress: string) {
  await ctx.client.graphql(graphqlOperations.verifyAccountByEmail, { emailAddress });
  const { data } = await latestMessage(ctx.api, emailAddress, 'signupCode');
  const verified = await ctx.client.graphql(graphqlOperations.verifyEmailContactVerificationCode, {
    emailAddress,
    singleUseCode: data.code ?? '',
  });
  if (!verified.verifyEmailContactVerificationCode) throw new Error(`the code for ${emailAddress} failed`);
  return data.code ?? '';
}

function one<T>(rows: readonly T[], what: string, match: (row: T) => boolean): T {
  const row = rows.find(match);
  if (!row) throw new Error(`the seed has no ${what}`);
  return row;
}

/**
 * Ids the seed generated (serial columns), read from the seeded database; the fixed ones (projects,
 * calls, surveys...) come from demoIds.ts and services.ts.
 */
export async function loadSeededIds(api: TestApi) {
  const db = api.database.db;
  const accounts = Object.keys(DEMO_ACCOUNTS) as DemoAccount[];
  const users = Object.fromEntries(
    await Promise.all(accounts.map(async (account) => [account, await api.userId(account)] as const)),
  ) as Record<DemoAccount, number>;

  const companyRows = await db.select().from(companies);
  const company = (name: string) =>
    one(companyRows, `company ${name}`, (row) => row.name === name).hearthCompanyId;
  const companyIds = {
    pro: company('Priya Plumbing & Heating'),
    quiet: company('Quiet Carpentry'),
    roofing: company('Sunrise Roofing Co'),
  };

  const locationRows = (await db.select().from(locations)).filter(
    (row) => row.createdByUserId === users.homeowner,
  );
  const location = (postalCode: string) =>
    one(locationRows, `homeowner location in ${postalCode}`, (row) => row.postalCode === postalCode)
      .locationId;

  const helplineRows = await db.select().from(helplines);
  const helpline = (companyId: number) =>
    one(helplineRows, `helpline of ${companyId}`, (row) => row.companyId === companyId).helplineId;
  const proHelpline = helpline(companyIds.pro);
  const numberRows = await db.select().from(helplineNumbers);

  const trackingRows = await db.select().from(trackingNumbers);
  const tracking = (companyId: number) =>
    one(trackingRows, `tracking number of ${companyId}`, (row) => row.companyId === companyId)
      .trackingNumberId;

  const teamRows = await db.select().from(teams);
  const preferences = await db.select().from(contactPreferences);
  const images = await db.select().from(userImages);

  return {
    users,
    companies: companyIds,
    locations: { homeownerHome: location('78701'), homeownerPrevious: location('78704') },
    helplines: { pro: proHelpline, quiet: helpline(companyIds.quiet) },
    helplineNumbers: {
      pro206: one(
        numberRows,
        'helpline number 206',
        (row) => row.helplineId === proHelpline && row.areaCode === '206',
      ).helplineNumberId,
    },
    trackingNumbers: { pro: tracking(companyIds.pro), quiet: tracking(companyIds.quiet) },
    teams: {
      proCrew: one(teamRows, 'the pro crew', (row) => row.companyId === companyIds.pro).teamId,
      quietCrew: one(teamRows, 'the quiet crew', (row) => row.companyId === companyIds.quiet).teamId,
    },
    /** The token e-mailed links carry to manage the homeowner's contact preferences. */
    homeownerContactToken: one(
      preferences,
      'homeowner contact preferences',
      (row) => row.userId === users.homeowner,
    ).verificationToken,
    /** The homeowner's seeded headshot, an upload of the homeowner's own. */
    homeownerHeadshot: one(images, 'homeowner headshot', (row) => row.userId === users.homeowner),
  };
}

export type SeededIds = Awaited<ReturnType<typeof loadSeededIds>>;
