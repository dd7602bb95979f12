/**
 * Load benchmark (not a test): starts the API as its own process on a fresh embedded database (or
 * DATABASE_URL), then loads three calls on 127.0.0.1 for a bounded time with autocannon and prints
 * requests per second, p50, p99 and errors: the session read, a bulk fetch, and the password login
 * (argon2id at the production parameters, so it shows what one core of hashing allows).
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

const server = spawn(
  path.resolve('node_modules/.bin/tsx'),
  ['--conditions=hearth-source', 'src/bin/server.ts'],
  {
    env: {
      ...process.env,
      PORT: String(port),
      HEARTH_DATA_DIR: dataDir,
      HEARTH_STATIC_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The login allowance (10 per 15 minutes per address) would stop the login run at once.
      HEARTH_RATE_LIMIT_SCALE: '1000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);

async function waitUntilReady() {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the API did not become ready within 60 s');
}

type Row = { name: string; rps: number; p50: number; p99: number; errors: number; requests: number };

async function load(name: string, options: autocannon.Options): Promise<Row> {
  const result = await autocannon({ connections, duration: seconds, ...options });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
}

try {
  await waitUntilReady();
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
  const rows = [
    await load('GET session (logged in)', {
      url: `${baseUrl}${API_PREFIX}${resources.sessionData.read.path}`,
      headers,
    }),
    await load(`POST call recordings bulk (${recordingIds.length} ids)`, {
      url: `${baseUrl}${API_PREFIX}${resources.callRecordingBulkFetch.create.path}`,
      method: 'POST',
      headers,
      body: JSON.stringify({ canonicalCallIds: recordingIds }),
    }),
    await load('POST login (argon2id)', {
      url: `${baseUrl}${API_PREFIX}${resources.userLogin.create.path}`,
      method: 'POST',
      headers,
      body: JSON.stringify({ email: DEMO_ACCOUNTS.homeowner.email, password: DEMO_PASSWORD }),
    }),
  ];
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  if (process.env.BENCH_JSON)
    writeFileSync(process.env.BENCH_JSON, JSON.stringify({ database, seconds, connections, rows }, null, 2));
  console.info(`\n${seconds} s per call, ${connections} connections, 127.0.0.1, ${database}\n`);
  console.info('call                                   req/s     p50     p99  errors  requests');
  for (const row of rows) {
    console.info(
      `${row.name.padEnd(36)} ${row.rps.toFixed(0).padStart(7)} ${`${row.p50} ms`.padStart(7)} ${`${row.p99} ms`.padStart(7)} ${String(row.errors).padStart(7)} ${String(row.requests).padStart(9)}`,
    );
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
