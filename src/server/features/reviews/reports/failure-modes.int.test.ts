import { eq } from 'drizzle-orm';
import { REPORT_MSG } from '@shared/schemas/field-reports';
import { describe, expect, it } from 'vitest';
import { reviewReports } from './schema';
import { createMember, type Member } from '../../../test/accounts';
import { insertProduct, insertReport, insertReview, reportRequest } from '../../../test/fixtures';
import { useTestApp } from '../../../test/use-test-app';

// Issue 47: a failed or retired report may say what gave out and whether it was repaired.

const t = useTestApp();
const DAY = 24 * 60 * 60 * 1000;

async function authorWithReview() {
  const author = await createMember(t);
  const product = await insertProduct(t.db);
  const review = await insertReview(t.db, product.id, author.id, {
    createdAt: new Date(Date.now() - 31 * DAY),
  });
  return { author, review };
}
const add = (m: Member, reviewId: string, over: Record<string, unknown>) =>
  t.as(m).post(`/api/reviews/${reviewId}/reports`, reportRequest(over));
const rowsOf = (reviewId: string) =>
  t.db.select().from(reviewReports).where(eq(reviewReports.reviewId, reviewId));

describe('what gave out, on a field report', () => {
  it('keeps the mode and the repair on a failed report, and answers them', async () => {
    const { author, review } = await authorWithReview();
    const res = await add(author, review.id, {
      state: 'failed',
      failureMode: 'zipper',
      repaired: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      failureMode: 'zipper',
      failureDetail: null,
      repaired: true,
    });
    expect(await rowsOf(review.id)).toEqual([
      expect.objectContaining({ failureMode: 'zipper', failureDetail: null, repaired: true }),
    ]);
  });

  it('takes "other" with its few words, trimmed, on a retired report', async () => {
    const { author, review } = await authorWithReview();
    const res = await add(author, review.id, {
      state: 'retired',
      failureMode: 'other',
      failureDetail: '  hinge pin sheared  ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ failureMode: 'other', failureDetail: 'hinge pin sheared' });
  });

  it('answers a report that names nothing with nulls', async () => {
    const { author, review } = await authorWithReview();
    const res = await add(author, review.id, { state: 'failed' });
    expect(res.json()).toMatchObject({ failureMode: null, failureDetail: null, repaired: null });
  });

  it.each([
    [
      'a mode on a report still in service',
      { state: 'in_service', failureMode: 'strap' },
      REPORT_MSG.failureModeState,
    ],
    [
      'a mode on a lost report',
      { state: 'lost', failureMode: 'strap' },
      REPORT_MSG.failureModeState,
    ],
    ['a mode not on the list', { state: 'failed', failureMode: 'hinge' }, REPORT_MSG.failureMode],
    [
      '"other" without its words',
      { state: 'failed', failureMode: 'other' },
      REPORT_MSG.failureDetail,
    ],
    [
      '"other" with only spaces',
      { state: 'failed', failureMode: 'other', failureDetail: '   ' },
      REPORT_MSG.failureDetail,
    ],
    [
      '"other" with 61 characters',
      { state: 'failed', failureMode: 'other', failureDetail: 'x'.repeat(61) },
      REPORT_MSG.failureDetail,
    ],
    [
      'words with a listed mode',
      { state: 'failed', failureMode: 'strap', failureDetail: 'the left one' },
      REPORT_MSG.failureDetailOnlyOther,
    ],
    ['a repair without a mode', { state: 'failed', repaired: false }, REPORT_MSG.repairedNeedsMode],
    [
      'a repair that is not yes or no',
      { state: 'failed', failureMode: 'strap', repaired: 'yes' },
      REPORT_MSG.repaired,
    ],
  ])('refuses %s with the message, adding nothing', async (_, over, message) => {
    const { author, review } = await authorWithReview();
    const res = await add(author, review.id, over);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    expect(await rowsOf(review.id)).toEqual([]);
  });

  it('clears the mode when an edit says the gear is back in service', async () => {
    const { author, review } = await authorWithReview();
    const report = await insertReport(t.db, review, {
      state: 'failed',
      failureMode: 'buckle',
      repaired: true,
    });
    const res = await t
      .as(author)
      .patch(
        `/api/reviews/${review.id}/reports/${report.id}`,
        reportRequest({ state: 'in_service' }),
      );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ failureMode: null, repaired: null });
  });

  it('is held by the table too: a mode on a report in service, words without "other", a repair without a mode', async () => {
    const { review } = await authorWithReview();
    const refusedBy = async (
      constraint: string,
      over: Partial<typeof reviewReports.$inferInsert>,
    ) => {
      const error = await insertReport(t.db, review, over).then(
        () => null,
        (e: unknown) => e as { cause?: { constraint?: string } },
      );
      expect(error?.cause?.constraint, JSON.stringify(over)).toBe(constraint);
    };
    await refusedBy('review_reports_failure_mode_state', {
      state: 'in_service',
      failureMode: 'strap',
    });
    await refusedBy('review_reports_failure_detail', { state: 'failed', failureMode: 'other' });
    await refusedBy('review_reports_failure_detail', {
      state: 'failed',
      failureMode: 'strap',
      failureDetail: 'left',
    });
    await refusedBy('review_reports_failure_detail', { state: 'failed', failureDetail: 'left' });
    await refusedBy('review_reports_repaired', { state: 'failed', repaired: true });
    expect(await rowsOf(review.id)).toEqual([]);
  });
});
