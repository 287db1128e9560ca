import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Database } from './client';
import { migrationsFolder } from './migrate';
import {
  firstTableWithRows,
  insertJsonRows,
  jsonRowBatches,
  loadWithTriggersOff,
  publicName,
  publicTables,
  writableColumns,
} from './table-rows';

/** Where the embedded database lived before issue 14 (PGlite), and where it goes once copied. */
export const pgliteDirs = (dataDir: string) => ({
  source: path.join(dataDir, 'db'),
  done: path.join(dataDir, 'db.imported'),
});

/** Every row of every table, through a cursor on PGlite, in one target transaction. */
async function copyRows(source: PGlite, target: pg.Client, tables: string[]): Promise<number> {
  let copied = 0;
  await source.transaction(async (tx) => {
    for (const table of tables) {
      const columns = await writableColumns(target, table);
      for await (const rows of jsonRowBatches(
        (text) => tx.query<{ r: string }>(text),
        table,
        columns,
      )) {
        await insertJsonRows(target, table, columns, rows);
        copied += rows.length;
      }
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
    const tables = await publicTables(target);
    if (await firstTableWithRows(target, tables)) {
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
      const copied = await loadWithTriggersOff(target, tables.map(publicName), () =>
        copyRows(source, target, tables),
      );
      say(`copied ${copied} rows from PGlite; the old directory is kept as ${dirs.done}`);
    } finally {
      await source.close();
    }
    fs.renameSync(dirs.source, dirs.done);
  } finally {
    await target.end();
  }
}
