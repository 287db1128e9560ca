import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../products/schema';
import { reviews } from '../schema';
import { createMember } from '../../../test/accounts';
import { insertProduct, insertReport, insertReview } from '../../../test/fixtures';
import { useTestApp } from '../../../test/use-test-app';

// Issue 30: a review counts in its product's figures with the scores of its latest approved
// report that gives scores, else its own; checked here by hand-computed numbers.

const t = useTestApp({ personas: true });
const { who } = t;

const DAY = 24 * 60 * 60_000;
const ago = (ms: number) => new Date(Date.now() - ms);
const flat = (n: number) => ({
  durability: n,
  portability: n,
  costValue: n,
  civilianAdaptation: n,
  overallUtility: n,
});

const decide = (id: string, action: 'approve' | 'reject') =>
  t.as(who.admin).post(`/api/admin/reports/${id}/${action}`, {});
const figures = async (productId: string) => {
  const [p] = await t.db
    .select({
      averageRating: products.averageRating,
      reviewCount: products.reviewCount,
      battleReadyIndex: products.battleReadyIndex,
      durability: products.durability,
      portability: products.portability,
      costValue: products.costValue,
      civilianAdaptation: products.civilianAdaptation,
      overallUtility: products.overallUtility,
      fieldTestedCount: products.fieldTestedCount,
      longestOwnedMonths: products.longestOwnedMonths,
    })
    .from(products)
    .where(eq(products.id, productId));
  return {
    ...p!,
    averageRating: Number(p!.averageRating),
    durability: Number(p!.durability),
    portability: Number(p!.portability),
    costValue: Number(p!.costValue),
    civilianAdaptation: Number(p!.civilianAdaptation),
    overallUtility: Number(p!.overallUtility),
  };
};
const fieldTestedMonths = async (reviewId: string) =>
  (
    await t.db
      .select({ m: reviews.fieldTestedMonths })
      .from(reviews)
      .where(eq(reviews.id, reviewId))
  )[0]!.m;

/**
 * Review A: rating 5, scores 10 8 6 9 7 (sum 40); review B: rating 3, all 6 (sum 30).
 * Means: 8, 7, 6, 7.5, 6.5; index round(10 × 70 / 10) = 70; rating 4.
 */
const OWN = {
  averageRating: 4,
  reviewCount: 2,
  battleReadyIndex: 70,
  durability: 8,
  portability: 7,
  costValue: 6,
  civilianAdaptation: 7.5,
  overallUtility: 6.5,
  fieldTestedCount: 0,
  longestOwnedMonths: null,
};
/** A reported at 4 across: means (4+6)/2 = 5 each, index round(10 × 50 / 10) = 50. */
const A_AT_FOUR = {
  ...OWN,
  battleReadyIndex: 50,
  durability: 5,
  portability: 5,
  costValue: 5,
  civilianAdaptation: 5,
  overallUtility: 5,
};

async function twoReviews(authorOfA?: { id: string }) {
  const product = await insertProduct(t.db);
  const a = await insertReview(t.db, product.id, (authorOfA ?? (await createMember(t))).id, {
    rating: 5,
    durability: 10,
    portability: 8,
    costValue: 6,
    civilianAdaptation: 9,
    overallUtility: 7,
    createdAt: ago(400 * DAY),
  });
  const b = await insertReview(t.db, product.id, (await createMember(t)).id, {
    rating: 3,
    ...flat(6),
    createdAt: ago(400 * DAY),
  });
  return { product, a, b };
}

