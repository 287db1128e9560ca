import pg from 'pg';
import type { Database } from '../client';
import { migrateDatabase } from '../migrate';
import {
  BATCH_ROWS,
  firstTableWithRows,
  insertJsonRows,
  loadWithTriggersOff,
  publicName,
  publicTables,
  writableColumns,
} from '../table-rows';
import { openBackup, readThrough, type OpenBackup } from './backup-file';
import { BackupRefused, damaged } from './backup-format';
import { refuseDanglingReferences } from './dangling-references';
import { jobQueueRestore, type QueuedJobs } from './job-rows';
import { refusedRows } from './refused-rows';
import {
  privilegedAccounts,
  roleRuleBreaks,
  rolesRefused,
  type PrivilegedAccount,
  type RoleRuleBreak,
} from './role-rules';
import {
  appSchemaVersion,
  databaseSchemaVersion,
  describeSchema,
  sameSchema,
} from './schema-version';

export class DatabaseNotEmpty extends BackupRefused {}

type JobQueueRestore = Awaited<ReturnType<typeof jobQueueRestore>>;

/** A backup's header, checked to be of this version of the app: the same migrations, in order. */
async function openAtThisSchema(file: string): Promise<OpenBackup> {
  const backup = await openBackup(file);
  const made = backup.header.schema;
  const here = appSchemaVersion();
  if (!sameSchema(made, here)) {
    await backup.close();
    throw new BackupRefused(
      `${file} was made at another schema version (${describeSchema(made)}) than this ` +
        `version of Battle Ready (${describeSchema(here)}). Restore it with the version that ` +
        'made it; a newer version started afterwards migrates it. Nothing was changed.',
    );
  }
  return backup;
}

/**
 * Opens a backup this version of the app can restore, once the whole file has been read and
 * found whole (backup-file.ts): a damaged one is refused before any database is touched.
 */
export async function openBackupToRestore(file: string): Promise<OpenBackup> {
  const reading = await openAtThisSchema(file);
  try {
    await readThrough(reading);
  } finally {
    await reading.close();
  }
  return openAtThisSchema(file);
}

/**
 * Loads the entries table by table, a batch of rows per statement, the job queue's through
 * `jobs`; returns the app's rows by table.
 */
async function loadEntries(
  client: pg.ClientBase,
  tables: string[],
  jobs: JobQueueRestore,
  { entries, file }: OpenBackup,
): Promise<Record<string, number>> {
  const loaded: Record<string, number> = {};
  let table: { name: string; columns: string | null } | null = null;
  let batch: string[] = [];
  const flush = async () => {
    if (!table || batch.length === 0) return;
    const { name, columns } = table;
    const load = columns
      ? insertJsonRows(client, name, columns, batch).then(() => {
          loaded[name]! += batch.length;
        })
      : jobs.load(name, batch);
    await load.catch((err: unknown) => {
      throw refusedRows(file, name, err);
    });
    batch = [];
  };
  for await (const entry of entries) {
    if (entry.kind === 'row') {
      batch.push(entry.json);
      if (batch.length >= BATCH_ROWS) await flush();
      continue;
    }
    await flush();
    if (jobs.tables.includes(entry.table)) {
      table = { name: entry.table, columns: null };
      continue;
    }
    if (!tables.includes(entry.table)) {
      throw damaged(file, `it holds a table "${entry.table}" this schema does not have`);
    }
    table = { name: entry.table, columns: await writableColumns(client, entry.table) };
    loaded[entry.table] = 0;
  }
  await flush();
  return loaded;
}

export interface RestoreOptions {
  /** Loads roles that break the app's rules (role-rules.ts) rather than refusing: --trust. */
  trust?: boolean;
}

export interface Restored {
  /** Rows loaded into the app's tables, by table. */
  rows: Record<string, number>;
  /** The job queue's jobs put back, or left behind (job-rows.ts). */
  jobs: QueuedJobs;
  /** Who holds a role in the restored database, for the operator to see. */
  privileged: PrivilegedAccount[];
  /** The role rules the file broke, loaded all the same because of `trust`. */
  trusted: RoleRuleBreak[];
}

/**
 * Restores a backup into an empty database: refused, with nothing changed, if any table holds
 * a row. The database is migrated to the backup's schema, then every row is loaded in one
 * transaction with triggers off, the job queue's jobs not yet done with them. Before it commits, the rows are checked as the triggers
 * would have: no reference to a missing row, and roles only as the app gives them (unless
 * `trust`). Any fault rolls it all back: no row is left behind.
 */
export async function restoreInto(
  database: Database,
  backup: OpenBackup,
  options: RestoreOptions = {},
): Promise<Restored> {
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
    const jobs = await jobQueueRestore(client, backup.header);
    return await loadWithTriggersOff(client, tables.map(publicName), async () => {
      const rows = await loadEntries(client, tables, jobs, backup);
      // Statistics for the checks' joins, and for the app's first queries after.
      await client.query('analyze');
      await refuseDanglingReferences(client, backup.file);
      const breaks = await roleRuleBreaks(client);
      if (breaks.length > 0 && !options.trust) throw rolesRefused(backup.file, breaks);
      return {
        rows,
        jobs: jobs.result(),
        privileged: await privilegedAccounts(client),
        trusted: breaks,
      };
    });
  } finally {
    await client.end();
  }
}
