import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { Lifecycle } from '../../lib/lifecycle';
import { appOver, openTestDatabase, type TestApp } from '../../test/harness';
import { proxyFor } from '../../test/tcp-proxy';
import { until } from '../../test/until';

// Issue 32: liveness says the process answers; readiness says whether to send it requests, and
// fails first when a shutdown begins, while the database is away, or while it lacks a migration.

let t: TestApp;
let lifecycle: Lifecycle;
let proxy: Awaited<ReturnType<typeof proxyFor>>;
let direct: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  direct = await openTestDatabase();
  proxy = await proxyFor(direct.url);
  lifecycle = new Lifecycle();
  t = await appOver(openDatabase(proxy.url, { poolSize: 4 }), {}, { lifecycle });
});
afterAll(async () => {
  await t.close();
  await direct.close();
});

const get = (app: TestApp['app'], url: string) => app.inject({ method: 'GET', url });

describe('GET /api/health/live', () => {
  it('answers ok, never from a cache', async () => {
    const res = await get(t.app, '/api/health/live');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /api/health/ready', () => {
  it('is ready with the database up and every migration applied', async () => {
    const res = await get(t.app, '/api/health/ready');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is not ready while the database is away, and is again once it is back; live all along', async () => {
    await proxy.down();
    try {
      await until(async () => (await get(t.app, '/api/health/ready')).statusCode === 503, 10_000);
      const res = await get(t.app, '/api/health/ready');
      expect(res.json()).toEqual({ status: 'unavailable', reason: 'database-unreachable' });
      expect(res.headers['retry-after']).toBe('5');
      expect((await get(t.app, '/api/health/live')).statusCode).toBe(200);
    } finally {
      await proxy.up();
    }
    await until(async () => (await get(t.app, '/api/health/ready')).statusCode === 200, 10_000);
  });

  it('is not ready while a migration this build ships is missing', async () => {
    const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    const [row] = (
      (await direct.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = ${newest} returning *`,
      )) as unknown as { rows: { id: number; hash: string; created_at: string }[] }
    ).rows;
    // A fresh instance: a running one that saw the schema current keeps it so.
    const behind = await appOver(openDatabase(direct.url, { poolSize: 2 }), {}, {});
    try {
      const res = await get(behind.app, '/api/health/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', reason: 'migrations-pending' });
    } finally {
      await direct.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at)
            values (${row!.id}, ${row!.hash}, ${row!.created_at})`,
      );
      await behind.close();
    }
  });

  it('fails first when a shutdown begins, while other requests are still served', async () => {
    lifecycle.drain();
    const res = await get(t.app, '/api/health/ready');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', reason: 'shutting-down' });
    expect((await get(t.app, '/api/health/live')).statusCode).toBe(200);
    expect((await get(t.app, '/api/health')).statusCode).toBe(200);
    expect((await get(t.app, '/api/categories')).statusCode).toBe(200);
  });
});
