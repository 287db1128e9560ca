import pg from 'pg';

type Query = pg.PoolClient['query'];
const ownQuery = new WeakMap<pg.PoolClient, Query>();

/** node-postgres gave up waiting for an answer (query_timeout): the server may be hung. */
const isReadTimeout = (err: unknown) =>
  err instanceof Error && err.message === 'Query read timeout';

/**
 * A pg Pool that gives back a checked-out client whose first statement fails, and never takes
 * back one whose answer timed out.
 *
 * drizzle's transaction() checks a client out and sends BEGIN before the try/finally that
 * releases it: when BEGIN fails (the connection died while the client sat idle), the client is
 * never released, and each such failure takes one client from the pool for good, until every
 * request waits forever (drizzle-orm issue 6023, open in 0.45.4). Released here with the error,
 * the pool drops it. drizzle only checks clients out for transactions; plain queries go through
 * `pool.query`, which releases its own. If drizzle fixes this it will release the client too,
 * and pg-pool throws on the second release: the outage test (features/health) then fails,
 * and this class can go.
 *
 * A statement whose answer never came (a hung server) still occupies its connection: whatever
 * is sent next would wait behind it. So every later statement on that client fails at once
 * (drizzle's ROLLBACK would otherwise wait a second full timeout), and its release drops it.
 */
export class ReleasingPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): void;
  override connect(callback?: Parameters<pg.Pool['connect']>[0]) {
    // pg-pool's own query() checks out with a callback and releases what it took.
    if (callback) return super.connect(callback);
    return super.connect().then((client) => {
      const query = ownQuery.get(client) ?? client.query;
      ownQuery.set(client, query);
      let first = true;
      let timedOut: Error | null = null;
      // pg-pool gives each checkout a release of its own, so this wraps only this checkout's.
      const release = client.release;
      client.release = (err?: Error | boolean) => release.call(client, timedOut ?? err);
      client.query = function (this: pg.PoolClient, ...args: unknown[]) {
        if (timedOut) return Promise.reject(timedOut);
        const result = (query as (...a: unknown[]) => unknown).apply(this, args);
        if (!(result instanceof Promise)) return result;
        const isFirst = first;
        first = false;
        return result.catch((err: unknown) => {
          if (isReadTimeout(err)) timedOut = err as Error;
          if (isFirst) client.release(err instanceof Error ? err : new Error(String(err)));
          throw err;
        });
      } as Query;
      return client;
    });
  }
}
