import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INVITATION_CHECK_LIMIT } from '@shared/limits';
import { productViewDays, productViews, products } from '../products/schema';
import { session, verification } from '../../db/schema';
import { consumeRateLimit } from '../../lib/rate-limit';
import { startSecondInstance, startTestApp } from '../../test/harness';
import { createMember, type Member } from '../../test/accounts';
import { insertProduct } from '../../test/fixtures';
import { anyIp } from '../../test/requests';
import { useTestApp } from '../../test/use-test-app';
import { runRetention } from './index';

const t = useTestApp();
let member: Member;

beforeAll(async () => {
  member = await createMember(t);
});

const HOUR = 3600_000;
const later = (hours: number) => new Date(Date.now() + hours * HOUR);

async function rowsIn(table: string) {
  const result = (await t.db.execute(
    sql`select count(*)::int as n from ${sql.identifier(table)}`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

/** Each product's view count as the pages show it, and as the log and its roll-up add up. */
async function viewTotals() {
  const result = (await t.db.execute(sql`
    select p.id, p.view_count as shown,
      coalesce((select sum(views) from product_view_days d where d.product_id = p.id), 0)::int
      + (select count(*) from product_views v where v.product_id = p.id)::int as logged
    from products p order by p.id`)) as unknown as {
    rows: { id: string; shown: number; logged: number }[];
  };
  return result.rows;
}

const view = (productId: string) =>
  t.app.inject({ method: 'POST', url: `/api/products/${productId}/views` });

describe('runRetention: expired rows', () => {
  beforeEach(async () => {
    await t.db.execute(sql`delete from rate_limits`);
  });

  it('deletes rate-limit windows once they end, and keeps those still running', async () => {
    const oneMinute = { max: 5, windowMinutes: 1 };
    const oneDay = { max: 5, windowMinutes: 1440 };
    await consumeRateLimit(t.db, 'short', 'ip:a', oneMinute);
    await consumeRateLimit(t.db, 'long', 'ip:a', oneDay);

    const now = await runRetention(t.db, t.app.storage);
    expect(now).toMatchObject({ ran: true, rateLimits: 0 });

    const inAnHour = await runRetention(t.db, t.app.storage, later(1));
    expect(inAnHour).toMatchObject({ ran: true, rateLimits: 1 });
    const left = await t.db.execute(sql`select action from rate_limits`);
    expect((left as unknown as { rows: { action: string }[] }).rows).toEqual([{ action: 'long' }]);
  });

  it('a window that restarts moves its expiry, so the job does not cut a live window short', async () => {
    const rule = { max: 5, windowMinutes: 1 };
    await consumeRateLimit(t.db, 'restart', 'ip:b', rule);
    await t.db.execute(
      sql`update rate_limits set window_start = now() - interval '2 minutes',
          expires_at = now() - interval '1 minute'`,
    );
    await consumeRateLimit(t.db, 'restart', 'ip:b', rule);

    expect(await runRetention(t.db, t.app.storage)).toMatchObject({ rateLimits: 0 });
    expect(await rowsIn('rate_limits')).toBe(1);
  });

  it('deletes sessions and verification tokens past their expiry, and no others', async () => {
    const live = await t.db.select({ id: session.id }).from(session);
    expect(live.length).toBeGreaterThan(0);
    await t.db.insert(session).values({
      id: randomUUID(),
      token: randomUUID(),
      userId: member.id,
      expiresAt: new Date(Date.now() - HOUR),
    });
    await t.db.insert(verification).values([
      { id: randomUUID(), identifier: 'old', value: 'x', expiresAt: new Date(Date.now() - HOUR) },
      { id: randomUUID(), identifier: 'new', value: 'y', expiresAt: later(1) },
    ]);

    expect(await runRetention(t.db, t.app.storage)).toMatchObject({
      sessions: 1,
      verifications: 1,
    });
    expect(await t.db.select({ id: session.id }).from(session)).toEqual(live);
    const tokens = await t.db.select({ identifier: verification.identifier }).from(verification);
    expect(tokens.map((v) => v.identifier)).toContain('new');
    expect(tokens.map((v) => v.identifier)).not.toContain('old');

    const me = await t.app.inject({ url: '/api/me', headers: { cookie: member.cookie } });
    expect(me.json().viewer?.id).toBe(member.id);
  });
});

describe('runRetention: product views', () => {
  it('rolls the view log into one row per product and day, and every count stays right', async () => {
    const a = await insertProduct(t.db);
    const b = await insertProduct(t.db);
    for (let i = 0; i < 3; i += 1) expect((await view(a.id)).statusCode).toBe(200);
    expect((await view(b.id)).statusCode).toBe(200);
    await t.db.execute(
      sql`update product_views set viewed_at = '2026-01-01T12:00:00Z' where id in (
            select id from product_views where product_id = ${a.id} limit 1)`,
    );

    const report = await runRetention(t.db, t.app.storage);
    expect(report).toMatchObject({ ran: true, viewsRolledUp: 4 });
    expect(await rowsIn('product_views')).toBe(0);
    const days = await t.db
      .select({
        product: productViewDays.productId,
        day: productViewDays.day,
        views: productViewDays.views,
      })
      .from(productViewDays)
      .where(sql`${productViewDays.productId} in (${a.id}, ${b.id})`);
    const today = new Date().toISOString().slice(0, 10);
    expect(days).toEqual(
      expect.arrayContaining([
        { product: a.id, day: '2026-01-01', views: 1 },
        { product: a.id, day: today, views: 2 },
        { product: b.id, day: today, views: 1 },
      ]),
    );
    expect(days).toHaveLength(3);

    // A second run adds to today's row rather than writing another.
    await view(a.id);
    expect(await runRetention(t.db, t.app.storage)).toMatchObject({ viewsRolledUp: 1 });
    const [row] = await t.db
      .select({ views: productViewDays.views })
      .from(productViewDays)
      .where(sql`${productViewDays.productId} = ${a.id} and ${productViewDays.day} = ${today}`);
    expect(row?.views).toBe(3);
    for (const p of await viewTotals()) expect(p.logged).toBe(p.shown);

    const [shown] = await t.db
      .select({ views: products.viewCount })
      .from(products)
      .where(sql`${products.id} = ${a.id}`);
    expect(shown?.views).toBe(4);
  });

  it('deleting a product deletes its rolled-up views', async () => {
    const p = await insertProduct(t.db);
    await view(p.id);
    await runRetention(t.db, t.app.storage);
    await t.db.delete(products).where(sql`${products.id} = ${p.id}`);
    const left = await t.db
      .select()
      .from(productViewDays)
      .where(sql`${productViewDays.productId} = ${p.id}`);
    expect(left).toEqual([]);
  });
});

describe('runRetention: one instance at a time', () => {
  it('skips the database work while another instance holds the lock, and runs once it is free', async () => {
    await consumeRateLimit(t.db, 'locked', 'ip:c', { max: 1, windowMinutes: 1 });
    const other = new pg.Client({ connectionString: t.database.url });
    await other.connect();
    try {
      await other.query(`select pg_advisory_lock(hashtext('retention'))`);
      expect(await runRetention(t.db, t.app.storage, later(1))).toEqual({ ran: false });
      expect(await rowsIn('rate_limits')).toBeGreaterThan(0);
      await other.query(`select pg_advisory_unlock(hashtext('retention'))`);
      expect(await runRetention(t.db, t.app.storage, later(1))).toMatchObject({ ran: true });
      expect(await rowsIn('rate_limits')).toBe(0);
    } finally {
      await other.end();
    }
  });

  it('two instances running at once count every view exactly once', async () => {
    const second = await startSecondInstance(t);
    try {
      const p = await insertProduct(t.db);
      await t.db
        .insert(productViews)
        .values(Array.from({ length: 500 }, () => ({ productId: p.id })));
      await t.db.execute(sql`update products set view_count = 500 where id = ${p.id}`);

      const reports = await Promise.all([
        runRetention(t.db, t.app.storage),
        runRetention(second.db, second.app.storage),
      ]);
      const rolled = reports.reduce((n, r) => n + (r.ran ? r.viewsRolledUp : 0), 0);
      expect(rolled).toBe(500);
      for (const row of await viewTotals()) expect(row.logged).toBe(row.shown);
    } finally {
      await second.close();
    }
  });
});

describe('runRetention after a fuzz-sized load', () => {
  // 4,500 limited requests and 1,000 views: 24 s on a quiet machine, past the usual 30 on a busy
  // one (the test's own budget, not a figure it checks).
  it('leaves the tables bounded by what is still live, not by the traffic', async () => {
    await runRetention(t.db, t.app.storage, later(25));
    const product = await insertProduct(t.db);
    // As many limited requests as one fuzz run makes, each from its own address.
    for (let batch = 0; batch < 90; batch += 1) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, () =>
          t.app.inject({
            method: 'POST',
            url: '/api/invitations/validate',
            payload: { invitationCode: 'NOPE1234' },
            remoteAddress: anyIp(),
          }),
        ),
      );
      expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 200));
      if (batch < 20) await Promise.all(Array.from({ length: 50 }, () => view(product.id)));
    }
    const before = {
      rateLimits: await rowsIn('rate_limits'),
      productViews: await rowsIn('product_views'),
    };
    expect(before.rateLimits).toBeGreaterThanOrEqual(4500);
    expect(before.productViews).toBe(1000);

    // The longest window here is the invitation check's; a run after it leaves nothing.
    const after = later(INVITATION_CHECK_LIMIT.windowMinutes / 60 + 0.1);
    expect(await runRetention(t.db, t.app.storage, after)).toMatchObject({
      ran: true,
      viewsRolledUp: 1000,
    });
    expect(await rowsIn('rate_limits')).toBe(0);
    expect(await rowsIn('product_views')).toBe(0);
    const days = await t.db
      .select()
      .from(productViewDays)
      .where(sql`${productViewDays.productId} = ${product.id}`);
    expect(days).toHaveLength(1);
    expect(days[0]?.views).toBe(1000);
  }, 90_000);
});

describe('the schedule', () => {
  it('runs the job by itself, soon after start and again at each interval', async () => {
    const scheduled = await startTestApp({ retentionEveryMs: 100 });
    try {
      const expire = () =>
        scheduled.db.execute(
          sql`insert into rate_limits (action, subject, window_start, expires_at, count)
              values ('old', ${randomUUID()}, now() - interval '2 minutes', now() - interval '1 minute', 1)`,
        );
      const left = async () => {
        const result = (await scheduled.db.execute(
          sql`select count(*)::int as n from rate_limits where action = 'old'`,
        )) as unknown as { rows: { n: number }[] };
        return result.rows[0]!.n;
      };
      for (let round = 0; round < 2; round += 1) {
        await expire();
        await expect.poll(left, { timeout: 5000, interval: 50 }).toBe(0);
      }
    } finally {
      await scheduled.close();
    }
  });
});
