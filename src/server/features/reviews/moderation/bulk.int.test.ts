import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MODERATION_LIST_MAX } from '@shared/limits';
import { auditLog } from '../../../db/schema';
import { notifications } from '../../notifications/schema';
import { products } from '../../products/schema';
import { reviewFlags } from './schema';
import { reviews } from '../schema';
import { createMember, type Member } from '../../../test/accounts';
import { ADMIN_ROUTE_REFUSALS, expectRefused } from '../../../test/admin-refusals';
import { insertProduct, insertReview } from '../../../test/fixtures';
import { setFlagHideThreshold } from '../../../test/trust';
import { useTestApp } from '../../../test/use-test-app';

// Issue 29: several reviews approved or rejected at once, each as one decision would be, in one
// transaction.
const t = useTestApp({ personas: true });
const { who } = t;

const bulk = (m: Member | null, body: object) => t.as(m).post('/api/admin/reviews/bulk', body);

/** `n` pending reviews by one author, two of them of the same product. */
async function pending(n: number, title = 'Waiting') {
  const author = await createMember(t);
  const shared = await insertProduct(t.db);
  const rows = [];
  for (let i = 0; i < n; i += 1) {
    const other = i < 2 ? (await createMember(t)).id : author.id;
    const productId = i < 2 ? shared.id : (await insertProduct(t.db)).id;
    rows.push(
      await insertReview(t.db, productId, other, { status: 'pending', title: `${title} ${i}` }),
    );
  }
  return { author, shared, rows, ids: rows.map((r) => r.id) };
}

const statuses = async (ids: string[]) =>
  (await t.db.select().from(reviews).where(inArray(reviews.id, ids)))
    .sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))
    .map((r) => r.status);
const auditOf = (ids: string[]) =>
  t.db.select().from(auditLog).where(inArray(auditLog.targetId, ids));
const reviewCountOf = async (productId: string) =>
  (await t.db.select().from(products).where(eq(products.id, productId)))[0]!.reviewCount;

describe('POST /api/admin/reviews/bulk', () => {
  it.each(ADMIN_ROUTE_REFUSALS)('refuses %s and changes nothing', async (refusal) => {
    const { ids } = await pending(2);
    await expectRefused(t, refusal, [
      ['POST', '/api/admin/reviews/bulk', { ids, action: 'approve' }],
    ]);
    expect(await statuses(ids)).toEqual(['pending', 'pending']);
  });

  it('refuses the reviews’ own author', async () => {
    const { author, rows } = await pending(3);
    const own = rows.filter((r) => r.userId === author.id).map((r) => r.id);
    expect((await bulk(author, { ids: own, action: 'approve' })).statusCode).toBe(403);
    expect(await statuses(own)).toEqual(['pending']);
  });

  it.each([
    ['an admin', 'admin'],
    ['a super admin', 'superAdmin'],
  ] as const)(
    'lets %s approve several: figures, log, notices as one by one',
    async (_, persona) => {
      const { shared, rows, ids } = await pending(3, `Approved by ${persona}`);
      const res = await bulk(who[persona], { ids, action: 'approve' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true, decided: 3 });
      expect(await statuses(ids)).toEqual(['approved', 'approved', 'approved']);
      expect(await reviewCountOf(shared.id)).toBe(2);
      const logged = await auditOf(ids);
      expect(logged.map((e) => [e.action, e.actorId]).sort()).toEqual(
        ids.map(() => ['review.approve', who[persona].id]),
      );
      for (const r of rows) {
        const told = await t.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, r.userId), eq(notifications.kind, 'review_decided')));
        expect(told.filter((n) => n.title.includes(`"${r.title}"`))).toEqual([
          expect.objectContaining({
            title: expect.stringMatching(/was approved and is now public$/) as unknown as string,
          }),
        ]);
      }
      const published = await t.db.select().from(reviews).where(inArray(reviews.id, ids));
      expect(published.every((r) => r.publishedAt !== null)).toBe(true);
    },
  );

  it('rejects several with the note, settling their flags as resolved', async () => {
    await setFlagHideThreshold(t.db, '100');
    const { rows, ids } = await pending(2, 'Spam');
    const flagger = await createMember(t);
    await t.db.update(reviews).set({ status: 'approved' }).where(eq(reviews.id, ids[0]!));
    expect(
      (await t.as(flagger).post(`/api/reviews/${ids[0]}/flags`, { reason: 'spam' })).statusCode,
    ).toBe(201);
    const res = await bulk(who.admin, { ids, action: 'reject', note: '  Copied from a shop  ' });
    expect(res.statusCode).toBe(200);
    expect(await statuses(ids)).toEqual(['rejected', 'rejected']);
    const [flag] = await t.db.select().from(reviewFlags).where(eq(reviewFlags.reviewId, ids[0]!));
    expect(flag).toMatchObject({ status: 'resolved', resolvedBy: who.admin.id });
    const [told] = await t.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, rows[1]!.userId), eq(notifications.kind, 'review_decided')),
      );
    expect(told).toMatchObject({
      title: expect.stringContaining('"Spam 1"') as unknown as string,
      detail: "Moderator's note: Copied from a shop",
    });
    const [flaggerTold] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, flagger.id), eq(notifications.kind, 'flag_settled')));
    expect(flaggerTold!.title).toContain('acted on');
  });

  it('changes nothing and answers 404 when one id names no review', async () => {
    const { ids } = await pending(2);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const res = await bulk(who.admin, { ids: [...ids, unknown], action: 'approve' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Review not found');
    expect(await statuses(ids)).toEqual(['pending', 'pending']);
    expect(await auditOf(ids)).toEqual([]);
  });

  it('takes an id given twice once, and counts only reviews whose status changed', async () => {
    const { ids } = await pending(2);
    await t.db.update(reviews).set({ status: 'approved' }).where(eq(reviews.id, ids[1]!));
    const res = await bulk(who.admin, { ids: [ids[0], ids[0], ids[1]], action: 'approve' });
    expect(res.json()).toEqual({ ok: true, decided: 1 });
    expect(await auditOf(ids)).toHaveLength(1);
  });

  it('holds under two overlapping bulk decisions at once', async () => {
    const { ids } = await pending(4);
    const [a, b] = await Promise.all([
      bulk(who.admin, { ids: ids.slice(0, 3), action: 'approve' }),
      bulk(who.superAdmin, { ids: ids.slice(1).reverse(), action: 'approve' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().decided + b.json().decided).toBe(4);
    expect(await auditOf(ids)).toHaveLength(4);
  });

  const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  it.each([
    [{ ids: [], action: 'approve' }, 'Choose at least one review'],
    [
      { ids: Array.from({ length: MODERATION_LIST_MAX + 1 }, (_, i) => id(i)), action: 'approve' },
      `Choose at most ${MODERATION_LIST_MAX} reviews at once`,
    ],
    [{ ids: ['x'], action: 'approve' }, 'Review not found'],
    [{ ids: [id(1)], action: 'hide' }, 'Action must be approve or reject'],
    [
      { ids: [id(1)], action: 'reject', note: 'n'.repeat(1001) },
      'The note to the author must be at most 1000 characters',
    ],
  ])('refuses %j with 400: %s', async (body, message) => {
    const { ids } = await pending(1);
    const res = await bulk(who.admin, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    expect(await statuses(ids)).toEqual(['pending']);
  });
});
