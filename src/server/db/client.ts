import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { listenPglite, listenPostgres, type ListenHandlers, type Unlisten } from './listen';
import { lockDataDir } from './lock';
import * as schema from './schema';
import type { Db } from './types';

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL connection string (postgres only). */
  url?: string;
  /** Hears NOTIFY on `channel` (every process on the same database hears every commit's). */
  listen(channel: string, handlers: ListenHandlers): Promise<Unlisten>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** dataDir null keeps the database in memory (tests). */
  | { kind: 'pglite'; dataDir: string | null };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // An idle client's network error must not crash the process; the next query reconnects.
    pool.on('error', () => undefined);
    return {
      db: drizzlePg(pool, { schema }) as unknown as Db,
      kind: 'postgres',
      url: target.url,
      listen: (channel, handlers) => listenPostgres(target.url, channel, handlers),
      close: () => pool.end(),
    };
  }
  let unlock: (() => void) | undefined;
  let dataPath: string | undefined;
  if (target.dataDir) {
    unlock = lockDataDir(target.dataDir);
    dataPath = path.join(target.dataDir, 'db');
  }
  try {
    const client = await PGlite.create(dataPath, { extensions: { pg_trgm } });
    return {
      db: drizzlePglite(client, { schema }) as unknown as Db,
      kind: 'pglite',
      listen: (channel, handlers) => listenPglite(client, channel, handlers),
      close: async () => {
        await client.close();
        unlock?.();
      },
    };
  } catch (err) {
    unlock?.();
    throw err;
  }
}

/** The database the configuration names: PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR. */
export function openConfiguredDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}) {
  return openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
}
