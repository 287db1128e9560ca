import { anyCause, AppError } from './errors';

/** Failing to reach a host at all: the error's own code, on a connect. */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOENT', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);
/** SQLSTATE: connection exceptions (08…), the server shutting down or starting (57P01-57P03). */
const SERVER_AWAY = /^(08...|57P0[123])$/;
/** What node-postgres says when a connection drops mid-query or cannot be had in time. */
const DROPPED =
  /Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|is not currently accepting connections/;

/**
 * Whether `err` means the database could not be reached (rather than refused a statement):
 * the request may well succeed in a moment. Wrapped errors are unwrapped through `cause`.
 */
export const isDatabaseUnavailable = (err: unknown) =>
  anyCause(err, ({ code, syscall, message }) => {
    if (typeof code === 'string') {
      if (SERVER_AWAY.test(code)) return true;
      if (syscall === 'connect' && UNREACHABLE.has(code)) return true;
      if (code === 'ECONNRESET' || code === 'EPIPE') return true;
    }
    return typeof message === 'string' && DROPPED.test(message);
  });

/** Seconds a client should wait before asking again while the database is away. */
export const RETRY_AFTER_SECONDS = 5;

export const serviceUnavailable = () =>
  new AppError(
    503,
    'unavailable',
    'The service is temporarily unavailable. Please try again in a moment.',
    undefined,
    { 'retry-after': String(RETRY_AFTER_SECONDS) },
  );
