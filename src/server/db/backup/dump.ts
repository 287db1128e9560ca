import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import { jsonRowBatches, publicTables, writableColumns } from '../table-rows';
import {
  BackupRefused,
  contentDigest,
  endLine,
  headerLine,
  isJobTable,
  tableLine,
  type BackupHeader,
} from './backup-format';
import { jobQueueToBackUp, jobTablesToBackUp, type JobTable } from './job-rows';
import { databaseSchemaVersion, type SchemaVersion } from './schema-version';

export interface BackupSummary {
  file: string;
  bytes: number;
  /** Rows of the app's tables written, by table. */
  rows: Record<string, number>;
  schema: SchemaVersion;
  /** The job queue's jobs not yet done, by queue. */
  jobs: Record<string, number>;
}

/** `battle-ready-20260501T120000Z.jsonl.gz`: sorts by time, and no colon for other systems. */
export const backupFileName = (at = new Date()) =>
  `battle-ready-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.jsonl.gz`;

async function* backupLines(
  client: pg.ClientBase,
  header: Pick<BackupHeader, 'schema' | 'jobQueue'>,
  rows: Record<string, number>,
): AsyncGenerator<string> {
  const digest = contentDigest();
  const counted = (lines: string) => {
    digest.add(lines);
    return lines;
  };
  yield counted(`${headerLine({ createdAt: new Date().toISOString(), ...header })}\n`);
  const query = (text: string) => client.query<{ r: string }>(text);
  const tables: JobTable[] = [
    ...(await publicTables(client)).map((table) => ({ label: table, schema: 'public', table })),
    ...(header.jobQueue ? jobTablesToBackUp : []),
  ];
  for (const { label, schema, table, where } of tables) {
    yield counted(`${tableLine(label)}\n`);
    rows[label] = 0;
    // Generated columns are left out: the restore computes them again.
    const columns = await writableColumns(client, table, schema);
    for await (const batch of jsonRowBatches(query, table, columns, schema, where)) {
      yield counted(`${batch.join('\n')}\n`);
      rows[label] += batch.length;
    }
  }
  yield `${endLine(rows, digest.hex())}\n`;
}

/**
 * Writes every row of the app's tables, and the job queue's jobs not yet done (job-rows.ts), to
 * a gzipped file, as of one instant: one repeatable read transaction sees a single snapshot
 * however long it takes, while the app goes on writing, so a mail is in it exactly when the
 * change that queued it is. Rows stream from a cursor through gzip to disk, so memory stays flat whatever the
 * size. The file appears under its name only once complete, readable by its owner only: it
 * holds password hashes, sessions and the generated auth secret.
 */
export async function writeBackup(url: string, file: string): Promise<BackupSummary> {
  if (fs.existsSync(file)) {
    throw new BackupRefused(`${file} already exists; give another name, or move it away.`);
  }
  const partial = `${file}.partial`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const schema = await databaseSchemaVersion(client);
    if (!schema) {
      throw new BackupRefused('The database has no Battle Ready schema yet: nothing to back up.');
    }
    const jobQueue = await jobQueueToBackUp(client);
    const rows: Record<string, number> = {};
    fs.mkdirSync(path.dirname(file), { recursive: true });
    await pipeline(
      Readable.from(
        backupLines(
          client,
          { schema, ...(jobQueue && { jobQueue: { version: jobQueue.version } }) },
          rows,
        ),
      ),
      createGzip(),
      fs.createWriteStream(partial, { mode: 0o600 }),
    );
    await client.query('commit');
    fs.renameSync(partial, file);
    return {
      file,
      bytes: fs.statSync(file).size,
      rows: Object.fromEntries(Object.entries(rows).filter(([table]) => !isJobTable(table))),
      schema,
      jobs: jobQueue?.jobs ?? {},
    };
  } catch (err) {
    fs.rmSync(partial, { force: true });
    throw err;
  } finally {
    await client.end();
  }
}
