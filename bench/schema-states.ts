// Two states of one database side by side: each a schema holding its own copies of the tables
// that differ, found before public's on its connections' search path. An app on each answers
// from the same rows elsewhere, so their requests can take turns one by one and the machine's
// noise falls on both alike, where changing one database between runs would time each state
// in a different minute.
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/server/db/client';
import type { Db } from '../src/server/db/types';
import { rowsOf } from './generate-products';

/**
 * Fresh copies of public's `tables` in a new `schema`, built alike for every state: columns,
 * checks, defaults and indexes (not triggers or foreign keys, which reads never meet).
 */
export async function copyTables(db: Db, schema: string, tables: readonly string[]) {
  await db.execute(sql`create schema ${sql.identifier(schema)}`);
  for (const table of tables) {
    const into = sql`${sql.identifier(schema)}.${sql.identifier(table)}`;
    // A generated column is computed again by the copy, so it is not copied.
    const columns = rowsOf(
      await db.execute(sql`select column_name from information_schema.columns
        where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
        order by ordinal_position`),
    ).map((r) => sql.identifier(String(r.column_name)));
    const list = sql.join(columns, sql`, `);
    await db.execute(
      sql`create table ${into} (like public.${sql.identifier(table)} including all)`,
    );
    await db.execute(
      sql`insert into ${into} (${list}) select ${list} from public.${sql.identifier(table)}`,
    );
  }
}

/** Rewrites and analyzes the copies, so each state's tables are as compact as the other's. */
export async function packTables(db: Db, schema: string, tables: readonly string[]) {
  for (const table of tables) {
    await db.execute(
      sql`vacuum (full, analyze) ${sql.identifier(schema)}.${sql.identifier(table)}`,
    );
  }
}

/** The database as an app in `schema`'s state reads it: that schema first, then public. */
export function openInState(url: string, schema: string): Database {
  const inState = new URL(url);
  inState.searchParams.set('options', `-c search_path=${schema},public`);
  return openDatabase(inState.toString(), { poolSize: 4 });
}
