import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or a transaction: data functions accept both. */
export type Queryable = Db | Tx;

export const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

const STARTUP_LOCK = 'hearth:migrate-and-seed';

export interface Database {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  /** Throws when the database cannot answer (readiness). */
  ping(): Promise<void>;
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other instance runs its own (a PostgreSQL advisory lock): instances that
   * start together on one server migrate and seed one after the other.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball (test snapshots). */
  dump?(): Promise<Blob>;
}

export type DatabaseOptions =
  | { url: string }
  /** `dataDir` undefined = in memory; `snapshot` = start from a dumped data directory. */
  | { url?: undefined; dataDir?: string; snapshot?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url !== undefined) {
    await checkReachable(options.url);
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection the server ends (a restart, a failover, a dropped database) is an 'error'
    // event on the pool, and one nobody listens to would end the process. The pool replaces the
    // connection; a query that needs the server meanwhile fails and answers 503.
    pool.on('error', () => {});
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      migrate: () => migrateNodePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
      async exclusively(work) {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock(hashtext($1))', [STARTUP_LOCK]);
          return await work();
        } finally {
          // A connection that could not unlock is destroyed rather than pooled: closing it frees the
          // session's lock, where a pooled one would keep every other instance waiting.
          const unlockFailure = await client
            .query('select pg_advisory_unlock(hashtext($1))', [STARTUP_LOCK])
            .then(
              () => undefined,
              (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
            );
          client.release(unlockFailure);
        }
      },
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const client = new PGlite({ dataDir: options.dataDir, loadDataDir: options.snapshot });
  await client.waitReady;
  return pgliteDatabase(client);
}

/** A PostgreSQL server that cannot be reached at start: where (never the credentials) and why. */
export class DatabaseUnreachableError extends Error {}

/**
 * Connects once, within 10 s, before the pool is used: otherwise the first query (the migration)
 * fails with a stack trace of drizzle's, and a host that drops packets hangs the start for ever.
 */
async function checkReachable(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  // A failed connection also emits 'error'; the rejection below is what reports it.
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (error) {
    throw new DatabaseUnreachableError(
      `Cannot reach the database at ${addressOf(url)} (DATABASE_URL): ${causeOf(error)}.`,
    );
  } finally {
    // Ending a client that never connected may fail too; the connect error above is the one to report.
    await client.end().catch(() => {});
  }
}

function addressOf(url: string): string {
  try {
    const parsed = new URL(url);
    const host = parsed.hostname || parsed.searchParams.get('host') || 'localhost';
    return `${host}:${parsed.port || 5432}`;
  } catch {
    return 'the address in';
  }
}

/** The error's own words; Node gives an empty message when every address of a name failed. */
function causeOf(error: unknown): string {
  const { message, code, errors } = error as { message?: string; code?: string; errors?: unknown[] };
  const nested = errors?.map((each) => (each as Error).message).filter(Boolean);
  return (message || nested?.join(', ') || code || String(error)).replace(/\.$/, '');
}

/** A Database over a PGlite instance that is ready. */
export function pgliteDatabase(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      if (client.closed) throw new Error('PGlite is closed');
      await client.query('select 1');
    },
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    // One process owns a PGlite data directory: nothing to wait for.
    exclusively: (work) => work(),
    close: async () => {
      if (!client.closed) await client.close();
    },
    dump: async () => client.dumpDataDir('none'),
  };
}

/**
 * Whether an error means the database itself is unreachable (answered as 503), as opposed to a
 * query that the database rejected.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const message =
    error instanceof Error ? `${error.message} ${String((error as { cause?: unknown }).cause ?? '')}` : '';
  const code =
    (error as { code?: string } | null)?.code ?? (error as { cause?: { code?: string } })?.cause?.code;
  return (
    /PGlite is closed|Connection terminated|ECONNREFUSED|ECONNRESET|connect ETIMEDOUT|Client has encountered a connection error|Cannot use a pool after calling end/i.test(
      message,
    ) ||
    (typeof code === 'string' && (code.startsWith('08') || code === '57P01' || code === '57P03'))
  );
}
