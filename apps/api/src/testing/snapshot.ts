/**
 * Test databases. On PGlite (default) the global setup migrates and seeds one instance and dumps
 * its data directory; a test file then starts from that snapshot instead of migrating and seeding
 * again. Starting PGlite from the snapshot still takes about a second, so a worker keeps the
 * instances its earlier files released and puts their rows back as the snapshot had them (see
 * reuse.ts). With HEARTH_TEST_DATABASE_URL (a PostgreSQL server) the global setup builds a template
 * database and every test file gets its own copy of it.
 */
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client';
import { seed } from '../db/seed';
import { reusablePglite } from './reuse';

export const SNAPSHOT_ENV = 'HEARTH_TEST_SNAPSHOT';
export const POSTGRES_ENV = 'HEARTH_TEST_DATABASE_URL';
const TEMPLATE = 'hearth_test_template';

export async function prepareTestDatabase(): Promise<() => Promise<void>> {
  const url = process.env[POSTGRES_ENV];
  if (url) {
    await withAdmin(url, async (admin) => {
      await admin.query(`drop database if exists ${TEMPLATE} with (force)`);
      await admin.query(`create database ${TEMPLATE}`);
    });
    const database = await openDatabase({ url: withDatabase(url, TEMPLATE) });
    await database.migrate();
    await seed(database);
    await database.close();
    return async () => {};
  }
  const database = await openDatabase({});
  await database.migrate();
  await seed(database);
  const blob = await database.dump?.();
  await database.close();
  if (!blob) throw new Error('PGlite dump failed');
  const file = path.join(tmpdir(), `hearth-api-snapshot-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await blob.arrayBuffer()));
  process.env[SNAPSHOT_ENV] = file;
  return async () => {};
}

/**
 * A database for one test file, migrated and seeded. `close()` takes it away (a test of the API
 * without its database); `release()` is for when the file is done with it, and lets a later file
 * of the same worker reuse it.
 */
export type TestDatabase = Database & { release(): Promise<void> };

export async function openTestDatabase(): Promise<TestDatabase> {
  const url = process.env[POSTGRES_ENV];
  if (url) {
    const name = `hearth_test_${randomBytes(6).toString('hex')}`;
    await withAdmin(url, (admin) => admin.query(`create database ${name} template ${TEMPLATE}`));
    const database = await openDatabase({ url: withDatabase(url, name) });
    const close = async () => {
      await database.close();
      await withAdmin(url, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    };
    return { ...database, close, release: close };
  }
  const file = process.env[SNAPSHOT_ENV];
  if (file) return reusablePglite(() => readFile(file).then((bytes) => new Blob([bytes])));
  // Run without the global setup (a single file from an editor): build it here.
  const database = await openDatabase({});
  await database.migrate();
  await seed(database);
  return { ...database, release: database.close };
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function withAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
