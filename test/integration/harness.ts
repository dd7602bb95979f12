/**
 * The typed client against the real API: a fresh seeded API per test file, and clients whose
 * `fetch` is a harness agent (it keeps cookies like a browser).
 */
import type { DemoAccount } from '../../apps/api/src/db/seed/accounts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../apps/api/src/db/seed/accounts';
import { startTestApi, type TestApi } from '../../apps/api/src/testing/harness';
import { createHearthClient, type HearthClient, logIn } from '../../packages/data/src/client';

export { DEMO_ACCOUNTS, DEMO_PASSWORD };

export async function startClientApi() {
  const api = await startTestApi();
  /** Counts the requests a client sends, by method and path. */
  const newClient = (options: { batchDelayMs?: number } = {}) => {
    const agent = api.agent();
    const sent: string[] = [];
    const client = createHearthClient({
      baseUrl: api.baseUrl,
      environment: 'local',
      fetch: (input, init) => {
        const url = new URL(String(input));
        sent.push(`${init?.method ?? 'GET'} ${url.pathname}`);
        return agent.fetch(input, init);
      },
      ...options,
    });
    return { client, agent, sent };
  };
  return {
    api,
    newClient,
    /** A client logged in as a demo account through the login policy. */
    async loggedIn(account: DemoAccount, options: { batchDelayMs?: number } = {}) {
      const made = newClient(options);
      await logIn(made.client, { email: DEMO_ACCOUNTS[account].email, password: DEMO_PASSWORD });
      return made;
    },
  };
}

export type ClientApi = Awaited<ReturnType<typeof startClientApi>> & { api: TestApi };
export type { HearthClient };
