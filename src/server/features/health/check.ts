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
 * Resolves when the database is known to answer: from a recent round trip, or from a new one.
 * Rejects with the round trip's error when the database did not answer.
 */
export function createHealthCheck(
  ping: () => Promise<void>,
  now: () => number = () => performance.now(),
): () => Promise<void> {
  let answeredAt = Number.NEGATIVE_INFINITY;
  const roundTrip = async () => {
    try {
      await ping();
      answeredAt = now();
    } catch (err) {
      answeredAt = Number.NEGATIVE_INFINITY;
      throw err;
    }
  };
  return async () => {
    const age = now() - answeredAt;
    if (age > CHECK_STALE_MS) await roundTrip();
    // Its failure is reported by the next check, which then waits for the database.
    else if (age > CHECK_FRESH_MS) roundTrip().catch(() => undefined);
  };
}
