/**
 * `createClient`: the typed client of the Hearth API. Every call, REST or GraphQL, goes through
 * one `request` function (see transport.ts). `createHearthClient` (hearthClient.ts) is this
 * client with the whole contract as `resources`; an app that calls `client.call(definition)`
 * with the definitions it imports carries only those in its bundle.
 */
import type { DocumentNode } from 'graphql';
import type { GraphqlEndpoint } from '../contract/graphql/endpoints';
import {
  API_PREFIX,
  fillPath,
  hasBody,
  type InputOf,
  type OutputOf,
  type ResourceDefinition,
  type ResourceKind,
} from '../contract/resource';
import type { Resources } from '../contract/resources';
import { Batcher, type Scheduler, timerScheduler } from './batch';
import { ResolverCache } from './cache';
import { DEFAULT_TIMEOUTS_MS, MAX_BATCH_IDS, REQUEST_BATCH_DELAY_MS, RESOLVER_CACHE_MS } from './constants';
import { assertEnvironmentAllowed, type HearthEnvironment, type RuntimeInfo } from './environment';
import { ContractError } from './errors';
import {
  describeOperation,
  type GraphQLTransport,
  lazyGraphqlRequestTransport,
  type TypedDocument,
  type TypedOperation,
} from './graphql';
import { encodeQuery, stableKey } from './query';
import { SharedCall } from './shared';
import { type Splitter, splitRuleFor, splitterOf } from './split';
import { createTransport, type HearthFetch, type RequestFn } from './transport';

export interface CallOptions {
  signal?: AbortSignal | undefined;
  /** Gives up with TimeoutError after this long; defaults per resource (DEFAULT_TIMEOUTS_MS). */
  timeoutMs?: number | undefined;
}

export interface GraphQLCallOptions extends CallOptions {
  /**
   * '/graphql' (sign-up) or '/gql-frontend-account' (account). An operation of the contract names
   * its own; a bare document goes to '/graphql' unless told otherwise.
   */
  endpoint?: GraphqlEndpoint;
}

export type ResourceMap = Readonly<Record<string, Partial<Record<ResourceKind, ResourceDefinition>>>>;

// biome-ignore lint/complexity/noBannedTypes: `{}` is exactly "an input with no required field".
type Empty = {};

/** What a call of `definition` takes: the input may be left out when no field is required. */
export type CallArgs<D> =
  Empty extends InputOf<D>
    ? [input?: InputOf<D>, options?: CallOptions]
    : [input: InputOf<D>, options?: CallOptions];

export type ResourceCall<D> = (...args: CallArgs<D>) => Promise<OutputOf<D>>;

/** `resources.<name>.<kind>(input, options)`, typed from the contract. */
export type ClientResources<R extends ResourceMap = Resources> = {
  readonly [N in keyof R]: { readonly [K in keyof R[N]]-?: ResourceCall<NonNullable<R[N][K]>> };
};

export type GraphQLArgs<Variables> = Empty extends Variables
  ? [variables?: Variables, options?: GraphQLCallOptions]
  : [variables: Variables, options?: GraphQLCallOptions];

export interface HearthClientOptions<R extends ResourceMap = Resources> {
  baseUrl: string;
  fetch?: HearthFetch;
  environment: HearthEnvironment;
  allowProdOutsideCluster?: boolean;
  /** Browsers: pages under this domain count as inside the production cluster. */
  productionDomain?: string;
  /** graphql-request (loaded on the first operation) unless another transport is given. */
  graphqlTransport?: GraphQLTransport;
  /**
   * Checks each REST answer against its contract output schema, throwing `ContractError` when it
   * does not match (default true). The API checks every answer against the same contract before it
   * sends it: a browser app that leaves the schemas out of its bundle turns this off (the reference
   * app does, to keep zod out of its pages). A bulk read's output schema is still read, to split a
   * batched answer.
   * @default true
   */
  checkResponses?: boolean;
  /** Called with every failed request's error before it reaches the caller (e.g. `CsrfError`). */
  onError?: (error: unknown) => void;
  /** The contract entries to offer as `resources` (none by default; see `createHearthClient`). */
  contract?: R;
  /** Batching window (REQUEST_BATCH_DELAY_MS) and the scheduler that runs it; for tests. */
  batchDelayMs?: number;
  schedule?: Scheduler;
  /** Resolver cache time (RESOLVER_CACHE_MS) and its clock; for tests. */
  cacheMs?: number;
  now?: () => number;
  /** Where the client runs (detected by default); for the environment guard's tests. */
  runtime?: RuntimeInfo;
}

/** Calls one contract entry: what every policy and page needs of a client. */
export interface ContractCaller {
  call<D extends ResourceDefinition>(definition: D, ...args: CallArgs<D>): Promise<OutputOf<D>>;
}

export interface HearthClient<R extends ResourceMap = Resources> extends ContractCaller {
  readonly environment: HearthEnvironment;
  readonly baseUrl: string;
  /** The one function behind every call. */
  readonly request: RequestFn;
  readonly resources: ClientResources<R>;
  /** A contract operation (`graphqlOperations.userSignup`) or a bare typed document. */
  graphql<Result, Variables>(
    operation: TypedOperation<Result, Variables> | TypedDocument<Result, Variables>,
    ...args: GraphQLArgs<Variables>
  ): Promise<Result>;
  /** Forgets every cached read. */
  clearCache(): void;
  /** The CSRF token the client sends, once known. */
  readonly csrfToken: string | undefined;
}

