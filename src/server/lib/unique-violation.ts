import type { AppError } from './errors';

const UNIQUE_VIOLATION = '23505';

/**
 * Whether `err` is PostgreSQL's unique violation, however wrapped: drizzle puts the driver's
 * error in `cause`, and Better Auth's adapter wraps drizzle's.
 */
export function isUniqueViolation(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Runs `work`, turning a unique violation into `conflict()`: the answer a request that lost a
 * race gets, the same as the one the checked path gives.
 */
export async function orConflict<T>(work: () => Promise<T>, conflict: () => AppError): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict();
    throw err;
  }
}
