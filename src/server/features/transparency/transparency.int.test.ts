import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POLICY_MSG } from '@shared/schemas/transparency';
import { auditLog } from '../../db/schema';
import { ADMIN_ROUTE_REFUSALS, callerOf, expectRefused } from '../../test/admin-refusals';
import { insertProduct, insertReview, reviewRequest } from '../../test/fixtures';
import { useTestApp } from '../../test/use-test-app';

// Issue 52: the transparency page's figures, counted from the audit log, and the moderation
// policy's versions.

const t = useTestApp({ personas: true });
const { who } = t;
const POLICY = '/api/admin/moderation-policy';

/** An entry as the log holds it, `monthsAgo` whole months before this one (mid-month, UTC). */
async function logged(action: string, monthsAgo: number, details?: object) {
  await t.db.insert(auditLog).values({
    actorId: who.admin.id,
    actorLabel: who.admin.email,
    action,
    targetType: 'review',
    targetLabel: 'x',
    details: details ?? null,
    createdAt:
      sql`date_trunc('month', now()) - make_interval(months => ${monthsAgo}) + interval '14 days'` as unknown as Date,
  });
}

/** The figures as the test counts them itself, from the rows of the log. */
async function recounted() {
  const rows = await t.db.select().from(auditLog);
  const months = new Map<string, Record<string, number>>();
  for (const r of rows) {
    const month = r.createdAt.toISOString().slice(0, 7);
    const m = months.get(month) ?? {};
    const add = (key: string) => (m[key] = (m[key] ?? 0) + 1);
    const d = r.details ?? {};
    if (r.action === 'review.submit') add('submitted');
    if (r.action === 'review.approve') add(d.restored ? 'restored' : 'approved');
    if (r.action === 'review.reject') add(`rejected:${d.reason ?? 'unrecorded'}`);
    if (r.action === 'review.hide') add('hidden');
    if (r.action === 'appeal.file') add('filed');
    if (r.action === 'appeal.uphold') add('upheld');
    if (r.action === 'appeal.reverse') add('reversed');
    if (r.action === 'user.delete') add('removed');
    months.set(month, m);
  }
  return months;
}

describe('GET /api/transparency', () => {
  it.each(['visitor', 'unverified', 'verified', 'admin', 'superAdmin'] as const)(
    'answers %s with each month since the log began, equal to the log recounted',
    async (persona) => {
      await t.db.delete(auditLog);
      // Through the routes: a submission, a rejection with its reason, one without.
      const p = await insertProduct(t.db);
      const written = await t
        .as(who.verified)
        .post(`/api/products/${p.id}/reviews`, reviewRequest());
      await t
        .as(who.admin)
        .post(`/api/admin/reviews/${written.json().id}/reject`, { reason: 'spam' });
      const other = await insertReview(t.db, p.id, who.unverified.id, { status: 'pending' });
      await t.as(who.admin).post(`/api/admin/reviews/${other.id}/approve`, {});
      // As the log holds older months: one before reasons were recorded, gaps left empty.
      await logged('review.submit', 3);
      await logged('review.reject', 3);
      await logged('review.hide', 1, { rating: 2 });
      await logged('review.approve', 1, { from: 'pending', restored: true });
      await logged('appeal.file', 1);
      await logged('appeal.reverse', 1);
      await logged('user.delete', 1);
      await logged('setting.change', 1);

      const res = await t.as(callerOf(t, persona)).get('/api/transparency');
      expect(res.statusCode).toBe(200);
      const { months } = res.json();
      expect(months).toHaveLength(4);
      const recount = await recounted();
      for (const m of months) {
        const c = recount.get(m.month) ?? {};
        expect(m).toEqual({
          month: m.month,
          submitted: c.submitted ?? 0,
          approved: c.approved ?? 0,
          rejected: {
            total: Object.entries(c)
              .filter(([k]) => k.startsWith('rejected:'))
              .reduce((n, [, v]) => n + v, 0),
            byReason: Object.fromEntries(
              Object.entries(c)
                .filter(([k]) => k.startsWith('rejected:'))
                .map(([k, v]) => [k.slice('rejected:'.length), v]),
            ),
          },
          hidden: c.hidden ?? 0,
          restored: c.restored ?? 0,
          appeals: { filed: c.filed ?? 0, upheld: c.upheld ?? 0, reversed: c.reversed ?? 0 },
          removedAccounts: c.removed ?? 0,
        });
      }
      const [now, , lastButOne, first] = months;
      expect(now).toMatchObject({ submitted: 1, approved: 1, rejected: { byReason: { spam: 1 } } });
      expect(lastButOne).toBeDefined();
      expect(first).toMatchObject({ submitted: 1, rejected: { byReason: { unrecorded: 1 } } });
      expect(months[1]).toMatchObject({ hidden: 1, restored: 1, removedAccounts: 1 });
      expect(months[1].appeals).toEqual({ filed: 1, upheld: 0, reversed: 1 });
    },
  );

  it('gives no policy until one is published, then the newest, with every version', async () => {
    expect((await t.as(null).get('/api/transparency')).json().policy).toBeNull();
    await t.as(who.admin).post(POLICY, { version: '1.0', body: 'We read every review.' });
    await t
      .as(who.superAdmin)
      .post(POLICY, { version: '1.1', body: 'We read every review twice.' });
    const page = (await t.as(null).get('/api/transparency')).json();
    expect(page.policy).toMatchObject({ version: '1.1', body: 'We read every review twice.' });
    expect(page.policyVersions.map((v: { version: string }) => v.version)).toEqual(['1.1', '1.0']);
  });
});

describe('the moderation policy’s versions', () => {
  it.each(ADMIN_ROUTE_REFUSALS)('refuses %s, publishing nothing', async (refusal) => {
    await expectRefused(t, refusal, [
      ['GET', POLICY],
      ['POST', POLICY, { version: '9.9', body: 'Not theirs to write.' }],
    ]);
    const versions = (await t.as(who.admin).get(POLICY)).json().items;
    expect(versions.map((v: { version: string }) => v.version)).not.toContain('9.9');
  });

  it.each([
    [{ version: '', body: 'Text' }, POLICY_MSG.versionRequired],
    [{ version: 'v'.repeat(21), body: 'Text' }, POLICY_MSG.versionTooLong],
    [{ version: '2.0', body: '  ' }, POLICY_MSG.bodyRequired],
    [{ version: '2.0', body: 'b'.repeat(20_001) }, POLICY_MSG.bodyTooLong],
  ])('refuses %j with its message', async (body, message) => {
    const res = await t.as(who.admin).post(POLICY, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it('refuses a version name already used (409), and logs each publication', async () => {
    const first = await t.as(who.admin).post(POLICY, { version: '3.0', body: 'Three.' });
    expect(first.statusCode).toBe(201);
    const again = await t.as(who.superAdmin).post(POLICY, { version: '3.0', body: 'Again.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(POLICY_MSG.versionTaken);
    const entries = await t.db.execute(
      sql`select count(*)::int as n from audit_log where action = 'policy.publish' and target_label = '3.0'`,
    );
    expect((entries as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });
});
