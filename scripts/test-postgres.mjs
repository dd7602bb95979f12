// Runs the API and client test suite (vitest project `api`) against a PostgreSQL server from the
// OS packages instead of the embedded PGlite: `npm run test:postgres` (see lib/postgres.mjs).
import { ensureDependencies, log, run } from './lib/bootstrap.mjs';
import { ensurePostgres } from './lib/postgres.mjs';

ensureDependencies();
const url = ensurePostgres();
if (!url) process.exit(1);
log(`API tests against PostgreSQL at ${url.replace(/:[^:@/]+@/, ':***@')}`);
run('vitest', ['run', '--project', 'api'], { env: { HEARTH_TEST_DATABASE_URL: url } });
