// Runs the API and client test suite (vitest project `api`) against a PostgreSQL server from the
// OS packages instead of the embedded PGlite: `npm run test:postgres`.
// Uses HEARTH_TEST_DATABASE_URL when set; otherwise installs Debian's `postgresql` if missing
// (as root), starts the local cluster and creates a `hearth` role for the run.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { aptInstall } from './lib/apt.mjs';
import { ensureDependencies, log, run } from './lib/bootstrap.mjs';

ensureDependencies();

let url = process.env.HEARTH_TEST_DATABASE_URL;
if (!url) {
  const versions = () => (existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort() : []);
  if (!versions().length && !aptInstall('postgresql')) {
    log('No PostgreSQL found. Install it (apt-get install postgresql) or set HEARTH_TEST_DATABASE_URL.');
    process.exit(1);
  }
  const version = versions().at(-1);
  const sh = (command) => spawnSync('sh', ['-c', command], { stdio: 'inherit' }).status === 0;
  if (!sh(`pg_ctlcluster ${version} main status >/dev/null 2>&1 || pg_ctlcluster ${version} main start`)) {
    log(`could not start the PostgreSQL ${version} cluster (pg_ctlcluster ${version} main start)`);
    process.exit(1);
  }
  const sql =
    "do $$ begin if not exists (select from pg_roles where rolname = 'hearth') then create role hearth login superuser password 'hearth'; end if; end $$;";
  const asPostgres = spawnSync('runuser', ['-u', 'postgres', '--', 'psql', '-q', '-c', sql], {
    stdio: 'inherit',
  });
  if (asPostgres.status !== 0) {
    log('could not create the hearth role (run as root, or set HEARTH_TEST_DATABASE_URL)');
    process.exit(1);
  }
  url = 'postgres://hearth:hearth@127.0.0.1:5432/postgres';
}

log(`API tests against PostgreSQL at ${url.replace(/:[^:@/]+@/, ':***@')}`);
run('vitest', ['run', '--project', 'api'], { env: { HEARTH_TEST_DATABASE_URL: url } });
