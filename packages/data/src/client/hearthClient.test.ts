/// <reference types="node" />
import { afterAll, describe, expect, test } from 'vitest';
import { resources } from '../contract/resources';
import { createClient } from './client';
import { createHearthClient } from './hearthClient';
import { testContract, widgetOf } from './testContract.test.util';
import { send, startFakeApi } from './testServer.test.util';

const api = await startFakeApi();
afterAll(() => api.close());
api.route('GET', '/api/v1/widgets/2', (_request, res) => send(res, 200, widgetOf(2)));

describe('createHearthClient and createClient', () => {
  test('createHearthClient offers every entry of the contract as resources.<name>.<kind>', () => {
    const hearth = createHearthClient({ baseUrl: api.baseUrl, environment: 'local' });
    expect(Object.keys(hearth.resources).sort()).toEqual(Object.keys(resources).sort());
    for (const [name, kinds] of Object.entries(resources)) {
      const offered = hearth.resources[name as keyof typeof resources] as Record<string, unknown>;
      expect(Object.keys(offered).sort(), name).toEqual(Object.keys(kinds).sort());
    }
  });

  test('createClient without a contract offers no resources and calls the definitions it is given', async () => {
    const client = createClient({ baseUrl: api.baseUrl, environment: 'local' });
    expect(client.resources).toEqual({});
    await expect(client.call(testContract.widget.read, { widgetId: 2 })).resolves.toEqual(widgetOf(2));
    expect(api.hits('/api/v1/widgets/2')).toHaveLength(1);
  });

  test('call refuses a definition whose required input is left out', async () => {
    const client = createClient({ baseUrl: api.baseUrl, environment: 'local' });
    // @ts-expect-error widgetId is required by the definition.
    await expect(client.call(testContract.widget.read)).rejects.toThrow(/Missing path parameter "widgetId"/);
  });
});
