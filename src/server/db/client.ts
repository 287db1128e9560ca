import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import {
  EmbeddedPostgresError,
  runningEmbeddedUrl,
  startEmbeddedServer,
  superviseEmbeddedServer,
} from './embedded';
import { createBreaker, type Breaker } from './breaker';
import { listenPostgres, type ListenHandlers, type Unlisten } from './listen';
import { ReleasingPool } from './releasing-pool';
import { DataDirLockedError, lockDataDir } from './lock';
import * as schema from './schema';
import type { Db } from './types';

/**
 * How long work may wait on the database (issue 27). `connectMs` bounds both waiting for a
 * pooled connection and making one; the server cancels a statement after `statementMs`, and a
 * client gives up one second later, when a hung server (stopped, not gone) never answers.
 */
export interface DatabaseTimeouts {
  connectMs: number;
  statementMs: number;
}

/** Request work: a request that cannot be served within these answers 503 rather than queue. */
export const REQUEST_TIMEOUTS: DatabaseTimeouts = { connectMs: 3_000, statementMs: 5_000 };
/** Background jobs (retention's deletes and folds) and seeding may take minutes at scale. */
export const JOB_TIMEOUTS: DatabaseTimeouts = { connectMs: 10_000, statementMs: 10 * 60_000 };
/** The health check's round trip: it must answer within 5 s even when the server hangs. */
const PING_TIMEOUTS: DatabaseTimeouts = { connectMs: 2_000, statementMs: 1_000 };
/** What a client waits past the server's own statement timeout before it calls the server hung. */
const ANSWER_GRACE_MS = 1_000;

/** The pg settings that enforce `timeouts`; null (command-line tools) waits as long as it takes. */
const poolTimeouts = (timeouts: DatabaseTimeouts | null) =>
  timeouts
    ? {
        connectionTimeoutMillis: timeouts.connectMs,
        statement_timeout: timeouts.statementMs,
        query_timeout: timeouts.statementMs + ANSWER_GRACE_MS,
      }
    : {};

/** Whether the app's server is up, or being restarted by this process (embedded only). */
export type ServerState = 'running' | 'restarting';

export interface Database {
  /** Request work, under REQUEST_TIMEOUTS (or the caller's). */
  db: Db;
  /** Long work (jobs, seeding) under JOB_TIMEOUTS, on a small pool of its own. */
  jobs: Db;
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
  serverState(): ServerState;
  /** Each pool's connections now: for the metrics (plugins/metrics.ts). */
  poolUse(): PoolUse[];
  close(): Promise<void>;
}

export interface PoolUse {
  pool: 'requests' | 'jobs';
  inUse: number;
  idle: number;
  /** Callers waiting for a connection. */
  waiting: number;
}

const useOf = (name: PoolUse['pool'], p: pg.Pool): PoolUse => ({
  pool: name,
  inUse: p.totalCount - p.idleCount,
  idle: p.idleCount,
  waiting: p.waitingCount,
});

