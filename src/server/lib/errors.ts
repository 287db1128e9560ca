import type { ErrorCode } from '@shared/error-codes';
import type { TFieldOpsecFinding } from '@shared/schemas/opsec';

/** An error the client may see: its status, a stable code and the spec's message. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
    readonly headers: Record<string, string> = {},
    /** What the OPSEC check found, with `opsec_findings`. */
    readonly findings?: TFieldOpsecFinding[],
  ) {
    super(message);
  }
}

// The only way to make one (lint forbids `new AppError` elsewhere): each helper binds a status to
// its code, so a route cannot answer 403 with a conflict's code. A status whose answers a screen
// tells apart takes the code too, limited to the ones that status answers with.

/** Whole seconds, at least one: a client told to wait 0 would ask again at once. */
const retryAfter = (seconds: number) => ({
  'retry-after': String(Math.max(1, Math.ceil(seconds))),
});

export const badRequest = (message: string, field?: string) =>
  new AppError(400, 'validation', message, field);

/** Well-formed input we cannot use: an unreadable file, a cut-short upload, a provider's no. */
export const unusable = (
  message: string,
  code: Extract<
    ErrorCode,
    | 'unreadable_media'
    | 'upload_interrupted'
    | 'provider_cancelled'
    | 'provider_refused'
    | 'answer_unchecked'
  >,
) => new AppError(400, code, message);

/** `challenge` is the WWW-Authenticate a client needs to know how to sign in, if not a cookie. */
export const unauthorized = (message: string, challenge?: string) =>
  new AppError(
    401,
    'unauthorized',
    message,
    undefined,
    challenge ? { 'www-authenticate': challenge } : {},
  );

export const forbidden = (
  message: string,
  code: Extract<
    ErrorCode,
    | 'forbidden'
    | 'cross_site'
    | 'email_unverified'
    | 'super_admin_only'
    | 'protected_account'
    | 'protected_roles'
    | 'identity_revoked'
    | 'setup_link_invalid'
  > = 'forbidden',
) => new AppError(403, code, message);

export const notFound = (message: string) => new AppError(404, 'not_found', message);

export const conflict = (
  message: string,
  code: Extract<
    ErrorCode,
    | 'conflict'
    | 'already_handled'
    | 'already_reviewed'
    | 'review_exists'
    | 'not_pending'
    | 'gear_kit_full'
    | 'identity_in_use'
    | 'too_many_unattached'
  > = 'conflict',
) => new AppError(409, code, message);

/** The same request is still being answered (an `Idempotency-Key` sent again meanwhile). */
export const inProgress = (message: string, retryAfterSeconds: number) =>
  new AppError(409, 'request_in_progress', message, undefined, retryAfter(retryAfterSeconds));

/** Well-formed, but not what its key was first used for: an `Idempotency-Key` reused. */
export const unprocessable = (message: string) =>
  new AppError(422, 'idempotency_key_reused', message);

/** Issue 52: a post the OPSEC check found something in, not confirmed by its author. */
export const opsecFound = (message: string, findings: TFieldOpsecFinding[]) =>
  new AppError(422, 'opsec_findings', message, undefined, {}, findings);

export const tooLarge = (message: string) => new AppError(413, 'too_large', message);

export const unsupportedMediaType = (message: string) =>
  new AppError(415, 'unsupported_media_type', message);

/** `contentRange` tells the client the file's size, so it can ask for a range within it. */
export const rangeNotSatisfiable = (message: string, contentRange: string) =>
  new AppError(416, 'range_not_satisfiable', message, undefined, {
    'content-range': contentRange,
  });

export const tooMany = (message: string, retryAfterSeconds: number) =>
  new AppError(429, 'rate_limited', message, undefined, retryAfter(retryAfterSeconds));

/** A code's tries are spent: waiting does not help, a new code does, hence no Retry-After. */
export const tooManyTries = (message: string) => new AppError(429, 'too_many_tries', message);

/** The identity provider did not answer. */
export const badGateway = (message: string) => new AppError(502, 'provider_unreachable', message);

export const unavailable = (message: string, retryAfterSeconds: number) =>
  new AppError(503, 'unavailable', message, undefined, retryAfter(retryAfterSeconds));

/** Our mail server did not take the message. */
export const mailFailed = (message: string) => new AppError(503, 'mail_failed', message);

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
