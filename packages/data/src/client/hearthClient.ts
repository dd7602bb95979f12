import { type Resources, resources } from '../contract/resources';
import { createClient, type HearthClient, type HearthClientOptions, type ResourceMap } from './client';

/**
 * The client with the whole contract as `resources.<name>.<kind>(input)`. It carries every
 * contract entry, so a page that should load only what it uses calls `createClient` and
 * `client.call(definition, input)` instead.
 */
export function createHearthClient<R extends ResourceMap = Resources>(
  options: HearthClientOptions<R>,
): HearthClient<R> {
  return createClient({ ...options, contract: options.contract ?? (resources as unknown as R) });
}
