/**
 * Attack benchmark (not a test): starts the API as its own process on a fresh embedded database,
 * then sends, with no login, the GraphQL alias bomb of the security probe (20,000 aliases of
 * `oneTimeCodePolicy`, about 750 KB) several times, each with a `/healthz` sent just after it, and
 * prints how long the bomb's answer and the health check took (median and worst), beside a REST
 * body of the same size.
 * `pnpm --filter @hearth/api run bench:probe` (PROBE_RUNS, BENCH_PORT).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { aliasBomb } from '../testing/probes';

const runs = Number(process.env.PROBE_RUNS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 4410);
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'hearth-probe-'));

const server = spawn(
  path.resolve('node_modules/.bin/tsx'),
  ['--conditions=hearth-source', 'src/bin/server.ts'],
  {
    env: { ...process.env, PORT: String(port), HEARTH_DATA_DIR: dataDir, HEARTH_STATIC_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);

async function waitUntilReady() {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) return;
    } catch {
      // Not listening yet: ask again below; the loop's end reports an API that never starts.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the API did not become ready within 60 s');
}

const timed = async (send: () => Promise<Response>) => {
  const start = performance.now();
  const response = await send();
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - start };
};

const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  return `median ${median.toFixed(1)} ms, worst ${(sorted.at(-1) ?? Number.NaN).toFixed(1)} ms`;
};

try {
  await waitUntilReady();
  // The CSRF double submit: one cookie and the same value in the header, as a browser would send.
  const csrf = (await fetch(`${baseUrl}/healthz`)).headers.get('x-csrf-token') ?? '';
  // A new document each run, as an attacker would send: yoga keeps parsed documents by their text.
  const bodyOf = (run: number) => JSON.stringify({ query: aliasBomb(20_000, `r${run}_`) });
  const bomb = (run: number) => () =>
    fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `hearth_csrf=${csrf}`, 'x-csrf-token': csrf },
      body: bodyOf(run),
    });
  // For comparison: a body of the same size that is not GraphQL (a login with a long password),
  // refused by the contract's validation. What the bomb costs beyond it is the GraphQL part.
  const control = JSON.stringify({ email: 'a@hearth.test', password: 'x'.repeat(bodyOf(0).length) });
  const controls: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const answer = await timed(() =>
      fetch(`${baseUrl}/api/v1/session/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `hearth_csrf=${csrf}`, 'x-csrf-token': csrf },
        body: control,
      }),
    );
    controls.push(answer.ms);
  }
  const bombs: number[] = [];
  const health: number[] = [];
  const statuses = new Set<number>();
  for (let run = 0; run < runs; run += 1) {
    const [answer, healthz] = await Promise.all([
      timed(bomb(run)),
      // Sent once the bomb is on its way: it waits for whatever the bomb holds the event loop for.
      new Promise<{ ms: number }>((resolve) =>
        setTimeout(() => resolve(timed(() => fetch(`${baseUrl}/healthz`))), 5),
      ),
    ]);
    statuses.add(answer.status);
    bombs.push(answer.ms);
    health.push(healthz.ms);
  }
  console.info(`\nalias bomb: ${(bodyOf(0).length / 1024).toFixed(0)} KB, ${runs} runs, 127.0.0.1`);
  console.info(`  bomb answered ${[...statuses].join(', ')}: ${summary(bombs)}`);
  console.info(`  /healthz sent meanwhile: ${summary(health)}`);
  console.info(`  a REST body of the same size, for comparison: ${summary(controls)}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
