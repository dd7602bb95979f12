/**
 * Load benchmark (not a test): starts the API as its own process on a fresh embedded database (or
 * DATABASE_URL), then loads three calls on 127.0.0.1 for a bounded time with autocannon and prints
 * requests per second, p50, p99 and errors: the session read, a bulk fetch, and the password login
 * (argon2id at the production parameters, so it shows what one core of hashing allows). On a
 * PostgreSQL server (DATABASE_URL) the same calls are then loaded on two instances at once.
 * `npm run bench:api` (BENCH_SECONDS, BENCH_CONNECTIONS; BENCH_JSON writes the rows to a file).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_PREFIX, resources } from '@hearth/data';
import autocannon from 'autocannon';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed/accounts';
import { DEMO_CANONICAL_CALL_IDS } from '../domain/projects/demoIds';
import { Agent } from '../testing/agent';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 4400);
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'hearth-bench-'));

/** One API process on the bench's database. */
function startServer(serverPort: number) {
  return spawn(path.resolve('node_modules/.bin/tsx'), ['--conditions=hearth-source', 'src/bin/server.ts'], {
    env: {
      ...process.env,
      PORT: String(serverPort),
      HEARTH_DATA_DIR: dataDir,
      HEARTH_STATIC_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The per-address allowances (10 failed logins per 15 minutes...) would stop the runs at once.
      HEARTH_RATE_LIMIT_SCALE: '1000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitUntilReady(url: string) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // Not listening yet: ask again below; the loop's end reports an API that never starts.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the API at ${url} did not become ready within 60 s`);
}

type Row = {
  name: string;
  instances: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  requests: number;
};
type Call = { name: string; options: (url: string) => autocannon.Options };

/**
 * Loads each call on every instance at once (the connections split between them) and adds the
 * figures up: requests per second summed, the worse instance's p50 and p99.
 */
async function load(call: Call, urls: string[]): Promise<Row> {
  const results = await Promise.all(
    urls.map((url) =>
      autocannon({
        connections: Math.max(1, Math.round(connections / urls.length)),
        duration: seconds,
        ...call.options(url),
      }),
    ),
  );
  return {
    name: call.name,
    instances: urls.length,
    rps: results.reduce((sum, result) => sum + result.requests.average, 0),
    p50: Math.max(...results.map((result) => result.latency.p50)),
    p99: Math.max(...results.map((result) => result.latency.p99)),
    errors: results.reduce((sum, result) => sum + result.errors + result.timeouts + result.non2xx, 0),
    requests: results.reduce((sum, result) => sum + result.requests.total, 0),
  };
}

const servers = [startServer(port)];
try {
  await waitUntilReady(baseUrl);
  const agent = new Agent(baseUrl);
  const login = await agent.post(`${API_PREFIX}${resources.userLogin.create.path}`, {
    email: DEMO_ACCOUNTS.homeowner.email,
    password: DEMO_PASSWORD,
  });
  if (login.status !== 201) throw new Error(`login failed: ${login.status}`);
  const headers = {
    cookie: [...agent.cookies].map(([key, value]) => `${key}=${value}`).join('; '),
    'x-csrf-token': agent.csrfToken ?? '',
    'content-type': 'application/json',
  };
  const recordingIds = [...Object.values(DEMO_CANONICAL_CALL_IDS), crypto.randomUUID()];
  const calls: Call[] = [
    {
      name: 'GET session (logged in)',
      options: (url) => ({ url: `${url}${API_PREFIX}${resources.sessionData.read.path}`, headers }),
    },
    {
      name: `POST call recordings bulk (${recordingIds.length} ids)`,
      options: (url) => ({
        url: `${url}${API_PREFIX}${resources.callRecordingBulkFetch.create.path}`,
        method: 'POST',
        headers,
        body: JSON.stringify({ canonicalCallIds: recordingIds }),
      }),
    },
    {
      name: 'POST login (argon2id)',
      options: (url) => ({
        url: `${url}${API_PREFIX}${resources.userLogin.create.path}`,
        method: 'POST',
        // Without the session cookie: a login rotates the session it is sent with, which would
        // log the other calls' cookie out for the runs after this one.
        headers: { ...headers, cookie: `hearth_csrf=${agent.csrfToken ?? ''}` },
        body: JSON.stringify({ email: DEMO_ACCOUNTS.homeowner.email, password: DEMO_PASSWORD }),
      }),
    },
  ];
  const rows: Row[] = [];
  for (const call of calls) rows.push(await load(call, [baseUrl]));
  // A second instance on the same PostgreSQL server (PGlite's data directory has one owner).
  if (process.env.DATABASE_URL) {
    const secondUrl = `http://127.0.0.1:${port + 1}`;
    servers.push(startServer(port + 1));
    await waitUntilReady(secondUrl);
    for (const call of calls) rows.push(await load(call, [baseUrl, secondUrl]));
  }
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  if (process.env.BENCH_JSON)
    writeFileSync(process.env.BENCH_JSON, JSON.stringify({ database, seconds, connections, rows }, null, 2));
  console.info(`\n${seconds} s per call, ${connections} connections in all, 127.0.0.1, ${database}\n`);
  console.info('call                                 instances   req/s     p50     p99  errors  requests');
  for (const row of rows) {
    console.info(
      `${row.name.padEnd(36)} ${String(row.instances).padStart(9)} ${row.rps.toFixed(0).padStart(7)} ${`${row.p50} ms`.padStart(7)} ${`${row.p99} ms`.padStart(7)} ${String(row.errors).padStart(7)} ${String(row.requests).padStart(9)}`,
    );
  }
} finally {
  for (const server of servers) {
    server.kill('SIGTERM');
    if (server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve));
  }
  rmSync(dataDir, { recursive: true, force: true });
}
