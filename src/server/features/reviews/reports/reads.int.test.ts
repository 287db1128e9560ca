import { and, eq } from 'drizzle-orm';
import { REPORT_MSG } from '@shared/schemas/field-reports';
import { describe, expect, it } from 'vitest';
import { reviewFlags } from '../moderation/schema';
import { createMember, type Member } from '../../../test/accounts';
import { insertProduct, insertReport, insertReview } from '../../../test/fixtures';
import { useTestApp } from '../../../test/use-test-app';

// Issue 30: review items carry their reports and "field-tested" months, the list filters and
// sorts on them, the product counts them, and flags may name a report.

const t = useTestApp({ personas: true });
const { who } = t;

const DAY = 24 * 60 * 60_000;
const ago = (ms: number) => new Date(Date.now() - ms);
const approve = (id: string) => t.as(who.admin).post(`/api/admin/reports/${id}/approve`, {});
const list = async (productId: string, m: Member | null, query = '') =>
  (await t.as(m).get(`/api/products/${productId}/reviews${query}`)).json();
type Item = { id: string; title: string; reports: { id: string; status: string }[] };

async function reviewedProduct() {
  const product = await insertProduct(t.db);
  const author = await createMember(t);
  const review = await insertReview(t.db, product.id, author.id, {
    title: 'Reported',
    createdAt: ago(400 * DAY),
  });
  return { product, author, review };
}

describe('reports on review items', () => {
  it('shows approved reports oldest first to all, and the author their own waiting ones', async () => {
    const { product, author, review } = await reviewedProduct();
    const later = await insertReport(t.db, review, { monthsOwned: 12, createdAt: ago(100 * DAY) });
    const earlier = await insertReport(t.db, review, { monthsOwned: 6, createdAt: ago(300 * DAY) });
    const waiting = await insertReport(t.db, review, { createdAt: ago(10 * DAY) });
    const turnedDown = await insertReport(t.db, review, {
      status: 'rejected',
      createdAt: ago(50 * DAY),
    });
    await approve(later.id);
    await approve(earlier.id);
    const ids = async (m: Member | null) =>
      (await list(product.id, m)).items[0].reports.map((r: { id: string }) => r.id);
    expect(await ids(null)).toEqual([earlier.id, later.id]);
    expect(await ids(who.verified)).toEqual([earlier.id, later.id]);
    expect(await ids(author)).toEqual([earlier.id, later.id, turnedDown.id, waiting.id]);
    const item = (await list(product.id, null)).items[0];
    expect(item.fieldTestedMonths).toBe(12);
    expect(item.reports[0]).toEqual({
      id: earlier.id,
      reviewId: review.id,
      status: 'approved',
      monthsOwned: 6,
      state: 'in_service',
      content: earlier.content,
      scores: null,
      failureMode: null,
      failureDetail: null,
      repaired: null,
      createdAt: earlier.createdAt.toISOString(),
      editedAt: null,
    });
    const mine = (await t.as(author).get('/api/me/reviews')).json().items;
    expect(mine[0].reports).toHaveLength(4);
  });

  it('filters field-tested reviews, sorts by the longest owned, and counts them on the product', async () => {
    const product = await insertProduct(t.db);
    const review = async (title: string, months: number | null, age: number) => {
      const r = await insertReview(t.db, product.id, (await createMember(t)).id, {
        title,
        createdAt: ago(age),
      });
      if (months !== null) {
        await approve((await insertReport(t.db, r, { monthsOwned: months })).id);
      }
    };
    await review('Untested old', null, 300 * DAY);
    await review('Six months', 6, 200 * DAY);
    await review('Untested new', null, 100 * DAY);
    await review('Two years', 24, 250 * DAY);
    const titles = async (query: string) =>
      (await list(product.id, null, query)).items.map((i: Item) => i.title);
    expect(await titles('?sort=longest-owned')).toEqual([
      'Two years',
      'Six months',
      'Untested new',
      'Untested old',
    ]);
    expect(await titles('?fieldTested=true&sort=recent')).toEqual(['Six months', 'Two years']);
    expect((await list(product.id, null, '?fieldTested=true')).total).toBe(2);
    const detail = (await t.app.inject({ url: `/api/products/${product.id}` })).json();
    expect(detail).toMatchObject({ reviewCount: 4, fieldTestedCount: 2, longestOwnedMonths: 24 });
  });

  it("refuses a filter other than 'true' or 'false' with its message", async () => {
    const product = await insertProduct(t.db);
    const res = await t.as(null).get(`/api/products/${product.id}/reviews?fieldTested=yes`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Field-tested must be true or false');
  });
});

describe("a member's data export", () => {
  it('carries each review with all its reports, and each flag with the report it names', async () => {
    const { author, review } = await reviewedProduct();
    const report = await insertReport(t.db, review, { createdAt: ago(DAY) });
    await approve(report.id);
    const waiting = await insertReport(t.db, review, { status: 'rejected' });
    const flagger = await createMember(t);
    await t
      .as(flagger)
      .post(`/api/reviews/${review.id}/flags`, { reason: 'spam', reportId: report.id });
    const mine = (await t.as(author).get('/api/me/export')).json();
    expect(mine.reviews[0].reports.map((r: { id: string }) => r.id)).toEqual([
      report.id,
      waiting.id,
    ]);
    const theirs = (await t.as(flagger).get('/api/me/export')).json();
    expect(theirs.flags).toEqual([expect.objectContaining({ reportId: report.id })]);
  });
});

describe('flags on a report', () => {
  it('flags one of the review’s approved reports, as the member’s one open flag on it', async () => {
    const { review } = await reviewedProduct();
    const report = await insertReport(t.db, review, { createdAt: ago(DAY) });
    await approve(report.id);
    const flag = (m: Member, body: object) => t.as(m).post(`/api/reviews/${review.id}/flags`, body);
    const res = await flag(who.verified, { reason: 'misleading', reportId: report.id });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db
      .select({ reportId: reviewFlags.reportId })
      .from(reviewFlags)
      .where(and(eq(reviewFlags.reviewId, review.id), eq(reviewFlags.userId, who.verified.id)));
    expect(row).toEqual({ reportId: report.id });
    expect((await flag(who.verified, { reason: 'spam' })).statusCode).toBe(409);
    const flags = (await t.as(who.admin).get('/api/admin/flags')).json().items;
    expect(flags.find((f: { review: { id: string } }) => f.review.id === review.id)).toMatchObject({
      report: {
        id: report.id,
        state: 'in_service',
        monthsOwned: 6,
        createdAt: report.createdAt.toISOString(),
      },
    });
  });

  it("answers a report the public cannot see, or another review's, with 'Field report not found'", async () => {
    const { review } = await reviewedProduct();
    const waiting = await insertReport(t.db, review, { createdAt: ago(DAY) });
    const other = await reviewedProduct();
    const elsewhere = await insertReport(t.db, other.review, { status: 'approved' });
    for (const reportId of [waiting.id, elsewhere.id]) {
      const res = await t
        .as(who.verified)
        .post(`/api/reviews/${review.id}/flags`, { reason: 'spam', reportId });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(REPORT_MSG.notFound);
    }
    expect(
      await t.db.select().from(reviewFlags).where(eq(reviewFlags.reviewId, review.id)),
    ).toEqual([]);
  });
});
