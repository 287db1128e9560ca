/**
 * A round trip this recent answers for the database as it is. Monitors poll every few seconds;
 * a busy site's own checks would otherwise each cost a query (decision 012).
 */
export const CHECK_FRESH_MS = 1_000;
/**
 * A round trip older than CHECK_FRESH_MS but within this still answers while the next one is
 * made in the background: a check that waited its turn behind ten searches' queries took
 * 60 ms. Past this, or after a failed round trip, a check waits for the database itself.
 */
export const CHECK_STALE_MS = 5_000;
/**
 * A round trip on its way for longer than this means a server that does not answer (hung, not
 * gone): checks stop answering from the older one and wait for this one, which the ping's own
 * timeouts end within about two seconds more (db/client.ts), so a hung database is reported
 * within five seconds (issue 27).
 */
export const CHECK_OVERDUE_MS = 1_500;

/**
 * Resolves when the database is known to answer: from a recent round trip, or from a new one.
 * Rejects with the round trip's error when the database did not answer.
 */
export function createHealthCheck(
  ping: () => Promise<void>,
  now: () => number = () => performance.now(),
): () => Promise<void> {
  let answeredAt = Number.NEGATIVE_INFINITY;
  let inFlight: { since: number; done: Promise<void> } | null = null;
  const roundTrip = () => {
    inFlight ??= {
      since: now(),
      done: ping().then(
        () => {
          answeredAt = now();
          inFlight = null;
        },
        (err: unknown) => {
          answeredAt = Number.NEGATIVE_INFINITY;
          inFlight = null;
          throw err;
        },
      ),
    };
    return inFlight;
  };
  return async () => {
    const age = now() - answeredAt;
    if (age <= CHECK_FRESH_MS) return;
    const trip = roundTrip();
    const overdue = now() - trip.since > CHECK_OVERDUE_MS;
    if (age > CHECK_STALE_MS || overdue) return trip.done;
    // Its failure is reported by the next check, which then waits for the database.
    trip.done.catch(() => undefined);
  };
}
