import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { startEmbeddedServer, runningEmbeddedUrl } from './embedded';
import { listenPostgres, type ListenHandlers, type Unlisten } from './listen';
import { ReleasingPool } from './releasing-pool';
import { DataDirLockedError, lockDataDir } from './lock';
import * as schema from './schema';
import type { Db } from './types';

export interface Database {
  db: Db;
  /** The connection string: the embedded server's Unix socket, or DATABASE_URL. */
  url: string;
  /** True when this process started (or adopted) the embedded server and stops it on close. */
  embedded: boolean;
  /** Hears NOTIFY on `channel` (every process on the same database hears every commit's). */
  listen(channel: string, handlers: ListenHandlers): Promise<Unlisten>;
  /**
   * One round trip on a connection of its own, so a health check does not queue behind a pool
   * that slow queries hold. Checks arriving while one is on its way share its answer.
   */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** A pool on a PostgreSQL database: the one code path for the embedded server and DATABASE_URL. */
export function openDatabase(
  url: string,
  options: { poolSize?: number; onClose?: () => Promise<void>; embedded?: boolean } = {},
): Database {
  const pool = new ReleasingPool({
    connectionString: url,
    max: options.poolSize ?? 10,
    // Synchronized scans start each sequential scan of a large table where another one is,
    // which helps whole-table reads. The catalogue's are counts that stop at the cap: started
    // elsewhere, each read cold pages ('gear' at a million products: 3.7 ms, 1.7 from the head).
    onConnect: async (client) => {
      await client.query('set synchronize_seqscans = off');
    },
  });
  const pingPool = new pg.Pool({ connectionString: url, max: 1, idleTimeoutMillis: 0 });
  // An idle client's network error must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  pingPool.on('error', () => undefined);
  // The pool listens for errors only on idle clients. One checked out between two statements
  // (inside a transaction) when the connection drops would emit an error nobody hears, which
  // ends the process; its holder's next statement fails instead, and the pool drops it.
  for (const p of [pool, pingPool])
    p.on('connect', (client) => client.on('error', () => undefined));
  let pinging: Promise<void> | null = null;
  return {
    db: drizzle(pool, { schema }) as unknown as Db,
    url,
    embedded: options.embedded ?? false,
    listen: (channel, handlers) => listenPostgres(url, channel, handlers),
    ping: () =>
      (pinging ??= pingPool
        .query('select 1')
        .then(() => undefined)
        .finally(() => {
          pinging = null;
        })),
    close: async () => {
      await Promise.all([pool.end(), pingPool.end()]);
      await options.onClose?.();
    },
  };
}

export interface DatabaseConfig {
  databaseUrl: string | undefined;
  dataDir: string;
}

/**
 * The app's database: DATABASE_URL, else the embedded PostgreSQL in DATA_DIR/pg, which this
 * process starts (or adopts) under the data directory's lock and stops on close. A second app
 * on the same data directory is refused, naming the process that holds it.
 */
export async function openAppDatabase(
  config: DatabaseConfig,
  log: (message: string) => void,
): Promise<Database> {
  if (config.databaseUrl) return openDatabase(config.databaseUrl);
  const unlock = lockDataDir(config.dataDir);
  try {
    const server = await startEmbeddedServer(config.dataDir, log);
    return openDatabase(server.url, {
      embedded: true,
      onClose: async () => {
        await server.stop();
        unlock();
      },
    });
  } catch (err) {
    unlock();
    throw err;
  }
}

/**
 * For command-line tools (migrate, seed, admin:create): the running app's embedded server when
 * there is one, so they work beside it; else as the app would open it, stopped when done.
 */
export async function openToolDatabase(
  config: DatabaseConfig,
  log: (message: string) => void,
): Promise<Database> {
  try {
    return await openAppDatabase(config, log);
  } catch (err) {
    const url = err instanceof DataDirLockedError ? runningEmbeddedUrl(config.dataDir) : null;
    if (!url) throw err;
    return openDatabase(url);
  }
}
