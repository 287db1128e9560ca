import { expect } from 'vitest';

/** The answer is our error shape (lib/errors.ts) with this status and this message, verbatim. */
export function expectError(
  res: { statusCode: number; json(): unknown },
  status: number,
  message: string,
) {
  expect(res.statusCode).toBe(status);
  expect((res.json() as { error: { message: string } }).error.message).toBe(message);
}