describe("a product's figures with field reports", () => {
  it('moves when a scored report is approved, and back when it is rejected', async () => {
    const { product, a } = await twoReviews();
    expect(await figures(product.id)).toEqual(OWN);
    const report = await insertReport(t.db, a, {
      monthsOwned: 9,
      ...flat(4),
      createdAt: ago(100 * DAY),
    });
    expect(await figures(product.id)).toEqual(OWN);
    expect((await decide(report.id, 'approve')).statusCode).toBe(200);
    expect(await figures(product.id)).toEqual({
      ...A_AT_FOUR,
      fieldTestedCount: 1,
      longestOwnedMonths: 9,
    });
    expect(await fieldTestedMonths(a.id)).toBe(9);
    expect((await decide(report.id, 'reject')).statusCode).toBe(200);
    expect(await figures(product.id)).toEqual(OWN);
    expect(await fieldTestedMonths(a.id)).toBeNull();
  });

  it('keeps the last scores given under a later report without scores; the latest scored wins', async () => {
    const { product, a, b } = await twoReviews();
    const scored = await insertReport(t.db, a, {
      monthsOwned: 9,
      ...flat(4),
      createdAt: ago(200 * DAY),
    });
    const unscored = await insertReport(t.db, a, { monthsOwned: 14, createdAt: ago(100 * DAY) });
    // B's only report scores 2 across: B counts at 2.
    const onB = await insertReport(t.db, b, {
      monthsOwned: 3,
      ...flat(2),
      createdAt: ago(50 * DAY),
    });
    for (const r of [unscored, scored, onB])
      expect((await decide(r.id, 'approve')).statusCode).toBe(200);
    // A at 4, B at 2: means 3 each, index round(10 × 30 / 10) = 30.
    expect(await figures(product.id)).toEqual({
      ...OWN,
      battleReadyIndex: 30,
      ...flat(3),
      fieldTestedCount: 2,
      longestOwnedMonths: 14,
    });
    expect(await fieldTestedMonths(a.id)).toBe(14);
    // A later scored report of A's takes over from the earlier one: A at 8, B at 2, means 5.
    const later = await insertReport(t.db, a, {
      monthsOwned: 15,
      ...flat(8),
      createdAt: ago(10 * DAY),
    });
    expect((await decide(later.id, 'approve')).statusCode).toBe(200);
    expect(await figures(product.id)).toEqual({
      ...OWN,
      battleReadyIndex: 50,
      ...flat(5),
      fieldTestedCount: 2,
      longestOwnedMonths: 15,
    });
  });

  it('moves back when an approved report is deleted or edited', async () => {
    const author = await createMember(t);
    const { product, a } = await twoReviews(author);
    const report = await insertReport(t.db, a, {
      monthsOwned: 9,
      ...flat(4),
      createdAt: ago(100 * DAY),
    });
    await decide(report.id, 'approve');
    const url = `/api/reviews/${a.id}/reports/${report.id}`;
    const edit = await t.as(author).patch(url, {
      monthsOwned: 10,
      state: 'retired',
      content: 'Retired it after ten months.',
      ...flat(1),
    });
    expect(edit.statusCode).toBe(200);
    expect(await figures(product.id)).toEqual(OWN);
    await decide(report.id, 'approve');
    // Approved again at 1 across: means (1+6)/2 = 3.5, index round(10 × 35 / 10) = 35.
    expect(await figures(product.id)).toEqual({
      ...OWN,
      battleReadyIndex: 35,
      ...flat(3.5),
      fieldTestedCount: 1,
      longestOwnedMonths: 10,
    });
    expect((await t.as(who.admin).delete(url)).statusCode).toBe(200);
    expect(await figures(product.id)).toEqual(OWN);
    expect(await fieldTestedMonths(a.id)).toBeNull();
  });

  it('counts a field-tested review only while the review itself is approved', async () => {
    const { product, a } = await twoReviews();
    const report = await insertReport(t.db, a, { monthsOwned: 9, createdAt: ago(100 * DAY) });
    await decide(report.id, 'approve');
    expect(await figures(product.id)).toMatchObject({ fieldTestedCount: 1, longestOwnedMonths: 9 });
    expect((await t.as(who.admin).post(`/api/admin/reviews/${a.id}/reject`, {})).statusCode).toBe(
      200,
    );
    expect(await figures(product.id)).toMatchObject({
      reviewCount: 1,
      fieldTestedCount: 0,
      longestOwnedMonths: null,
    });
  });
});
