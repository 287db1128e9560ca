import pg from 'pg';
import { BackupRefused } from './backup-format';

// A file with a good checksum can still hold rows the schema refuses: one edited and its
// checksum made again, or a version 1 file with none. PostgreSQL then refuses the batch with
// class 22 (a value the column cannot hold) or 23 (a unique, not-null or check rule). That is
// the file's fault, said as such; any other error is not, and goes on as it is.

const UNIQUE_VIOLATION = '23505';
const DETAIL_CHARS = 300;

const clipped = (text: string) =>
  text.length > DETAIL_CHARS ? `${text.slice(0, DETAIL_CHARS)}…` : text;

export function refusedRows(file: string, table: string, err: unknown): unknown {
  if (!(err instanceof pg.DatabaseError) || !/^2[23]/.test(err.code ?? '')) return err;
  const what =
    err.code === UNIQUE_VIOLATION
      ? `two of its "${table}" rows have the same key`
      : `a "${table}" row does not fit the table: ${err.message}`;
  const rule = err.constraint && !what.includes(err.constraint) ? ` (${err.constraint})` : '';
  const detail = err.detail ? ` ${clipped(err.detail)}` : '';
  return new BackupRefused(
    `${file} cannot be restored: ${what}${rule}.${detail} No row was restored.`,
  );
}
