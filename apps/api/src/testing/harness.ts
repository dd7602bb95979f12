/**
 * Starts the real API in-process on a fresh seeded database (PGlite snapshot, or a PostgreSQL
 * copy with HEARTH_TEST_DATABASE_URL), listening on a free 127.0.0.1 port. One per test file.
 */

import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { type ApiConfig, testConfig } from '../config';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from '../db/seed/accounts';
import { readOutbox } from '../outbox/outbox';
import { buildServer } from '../server';
import { Agent, type AgentOptions } from './agent';
import { openTestDatabase, SNAPSHOT_ENV, type TestDatabase } from './snapshot';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded PGlite snapshot the global setup wrote (empty with a PostgreSQL server). */
    apiSnapshot: string;
  }
}

export type TestApi = {
  app: FastifyInstance;
  database: TestDatabase;
  baseUrl: string;
  /** A new visitor with an empty cookie jar. */
  agent(options?: AgentOptions): Agent;
  /** A new agent logged in as a demo account (or any e-mail and password). */
  login(account: DemoAccount | { email: string; password: string }): Promise<Agent>;
  /** The user id of a demo account. */
  userId(account: DemoAccount): Promise<number>;
  /** Messages the development outbox holds for an address, newest first. */
  outbox(to: string): ReturnType<typeof readOutbox>;
  close(): Promise<void>;
};

export async function startTestApi(overrides: Partial<ApiConfig> = {}): Promise<TestApi> {
  try {
    const provided = inject('apiSnapshot');
    if (provided) process.env[SNAPSHOT_ENV] = provided;
  } catch {
    // Not inside a vitest worker with the global setup: openTestDatabase builds its own.
  }
  const database = await openTestDatabase();
  const app = await buildServer(testConfig(overrides), { database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const api: TestApi = {
    app,
    database,
    baseUrl,
    agent: (options) => new Agent(baseUrl, options),
    async login(account) {
      const credentials =
        typeof account === 'string'
          ? { email: DEMO_ACCOUNTS[account].email, password: DEMO_PASSWORD }
          : account;
      const agent = new Agent(baseUrl);
      const response = await agent.post('/api/v1/session/login', credentials);
      if (response.status !== 201)
        throw new Error(`login as ${credentials.email} failed: ${response.status} ${response.text}`);
      return agent;
    },
    async userId(account) {
      const { findUserByEmail } = await import('../domain/users');
      const user = await findUserByEmail(database.db, DEMO_ACCOUNTS[account].email);
      if (!user) throw new Error(`no demo account ${account}`);
      return user.userId;
    },
    outbox: (to) => readOutbox(database.db, to),
    async close() {
      await app.close();
      await database.release().catch(() => {});
    },
  };
  return api;
}
