import { type SQL, sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { openTestDatabase, type TestDatabase } from './snapshot';

/** Rows of a query (both drivers answer `{ rows }`; the shared Db type leaves it unknown). */
async function rowsOf<Row>(database: TestDatabase, query: SQL): Promise<Row[]> {
  return ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** Every row of the tables a test below changes, and where the users' id sequence stands. */
async function state(database: TestDatabase) {
  const [row] = await rowsOf<{ users: string; sessions: string; next: string }>(
    database,
    sql`
    select
      (select coalesce(string_agg(u::text, '|' order by u.user_id), '') from users u) as users,
      (select coalesce(string_agg(s::text, '|' order by s::text), '') from sessions s) as sessions,
      (select last_value::text from users_user_id_seq) as next`,
  );
  return row;
}

const triggers = async (database: TestDatabase) =>
  (
    await rowsOf<{ name: string }>(
      database,
      sql`select tgname as name from pg_trigger where not tgisinternal order by 1`,
    )
  ).map((row) => row.name);

test('a database a file released comes back to the next one with the snapshot rows and sequences', async () => {
  const first = await openTestDatabase();
  const seeded = await state(first);
  expect(seeded?.users).not.toBe('');
  await first.db.execute(sql`update users set first_name = 'Changed'`);
  await first.db.execute(sql`delete from sessions`);
  await first.db.execute(sql`select nextval('users_user_id_seq') from generate_series(1, 5)`);
  expect(await state(first)).not.toEqual(seeded);
  await first.release();

  const second = await openTestDatabase();
  try {
    expect(await state(second)).toEqual(seeded);
  } finally {
    await second.release();
  }
});

test('a database whose schema a test changed is not handed on', async () => {
  const first = await openTestDatabase();
  const before = await triggers(first);
  await first.db.execute(sql`
    create function refuse_everything() returns trigger language plpgsql as $$ begin return null; end $$`);
  await first.db.execute(
    sql`create trigger left_behind before insert on users for each row execute function refuse_everything()`,
  );
  await first.release();

  const second = await openTestDatabase();
  try {
    expect(await triggers(second)).toEqual(before);
  } finally {
    await second.release();
  }
});
