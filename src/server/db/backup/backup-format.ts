import { createHash } from 'node:crypto';
import { z } from 'zod';
import { JOBS_SCHEMA } from '../../lib/jobs/job-queue';
import { ZSchemaVersion } from './schema-version';

// A backup is gzipped JSON lines: a header, then for each table a ["table", name] line and its
// rows (row_to_json objects, one a line), then ["end", {table: rows}, {sha256}]. Control lines
// are arrays and rows objects, so the first character tells them apart. The end line's counts
// tell a complete file from one cut short. Its SHA-256 covers every line before it: gzip's own
// check covers only the compressed bytes, so a file unpacked, changed and packed again passes
// gzip but not this. The app's tables are named as they are; after them come the job queue's
// (JOB_TABLES), its queues and the jobs not yet done, under their schema's name.

/** A refusal the operator can act on: its message says what is wrong and that nothing changed. */
export class BackupRefused extends Error {}

const FORMAT = 'battle-ready-backup';
/**
 * Version 2 added the checksum; version 3 the job queue's jobs not yet done. Earlier files are
 * still restored: version 1 with a warning, both saying they hold no queued jobs (decision 017).
 */
const VERSION = 3;
/** The first version whose files hold the job queue. */
export const JOBS_SINCE_VERSION = 3;

/** The job queue's tables a backup holds, in the order it holds them, named with their schema. */
export const JOB_TABLES = { queues: `${JOBS_SCHEMA}.queue`, jobs: `${JOBS_SCHEMA}.job` } as const;
export const isJobTable = (table: string) => Object.values<string>(JOB_TABLES).includes(table);

const ZBackupHeader = z.object({
  format: z.literal(FORMAT),
  version: z.union([z.literal(1), z.literal(2), z.literal(VERSION)]),
  createdAt: z.iso.datetime(),
  schema: ZSchemaVersion,
  /** pg-boss's schema version where the jobs were queued: only its own version's rows fit. */
  jobQueue: z.object({ version: z.number().int().positive() }).optional(),
});
export type BackupHeader = z.infer<typeof ZBackupHeader>;

const ZRowCounts = z.record(z.string(), z.number().int().min(0));
export const ZControlLine = z.union([
  z.tuple([z.literal('table'), z.string().min(1)]),
  z.tuple([z.literal('end'), ZRowCounts]),
  z.tuple([z.literal('end'), ZRowCounts, z.object({ sha256: z.string().regex(/^[0-9a-f]{64}$/) })]),
]);

export const headerLine = (header: Pick<BackupHeader, 'createdAt' | 'schema' | 'jobQueue'>) =>
  JSON.stringify({ format: FORMAT, version: VERSION, ...header });
export const tableLine = (table: string) => JSON.stringify(['table', table]);
export const endLine = (rows: Record<string, number>, sha256: string) =>
  JSON.stringify(['end', rows, { sha256 }]);

export function parseHeader(line: string): BackupHeader | null {
  const parsed = ZBackupHeader.safeParse(safeJson(line));
  return parsed.success ? parsed.data : null;
}

export function safeJson(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}

/** The checksum of the lines before the end line, fed whole lines each ending in "\n". */
export function contentDigest() {
  const hash = createHash('sha256');
  return {
    add: (lines: string) => void hash.update(lines, 'utf8'),
    hex: () => hash.digest('hex'),
  };
}

export const notABackup = (file: string) =>
  new BackupRefused(
    `${file} is not a Battle Ready backup (a .jsonl.gz file written by npm run backup). Nothing was changed.`,
  );

export const damaged = (file: string, why: string) =>
  new BackupRefused(`${file} is damaged or incomplete (${why}). Nothing was restored.`);
