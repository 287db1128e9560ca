import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { JOBS_SCHEMA } from '../lib/jobs/job-queue';
import type { Database } from './client';
import type { Db } from './types';

// Next to this file in src/, and copied next to the bundle in dist/server by the build.
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

const MIGRATION_LOCK_KEY = 7_243_001;

/** SQLSTATE of a plain `RAISE NOTICE`, as opposed to the server's own notices ("… skipping"). */
const RAISED_BY_A_MIGRATION = '00000';

/**
 * Applies the migrations not yet applied, and installs the job queue's schema. `say` hears what a migration tells the operator with
 * `RAISE NOTICE` (0021: the duplicate reviews it kept).
 */
export async function migrateDatabase(
  database: Pick<Database, 'url'>,
  say: (message: string) => void = console.log,
  /** This version's migrations; an upgrade gives a cluster only those its old one has had. */
  folder = migrationsFolder,
): Promise<void> {
  // A dedicated connection holds a session lock: instances starting together take turns.
  const client = new pg.Client({ connectionString: database.url });
  client.on('notice', (notice) => {
    if (notice.code === RAISED_BY_A_MIGRATION && notice.message) say(notice.message);
  });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(drizzle(client), { migrationsFolder: folder });
    // The job queue's tables (decision 021), made here so that an instance starting finds them
    // made; pg-boss itself moves them to its newer versions when it starts.
    const { rows } = await client.query<{ installed: boolean }>(
      'select to_regclass($1) is not null as installed',
      [`${JOBS_SCHEMA}.version`],
    );
    if (!rows[0]?.installed) await client.query(PgBoss.getConstructionPlans(JOBS_SCHEMA));
  } finally {
    await client.end();
  }
}

/** When the newest migration shipped was made: drizzle records it as the applied row's created_at. */
const newestShipped = (() => {
  let when: number | undefined;
  return () => {
    if (when === undefined) {
      const journal = JSON.parse(
        readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
      ) as { entries: { when: number }[] };
      when = Math.max(...journal.entries.map((e) => e.when));
    }
    return when;
  };
})();

/** SQLSTATE undefined_table: no migration has ever been applied. */
const UNDEFINED_TABLE = '42P01';

/** Whether every migration shipped with this build is applied to `db`. */
export async function migrationsApplied(db: Db): Promise<boolean> {
  type Applied = { rows: { newest: string | null }[] };
  try {
    const applied = (await db.execute(
      sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
    )) as unknown as Applied;
    const newest = applied.rows[0]?.newest;
    return newest != null && Number(newest) >= newestShipped();
  } catch (err) {
    const code = (err as { cause?: { code?: string } }).cause?.code;
    if (code === UNDEFINED_TABLE) return false;
    throw err;
  }
}
