import { eq } from 'drizzle-orm';
import { FIT_MSG } from '@shared/fit';
import { describe, expect, it } from 'vitest';
import { products } from '../products/schema';
import { reviews } from './schema';
import { createMember, type Member } from '../../test/accounts';
import { insertProduct, insertReport, reportRequest, reviewRequest } from '../../test/fixtures';
import { useTestApp } from '../../test/use-test-app';

// Issue 48: members' measurements and fit verdicts, from the request to the product's figures.

const t = useTestApp({ personas: true });
const { who } = t;

const boots = () =>
  insertProduct(t.db, { category: 'deployment', sized: 'footwear', specWeight: 1200 });
const write = (productId: string, m: Member, over: Record<string, unknown> = {}) =>
  t.as(m).post(`/api/products/${productId}/reviews`, reviewRequest(over));
const approve = (id: string) => t.as(who.admin).post(`/api/admin/reviews/${id}/approve`, {});
const approveReport = (id: string) => t.as(who.admin).post(`/api/admin/reports/${id}/approve`, {});
const productOf = async (id: string) => (await t.as(null).get(`/api/products/${id}`)).json();
const weightOf = async (id: string) =>
  (await productOf(id)).specs.find((s: { key: string }) => s.key === 'weight');

/** A review old enough for a field report. */
const writtenMonthsAgo = (id: string) =>
  t.db
    .update(reviews)
    .set({ createdAt: new Date(Date.now() - 200 * 86_400_000) })
    .where(eq(reviews.id, id));

/** A member's approved review of the product, stating what `over` says. */
async function approvedReview(productId: string, over: Record<string, unknown>) {
  const member = await createMember(t);
  const res = await write(productId, member, over);
  expect(res.statusCode).toBe(201);
  await approve(res.json().id);
  return { member, id: res.json().id as string };
}

