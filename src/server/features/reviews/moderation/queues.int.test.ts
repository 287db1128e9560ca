import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema';
import { reviewFlags } from './schema';
import type { Member } from '../../../test/accounts';
import { ADMIN_ROUTE_REFUSALS, expectRefused } from '../../../test/admin-refusals';
import { insertProduct, insertReview } from '../../../test/fixtures';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp({ personas: true });
const { who } = t;

const send = (method: 'GET' | 'POST', url: string, m: Member | null) =>
  t.as(m).send(method, url, method === 'POST' ? {} : undefined);

describe('GET /api/admin/reviews (pending reviews)', () => {
  it.each(ADMIN_ROUTE_REFUSALS)('refuses %s', async (refusal) => {
    await expectRefused(t, refusal, [['GET', '/api/admin/reviews']]);
  });

  it('lists only pending reviews, newest first, with the product name', async () => {
    const p = await insertProduct(t.db, { name: 'Moderated Boots' });
    await insertReview(t.db, p.id, who.verified.id, {
      status: 'pending',
      title: 'Older',
      createdAt: new Date(Date.now() - 60_000),
    });
    await insertReview(t.db, p.id, who.admin.id, { status: 'pending', title: 'Newer' });
    await insertReview(t.db, p.id, who.superAdmin.id, { status: 'approved', title: 'Public' });
    const items = (await send('GET', '/api/admin/reviews', who.admin)).json().items;
    const ours = items.filter((i: { productId: string }) => i.productId === p.id);
    expect(ours.map((i: { title: string }) => i.title)).toEqual(['Newer', 'Older']);
    expect(ours[0]).toMatchObject({ productName: 'Moderated Boots', rating: 4 });
  });
});

describe('review flags', () => {
  async function flagged(title: string) {
    const p = await insertProduct(t.db, { name: `Flagged ${title}` });
    const review = await insertReview(t.db, p.id, who.verified.id, { title });
    const [flag] = await t.db
      .insert(reviewFlags)
      .values({
        reviewId: review.id,
        userId: who.unverified.id,
        reason: 'spam',
        description: 'ads',
      })
      .returning();
    return { flag: flag!, review, product: p };
  }

  it.each(ADMIN_ROUTE_REFUSALS)('refuses %s the list, resolve and dismiss', async (refusal) => {
    const { flag } = await flagged(`refused ${refusal.persona}`);
    await expectRefused(t, refusal, [
      ['GET', '/api/admin/flags'],
      ['POST', `/api/admin/flags/${flag.id}/resolve`, {}],
      ['POST', `/api/admin/flags/${flag.id}/dismiss`, {}],
    ]);
    const [row] = await t.db.select().from(reviewFlags).where(eq(reviewFlags.id, flag.id));
    expect(row!.status).toBe('pending');
  });

  it('lists pending flags first, newest first, each with its review and product', async () => {
    const settled = await flagged('Settled one');
    await t.db
      .update(reviewFlags)
      .set({ status: 'dismissed' })
      .where(eq(reviewFlags.id, settled.flag.id));
    const older = await flagged('Older flag');
    await t.db
      .update(reviewFlags)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(reviewFlags.id, older.flag.id));
    const newer = await flagged('Newer flag');
    const items = (await send('GET', '/api/admin/flags', who.admin)).json().items as {
      id: string;
      status: string;
    }[];
    const ids = items.map((i) => i.id);
    expect(ids.indexOf(newer.flag.id)).toBeLessThan(ids.indexOf(older.flag.id));
    expect(ids.indexOf(older.flag.id)).toBeLessThan(ids.indexOf(settled.flag.id));
    const firstSettled = items.findIndex((i) => i.status !== 'pending');
    expect(items.slice(firstSettled).every((i) => i.status !== 'pending')).toBe(true);
    expect(items.find((i) => i.id === newer.flag.id)).toMatchObject({
      reason: 'spam',
      description: 'ads',
      status: 'pending',
      review: { id: newer.review.id, title: 'Newer flag', productName: 'Flagged Newer flag' },
    });
  });

  it.each([
    ['resolve', 'resolved', 'flag.resolve'],
    ['dismiss', 'dismissed', 'flag.dismiss'],
  ] as const)(
    '%s stamps who and when, logs it, and happens once',
    async (action, status, logged) => {
      const { flag } = await flagged(`To ${action}`);
      const res = await send('POST', `/api/admin/flags/${flag.id}/${action}`, who.superAdmin);
      expect(res.statusCode).toBe(200);
      const [row] = await t.db.select().from(reviewFlags).where(eq(reviewFlags.id, flag.id));
      expect(row).toMatchObject({ status, resolvedBy: who.superAdmin.id });
      expect(Date.now() - row!.resolvedAt!.getTime()).toBeLessThan(60_000);
      const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, flag.id));
      expect(entry).toMatchObject({
        action: logged,
        actorId: who.superAdmin.id,
        targetLabel: `To ${action}`,
      });
      const again = await send('POST', `/api/admin/flags/${flag.id}/resolve`, who.admin);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe('This flag has already been handled');
    },
  );

  it("answers 'Flag not found' for an unknown or malformed id", async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'x']) {
      const res = await send('POST', `/api/admin/flags/${id}/resolve`, who.admin);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Flag not found');
    }
  });
});
