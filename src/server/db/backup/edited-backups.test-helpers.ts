import fs from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import { contentDigest, endLine } from './backup-format';

// For the backup tests: a real backup changed the way someone with zcat, an editor and gzip
// would, either leaving its checksum as it was or making it again to fit, as a careful editor
// could. The end line is always the last line.

export type Checksum = 'kept' | 'recomputed';

/** The backup's lines, without the newline that ends the last. */
export const backupLines = (file: string) =>
  gunzipSync(fs.readFileSync(file)).toString('utf8').replace(/\n$/, '').split('\n');

/** The indexes of `table`'s rows in `lines`. */
export function rowsOf(lines: string[], table: string): number[] {
  const start = lines.indexOf(JSON.stringify(['table', table]));
  if (start < 0) throw new Error(`no table ${table} in the backup`);
  const rows: number[] = [];
  for (let i = start + 1; lines[i]?.startsWith('{'); i += 1) rows.push(i);
  return rows;
}

/** The end line `lines` would have had from npm run backup: their counts and checksum. */
function fittingEndLine(lines: string[]): string {
  const digest = contentDigest();
  const counts: Record<string, number> = {};
  let table = '';
  for (const [i, line] of lines.entries()) {
    digest.add(`${line}\n`);
    // The header is an object too, but no row.
    if (i > 0 && line.startsWith('{')) counts[table]! += 1;
    else if (line.startsWith('["table"')) counts[(table = JSON.parse(line)[1])] = 0;
  }
  return endLine(counts, digest.hex());
}

/** Writes `lines` (the end line last) to `file` as a backup, its end line made to fit or not. */
export function writeBackupLines(file: string, lines: string[], checksum: Checksum): string {
  const content = checksum === 'kept' ? lines : [...lines.slice(0, -1)];
  if (checksum === 'recomputed') content.push(fittingEndLine(content));
  fs.writeFileSync(file, gzipSync(`${content.join('\n')}\n`));
  return file;
}

/** `from`'s lines, changed by `edit`, written to `to`; an edit that changes nothing is a mistake. */
export function editBackup(
  from: string,
  to: string,
  edit: (lines: string[]) => string[],
  checksum: Checksum,
): string {
  const lines = backupLines(from);
  const edited = edit([...lines]);
  if (edited.join('\n') === lines.join('\n')) throw new Error(`the edit for ${to} changed nothing`);
  return writeBackupLines(to, edited, checksum);
}
