import pg from 'pg';
import type { Database } from '../client';
import { migrateDatabase } from '../migrate';
import {
  BATCH_ROWS,
  firstTableWithRows,
  insertJsonRows,
  loadWithTriggersOff,
  publicTables,
  writableColumns,
} from '../table-rows';
import { BackupRefused, damaged, openBackup, type OpenBackup } from './backup-file';
import {
  appSchemaVersion,
  databaseSchemaVersion,
  describeSchema,
  sameSchema,
} from './schema-version';

export class DatabaseNotEmpty extends BackupRefused {}

/** Opens a backup this version of the app can restore: the same migrations, in order. */
export async function openBackupToRestore(file: string): Promise<OpenBackup> {
  const backup = await openBackup(file);
  try {
    const made = backup.header.schema;
    const here = appSchemaVersion();
    if (!sameSchema(made, here)) {
      throw new BackupRefused(
        `${file} was made at another schema version (${describeSchema(made)}) than this ` +
          `version of Battle Ready (${describeSchema(here)}). Restore it with the version that ` +
          'made it; a newer version started afterwards migrates it. Nothing was changed.',
      );
    }
    return backup;
  } catch (err) {
    await backup.close();
    throw err;
  }
}

const sameCounts = (a: Record<string, number>, b: Record<string, number>) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([table, rows]) => b[table] === rows);

/** Loads the entries table by table, a batch of rows per statement; returns rows by table. */
async function loadEntries(
  client: pg.ClientBase,
  tables: string[],
  { entries, file }: OpenBackup,
): Promise<Record<string, number>> {
  const loaded: Record<string, number> = {};
  let table: { name: string; columns: string } | null = null;
  let batch: string[] = [];
  const flush = async () => {
    if (!table || batch.length === 0) return;
    await insertJsonRows(client, table.name, table.columns, batch);
    loaded[table.name]! += batch.length;
    batch = [];
  };
  for await (const entry of entries) {
    if (entry.kind === 'row') {
      if (!table) throw damaged(file, 'rows before any table');
      batch.push(entry.json);
      if (batch.length >= BATCH_ROWS) await flush();
      continue;
    }
    await flush();
    if (entry.kind === 'table') {
      if (!tables.includes(entry.table)) throw damaged(file, `no table "${entry.table}" here`);
      table = { name: entry.table, columns: await writableColumns(client, entry.table) };
      loaded[entry.table] = 0;
      continue;
    }
    if (!sameCounts(entry.rows, loaded)) {
      throw damaged(file, 'its row counts do not match its rows');
    }
    return loaded;
  }
  throw damaged(file, 'it ends before its last table');
}

/**
 * Restores a backup into an empty database: refused, with nothing changed, if any table holds
 * a row. The database is migrated to the backup's schema, then every row is loaded in one
 * transaction with triggers off; a file that proves damaged half-way leaves no row behind.
 */
export async function restoreInto(
  database: Database,
  backup: OpenBackup,
): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const holding = await firstTableWithRows(client, await publicTables(client));
    if (holding) {
      throw new DatabaseNotEmpty(
        `The database already holds data (the table "${holding}" has rows); a backup is ` +
          'restored only into an empty one. Nothing was changed.',
      );
    }
    await migrateDatabase(database);
    const applied = (await databaseSchemaVersion(client))!;
    if (!sameSchema(applied, backup.header.schema)) {
      throw new BackupRefused(
        `The database is at another schema version (${describeSchema(applied)}) than ` +
          `${backup.file} (${describeSchema(backup.header.schema)}): a newer version of ` +
          'Battle Ready has migrated it. Restore into a new, empty one. No row was restored.',
      );
    }
    const tables = await publicTables(client);
    const loaded = await loadWithTriggersOff(client, tables, () =>
      loadEntries(client, tables, backup),
    );
    // The planner needs statistics from the first query on; autovacuum would come later.
    await client.query('analyze');
    return loaded;
  } finally {
    await client.end();
  }
}
