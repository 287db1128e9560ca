import { and, desc, eq, inArray } from 'drizzle-orm';
import { REPORT_COUNTED_STATUSES, reportWait } from '@shared/field-reports';
import { REPORT_MSG, type ZReportWrite } from '@shared/schemas/field-reports';
import type { z } from 'zod';
import { reviewReports } from './schema';
import type { Db, Tx } from '../../../db/types';
import { badRequest, forbidden, notFound } from '../../../lib/errors';
import { isAdmin, type Viewer } from '../../../plugins/viewer';
import { recomputeFieldTestedMonths, recomputeProductAggregates } from '../aggregates';
import { countEdit } from '../edit-pace';
import { toReportDto } from './reads';
import { lockReview } from '../lock';
import { mustFindProduct, type ProductShape } from '../../products';
import { checkFitAndMeasures, fitAndMeasureValues } from '../fit-and-measures';
import { passOpsecCheck } from '../../../lib/opsec-gate';

type ReportInput = z.output<typeof ZReportWrite>;

export const REPORT_WRITE_MSG = {
  notYoursToEdit: 'You can only edit your own field reports',
  notYoursToDelete: 'You can only delete your own field reports',
} as const;

/**
 * The report's columns from the request: the five scores given again, or all five null; what
 * gave out, or nothing (an edit that leaves it out clears it); its fit and measures, once
 * checked against the product (issue 48). Issue 52: its words pass the OPSEC check, or its
 * author posts anyway; called once the caller may write.
 */
function reportColumns(product: ProductShape, input: ReportInput) {
  checkFitAndMeasures(product, input);
  passOpsecCheck(
    { content: input.content, failureDetail: input.failureDetail },
    input.opsecAcknowledged,
  );
  const {
    monthsOwned,
    state,
    content,
    failureMode,
    failureDetail,
    repaired,
    opsecAcknowledged: _acknowledged,
    ...scores
  } = input;
  return {
    ...fitAndMeasureValues(input),
    monthsOwned,
    state,
    content,
    failureMode: failureMode ?? null,
    failureDetail: failureDetail ?? null,
    repaired: repaired ?? null,
    durability: scores.durability ?? null,
    portability: scores.portability ?? null,
    costValue: scores.costValue ?? null,
    civilianAdaptation: scores.civilianAdaptation ?? null,
    overallUtility: scores.overallUtility ?? null,
  };
}

/**
 * Why the author may not report on the review yet, or null when they may: the shared rule
 * (`reportWait`), given their latest report that counts.
 */
async function notBefore(tx: Tx, review: { id: string; userId: string; createdAt: Date }) {
  const [last] = await tx
    .select({ createdAt: reviewReports.createdAt })
    .from(reviewReports)
    .where(
      and(
        eq(reviewReports.reviewId, review.id),
        eq(reviewReports.userId, review.userId),
        inArray(reviewReports.status, [...REPORT_COUNTED_STATUSES]),
      ),
    )
    .orderBy(desc(reviewReports.createdAt))
    .limit(1);
  return reportWait(review.createdAt, last?.createdAt ?? null);
}

/**
 * Issue 30: the author of an approved review adds a field report, pending until a moderator
 * approves it. Under the review's lock, so two requests at once cannot both pass the interval.
 */
export async function createReport(db: Db, viewer: Viewer, reviewId: string, input: ReportInput) {
  return db.transaction(async (tx) => {
    const review = await lockReview(tx, reviewId);
    if (review.userId !== viewer.id) throw forbidden(REPORT_MSG.notAuthor);
    if (review.status !== 'approved') throw badRequest(REPORT_MSG.notApproved);
    const wait = await notBefore(tx, review);
    if (wait) throw badRequest(wait);
    const [row] = await tx
      .insert(reviewReports)
      .values({
        ...reportColumns(await mustFindProduct(tx, review.productId), input),
        reviewId,
        productId: review.productId,
        userId: viewer.id,
        status: 'pending',
      })
      .returning();
    return toReportDto(row!);
  });
}

/** The review locked, then its report, or a 404 naming the report. */
async function lockReport(tx: Tx, reviewId: string, reportId: string) {
  const review = await lockReview(tx, reviewId);
  const [report] = await tx
    .select()
    .from(reviewReports)
    .where(and(eq(reviewReports.id, reportId), eq(reviewReports.reviewId, reviewId)));
  if (!report) throw notFound(REPORT_MSG.notFound);
  return { review, report };
}

/** A report that counted in the figures changed or went: its review's and product's again. */
export async function recomputeAfterReport(
  tx: Tx,
  report: { reviewId: string; productId: string },
) {
  await recomputeFieldTestedMonths(tx, [report.reviewId]);
  await recomputeProductAggregates(tx, report.productId);
}

/**
 * The author edits their report. As with a review, it goes back to pending: what a moderator
 * approved is no longer what it says, so an approved one leaves the figures until approved again.
 * Issue 44: it counts against the author's EDIT_LIMIT, with their review edits.
 */
export async function updateReport(
  db: Db,
  viewer: Viewer,
  reviewId: string,
  reportId: string,
  input: ReportInput,
) {
  return db.transaction(async (tx) => {
    const { report } = await lockReport(tx, reviewId, reportId);
    if (report.userId !== viewer.id) {
      throw forbidden(REPORT_WRITE_MSG.notYoursToEdit);
    }
    await countEdit(tx, viewer.id);
    const [row] = await tx
      .update(reviewReports)
      .set({
        ...reportColumns(await mustFindProduct(tx, report.productId), input),
        status: 'pending',
        updatedAt: new Date(),
      })
      .where(eq(reviewReports.id, reportId))
      .returning();
    if (report.status === 'approved') await recomputeAfterReport(tx, report);
    return toReportDto(row!);
  });
}

/** The author, or an admin, deletes a report (as a review's delete, SPEC §6); flags on it go too. */
export async function deleteReport(db: Db, viewer: Viewer, reviewId: string, reportId: string) {
  await db.transaction(async (tx) => {
    const { report } = await lockReport(tx, reviewId, reportId);
    if (report.userId !== viewer.id && !isAdmin(viewer)) {
      throw forbidden(REPORT_WRITE_MSG.notYoursToDelete);
    }
    await tx.delete(reviewReports).where(eq(reviewReports.id, reportId));
    if (report.status === 'approved') await recomputeAfterReport(tx, report);
  });
}
