import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { EDIT_LIMIT } from '@shared/limits';
import { MEDIA_MSG } from '@shared/schemas/media';
import { describe, expect, it } from 'vitest';
import { products } from '../products/schema';
import { reviewReports } from './reports/schema';
import { reviewRevisions, reviews } from './schema';
import { createMember, type Member } from '../../test/accounts';
import { ADMIN_ROUTE_REFUSALS, expectRefused } from '../../test/admin-refusals';
import {
  insertProduct,
  insertReport,
  insertReview,
  reportRequest,
  reviewRequest,
} from '../../test/fixtures';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp({ personas: true });
const { who } = t;

const body = reviewRequest;

const send = (
  method: 'POST' | 'PATCH' | 'DELETE',
  url: string,
  m: Member | null,
  payload?: object,
) => t.as(m).send(method, url, payload);
const write = (productId: string, m: Member | null, over: Record<string, unknown> = {}) =>
  send('POST', `/api/products/${productId}/reviews`, m, body(over));
const approve = (id: string, m: Member | null = who.admin) =>
  send('POST', `/api/admin/reviews/${id}/approve`, m, {});
const reject = (id: string, m: Member | null = who.admin) =>
  send('POST', `/api/admin/reviews/${id}/reject`, m, {});
const publicTitles = async (productId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/products/${productId}/reviews` }))
    .json()
    .items.map((r: { title: string }) => r.title);
const reviewRow = async (id: string) =>
  (await t.db.select().from(reviews).where(eq(reviews.id, id)))[0];
const productRow = async (id: string) =>
  (await t.db.select().from(products).where(eq(products.id, id)))[0]!;

describe('POST /api/products/:id/reviews', () => {
  it("refuses a visitor with 'Please sign in to submit a review'", async () => {
    const p = await insertProduct(t.db);
    const res = await write(p.id, null);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Please sign in to submit a review');
  });

  it('refuses an unverified member with the spec message', async () => {
    const p = await insertProduct(t.db);
    const res = await write(p.id, who.unverified);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(
      'Please verify your email address before submitting reviews',
    );
    expect(await t.db.select().from(reviews).where(eq(reviews.productId, p.id))).toEqual([]);
  });

  it.each(['verified', 'admin', 'superAdmin'] as const)(
    'creates a pending review for a %s member, hidden from the public, pros and cons tidied',
    async (persona) => {
      const p = await insertProduct(t.db);
      const res = await write(p.id, who[persona]);
      expect(res.statusCode).toBe(201);
      expect(res.json().status).toBe('pending');
      const row = await reviewRow(res.json().id);
      expect(row).toMatchObject({
        userId: who[persona].id,
        pros: ['Light', 'Tough'],
        cons: ['Pricey'],
      });
      expect(await publicTitles(p.id)).toEqual([]);
      expect((await productRow(p.id)).reviewCount).toBe(0);
    },
  );

  it('shows the author their own pending review, marked pending, and nobody else', async () => {
    const p = await insertProduct(t.db);
    const author = await createMember(t);
    await write(p.id, author, { title: 'Awaiting approval' });
    const listFor = (m: Member | null) =>
      t
        .as(m)
        .get(`/api/products/${p.id}/reviews`)
        .then((r) => r.json());
    const mine = await listFor(author);
    expect(mine.items).toEqual([
      expect.objectContaining({ title: 'Awaiting approval', status: 'pending' }),
    ]);
    expect(mine.totalUnfiltered).toBe(1);
    expect((await listFor(who.verified)).items).toEqual([]);
    expect((await listFor(null)).items).toEqual([]);
  });

  it.each([
    [{ title: '   ' }, 'Title is required'],
    [{ title: 'x'.repeat(201) }, 'Title must be less than 200 characters'],
    [{ content: 'too short' }, 'Review must be at least 10 characters'],
    [{ content: 'x'.repeat(5001) }, 'Review must be less than 5000 characters'],
    [{ rating: 6 }, 'Rating must be from 1 to 5 stars'],
    [{ durability: 0 }, 'Durability must be a whole number from 1 to 10'],
    [{ overallUtility: 7.5 }, 'Overall Utility must be a whole number from 1 to 10'],
    [{ photoIds: Array.from({ length: 6 }, randomUUID) }, 'Maximum 5 photos allowed'],
    [{ photoIds: ['not-an-upload'] }, MEDIA_MSG.mediaMissing],
    [{ photoIds: Array(2).fill('00000000-0000-4000-8000-000000000001') }, MEDIA_MSG.mediaMissing],
    [{ videoId: 'not-an-upload' }, MEDIA_MSG.mediaMissing],
  ])('refuses %o with its message and stores nothing', async (change, message) => {
    const p = await insertProduct(t.db);
    const res = await write(p.id, who.verified, change);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    expect(await t.db.select().from(reviews).where(eq(reviews.productId, p.id))).toEqual([]);
  });

  it("answers an unknown product with 'Product Not Found'", async () => {
    const res = await write('00000000-0000-4000-8000-000000000000', who.verified);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Product Not Found');
  });
});

describe('moderation and aggregates (DESIGN §5)', () => {
  it.each(ADMIN_ROUTE_REFUSALS)('refuses approval to %s', async (refusal) => {
    const p = await insertProduct(t.db);
    const { id } = (await write(p.id, who.verified)).json();
    await expectRefused(t, refusal, [['POST', `/api/admin/reviews/${id}/approve`, {}]]);
    expect((await reviewRow(id))!.status).toBe('pending');
    expect((await approve(id, who.superAdmin)).statusCode).toBe(200);
  });

  it('publishes approved reviews and recomputes the product by hand-checked numbers', async () => {
    const p = await insertProduct(t.db);
    const army1 = await createMember(t, { branch: 'army' });
    const navy = await createMember(t, { branch: 'navy' });
    const army2 = await createMember(t, { branch: 'army' });
    const a = (
      await write(p.id, army1, {
        rating: 5,
        durability: 10,
        portability: 8,
        costValue: 6,
        civilianAdaptation: 9,
        overallUtility: 7,
        title: 'A',
      })
    ).json();
    const b = (
      await write(p.id, navy, {
        rating: 3,
        durability: 6,
        portability: 4,
        costValue: 8,
        civilianAdaptation: 5,
        overallUtility: 7,
        title: 'B',
      })
    ).json();
    const c = (
      await write(p.id, army2, {
        rating: 4,
        durability: 8,
        portability: 9,
        costValue: 7,
        civilianAdaptation: 7,
        overallUtility: 10,
        title: 'C',
      })
    ).json();
    for (const r of [a, b, c]) expect((await approve(r.id)).statusCode).toBe(200);

    // Means: rating 12/3 = 4; durability 24/3 = 8; portability 21/3 = 7; cost 21/3 = 7;
    // civilian 21/3 = 7; utility 24/3 = 8. Index = round(10 × 37/5) = 74. Army twice.
    expect(await productRow(p.id)).toMatchObject({
      reviewCount: 3,
      averageRating: 4,
      durability: 8,
      portability: 7,
      costValue: 7,
      civilianAdaptation: 7,
      overallUtility: 8,
      battleReadyIndex: 74,
      topBranch: 'army',
    });
    expect((await publicTitles(p.id)).sort()).toEqual(['A', 'B', 'C']);

    // Rejecting C: A and B remain. Rating 4; 8, 6, 7, 7, 7 → 35/5 = 7 → index 70.
    expect((await reject(c.id)).statusCode).toBe(200);
    expect(await productRow(p.id)).toMatchObject({
      reviewCount: 2,
      averageRating: 4,
      portability: 6,
      battleReadyIndex: 70,
    });
    expect((await publicTitles(p.id)).sort()).toEqual(['A', 'B']);

    // B's author edits it: it goes back to pending and leaves the figures. A alone: 5; 10, 8, 6, 9, 7 → 80.
    expect(
      (await send('PATCH', `/api/reviews/${b.id}`, navy, body({ title: 'B2' }))).json().status,
    ).toBe('pending');
    expect(await productRow(p.id)).toMatchObject({
      reviewCount: 1,
      averageRating: 5,
      battleReadyIndex: 80,
      topBranch: 'army',
    });

    // A is deleted by its author: no approved reviews left, the product is unrated again.
    expect((await send('DELETE', `/api/reviews/${a.id}`, army1)).statusCode).toBe(200);
    expect(await productRow(p.id)).toMatchObject({
      reviewCount: 0,
      averageRating: 0,
      battleReadyIndex: 0,
      topBranch: 'All',
    });
  });
});

describe('editing and deleting', () => {
  async function approvedReviewBy(author: Member) {
    const p = await insertProduct(t.db);
    const { id } = (await write(p.id, author)).json();
    await approve(id);
    return id as string;
  }

  it('lets only the author edit (403 for others, admins included; 401 for visitors)', async () => {
    const author = await createMember(t);
    const id = await approvedReviewBy(author);
    expect((await send('PATCH', `/api/reviews/${id}`, null, body())).statusCode).toBe(401);
    for (const other of [who.verified, who.admin, who.superAdmin]) {
      const res = await send('PATCH', `/api/reviews/${id}`, other, body({ title: 'Hijacked' }));
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe('You can only edit your own reviews');
    }
    expect((await reviewRow(id))!.title).toBe('Holds up in the field');
    const mine = await send('PATCH', `/api/reviews/${id}`, author, body({ title: 'Revised' }));
    expect(mine.statusCode).toBe(200);
    expect((await reviewRow(id))!).toMatchObject({ title: 'Revised', status: 'pending' });
  });

  it('lets the author or an admin delete, nobody else', async () => {
    const author = await createMember(t);
    const first = await approvedReviewBy(author);
    expect((await send('DELETE', `/api/reviews/${first}`, null)).statusCode).toBe(401);
    const other = await send('DELETE', `/api/reviews/${first}`, who.verified);
    expect(other.statusCode).toBe(403);
    expect(other.json().error.message).toBe('You can only delete your own reviews');
    expect((await send('DELETE', `/api/reviews/${first}`, author)).statusCode).toBe(200);
    expect(await reviewRow(first)).toBeUndefined();

    const second = await approvedReviewBy(author);
    expect((await send('DELETE', `/api/reviews/${second}`, who.admin)).statusCode).toBe(200);
    expect(await reviewRow(second)).toBeUndefined();
  });

  it("answers an unknown review with 'Review not found'", async () => {
    const res = await send(
      'DELETE',
      '/api/reviews/00000000-0000-4000-8000-000000000000',
      who.admin,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Review not found');
  });
});

// Issue 44: at most EDIT_LIMIT edits of reviews and field reports together per member an hour.
describe('edits paced', () => {
  async function authorWithWork() {
    const author = await createMember(t);
    const p = await insertProduct(t.db);
    const { id } = (await write(p.id, author)).json();
    await approve(id);
    const other = await insertReview(t.db, (await insertProduct(t.db)).id, author.id);
    const report = await insertReport(t.db, other, { status: 'approved' });
    return { author, id: id as string, report };
  }
  const editReview = (m: Member, id: string, i: number) =>
    send('PATCH', `/api/reviews/${id}`, m, body({ title: `Edit ${i}` }));
  const editReport = (m: Member, r: { id: string; reviewId: string }, i: number) =>
    send(
      'PATCH',
      `/api/reviews/${r.reviewId}/reports/${r.id}`,
      m,
      reportRequest({ monthsOwned: i }),
    );
  const reportRow = async (id: string) =>
    (await t.db.select().from(reviewReports).where(eq(reviewReports.id, id)))[0];
  const revisionRows = (id: string) =>
    t.db.select().from(reviewRevisions).where(eq(reviewRevisions.reviewId, id));

  it('answers the 11th edit in an hour, reviews and reports together, 429 with when editing opens, changing nothing', async () => {
    expect(EDIT_LIMIT).toEqual({ max: 10, windowMinutes: 60 });
    const { author, id, report } = await authorWithWork();
    for (let i = 1; i <= 10; i++) {
      const res = i % 2 ? await editReview(author, id, i) : await editReport(author, report, i);
      expect(res.statusCode).toBe(200);
    }
    const before = {
      review: await reviewRow(id),
      revisions: await revisionRows(id),
      report: await reportRow(report.id),
    };
    for (const res of [await editReview(author, id, 11), await editReport(author, report, 11)]) {
      expect(res.statusCode).toBe(429);
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(3500);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect(res.json().error).toEqual({
        code: 'rate_limited',
        message: 'You have made 10 edits in the last hour. You can edit again in 60 minutes.',
      });
    }
    expect({
      review: await reviewRow(id),
      revisions: await revisionRows(id),
      report: await reportRow(report.id),
    }).toEqual(before);
    expect(before.review).toMatchObject({ title: 'Edit 9' });
    expect(before.report).toMatchObject({ monthsOwned: 10 });

    // Another member's edits are their own.
    const second = await authorWithWork();
    expect((await editReview(second.author, second.id, 1)).statusCode).toBe(200);
  });

  it('does not count an edit refused for another reason', async () => {
    const { author, id, report } = await authorWithWork();
    const stranger = await authorWithWork();
    for (let i = 1; i <= 10; i++) {
      // Refused before the edit is counted, or after, inside the edit's transaction.
      expect((await editReview(author, stranger.id, i)).statusCode).toBe(403);
      expect((await editReport(author, stranger.report, i)).statusCode).toBe(403);
      const badMedia = body({ title: `Edit ${i}`, photoIds: [randomUUID()] });
      expect((await send('PATCH', `/api/reviews/${id}`, author, badMedia)).statusCode).toBe(400);
      expect((await editReview(author, id, i)).statusCode).toBe(200);
    }
    expect((await editReport(author, report, 11)).statusCode).toBe(429);
  });
});
