import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import { jsonRowBatches, publicTables, writableColumns } from '../table-rows';
import { BackupRefused, contentDigest, endLine, headerLine, tableLine } from './backup-format';
import { databaseSchemaVersion, type SchemaVersion } from './schema-version';

export interface BackupSummary {
  file: string;
  bytes: number;
  /** Rows written, by table. */
  rows: Record<string, number>;
  schema: SchemaVersion;
}

/** `battle-ready-20260501T120000Z.jsonl.gz`: sorts by time, and no colon for other systems. */
export const backupFileName = (at = new Date()) =>
  `battle-ready-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.jsonl.gz`;

async function* backupLines(
  client: pg.ClientBase,
  schema: SchemaVersion,
  rows: Record<string, number>,
): AsyncGenerator<string> {
  const digest = contentDigest();
  const counted = (lines: string) => {
    digest.add(lines);
    return lines;
  };
  yield counted(`${headerLine({ createdAt: new Date().toISOString(), schema })}\n`);
  const query = (text: string) => client.query<{ r: string }>(text);
  for (const table of await publicTables(client)) {
    yield counted(`${tableLine(table)}\n`);
    rows[table] = 0;
    // Generated columns are left out: the restore computes them again.
    const columns = await writableColumns(client, table);
    for await (const batch of jsonRowBatches(query, table, columns)) {
      yield counted(`${batch.join('\n')}\n`);
      rows[table] += batch.length;
    }
  }
  yield `${endLine(rows, digest.hex())}\n`;
}

/**
 * Writes every row of the app's tables to a gzipped file, as of one instant: one repeatable
 * read transaction sees a single snapshot however long it takes, while the app goes on
 * writing. Rows stream from a cursor through gzip to disk, so memory stays flat whatever the
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
    const rows: Record<string, number> = {};
    fs.mkdirSync(path.dirname(file), { recursive: true });
    await pipeline(
      Readable.from(backupLines(client, schema, rows)),
      createGzip(),
      fs.createWriteStream(partial, { mode: 0o600 }),
    );
    await client.query('commit');
    fs.renameSync(partial, file);
    return { file, bytes: fs.statSync(file).size, rows, schema };
  } catch (err) {
    fs.rmSync(partial, { force: true });
    throw err;
  } finally {
    await client.end();
  }
}
