import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, REQUEST_TIMEOUTS } from '../../db/client';
import { sessionIdOf } from '../../lib/session-cookie';
import { createMember } from '../../test/accounts';
import { capturedLog } from '../../test/captured-log';
import { appOver, openTestDatabase, type TestApp } from '../../test/harness';
import { proxyFor } from '../../test/tcp-proxy';
import { until } from '../../test/until';

// Issue 17: the database goes away under a running app (a restart, a network cut) and comes
// back. Requests that need it get a 503 with Retry-After in our error shape, the health check
// says so, and the process recovers by itself.

let t: TestApp;
let proxy: Awaited<ReturnType<typeof proxyFor>>;
let direct: Awaited<ReturnType<typeof openTestDatabase>>;
/** Every line the app logged, at every level. */
const log = capturedLog();

beforeAll(async () => {
  direct = await openTestDatabase();
  proxy = await proxyFor(direct.url);
  t = await appOver(openDatabase(proxy.url, { poolSize: 4 }), {}, { logger: log.logger });
});
afterAll(async () => {
  await t.close();
  await direct.close();
});

const health = () => t.app.inject({ method: 'GET', url: '/api/health' });
const contact = () =>
  t.as(null).post('/api/contact', {
    name: 'Jane',
    email: 'jane@example.com',
    subject: 'Hi',
    message: 'Hello there',
  });

/** Clients taken from the app's pool and not given back. */
const checkedOut = () => {
  const pool = (t.db as unknown as { $client: pg.Pool }).$client;
  return pool.totalCount - pool.idleCount;
};

describe('when the database goes away and comes back', () => {
  it('answers 503 with Retry-After while it is away, and recovers by itself', async () => {
    expect((await health()).statusCode).toBe(200);
    expect((await contact()).statusCode).toBe(201);
    const member = await createMember(t);

    await proxy.down();
    const refused = await contact();
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toEqual({
      error: {
        code: 'unavailable',
        message: 'The service is temporarily unavailable. Please try again in a moment.',
      },
    });
    // Better Auth's own endpoints too: it answers a database failure with a 500 of its own.
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: member.cookie },
    });
    expect(session.statusCode).toBe(503);
    expect(session.json().error.code).toBe('unavailable');
    // A member's every request looks up their session through Better Auth first (issue 27).
    const signedIn = [
      await t.as(member).get('/api/me'),
      await t.as(member).put(`/api/me/gear-kit/${randomUUID()}`),
    ];
    expect(signedIn.map((r) => [r.statusCode, r.headers['retry-after']])).toEqual([
      [503, '5'],
      [503, '5'],
    ]);
    // A recent answer stands for up to 5 s; after that the check asks, and says what it found.
    await until(async () => (await health()).statusCode === 503, 8_000);
    const down = await health();
    expect(down.json()).toEqual({ status: 'unavailable', database: 'unreachable' });
    expect(down.headers['retry-after']).toBe('5');

    await proxy.up();
    const recoveredIn = await until(async () => (await health()).statusCode === 200, 10_000);
    expect(recoveredIn).toBeLessThan(10_000);
    expect((await contact()).statusCode).toBe(201);
    // Every client the outage broke went back to the pool (and was dropped there): none is
    // still checked out, so the pool's size is whole for the requests to come.
    expect(checkedOut()).toBe(0);
    // Better Auth's failed queries carried the session token as a parameter; no line holds it.
    expect(log.text()).toContain('database unavailable');
    expect(log.text()).not.toContain(sessionIdOf(member.cookie));
  }, 30_000);

  it('answers 503 within its timeouts while the database hangs, and recovers by itself', async () => {
    const member = await createMember(t);
    expect((await health()).statusCode).toBe(200);
    proxy.freeze();
    try {
      // The health check says so within 5 s, and no check waits longer than that.
      let slowestCheck = 0;
      const reportedIn = await until(async () => {
        const started = performance.now();
        const answer = await health();
        slowestCheck = Math.max(slowestCheck, performance.now() - started);
        return answer.statusCode === 503;
      }, 6_000);
      expect(reportedIn).toBeLessThan(5_000);
      expect(slowestCheck).toBeLessThan(5_000);

      // A request waits for a connection, then for an answer, each bounded; then a 503.
      const longest = REQUEST_TIMEOUTS.connectMs + REQUEST_TIMEOUTS.statementMs + 1_000 + 1_000;
      const timed = async (send: () => Promise<{ statusCode: number }>) => {
        const started = performance.now();
        const { statusCode } = await send();
        return { statusCode, within: performance.now() - started < longest };
      };
      const answers = await Promise.all([
        timed(contact),
        timed(() => t.as(member).get('/api/me')),
        timed(() => t.as(member).put(`/api/me/gear-kit/${randomUUID()}`)),
        // A search no cache holds: the visitor's read goes to the database.
        timed(() => t.as(null).get(`/api/products?search=${randomUUID().slice(0, 8)}`)),
      ]);
      expect(answers).toEqual(answers.map(() => ({ statusCode: 503, within: true })));
      // Found out once, the hang costs the requests after it no wait: the breaker is open.
      const started = performance.now();
      expect((await t.as(member).get('/api/me')).statusCode).toBe(503);
      expect(performance.now() - started).toBeLessThan(500);
    } finally {
      proxy.thaw();
    }
    const recoveredIn = await until(async () => (await health()).statusCode === 200, 10_000);
    expect(recoveredIn).toBeLessThan(10_000);
    expect((await contact()).statusCode).toBe(201);
    expect((await t.as(member).get('/api/me')).statusCode).toBe(200);
    expect(checkedOut()).toBe(0);
  }, 40_000);

  it('answers 503 or succeeds, never 500, when PostgreSQL ends every connection of the app', async () => {
    expect((await contact()).statusCode).toBe(201);
    const answers: number[] = [];
    for (let round = 0; round < 3; round++) {
      await direct.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid()`,
      );
      for (let i = 0; i < 4; i++) answers.push((await contact()).statusCode);
    }
    expect(
      answers.every((s) => s === 201 || s === 503),
      answers.join(' '),
    ).toBe(true);
    // The pool replaces the connections it lost: the next request is served again.
    expect((await contact()).statusCode).toBe(201);
    expect((await health()).statusCode).toBe(200);
    expect(checkedOut()).toBe(0);
  });
});
