import pg from 'pg';

export interface ListenHandlers {
  /** A notification's payload, in commit order as this connection receives them. */
  onNotify(payload: string): void;
  /**
   * The listening connection was lost and is back: notifications sent meanwhile are gone, so
   * whoever relies on them should reload what they show.
   */
  onResync(): void;
  /** The listening connection is gone: notifications may be missed until `onResync`. */
  onLost(): void;
  onError(message: string, err: unknown): void;
}

export type Unlisten = () => Promise<void>;

const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 30_000;

/**
 * LISTEN on its own connection (a pooled one would be handed to other queries). When that
 * connection fails it is replaced, with growing pauses while PostgreSQL stays away, and the
 * handlers hear that a gap happened.
 */
export async function listenPostgres(
  url: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<Unlisten> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = RETRY_FIRST_MS;
  let timer: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) handlers.onNotify(message.payload);
    });
    next.on('error', (err) => {
      handlers.onError('the live-update connection failed', err);
      void reconnect(next);
    });
    next.on('end', () => void reconnect(next));
    try {
      await next.connect();
      await next.query(`LISTEN "${channel}"`);
    } catch (err) {
      next.removeAllListeners('end');
      await next.end().catch(() => undefined);
      throw err;
    }
    return next;
  };

  const reconnect = async (failed: pg.Client) => {
    if (stopped || client !== failed) return;
    client = null;
    handlers.onLost();
    failed.removeAllListeners('end');
    await failed.end().catch(() => undefined);
    const attempt = () => {
      timer = setTimeout(() => {
        connect().then(
          (fresh) => {
            if (stopped) return void fresh.end();
            client = fresh;
            retryMs = RETRY_FIRST_MS;
            handlers.onResync();
          },
          (err: unknown) => {
            handlers.onError('could not reconnect the live-update connection', err);
            retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
            attempt();
          },
        );
      }, retryMs);
    };
    attempt();
  };

  client = await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const current = client;
    client = null;
    if (current) {
      current.removeAllListeners('end');
      await current.end().catch(() => undefined);
    }
  };
}
