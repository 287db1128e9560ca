import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MODERATION_LIST_MAX } from '@shared/limits';
import type { TAdminFlag, TPendingReport, TPendingReview } from '@shared/schemas/admin';
import { profiles, user } from '../../../db/schema';
import { reviewFlags } from './schema';
import { createMember, type Member } from '../../../test/accounts';
import { insertProduct, insertReport, insertReview } from '../../../test/fixtures';
import { verifyService } from '../../../test/trust';
import { useTestApp } from '../../../test/use-test-app';

// Issue 44: no moderation queue starves an old item. Each list shows MODERATION_LIST_MAX items;
// one that has waited more than a day is among them whatever its risk, the longest first.
const t = useTestApp();

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
const newer = MODERATION_LIST_MAX + 10;

/** A verified member of months: their plain review scores no risk at all. */
async function calmAuthor() {
  const m = await createMember(t);
  const joined = sql`now() - interval '90 days'`;
  await t.db.update(user).set({ createdAt: joined }).where(eq(user.id, m.id));
  await t.db.update(profiles).set({ createdAt: joined }).where(eq(profiles.userId, m.id));
  await verifyService(t.db, m.id);
  return m;
}

/**
 * `newer` reviews written in the last hour, riskier than a calm one: each by an unverified
 * account with a link in its text. Returns the accounts' prefix.
 */
async function riskierReviews(prefix: string, status: 'pending' | 'approved') {
  const product = await insertProduct(t.db);
  await t.db.execute(sql`
    insert into "user" (id, name, email, email_verified)
    select ${prefix} || g, 'Queue ' || g, ${prefix} || g || '@example.test', true
    from generate_series(1, ${newer}::int) g`);
  await t.db.execute(sql`
    with written as (
      insert into reviews (product_id, user_id, status, title, content, rating, durability,
        portability, cost_value, civilian_adaptation, overall_utility, created_at, updated_at)
      select ${product.id}, ${prefix} || g, ${status}, 'Queued ' || g,
        'Buy it at https://deals.example/' || g, 4, 8, 8, 8, 8, 8,
        now() - g * interval '1 second', now() - g * interval '1 second'
      from generate_series(1, ${newer}::int) g
      returning id)
    insert into review_risk_signals (review_id, link_count) select id, 1 from written`);
}

const get = async <T>(admin: Member, url: string) =>
  (await t.as(admin).get(url)).json().items as T[];

describe('an item waiting more than a day', () => {
  it('ranks into the first page of pending reviews, the longest waiting first', async () => {
    await riskierReviews('pending-', 'pending');
    const product = await insertProduct(t.db);
    const calm = async (hours: number) =>
      insertReview(t.db, product.id, (await calmAuthor()).id, {
        status: 'pending',
        createdAt: hoursAgo(hours),
        updatedAt: hoursAgo(hours),
      });
    const waited25 = await calm(25);
    const waited30 = await calm(30);
    const waited23 = await calm(23);
    const admin = await createMember(t, { roles: ['admin'] });
    const items = await get<TPendingReview>(admin, '/api/admin/reviews');
    expect(items).toHaveLength(MODERATION_LIST_MAX);
    expect(items.slice(0, 2).map((i) => i.id)).toEqual([waited30.id, waited25.id]);
    expect(items.slice(0, 2).map((i) => i.risk.score)).toEqual([0, 0]);
    // Then the riskiest, as before: the calm one of 23 hours waits its turn.
    const rest = items.slice(2).map((i) => i.risk.score);
    expect(rest).toEqual([...rest].sort((a, b) => b - a));
    expect(rest[0]).toBeGreaterThan(0);
    expect(items.map((i) => i.id)).not.toContain(waited23.id);
  });

  it('ranks into the first page of pending flags, the oldest first', async () => {
    await riskierReviews('flagged-', 'approved');
    // Each of those flagged a minute ago, by the next account.
    await t.db.execute(sql`
      insert into review_flags (review_id, user_id, reason, created_at)
      select r.id, 'flagged-' || (split_part(r.user_id, '-', 2)::int % ${newer}::int + 1), 'spam',
        now() - interval '1 minute'
      from reviews r where r.user_id like 'flagged-%'`);
    const product = await insertProduct(t.db);
    const calm = await insertReview(t.db, product.id, (await calmAuthor()).id);
    const [old] = await t.db
      .insert(reviewFlags)
      .values({ reviewId: calm.id, userId: 'flagged-1', reason: 'spam', createdAt: hoursAgo(25) })
      .returning();
    const admin = await createMember(t, { roles: ['admin'] });
    const items = await get<TAdminFlag>(admin, '/api/admin/flags');
    expect(items).toHaveLength(MODERATION_LIST_MAX);
    expect(items[0]!.id).toBe(old!.id);
    expect(items[1]!.risk.score).toBeGreaterThan(items[0]!.risk.score);
  });

  it('ranks into the first page of pending field reports, the oldest first', async () => {
    await riskierReviews('reported-', 'approved');
    await t.db.execute(sql`
      insert into review_reports (review_id, product_id, user_id, months_owned, state, content,
        created_at, updated_at)
      select r.id, r.product_id, r.user_id, 6, 'in_service', 'Still going strong.',
        r.created_at, r.created_at
      from reviews r where r.user_id like 'reported-%'`);
    const product = await insertProduct(t.db);
    const review = await insertReview(t.db, product.id, (await calmAuthor()).id);
    const old = await insertReport(t.db, review, { createdAt: hoursAgo(25) });
    const admin = await createMember(t, { roles: ['admin'] });
    const items = await get<TPendingReport>(admin, '/api/admin/reports');
    expect(items).toHaveLength(MODERATION_LIST_MAX);
    expect(items[0]!.report.id).toBe(old.id);
    // Then the newest, as before.
    const rest = items.slice(1).map((i) => i.report.createdAt);
    expect(rest).toEqual([...rest].sort().reverse());
  });
});
