import fs from 'node:fs';
import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type pg from 'pg';
import { z } from 'zod';
import { migrationsFolder } from '../migrate';

/** The migrations a database has had, in order: two databases with the same ones match. */
export const ZSchemaVersion = z.object({
  hashes: z.array(z.string()),
  /** The last one's name (e.g. 0018_retention), for people. */
  last: z.string(),
});
export type SchemaVersion = z.infer<typeof ZSchemaVersion>;

/** Migration names by their timestamp (drizzle records only the timestamp and a hash). */
function migrationNames(): Map<number, string> {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { when: number; tag: string }[] };
  return new Map(journal.entries.map((entry) => [entry.when, entry.tag]));
}

function nameOf(names: Map<number, string>, when: number | undefined): string {
  if (when === undefined) return 'none';
  return names.get(when) ?? `one of ${new Date(when).toISOString()} this version does not know`;
}

/** The schema this version of the app migrates a database to. */
export function appSchemaVersion(): SchemaVersion {
  const files = readMigrationFiles({ migrationsFolder });
  return {
    hashes: files.map((file) => file.hash),
    last: nameOf(migrationNames(), files.at(-1)?.folderMillis),
  };
}

/** The migrations applied to a database, or null when it has never been migrated. */
export async function databaseSchemaVersion(client: pg.ClientBase): Promise<SchemaVersion | null> {
  const { rows: present } = await client.query<{ table: string | null }>(
    "select to_regclass('drizzle.__drizzle_migrations')::text as table",
  );
  if (!present[0]?.table) return null;
  const { rows } = await client.query<{ hash: string; created_at: string }>(
    'select hash, created_at from drizzle.__drizzle_migrations order by created_at, id',
  );
  return {
    hashes: rows.map((row) => row.hash),
    last: nameOf(migrationNames(), rows.length ? Number(rows.at(-1)!.created_at) : undefined),
  };
}

export const sameSchema = (a: SchemaVersion, b: SchemaVersion) =>
  a.hashes.length === b.hashes.length && a.hashes.every((hash, i) => hash === b.hashes[i]);

export const describeSchema = (version: SchemaVersion) =>
  `${version.hashes.length} migrations, the last ${version.last}`;
