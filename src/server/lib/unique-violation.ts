import { anyCause, type AppError } from './errors';

const UNIQUE_VIOLATION = '23505';

/**
 * Whether `err` is PostgreSQL's unique violation, however wrapped: drizzle puts the driver's
 * error in `cause`, and Better Auth's adapter wraps drizzle's.
 */
export const isUniqueViolation = (err: unknown) =>
  anyCause(err, (e) => e.code === UNIQUE_VIOLATION);

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