/** A pool on a PostgreSQL database: the one code path for the embedded server and DATABASE_URL. */
export function openDatabase(
  url: string,
  options: {
    poolSize?: number;
    onClose?: () => Promise<void>;
    embedded?: boolean;
    /** REQUEST_TIMEOUTS by default; null for the tools, whose dumps and loads take their time. */
    timeouts?: DatabaseTimeouts | null;
    serverState?: () => ServerState;
  } = {},
): Database {
  const timeouts = options.timeouts === undefined ? REQUEST_TIMEOUTS : options.timeouts;
  // Synchronized scans start each sequential scan of a large table where another one is,
  // which helps whole-table reads. The catalogue's are counts that stop at the cap: started
  // elsewhere, each read cold pages ('gear' at a million products: 3.7 ms, 1.7 from the head).
  const onConnect = async (client: pg.ClientBase) => {
    await client.query('set synchronize_seqscans = off');
  };
  const pingPool = new pg.Pool({
    connectionString: url,
    max: 1,
    idleTimeoutMillis: 0,
    ...poolTimeouts(timeouts && PING_TIMEOUTS),
  });
  let pinging: Promise<void> | null = null;
  const ping = (): Promise<void> =>
    (pinging ??= pingPool
      .query('select 1')
      .then(() => breaker?.answered())
      .finally(() => {
        pinging = null;
      }));
  // Without timeouts nothing is ever found unanswered: the tools wait as long as it takes.
  const breaker: Breaker | undefined = timeouts ? createBreaker(ping) : undefined;
  const pool = new ReleasingPool({
    connectionString: url,
    max: options.poolSize ?? 10,
    ...poolTimeouts(timeouts),
    onConnect,
    breaker,
  });
  const jobPool = new ReleasingPool({
    connectionString: url,
    max: 2,
    ...poolTimeouts(timeouts && JOB_TIMEOUTS),
    onConnect,
    breaker,
  });
  // An idle client's network error must not crash the process; the next query reconnects.
  const pools = [pool, jobPool, pingPool];
  for (const p of pools) p.on('error', () => undefined);
  // The pool listens for errors only on idle clients. One checked out between two statements
  // (inside a transaction) when the connection drops would emit an error nobody hears, which
  // ends the process; its holder's next statement fails instead, and the pool drops it.
  for (const p of pools) p.on('connect', (client) => client.on('error', () => undefined));
  return {
    db: drizzle(pool, { schema }) as unknown as Db,
    jobs: drizzle(jobPool, { schema }) as unknown as Db,
    url,
    embedded: options.embedded ?? false,
    listen: (channel, handlers) => listenPostgres(url, channel, handlers),
    ping,
    serverState: options.serverState ?? (() => 'running'),
    poolUse: () => [useOf('requests', pool), useOf('jobs', jobPool)],
    close: async () => {
      breaker?.stop();
      await Promise.all(pools.map((p) => p.end()));
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
 * process starts (or adopts) under the data directory's lock, restarts if it dies (the app's
 * use only), and stops on close. A second app on the same data directory is refused, naming
 * the process that holds it. A tool waits as long as its work takes; the app bounds each wait.
 */
export async function openAppDatabase(
  config: DatabaseConfig,
  log: (message: string) => void,
  use: 'app' | 'tool' = 'app',
): Promise<Database> {
  const timeouts = use === 'app' ? REQUEST_TIMEOUTS : null;
  if (config.databaseUrl) return openDatabase(config.databaseUrl, { timeouts });
  const unlock = lockDataDir(config.dataDir);
  try {
    if (use === 'tool') {
      const server = await startEmbeddedServer(config.dataDir, log);
      return openDatabase(server.url, {
        embedded: true,
        timeouts,
        onClose: stopThen(server, unlock),
      });
    }
    const server = await superviseEmbeddedServer(config.dataDir, log);
    return openDatabase(server.url, {
      embedded: true,
      timeouts,
      serverState: server.state,
      onClose: stopThen(server, unlock),
    });
  } catch (err) {
    unlock();
    throw err;
  }
}

const stopThen = (server: { stop(): Promise<void> }, unlock: () => void) => async () => {
  await server.stop();
  unlock();
};

/** Refusals that tell the operator what to do: shown as their message alone, no stack trace. */
export const isOperatorRefusal = (err: unknown): err is Error =>
  err instanceof DataDirLockedError || err instanceof EmbeddedPostgresError;

/**
 * For command-line tools (migrate, seed, admin:create): the running app's embedded server when
 * there is one, so they work beside it; else as the app would open it, stopped when done. What
 * stops the app from opening it (a data directory in use, a cluster of another PostgreSQL
 * version) ends the tool with the app's own message.
 */
export async function openToolDatabase(
  config: DatabaseConfig,
  log: (message: string) => void,
): Promise<Database> {
  try {
    return await openAppDatabase(config, log, 'tool');
  } catch (err) {
    const url = err instanceof DataDirLockedError ? runningEmbeddedUrl(config.dataDir) : null;
    if (url) return openDatabase(url, { timeouts: null });
    if (!isOperatorRefusal(err)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}
