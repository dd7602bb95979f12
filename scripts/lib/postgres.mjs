// A PostgreSQL server for runs that want one (`npm run test:postgres`, `npm run bench`):
// HEARTH_TEST_DATABASE_URL when set; otherwise Debian's `postgresql`, installed if missing (as
// root), its local cluster started and a `hearth` role created. Returns the URL, or null with the
// reason logged when this machine cannot provide one.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { aptInstall } from './apt.mjs';
import { log } from './bootstrap.mjs';

export function ensurePostgres() {
  if (process.env.HEARTH_TEST_DATABASE_URL) return process.env.HEARTH_TEST_DATABASE_URL;
  const versions = () => (existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort() : []);
  if (!versions().length && !aptInstall('postgresql')) {
    log('No PostgreSQL found. Install it (apt-get install postgresql) or set HEARTH_TEST_DATABASE_URL.');
    return null;
  }
  const version = versions().at(-1);
  const sh = (command) => spawnSync('sh', ['-c', command], { stdio: 'inherit' }).status === 0;
  if (!sh(`pg_ctlcluster ${version} main status >/dev/null 2>&1 || pg_ctlcluster ${version} main start`)) {
    log(`could not start the PostgreSQL ${version} cluster (pg_ctlcluster ${version} main start)`);
    return null;
  }
  const sql =
    "do $$ begin if not exists (select from pg_roles where rolname = 'hearth') then create role hearth login superuser password 'hearth'; end if; end $$;";
  const asPostgres = spawnSync('runuser', ['-u', 'postgres', '--', 'psql', '-q', '-c', sql], {
    stdio: 'inherit',
  });
  if (asPostgres.status !== 0) {
    log('could not create the hearth role (run as root, or set HEARTH_TEST_DATABASE_URL)');
    return null;
  }
  return 'postgres://hearth:hearth@127.0.0.1:5432/postgres';
}
