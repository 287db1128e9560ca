import fs from 'node:fs';
import path from 'node:path';
import { migrationsFolder } from './migrate';

interface Journal {
  entries: { tag: string }[];
}

/** This version's migration journal: what drizzle applies, in order. */
export const shippedJournal = (): Journal =>
  JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'));

/**
 * A migrations folder in `dir` holding this version's first `count` migrations: drizzle applies
 * whatever its folder holds, so a database is brought to an earlier schema by giving it less.
 */
export function writeMigrationsCut(dir: string, count: number): string {
  const journal = shippedJournal();
  const entries = journal.entries.slice(0, count);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, 'meta'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries }),
  );
  for (const { tag } of entries) {
    fs.copyFileSync(path.join(migrationsFolder, `${tag}.sql`), path.join(dir, `${tag}.sql`));
  }
  return dir;
}
