import fs from 'node:fs';
import readline from 'node:readline';
import { pipeline } from 'node:stream';
import { createGunzip } from 'node:zlib';
import {
  BackupRefused,
  contentDigest,
  damaged,
  notABackup,
  parseHeader,
  safeJson,
  ZControlLine,
  type BackupHeader,
} from './backup-format';

// Reading a backup checks its whole shape on the way (backup-format.ts): each line a row or a
// marker, rows under a table, the end line's counts and checksum, nothing after it. Only a
// file that passes all of it is read to its end without an error.

export type BackupEntry = { kind: 'table'; table: string } | { kind: 'row'; json: string };

export interface OpenBackup {
  file: string;
  header: BackupHeader;
  /** False for a version 1 file, written before backups carried a checksum. */
  checksummed: boolean;
  /** The tables and rows after the header; read once. It throws on the first fault found. */
  entries: AsyncGenerator<BackupEntry>;
  close(): Promise<void>;
}

const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

/** Whether the file starts as gzip does; reading it also turns an unreadable file into a refusal. */
function startsAsGzip(file: string): boolean {
  const start = Buffer.alloc(GZIP_MAGIC.length);
  try {
    const fd = fs.openSync(file, 'r');
    try {
      return fs.readSync(fd, start) === start.length && start.equals(GZIP_MAGIC);
    } finally {
      fs.closeSync(fd);
    }
  } catch (err) {
    throw new BackupRefused(
      `${file} cannot be read (${(err as Error).message}). Nothing was changed.`,
    );
  }
}

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

const inGzip = (file: string, err: unknown) =>
  isGzipError(err) ? damaged(file, `gzip: ${(err as Error).message}`) : err;

const sameCounts = (a: Record<string, number>, b: Record<string, number>) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([table, rows]) => b[table] === rows);

const isObject = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

async function* checkedEntries(
  lines: AsyncGenerator<string>,
  file: string,
  header: { line: string; version: number },
): AsyncGenerator<BackupEntry> {
  const digest = contentDigest();
  digest.add(`${header.line}\n`);
  const counts: Record<string, number> = {};
  let table: string | null = null;
  let number = 1;
  try {
    for await (const line of lines) {
      number += 1;
      if (line.startsWith('{')) {
        if (!table) throw damaged(file, `line ${number} is a row before any table`);
        if (!isObject(safeJson(line))) throw damaged(file, `line ${number} is not valid JSON`);
        digest.add(`${line}\n`);
        counts[table]! += 1;
        yield { kind: 'row', json: line };
        continue;
      }
      const control = ZControlLine.safeParse(safeJson(line));
      if (!control.success) {
        throw damaged(file, `line ${number} is neither a row nor a table marker`);
      }
      if (control.data[0] === 'table') {
        table = control.data[1];
        if (table in counts) throw damaged(file, `the table "${table}" appears twice`);
        counts[table] = 0;
        digest.add(`${line}\n`);
        yield { kind: 'table', table };
        continue;
      }
      const [, rows, checksum] = control.data;
      if (checksum && checksum.sha256 !== digest.hex()) {
        throw damaged(file, 'its content does not match its checksum');
      }
      if (!checksum && header.version > 1) throw damaged(file, 'its end line has no checksum');
      if (!sameCounts(rows, counts)) throw damaged(file, 'its row counts do not match its rows');
      if (!(await lines.next()).done) throw damaged(file, 'it goes on after its end line');
      return;
    }
  } catch (err) {
    throw inGzip(file, err);
  } finally {
    await lines.return(undefined);
  }
  throw damaged(file, 'it ends before its end line');
}

/** Opens a backup and checks its header; refuses any file npm run backup did not write. */
export async function openBackup(file: string): Promise<OpenBackup> {
  if (!startsAsGzip(file)) throw notABackup(file);
  const lines = linesOf(file);
  let first: IteratorResult<string>;
  try {
    first = await lines.next();
  } catch (err) {
    await lines.return(undefined);
    throw inGzip(file, err);
  }
  const header = first.done ? null : parseHeader(first.value);
  if (!header) {
    await lines.return(undefined);
    throw notABackup(file);
  }
  const entries = checkedEntries(lines, file, { line: first.value, version: header.version });
  return {
    file,
    header,
    checksummed: header.version > 1,
    entries,
    close: async () => {
      await entries.return(undefined);
      await lines.return(undefined);
    },
  };
}

/** Reads a backup through, checking all of it; throws the first fault. */
export async function readThrough(backup: OpenBackup): Promise<void> {
  for await (const entry of backup.entries) void entry;
}
