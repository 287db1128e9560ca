import { isAlive } from './postmaster';
import { startEmbeddedServer, type EmbeddedServer } from './server';

/** How often the postmaster is looked for: a signal 0, nothing the server notices. */
const WATCH_EVERY_MS = 500;
const FIRST_RETRY_MS = 500;
const LONGEST_RETRY_MS = 30_000;

export interface SupervisedServer {
  url: string;
  /** 'restarting' from the moment the server is found gone until it answers again. */
  state(): 'running' | 'restarting';
  /** Stops watching, waits for a restart under way, then stops the server. */
  stop(): Promise<void>;
}

/**
 * The embedded PostgreSQL under this process's watch (issue 27): when its postmaster exits
 * without our asking (killed, crashed, stopped by hand), it is started again on the same data
 * directory, which runs crash recovery, with doubling waits between failed tries and a log line
 * for each. Never two postmasters: a start adopts a server that is already running there, and
 * PostgreSQL's own postmaster.pid refuses a second (a try that meets the old server's backends
 * still exiting fails, and the next one succeeds). The connection string does not change: the
 * socket lives at the same path.
 */
export async function superviseEmbeddedServer(
  dataDir: string,
  log: (message: string) => void,
): Promise<SupervisedServer> {
  const first = await startEmbeddedServer(dataDir, log);
  /** Null once the server is found gone, until a restart brings it back. */
  let server: EmbeddedServer | null = first;
  let stopping = false;
  let restarting: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let wake: (() => void) | undefined;
  // A wait between tries that stop() cuts short, so shutting down never waits out a backoff.
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const waiting = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(waiting);
        resolve();
      };
    });

  const restart = async (gonePid: number) => {
    log(`the embedded PostgreSQL (pid ${gonePid}) exited unexpectedly; restarting it`);
    for (let attempt = 1, wait = FIRST_RETRY_MS; !stopping; attempt++) {
      const started = Date.now();
      try {
        server = await startEmbeddedServer(dataDir, log);
        log(`the embedded PostgreSQL is back after ${Date.now() - started} ms (pid ${server.pid})`);
        return;
      } catch (err) {
        log(
          `restarting the embedded PostgreSQL failed (attempt ${attempt}): ` +
            `${(err as Error).message}; trying again in ${wait} ms`,
        );
        await pause(wait);
        wait = Math.min(wait * 2, LONGEST_RETRY_MS);
      }
    }
  };
  const watch = () => {
    if (stopping) return;
    timer = setTimeout(() => {
      const current = server;
      if (!current) return;
      if (isAlive(current.pid)) return watch();
      server = null;
      restarting = restart(current.pid).finally(() => {
        restarting = null;
        watch();
      });
    }, WATCH_EVERY_MS);
    timer.unref();
  };
  watch();

  return {
    url: first.url,
    state: () => (restarting ? 'restarting' : 'running'),
    stop: async () => {
      stopping = true;
      clearTimeout(timer);
      wake?.();
      await restarting;
      // Not after a failed restart: the gone server's pid may since belong to another process.
      await server?.stop();
    },
  };
}
