/// <reference types="node" />
/** Test-only: a fake API speaking the real contract's paths, and a client of the full contract. */
import type { ServerResponse } from 'node:http';
import { API_PREFIX, fillPath, type ResourceDefinition } from '../../contract/resource';
import { createHearthClient } from '../hearthClient';
import { type Recorded, send, startFakeApi } from '../testServer.test.util';

export async function startPolicyKit() {
  const api = await startFakeApi();
  return {
    api,
    client: () =>
      createHearthClient({ baseUrl: api.baseUrl, environment: 'local', batchDelayMs: 5, cacheMs: 0 }),
    /** Answers the contract entry at its path (filled from `params`). */
    answer(
      definition: ResourceDefinition,
      params: Record<string, unknown>,
      handler: (request: Recorded, res: ServerResponse) => void,
    ) {
      api.route(definition.method, `${API_PREFIX}${fillPath(definition.path, params).path}`, handler);
    },
  };
}

export const fail =
  (status: number, code = 'INTERNAL', extra: Record<string, unknown> = {}) =>
  (_request: Recorded, res: ServerResponse) =>
    send(res, status, { error: 'Error', code, message: `Failed with ${status}.`, ...extra });

export const ok =
  (body: unknown, status = 200) =>
  (_request: Recorded, res: ServerResponse) =>
    send(res, status, body);
