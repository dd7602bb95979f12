/**
 * The access-control suite: for every by-id resource of the contract, user A (a homeowner) tries
 * to read and write user B's data (or B's company's), a visitor tries without logging in, and a curator reads B.
 * Inputs come from the contract's own schemas (sampleOf), so a new by-id resource is covered the
 * moment it is added; a sample the schema rejects fails here rather than hiding behind a 400.
 */
import { API_PREFIX, fillPath, hasBody, type ResourceDefinition, resources } from '@hearth/data';
import { afterAll, describe, expect, test } from 'vitest';
import { DEMO_ACCOUNTS } from '../db/seed/accounts';
import { findUser } from '../domain/users';
import type { Agent } from '../testing/agent';
import { startTestApi } from '../testing/harness';
import { sampleOf } from '../testing/sampleInput';

const api = await startTestApi();
afterAll(() => api.close());

/** Fields whose sample must be more specific than the schema's type. */
const OVERRIDES: Record<string, Record<string, unknown>> = {};

const byId = Object.values(resources)
  .flatMap((kinds) => Object.values(kinds) as ResourceDefinition[])
  .filter((definition) => ['owner', 'token', 'company'].includes(definition.access.type));

const victim = await api.userId('pro');
const victimCompany = (await findUser(api.database.db, victim))?.companyId;
const victimEmail = DEMO_ACCOUNTS.pro.email;
const attacker = await api.login('homeowner');
const curator = await api.login('curator');

function call(agent: Agent, definition: ResourceDefinition) {
  const access = definition.access as { owner?: string; token?: string; companyId?: string };
  const input = sampleOf(definition.input, OVERRIDES[`${definition.name}.${definition.kind}`]) as Record<
    string,
    unknown
  >;
  if (access.owner) input[access.owner] = victim;
  if (access.companyId) input[access.companyId] = victimCompany;
  if (access.token) delete input[access.token];
  const { path, rest } = fillPath(definition.path, input);
  const url = `${API_PREFIX}${path}`;
  if (hasBody(definition.method)) return agent.request(definition.method, url, rest);
  const query = new URLSearchParams(
    Object.entries(rest).map(([key, value]) => [key, Array.isArray(value) ? value.join(',') : String(value)]),
  );
  return agent.request(definition.method, `${url}${query.size ? `?${query}` : ''}`);
}

describe.each(byId.map((definition) => [`${definition.name}.${definition.kind}`, definition] as const))(
  '%s',
  (_label, definition) => {
    test('another user is refused (403) and sees nothing of the owner', async () => {
      const response = await call(attacker, definition);
      expect(response.status).toBe(403);
      expect(response.text).not.toContain(victimEmail);
    });

    test('a visitor must log in (401)', async () => {
      expect((await call(api.agent(), definition)).status).toBe(401);
    });

    const curatorMayWrite = definition.access.type === 'owner' && definition.access.curatorWrites;
    if (definition.kind === 'read') {
      test('a curator may read it', async () => {
        const response = await call(curator, definition);
        expect([200, 404]).toContain(response.status);
      });
    } else if (!curatorMayWrite) {
      test('a curator may not write it', async () => {
        expect((await call(curator, definition)).status).toBe(403);
      });
    }
  },
);

test('the suite covers the by-id resources of the account area', () => {
  expect(byId.length).toBeGreaterThan(10);
});
