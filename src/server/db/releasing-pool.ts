import pg from 'pg';
import { isUnanswered, NOT_ANSWERING, type Breaker } from './breaker';

type Query = pg.PoolClient['query'];
const ownQuery = new WeakMap<pg.PoolClient, Query>();

type Callback = Parameters<pg.Pool['connect']>[0];

/**
 * A pg Pool that gives back a checked-out client whose first statement fails, never takes back
 * one whose answer timed out, and refuses at once while its breaker is open (breaker.ts).
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
  private readonly breaker: Breaker | undefined;

  constructor(config: pg.PoolConfig & { breaker?: Breaker }) {
    const { breaker, ...rest } = config;
    super(rest);
    this.breaker = breaker;
  }

  private refusal() {
    return this.breaker?.isOpen() ? new Error(NOT_ANSWERING) : null;
  }

  private heard(err: unknown) {
    if (isUnanswered(err)) this.breaker?.trip();
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): void;
  override connect(callback?: Callback) {
    const refused = this.refusal();
    // pg-pool's own query() checks out with a callback and releases what it took.
    if (callback) {
      if (refused) return callback(refused, undefined as never, () => undefined);
      return super.connect((err, client, done) => {
        if (err) this.heard(err);
        callback(err, client, done);
      });
    }
    if (refused) return Promise.reject(refused);
    return super.connect().then(
      (client) => this.watched(client),
      (err: unknown) => {
        this.heard(err);
        throw err;
      },
    );
  }

  override query(...args: unknown[]): never {
    const result = (super.query as (...a: unknown[]) => unknown).apply(this, args);
    if (result instanceof Promise) {
      return result.catch((err: unknown) => {
        this.heard(err);
        throw err;
      }) as never;
    }
    return result as never;
  }

  private watched(client: pg.PoolClient) {
    const query = ownQuery.get(client) ?? client.query;
    ownQuery.set(client, query);
    const heard = (err: unknown) => this.heard(err);
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
        if (isUnanswered(err)) {
          timedOut = err as Error;
          heard(err);
        }
        if (isFirst) client.release(err instanceof Error ? err : new Error(String(err)));
        throw err;
      });
    } as Query;
    return client;
  }
}
