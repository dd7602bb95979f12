import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Queryable } from './client';

let builds = 0;

/**
 * A set of statements built once per database handle for the hottest reads: drizzle builds the SQL
 * once instead of on every call, and a PostgreSQL server parses and plans each one once per pooled
 * connection (named statements). Inputs go in as `sql.placeholder`s.
 */
export function preparedStatements<T>(build: (db: Queryable, name: (label: string) => string) => T) {
  const built = new WeakMap<Queryable, T>();
  return (db: Queryable): T => {
    let set = built.get(db);
    if (!set) {
      // A named statement lives as long as its connection, so only the long-lived handle names
      // them ('' is the protocol's unnamed statement); a name per build, as a name keeps one text.
      builds += 1;
      const prefix = is(db, PgTransaction) ? null : `hearth_${builds}`;
      set = build(db, (label) => (prefix ? `${prefix}_${label}` : ''));
      built.set(db, set);
    }
    return set;
  };
}
