import type { ErrorCode } from '@shared/error-codes';

/** An error the client may see: its status, a stable code and the spec's message. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new AppError(404, 'not_found', message);
export const badRequest = (message: string, field?: string) =>
  new AppError(400, 'validation', message, field);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, 'rate_limited', message, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

type ErrorFields = { code?: unknown; syscall?: unknown; message?: unknown };

/**
 * Whether `err` or an error it wraps passes `test`: drizzle puts the driver's error in `cause`,
 * and Better Auth's adapter wraps drizzle's.
 */
export function anyCause(err: unknown, test: (e: ErrorFields) => boolean): boolean {
  let e: unknown = err;
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++) {
    if (test(e as ErrorFields)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
