/** Between round trips while the breaker is open; each is bounded by the ping's own timeouts. */
const PROBE_EVERY_MS = 500;

/**
 * A database that stopped answering (hung, not gone) is found out by a request waiting its
 * full timeout. The breaker then opens, so the requests after it are told 503 at once instead
 * of each waiting as long (issue 27: fail fast, do not queue behind a hung pool). A ping every
 * half second, and any other ping (the health check's), closes it again on the first answer.
 */
export interface Breaker {
  isOpen(): boolean;
  /** A request's statement or connection went unanswered: open, and probe until it answers. */
  trip(): void;
  /** The database answered a ping (the breaker's own probe, or a health check's). */
  answered(): void;
  /** The pools are closing: no more probes. */
  stop(): void;
}

/** What a request meets while the breaker is open; database-unavailable.ts makes it a 503. */
export const NOT_ANSWERING = 'The database is not answering';

/** node-postgres's words for a wait that ran out on the server, not in the pool's own queue. */
const UNANSWERED = /^(Query read timeout|Connection terminated due to connection timeout)$/;

export const isUnanswered = (err: unknown) => err instanceof Error && UNANSWERED.test(err.message);

export function createBreaker(ping: () => Promise<void>): Breaker {
  let open = false;
  let stopped = false;
  const probe = async () => {
    while (open && !stopped) {
      await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS).unref());
      if (stopped) return;
      try {
        // A success closes it (the owner's ping calls answered()), whoever asked for it.
        await ping();
      } catch {
        // Still not answering: the next probe asks again.
      }
    }
  };
  return {
    isOpen: () => open,
    trip: () => {
      if (open || stopped) return;
      open = true;
      void probe();
    },
    answered: () => {
      open = false;
    },
    stop: () => {
      stopped = true;
      open = false;
    },
  };
}