describe('a review stating measures and fit (issue 48)', () => {
  it('counts once approved: the claim beside the median and count, the fit split and its summary', async () => {
    const p = await boots();
    const member = await createMember(t);
    const res = await write(p.id, member, {
      measured: { weight: 1310 },
      sizeWorn: '10.5',
      fit: 'small',
      width: 'narrow',
      benchmark: '10 in Salomon Quest',
    });
    expect(res.statusCode).toBe(201);
    // Pending: nothing public moves.
    expect(await weightOf(p.id)).toMatchObject({ claimed: 1200, measured: null });
    expect((await productOf(p.id)).fit.n).toBe(0);

    await approve(res.json().id);
    expect(await weightOf(p.id)).toEqual({
      key: 'weight',
      label: 'Weight',
      unit: 'g',
      claimed: 1200,
      measured: { median: 1310, n: 1 },
    });
    expect((await productOf(p.id)).fit).toEqual({
      sized: 'footwear',
      n: 1,
      verdicts: { small: 1, true: 0, large: 0 },
      width: { narrow: 1, normal: 0, wide: 0 },
      summary: 'Most owners: runs small · 1 of 1',
    });
    const [card] = (await t.as(null).get(`/api/products/${p.id}/reviews`)).json().items;
    expect(card).toMatchObject({
      measured: { weight: 1310 },
      sizeWorn: '10.5',
      fit: 'small',
      width: 'narrow',
      benchmark: '10 in Salomon Quest',
    });
  });

  it('takes the median of owners, each once with their latest approved figure', async () => {
    const p = await boots();
    await approvedReview(p.id, { measured: { weight: 1250 }, fit: 'true' });
    await approvedReview(p.id, { measured: { weight: 1400 }, fit: 'true' });
    const third = await approvedReview(p.id, { measured: { weight: 1300 }, fit: 'large' });
    expect((await weightOf(p.id)).measured).toEqual({ median: 1300, n: 3 });
    expect((await productOf(p.id)).fit.summary).toBe('Most owners: true to size · 2 of 3');

    // The third owner weighs them again months on: it counts once approved, and replaces theirs.
    await writtenMonthsAgo(third.id);
    const report = await t
      .as(third.member)
      .post(
        `/api/reviews/${third.id}/reports`,
        reportRequest({ measured: { weight: 1500 }, fit: 'true' }),
      );
    expect(report.statusCode).toBe(201);
    expect((await weightOf(p.id)).measured).toEqual({ median: 1300, n: 3 });
    await approveReport(report.json().id);
    expect((await weightOf(p.id)).measured).toEqual({ median: 1400, n: 3 });
    expect((await productOf(p.id)).fit.verdicts).toEqual({ small: 0, true: 3, large: 0 });
  });

  it('leaves out pending, rejected and un-approved reviews and reports', async () => {
    const p = await boots();
    const counted = await approvedReview(p.id, { measured: { weight: 1000 } });
    const pending = await createMember(t);
    expect((await write(p.id, pending, { measured: { weight: 5000 } })).statusCode).toBe(201);
    const rejected = await createMember(t);
    const r = await write(p.id, rejected, { measured: { weight: 6000 } });
    await t.as(who.admin).post(`/api/admin/reviews/${r.json().id}/reject`, {});
    const [review] = await t.db.select().from(reviews).where(eq(reviews.id, counted.id));
    await insertReport(t.db, review!, { measured: { weight: 9000 } });
    await insertReport(t.db, review!, { measured: { weight: 8000 }, status: 'rejected' });
    // Another owner's review approved: the product's figures are recomputed with all of these.
    await approvedReview(p.id, {});
    expect((await weightOf(p.id)).measured).toEqual({ median: 1000, n: 1 });
  });

  it('forgets what an edit leaves out, once the edit is approved', async () => {
    const p = await boots();
    const { member, id } = await approvedReview(p.id, { measured: { weight: 1000 }, fit: 'true' });
    expect((await t.as(member).patch(`/api/reviews/${id}`, reviewRequest())).statusCode).toBe(200);
    await approve(id);
    expect(await weightOf(p.id)).toMatchObject({ measured: null });
    expect((await productOf(p.id)).fit.n).toBe(0);
  });

  it.each([
    [{ measured: { weight: -3 } }, 'Weight must be between 1 and 200,000 g', 'measured.weight'],
    [
      { measured: { weight: 900_000 } },
      'Weight must be between 1 and 200,000 g',
      'measured.weight',
    ],
    [{ measured: { weight: '1kg' } }, 'Weight must be between 1 and 200,000 g', 'measured.weight'],
    [{ measured: { heft: 3 } }, FIT_MSG.unknownSpec, 'measured'],
    // Boots are deployment gear, which has no battery.
    [
      { measured: { battery: 3000 } },
      'Battery capacity is not a spec of this product',
      'measured.battery',
    ],
    [{ fit: 'snug' }, FIT_MSG.verdict, 'fit'],
    [{ width: 'medium' }, FIT_MSG.width, 'width'],
    [{ sizeWorn: 'x'.repeat(21) }, 'Size worn must be at most 20 characters', 'sizeWorn'],
    [
      { benchmark: 'x'.repeat(61) },
      'Your usual size elsewhere must be at most 60 characters',
      'benchmark',
    ],
  ])('refuses %j with a 400 naming the field, and writes nothing', async (over, message, field) => {
    const p = await boots();
    const member = await createMember(t);
    const res = await write(p.id, member, over);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ message, field });
    expect(await t.db.$count(reviews, eq(reviews.productId, p.id))).toBe(0);
  });

  it('asks fit only of sized gear, and width only of footwear', async () => {
    const member = await createMember(t);
    const radio = await insertProduct(t.db, { category: 'tech' });
    const unsized = await write(radio.id, member, { fit: 'true' });
    expect(unsized.statusCode).toBe(400);
    expect(unsized.json().error).toMatchObject({ message: FIT_MSG.notSized, field: 'fit' });
    const gloves = await insertProduct(t.db, { category: 'training', sized: 'gloves' });
    const wide = await write(gloves.id, member, { fit: 'true', width: 'wide' });
    expect(wide.json().error).toMatchObject({ message: FIT_MSG.widthFootwearOnly, field: 'width' });
    expect(await t.db.$count(reviews, eq(reviews.userId, member.id))).toBe(0);
    expect((await write(gloves.id, member, { fit: 'large', sizeWorn: 'L' })).statusCode).toBe(201);
  });

  it('refuses a report measuring out of range, and keeps the report unwritten', async () => {
    const p = await boots();
    const { member, id } = await approvedReview(p.id, {});
    await writtenMonthsAgo(id);
    const res = await t
      .as(member)
      .post(`/api/reviews/${id}/reports`, reportRequest({ measured: { volume: 9000 } }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      message: 'Volume must be between 0.1 and 500 L',
      field: 'measured.volume',
    });
    const [row] = await t.db.select().from(products).where(eq(products.id, p.id));
    expect(row!.measuredSpecs).toBeNull();
  });

  it("carries a member's measurements and fit in their data export", async () => {
    const p = await boots();
    const { member } = await approvedReview(p.id, {
      measured: { weight: 1180, volume: 2 },
      sizeWorn: '44',
      fit: 'large',
    });
    const mine = (await t.as(member).get('/api/me/export')).json();
    expect(mine.reviews[0]).toMatchObject({
      measured: { weight: 1180, volume: 2 },
      sizeWorn: '44',
      fit: 'large',
    });
  });
});
