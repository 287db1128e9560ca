import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Database } from './client';
import { migrationsFolder } from './migrate';

const BATCH_ROWS = 1_000;

/** Where the embedded database lived before issue 14 (PGlite), and where it goes once copied. */
export const pgliteDirs = (dataDir: string) => ({
  source: path.join(dataDir, 'db'),
  done: path.join(dataDir, 'db.imported'),
});

async function hasRows(client: pg.Client, tables: string[]): Promise<boolean> {
  for (const table of tables) {
    const { rowCount } = await client.query(`select 1 from "${table}" limit 1`);
    if (rowCount) return true;
  }
  return false;
}

async function resetSequences(client: pg.Client) {
  const { rows } = await client.query<{ table: string; column: string }>(
    `select table_name as table, column_name as column from information_schema.columns
      where table_schema = 'public' and column_default like 'nextval(%'`,
  );
  for (const { table, column } of rows) {
    await client.query(
      `select setval(pg_get_serial_sequence($1, $2), coalesce(max("${column}"), 0) + 1, false)
         from "${table}"`,
      [`"${table}"`, column],
    );
  }
}

/** A table's columns a row may be given: generated ones (products' search text) are computed. */
async function writableColumns(target: pg.Client, table: string): Promise<string> {
  const { rows } = await target.query<{ name: string }>(
    `select column_name as name from information_schema.columns
      where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER'
      order by ordinal_position`,
    [table],
  );
  return rows.map((r) => `"${r.name}"`).join(', ');
}

/** Every row of every table, a thousand at a time through a cursor, in one target transaction. */
async function copyRows(source: PGlite, target: pg.Client, tables: string[]): Promise<number> {
  let copied = 0;
  await source.transaction(async (tx) => {
    for (const table of tables) {
      const columns = await writableColumns(target, table);
      await tx.query(
        `declare rows_out no scroll cursor for select row_to_json(t)::text as r from "${table}" t`,
      );
      for (;;) {
        const { rows } = await tx.query<{ r: string }>(`fetch ${BATCH_ROWS} from rows_out`);
        if (rows.length === 0) break;
        await target.query(
          `insert into "${table}" (${columns})
           select ${columns} from json_populate_recordset(null::"${table}", $1::json)`,
          [`[${rows.map((row) => row.r).join(',')}]`],
        );
        copied += rows.length;
      }
      await tx.query('close rows_out');
    }
  });
  return copied;
}

/**
 * Carries an earlier PGlite database (DATA_DIR/db) into the embedded PostgreSQL on its first
 * start, when PostgreSQL holds no rows yet. Both are brought to the same schema by the same
 * migrations, then every table is copied in one transaction with triggers off (the rows
 * arrive as they were: counts, audit and live-update triggers already did their work once).
 * The old directory is then renamed, kept as a backup, and never read again.
 */
export async function importPgliteIfPresent(
  database: Pick<Database, 'url'>,
  dataDir: string,
  say: (message: string) => void,
): Promise<void> {
  const dirs = pgliteDirs(dataDir);
  if (!fs.existsSync(path.join(dirs.source, 'PG_VERSION'))) return;

  const target = new pg.Client({ connectionString: database.url });
  await target.connect();
  try {
    const { rows } = await target.query<{ tablename: string }>(
      "select tablename from pg_tables where schemaname = 'public' order by tablename",
    );
    const tables = rows.map((row) => row.tablename);
    if (await hasRows(target, tables)) {
      say(
        `${dirs.source} (the earlier PGlite database) was left as it is: the embedded PostgreSQL ` +
          'already holds data. Move it away to silence this message.',
      );
      return;
    }
    say(`copying the earlier PGlite database in ${dirs.source} into the embedded PostgreSQL`);
    const source = await PGlite.create(dirs.source, { extensions: { pg_trgm } });
    try {
      await migrate(drizzle(source), { migrationsFolder });
      await target.query('begin');
      await target.query('set local session_replication_role = replica');
      // Migrations may have written rows of their own (defaults); the copy replaces them.
      await target.query(`truncate ${tables.map((t) => `"${t}"`).join(', ')}`);
      const copied = await copyRows(source, target, tables);
      await resetSequences(target);
      await target.query('commit');
      say(`copied ${copied} rows from PGlite; the old directory is kept as ${dirs.done}`);
    } catch (err) {
      await target.query('rollback').catch(() => undefined);
      throw err;
    } finally {
      await source.close();
    }
    fs.renameSync(dirs.source, dirs.done);
  } finally {
    await target.end();
  }
}
