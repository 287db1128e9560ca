import { NOT_ANSWERING } from '../db/breaker';
import { anyCause, unavailable } from './errors';

/** Failing to reach a host at all: the error's own code, on a connect. */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOENT', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);
/**
 * SQLSTATE: connection exceptions (08…), the server shutting down or starting (57P01-57P03),
 * and a statement cancelled by its timeout (57014): the server is too busy or stuck to answer
 * within the time a request may wait (db/client.ts), which a retry may well not meet again.
 */
const SERVER_AWAY = /^(08...|57P0[123]|57014)$/;
/**
 * What node-postgres says when a connection drops mid-query, cannot be had in time, or its
 * answer does not come in time (a hung server), and what our pools say while their breaker is
 * open (db/breaker.ts).
 */
const DROPPED = new RegExp(
  [
    'Connection terminated',
    'Client has encountered a connection error',
    'timeout exceeded when trying to connect',
    'is not currently accepting connections',
    'Query read timeout',
    NOT_ANSWERING,
  ].join('|'),
);

/**
 * Whether `err` means the database could not be reached or did not answer in time (rather
 * than refused a statement): the request may well succeed in a moment. Wrapped errors are
 * unwrapped through `cause`.
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
  unavailable(
    'The service is temporarily unavailable. Please try again in a moment.',
    RETRY_AFTER_SECONDS,
  );
