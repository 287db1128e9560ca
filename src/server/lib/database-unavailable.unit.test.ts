import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable';

const error = (props: Record<string, unknown>, message = 'failed') =>
  Object.assign(new Error(message), props);

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', error({ code: 'ECONNREFUSED', syscall: 'connect' })],
    ['a missing socket', error({ code: 'ENOENT', syscall: 'connect' })],
    ['a dropped connection', error({}, 'Connection terminated unexpectedly')],
    ['a terminated backend', error({ code: '57P01' })],
    ['a server starting up', error({ code: '57P03' })],
    ['a connection exception', error({ code: '08006' })],
    ['a statement past its timeout', error({ code: '57014' })],
    ['an answer that never came (a hung server)', error({}, 'Query read timeout')],
    ['no pooled connection in time', error({}, 'timeout exceeded when trying to connect')],
    ['a pool whose breaker is open', error({}, 'The database is not answering')],
    ['a driver error inside drizzle’s', error({ cause: error({ code: '57P01' }) })],
  ])('is true for %s', (_, err) => expect(isDatabaseUnavailable(err)).toBe(true));

  it.each([
    ['a missing file', error({ code: 'ENOENT', syscall: 'open' })],
    ['a unique violation', error({ code: '23505' })],
    ['a syntax error', error({ code: '42601' })],
    ['a plain error', new Error('boom')],
    ['no error at all', undefined],
  ])('is false for %s', (_, err) => expect(isDatabaseUnavailable(err)).toBe(false));
});
