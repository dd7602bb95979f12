/**
 * PGlite test databases a worker reuses. Vitest runs a worker's test files one after another and
 * (isolate: false) keeps this module between them, so an instance a file released is still here
 * for the next file: its rows are put back as the snapshot had them (truncate, then COPY from what
 * was read when it started) in tens of milliseconds, where starting PGlite again takes about one
 * second. An instance whose schema a test changed (a trigger it failed to drop) is not reused.
 */
import { PGlite } from '@electric-sql/pglite';
import { pgliteDatabase } from '../db/client';
import type { TestDatabase } from './snapshot';

/** The snapshot's rows and sequence positions, read from the first instance a worker started. */
type Pristine = {
  /** `rows` is undefined for a table the snapshot had empty (COPY writes no blob then). */
  tables: Array<{ name: string; rows: Blob | undefined }>;
  sequences: Array<{ name: string; lastValue: string | null }>;
  schema: string;
};

let pristine: Pristine | undefined;
const released: PGlite[] = [];

export async function reusablePglite(snapshot: () => Promise<Blob>): Promise<TestDatabase> {
  const reused = released.pop();
  if (reused) await restore(reused, pristine as Pristine);
  const instance = reused ?? (await started(snapshot));
  const database = pgliteDatabase(instance);
  return {
    ...database,
    async release() {
      if (instance.closed) return;
      if ((await schemaOf(instance)) === pristine?.schema) released.push(instance);
      else await instance.close();
    },
  };
}

async function started(snapshot: () => Promise<Blob>): Promise<PGlite> {
  const client = new PGlite({ loadDataDir: await snapshot() });
  await client.waitReady;
  pristine ??= await readPristine(client);
  return client;
}

/** What a test could leave behind besides rows: tables, sequences, functions, triggers. */
async function schemaOf(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ object: string }>(`
    select c.relkind::text || ':' || c.relname as object from pg_class c
      join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public'
    union all
    select 'f:' || p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public'
    union all
    select 't:' || t.tgname from pg_trigger t where not t.tgisinternal
    order by 1`);
  return rows.map((row) => row.object).join('\n');
}

async function readPristine(client: PGlite): Promise<Pristine> {
  const tableNames = await client.query<{ name: string }>(
    `select quote_ident(tablename) as name from pg_tables where schemaname = 'public' order by 1`,
  );
  const tables = [];
  for (const { name } of tableNames.rows) {
    const copied = await client.query(`copy public.${name} to '/dev/blob'`);
    tables.push({ name, rows: copied.blob });
  }
  const sequences = await client.query<{ name: string; lastValue: string | null }>(
    `select quote_ident(sequencename) as name, last_value::text as "lastValue"
       from pg_sequences where schemaname = 'public'`,
  );
  return { tables, sequences: sequences.rows, schema: await schemaOf(client) };
}

async function restore(client: PGlite, { tables, sequences }: Pristine): Promise<void> {
  await client.transaction(async (tx) => {
    // Rows go back table by table: foreign keys and triggers are not checked while they do.
    await tx.exec('set local session_replication_role = replica');
    await tx.exec(`truncate ${tables.map(({ name }) => `public.${name}`).join(', ')}`);
    for (const { name, rows } of tables) {
      if (rows) await tx.query(`copy public.${name} from '/dev/blob'`, [], { blob: rows });
    }
    for (const { name, lastValue } of sequences) {
      await tx.query(
        lastValue === null
          ? `select setval('public.${name}', 1, false)`
          : `select setval('public.${name}', $1, true)`,
        lastValue === null ? [] : [lastValue],
      );
    }
  });
}