function parseOutput(definition: ResourceDefinition, body: unknown): unknown {
  const parsed = definition.output.safeParse(body);
  if (!parsed.success) {
    throw new ContractError(`${definition.name}.${definition.kind}`, { cause: parsed.error });
  }
  return parsed.data;
}

export function createClient<R extends ResourceMap = Empty>(
  options: HearthClientOptions<R>,
): HearthClient<R> {
  assertEnvironmentAllowed(options, options.runtime);
  const transport = createTransport({
    baseUrl: options.baseUrl,
    fetch: options.fetch,
    onError: options.onError,
  });
  const cache = new ResolverCache(options.cacheMs ?? RESOLVER_CACHE_MS, options.now ?? Date.now);
  const batcher = new Batcher({
    delayMs: options.batchDelayMs ?? REQUEST_BATCH_DELAY_MS,
    maxIds: MAX_BATCH_IDS,
    schedule: options.schedule ?? timerScheduler,
  });
  const graphqlTransport = options.graphqlTransport ?? lazyGraphqlRequestTransport;
  const checkResponses = options.checkResponses ?? true;
  const splitters = new WeakMap<ResourceDefinition, { field: string; split: Splitter } | null>();

  const batchOf = (definition: ResourceDefinition) => {
    if (!definition.batch) return null;
    let entry = splitters.get(definition);
    if (entry === undefined) {
      // The rule the definition declares, else the one its output schema gives; an output that
      // cannot be split by id is simply not batched.
      const rule = definition.batch.split ?? splitRuleFor(definition.output, definition.batch.ids);
      entry = rule ? { field: definition.batch.ids, split: splitterOf(rule) } : null;
      splitters.set(definition, entry);
    }
    return entry;
  };

  function call(definition: ResourceDefinition, input: unknown = {}, callOptions: CallOptions = {}) {
    try {
      const timeoutMs = callOptions.timeoutMs ?? DEFAULT_TIMEOUTS_MS[definition.name];
      const wait = { signal: callOptions.signal, timeoutMs };
      const { path, rest } = fillPath(definition.path, (input ?? {}) as Record<string, unknown>);
      const withBody = hasBody(definition.method);
      const send = (fields: Record<string, unknown>, signal: AbortSignal) =>
        transport
          .request({
            method: definition.method,
            path: `${API_PREFIX}${path}`,
            ...(withBody ? { json: fields } : { query: fields }),
            signal,
          })
          .then((response) => (checkResponses ? parseOutput(definition, response.body) : response.body));

      const batch = batchOf(definition);
      const ids = batch ? rest[batch.field] : undefined;
      if (batch && Array.isArray(ids)) {
        const { [batch.field]: _ids, ...others } = rest;
        const key = `${definition.method} ${path} ${stableKey(others)}`;
        return batcher.load(
          key,
          ids,
          (merged, signal) => send({ ...others, [batch.field]: merged }, signal),
          batch.split,
          wait,
        );
      }
      if (definition.method === 'GET') {
        return cache.get(`${path}${encodeQuery(rest)}`, (signal) => send(rest, signal)).wait(wait);
      }
      // A write: reads cached before it or while it runs may be stale.
      cache.clear();
      return new SharedCall((signal) => send(rest, signal).finally(() => cache.clear())).wait(wait);
    } catch (error) {
      return Promise.reject(error);
    }
  }

  const contract = (options.contract ?? {}) as ResourceMap;
  const resources: Record<string, Record<string, unknown>> = {};
  for (const [name, kinds] of Object.entries(contract)) {
    const entry: Record<string, unknown> = {};
    for (const [kind, definition] of Object.entries(kinds)) {
      if (definition) entry[kind] = (input?: unknown, o?: CallOptions) => call(definition, input, o);
    }
    resources[name] = Object.freeze(entry);
  }

  async function graphql(
    target: DocumentNode | TypedOperation,
    variables?: Record<string, unknown>,
    o: GraphQLCallOptions = {},
  ) {
    const isOperation = 'document' in target && 'endpoint' in target;
    const document: DocumentNode = isOperation ? target.document : target;
    const endpoint = o.endpoint ?? (isOperation ? target.endpoint : '/graphql');
    const operation = describeOperation(document);
    const mutation = operation.type === 'mutation';
    if (mutation) cache.clear();
    try {
      return await graphqlTransport(
        {
          endpoint,
          url: `${transport.baseUrl}${endpoint}`,
          document,
          variables,
          operationType: operation.type,
          operationName: operation.name,
          signal: o.signal,
          timeoutMs: o.timeoutMs,
        },
        transport.request,
      );
    } finally {
      if (mutation) cache.clear();
    }
  }

  return {
    environment: options.environment,
    baseUrl: transport.baseUrl,
    request: transport.request,
    resources: Object.freeze(resources) as unknown as ClientResources<R>,
    call: call as HearthClient<R>['call'],
    graphql: graphql as HearthClient<R>['graphql'],
    clearCache: () => cache.clear(),
    get csrfToken() {
      return transport.csrfToken;
    },
  };
}
