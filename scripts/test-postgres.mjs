// `npm run test:postgres`: against a PostgreSQL server from the OS packages instead of the embedded
// PGlite (see lib/postgres.mjs; installs and starts it when run as root), runs the API and client
// suite (vitest project `api`) and the two-instance suite (project `multi`: two API processes on
// one server), and prints `N passed, N failed` over both, counted from their JSON reports.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { binPath, ensureDependencies, log, ROOT } from './lib/bootstrap.mjs';
import { ensurePostgres } from './lib/postgres.mjs';
import { printSummaryAndExit } from './lib/summary.mjs';
import { countVitestReport } from './lib/vitestReport.mjs';

ensureDependencies();
const url = ensurePostgres();
if (!url) process.exit(1);
log(`API tests against PostgreSQL at ${url.replace(/:[^:@/]+@/, ':***@')}`);
const REPORTS = path.join(ROOT, '.reports');
mkdirSync(REPORTS, { recursive: true });

const suites = [
  ['API and client over HTTP (PostgreSQL)', 'api'],
  ['two API instances, one PostgreSQL', 'multi'],
];
const results = suites.map(([name, project]) => {
  const started = Date.now();
  log(`suite: ${name}`);
  const report = path.join(REPORTS, `postgres-vitest-${project}.json`);
  const { status } = spawnSync(
    'vitest',
    ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, PATH: binPath(), FORCE_COLOR: '0', HEARTH_TEST_DATABASE_URL: url },
    },
  );
  return { name, ...countVitestReport(report, status === 0, ROOT), seconds: (Date.now() - started) / 1000 };
});

printSummaryAndExit(results);
