import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PARITY_MIN_DECISIONS } from '@shared/moderation-figures';
import { auditLog } from '../../db/schema';
import { ADMIN_ROUTE_REFUSALS, expectRefused } from '../../test/admin-refusals';
import { insertProduct, insertReview, reviewRequest } from '../../test/fixtures';
import { parsePrometheusText } from '../../test/prometheus-text';
import { giveFlagRecord, setFlagHideThreshold } from '../../test/trust';
import { useTestApp } from '../../test/use-test-app';

// Issue 52: moderation parity by star band, from the audit log: what each decision records,
// the figures, the warning, and /metrics.

const TOKEN = 'metrics-token-for-the-parity-test-0123456789';
const t = useTestApp({
  personas: true,
  config: { metrics: { port: null, host: '127.0.0.1', token: TOKEN } },
});
const { who } = t;
const PARITY = '/api/admin/moderation-parity';

const entryOf = async (action: string, reviewId: string) =>
  (
    await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetId, reviewId)))
      .orderBy(desc(auditLog.id))
  )[0];

/** `n` first decisions on reviews of `rating` stars, as the log holds them, `waited` s each. */
async function decided(rating: number, approved: number, rejected: number, waited = 3600) {
  const row = (action: string) => ({
    actorId: who.admin.id,
    actorLabel: who.admin.email,
    action,
    targetType: 'review',
    targetId: null,
    targetLabel: 'A review',
    details: { rating, waitedSeconds: waited, from: 'pending' as const },
  });
  await t.db
    .insert(auditLog)
    .values([
      ...Array.from({ length: approved }, () => row('review.approve')),
      ...Array.from({ length: rejected }, () => row('review.reject')),
    ]);
}

describe('what moderation records of a review (issue 52)', () => {
  it('logs a submission with its stars, and a rejection with its reason, stars and wait', async () => {
    const p = await insertProduct(t.db);
    const res = await t
      .as(who.verified)
      .post(`/api/products/${p.id}/reviews`, reviewRequest({ rating: 2 }));
    const id = res.json().id;
    expect(await entryOf('review.submit', id)).toMatchObject({
      actorId: who.verified.id,
      actorLabel: 'A member',
      details: { rating: 2 },
    });
    await t.db.execute(
      sql`update reviews set updated_at = now() - interval '2 hours' where id = ${id}`,
    );
    const rejected = await t
      .as(who.admin)
      .post(`/api/admin/reviews/${id}/reject`, { note: 'Off topic', reason: 'off_topic' });
    expect(rejected.statusCode).toBe(200);
    const entry = await entryOf('review.reject', id);
    expect(entry).toMatchObject({
      notes: 'Off topic',
      details: { rating: 2, from: 'pending', reason: 'off_topic' },
    });
    expect(entry!.details!.waitedSeconds).toBeGreaterThanOrEqual(7200);
    expect(entry!.details!.waitedSeconds).toBeLessThan(7300);
  });

  it('calls a rejection that names no reason "other", and refuses an unknown one', async () => {
    const p = await insertProduct(t.db);
    const review = await insertReview(t.db, p.id, who.verified.id, { status: 'pending' });
    const bad = await t
      .as(who.admin)
      .post(`/api/admin/reviews/${review.id}/reject`, { reason: 'boring' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Please choose a reason for rejecting');
    await t.as(who.admin).post(`/api/admin/reviews/${review.id}/reject`, {});
    expect((await entryOf('review.reject', review.id))!.details).toMatchObject({
      reason: 'other',
    });
  });

  it('logs a hiding by flags as the flags’ doing, and the approval after it as a restoration', async () => {
    const p = await insertProduct(t.db);
    const review = await insertReview(t.db, p.id, who.verified.id);
    await setFlagHideThreshold(t.db, '1');
    await giveFlagRecord(t.db, who.admin.id, { agreed: 18, disagreed: 2 });
    await t
      .as(who.admin)
      .post(`/api/reviews/${review.id}/flags`, { reason: 'spam', description: 'An ad' });
    expect(await entryOf('review.hide', review.id)).toMatchObject({
      actorId: null,
      actorLabel: 'Members’ flags',
      details: { rating: 4 },
    });
    await t.as(who.superAdmin).post(`/api/admin/reviews/${review.id}/approve`, {});
    expect((await entryOf('review.approve', review.id))!.details).toMatchObject({
      restored: true,
    });
  });
});

describe('GET /api/admin/moderation-parity', () => {
  it.each(ADMIN_ROUTE_REFUSALS)('refuses %s', async (refusal) => {
    await expectRefused(t, refusal, [['GET', PARITY]]);
  });

  it.each(['admin', 'superAdmin'] as const)(
    'gives %s each band’s rate and median wait, and warns of a gap of more than 10 points',
    async (persona) => {
      await t.db.delete(auditLog);
      const n = PARITY_MIN_DECISIONS;
      await decided(1, n / 2, n / 2, 7200); // 50 %
      await decided(3, n, 0); // 100 %, one band short of enough below
      await decided(5, n - 2, 2, 600); // 90 %
      // Old and outside 30 days, a restoration, and a second decision: none counted.
      await decided(2, 0, 5);
      await t.db.execute(
        sql`update audit_log set created_at = now() - interval '60 days' where details->>'rating' = '2'`,
      );
      await t.db.insert(auditLog).values({
        actorId: who.admin.id,
        actorLabel: who.admin.email,
        action: 'review.approve',
        targetType: 'review',
        targetLabel: 'Kept over flags',
        details: { rating: 1, waitedSeconds: 60, from: 'pending', restored: true },
      });
      const res = await t.as(who[persona]).get(PARITY);
      expect(res.statusCode).toBe(200);
      const [month, quarter] = res.json().windows;
      expect(month.days).toBe(30);
      expect(month.bands).toEqual([
        { band: '1-2', decisions: n, approved: n / 2, approvalRate: 50, medianSeconds: 7200 },
        { band: '3', decisions: n, approved: n, approvalRate: 100, medianSeconds: 3600 },
        { band: '4-5', decisions: n, approved: n - 2, approvalRate: 90, medianSeconds: 600 },
      ]);
      expect(month.gap).toEqual({ points: 50, low: '1-2', high: '3', warn: true });
      expect(quarter.bands[0]).toMatchObject({ decisions: n + 5, approved: n / 2 });
    },
  );

  it('says nothing of a gap while a band has too few decisions', async () => {
    await t.db.delete(auditLog);
    await decided(1, 0, PARITY_MIN_DECISIONS - 1);
    await decided(5, PARITY_MIN_DECISIONS, 0);
    const [month] = (await t.as(who.admin).get(PARITY)).json().windows;
    expect(month.gap).toBeNull();
  });

  it('is in /metrics, by band and window', async () => {
    await t.db.delete(auditLog);
    await decided(1, 3, 1, 1200);
    const res = await t.as(null, { headers: { authorization: `Bearer ${TOKEN}` } }).get('/metrics');
    const text = parsePrometheusText(res.body);
    const labels = { band: '1-2', window_days: '30' };
    expect(text.value('battleready_moderation_decisions', labels)).toBe(4);
    expect(text.value('battleready_moderation_approval_ratio', labels)).toBe(0.75);
    expect(text.value('battleready_moderation_decision_wait_median_seconds', labels)).toBe(1200);
    expect(text.value('battleready_moderation_decisions', { band: '3', window_days: '30' })).toBe(
      0,
    );
  });
});
