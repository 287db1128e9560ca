import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client';

// Next to this file in src/, and copied next to the bundle in dist/server by the build.
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

const MIGRATION_LOCK_KEY = 7_243_001;

export async function migrateDatabase(database: Database): Promise<void> {
  // A dedicated connection holds a session lock: instances starting together take turns.
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    await client.end();
  }
}
