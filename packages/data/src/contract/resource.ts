/**
 * A named resource of the spec: what the client calls as `resources.<name>.<kind>(input)` and what
 * the API serves at `method path`. Client and server both read these definitions, so the path,
 * the input it validates and the output it promises cannot drift apart.
 *
 * What a kind does is the doc comment above it, not a field: nothing reads it as the code runs,
 * and as a string it was sent to every page that calls the resource (~2 KB gzip of account settings).
 */
import type { z } from 'zod/mini';
import type { Role } from './fields';

export type ResourceKind = 'read' | 'create' | 'update' | 'delete';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a resource; the API enforces it in one place (see apps/api `resources/access.ts`).
 * - `public`: anyone, logged in or not.
 * - `session`: any logged-in user.
 * - `owner`: the user named by the input field `owner` (a numeric user id). Reads are also open to
 *   CURATOR; writes only to the user themself (and to CURATOR when `curatorWrites` is true).
 * - `token`: anyone holding the verification token in the input, or the owner as above.
 * - `company`: a user of the company named by the input field `companyId` (a pro of that company);
 *   CURATOR may read.
 * - `role`: a logged-in user with one of `roles`.
 */
export type ResourceAccess =
  | { type: 'public' }
  | { type: 'session' }
  | { type: 'owner'; owner: string; curatorWrites?: boolean }
  | { type: 'token'; token: string; owner: string }
  | { type: 'company'; companyId: string }
  | { type: 'role'; roles: readonly Role[] };

/**
 * How a bulk read's answer is split back by id among the calls batched into it: `record` (an
 * object keyed by id), `items` (an array of items carrying the id in `idField`), or `field` (an
 * object holding one such collection in `field`, its other fields kept). Declared beside `ids`,
 * it is what the client reads; the contract's tests check it is what the output schema gives, so
 * a client without the schemas (a browser build that leaves them out) splits the same way.
 */
export type SplitRule =
  | { readonly by: 'record' }
  | { readonly by: 'items'; readonly idField: string }
  | { readonly by: 'field'; readonly field: string; readonly inner: SplitRule };

/** Named rate-limit buckets the API applies (per client address and per e-mail where known). */
export type RateLimitBucket = 'login' | 'code' | 'password' | 'phoneVerification';

export interface ResourceDefinition<
  Input extends z.ZodMiniType = z.ZodMiniType,
  Output extends z.ZodMiniType = z.ZodMiniType,
> {
  /** The spec's resource name, e.g. `userPhone`. */
  readonly name: string;
  readonly kind: ResourceKind;
  readonly method: HttpMethod;
  /** Under `/api/v1`, with `:param` segments taken from input fields of the same name. */
  readonly path: string;
  readonly input: Input;
  readonly output: Output;
  readonly access: ResourceAccess;
  /**
   * Bulk reads: the input field listing ids the client batches in a 1000 ms window, and how the
   * answer is split back among the calls (else read from the output schema).
   */
  readonly batch?: { readonly ids: string; readonly split?: SplitRule };
  readonly rateLimit?: RateLimitBucket;
}

export const API_PREFIX = '/api/v1';

const KIND_METHOD: Record<ResourceKind, HttpMethod> = {
  read: 'GET',
  create: 'POST',
  update: 'PUT',
  delete: 'DELETE',
};

/**
 * How a resource is written: as its definition, but with the input and output schemas behind
 * functions. A schema is built the first time something reads it, not when the module loads: a page
 * imports dozens of definitions and calls a few, and building them all held up its first load.
 */
export type ResourceSpec<Input extends z.ZodMiniType, Output extends z.ZodMiniType> = Omit<
  ResourceDefinition<Input, Output>,
  'method' | 'name' | 'kind' | 'input' | 'output'
> & { method?: HttpMethod; input: () => Input; output: () => Output };

/**
 * Defines the kinds of one named resource: `resource('userPhone', { read: {...}, create: {...} })`.
 * Marked free of side effects so a bundle drops the definitions nothing calls.
 */
/* @__NO_SIDE_EFFECTS__ */
export function resource<
  const Name extends string,
  const Kinds extends Partial<Record<ResourceKind, ResourceSpec<z.ZodMiniType, z.ZodMiniType>>>,
>(
  name: Name,
  kinds: Kinds,
): {
  [K in keyof Kinds & ResourceKind]: Kinds[K] extends ResourceSpec<infer I, infer O>
    ? ResourceDefinition<I, O> & { name: Name; kind: K }
    : never;
} {
  const out: Record<string, ResourceDefinition> = {};
  for (const [kind, spec] of Object.entries(kinds) as [
    ResourceKind,
    ResourceSpec<z.ZodMiniType, z.ZodMiniType>,
  ][]) {
    const { input, output, ...rest } = spec;
    out[kind] = {
      ...rest,
      name,
      kind,
      method: spec.method ?? KIND_METHOD[kind],
      get input() {
        return once(this, 'input', input);
      },
      get output() {
        return once(this, 'output', output);
      },
    };
  }
  // biome-ignore lint/suspicious/noExplicitAny: the mapped return type is built from `kinds` above.
  return out as any;
}

/** Builds a schema on first read and puts it on `definition` in place of the getter. */
function once<T>(definition: object, key: 'input' | 'output', build: () => T): T {
  const value = build();
  Object.defineProperty(definition, key, { value, enumerable: true });
  return value;
}

/** The `:param` names of a path, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] as string);
}

/** Fills a path's `:param` segments from the input; the remaining fields are returned apart. */
export function fillPath(
  path: string,
  input: Record<string, unknown>,
): { path: string; rest: Record<string, unknown> } {
  const rest = { ...input };
  const filled = path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    if (value === undefined || value === null || value === '') {
      throw new TypeError(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
  return { path: filled, rest };
}

/** Whether a method carries its input in the body (otherwise in the query string). */
export function hasBody(method: HttpMethod): boolean {
  return method === 'POST' || method === 'PUT' || method === 'PATCH';
}

/** What a caller passes: the schema's input side (query fields accept numbers or numeric strings). */
export type InputOf<D> = D extends ResourceDefinition<infer I, z.ZodMiniType> ? z.input<I> : never;
export type OutputOf<D> = D extends ResourceDefinition<z.ZodMiniType, infer O> ? z.output<O> : never;
