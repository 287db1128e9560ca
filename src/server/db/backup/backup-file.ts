import fs from 'node:fs';
import readline from 'node:readline';
import { pipeline } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { z } from 'zod';
import { ZSchemaVersion } from './schema-version';

// A backup is gzipped JSON lines: a header, then for each table a ["table", name] line and its
// rows (row_to_json objects, one a line), then ["end", {table: rows}]. Control lines are arrays
// and rows objects, so the first character tells them apart; the end line's counts tell a
// complete file from one cut short.

/** A refusal the operator can act on: its message says what is wrong and that nothing changed. */
export class BackupRefused extends Error {}

const FORMAT = 'battle-ready-backup';

const ZBackupHeader = z.object({
  format: z.literal(FORMAT),
  version: z.literal(1),
  createdAt: z.iso.datetime(),
  schema: ZSchemaVersion,
});
export type BackupHeader = z.infer<typeof ZBackupHeader>;

const ZControlLine = z.union([
  z.tuple([z.literal('table'), z.string().min(1)]),
  z.tuple([z.literal('end'), z.record(z.string(), z.number().int().min(0))]),
]);

export const headerLine = (header: Omit<BackupHeader, 'format' | 'version'>) =>
  JSON.stringify({ format: FORMAT, version: 1, ...header });
export const tableLine = (table: string) => JSON.stringify(['table', table]);
export const endLine = (rows: Record<string, number>) => JSON.stringify(['end', rows]);

export type BackupEntry =
  | { kind: 'table'; table: string }
  | { kind: 'row'; json: string }
  | { kind: 'end'; rows: Record<string, number> };

const notABackup = (file: string) =>
  new BackupRefused(
    `${file} is not a Battle Ready backup (a .jsonl.gz file written by npm run backup). Nothing was changed.`,
  );

export const damaged = (file: string, why: string) =>
  new BackupRefused(`${file} is damaged or incomplete (${why}). Nothing was restored.`);

async function* linesOf(file: string): AsyncGenerator<string> {
  const input = pipeline(fs.createReadStream(file), createGunzip(), () => undefined);
  const lines = readline.createInterface({ input, crlfDelay: Infinity });
  try {
    yield* lines;
  } finally {
    lines.close();
    input.destroy();
  }
}

const isGzipError = (err: unknown) => /^Z_/.test(String((err as { code?: unknown }).code));

function entryOf(line: string, file: string): BackupEntry {
  if (line.startsWith('{')) return { kind: 'row', json: line };
  let control: z.infer<typeof ZControlLine>;
  try {
    control = ZControlLine.parse(JSON.parse(line));
  } catch {
    throw damaged(file, 'a line is neither a row nor a table marker');
  }
  return control[0] === 'table'
    ? { kind: 'table', table: control[1] }
    : { kind: 'end', rows: control[1] };
}

async function* entriesAfterHeader(
  lines: AsyncGenerator<string>,
  file: string,
): AsyncGenerator<BackupEntry> {
  try {
    for await (const line of lines) yield entryOf(line, file);
  } catch (err) {
    throw isGzipError(err) ? damaged(file, (err as Error).message) : err;
  } finally {
    await lines.return(undefined);
  }
}

export interface OpenBackup {
  file: string;
  header: BackupHeader;
  /** The tables and rows after the header; read once. */
  entries: AsyncGenerator<BackupEntry>;
  close(): Promise<void>;
}

/** Opens a backup and checks its header; refuses any file npm run backup did not write. */
export async function openBackup(file: string): Promise<OpenBackup> {
  const lines = linesOf(file);
  let first: IteratorResult<string>;
  try {
    first = await lines.next();
  } catch (err) {
    if (isGzipError(err)) throw notABackup(file);
    throw err;
  }
  const header = first.done ? null : parseHeader(first.value);
  if (!header) {
    await lines.return(undefined);
    throw notABackup(file);
  }
  const entries = entriesAfterHeader(lines, file);
  return {
    file,
    header,
    entries,
    close: async () => {
      await entries.return(undefined);
      await lines.return(undefined);
    },
  };
}

function parseHeader(line: string): BackupHeader | null {
  try {
    return ZBackupHeader.parse(JSON.parse(line));
  } catch {
    return null;
  }
}
