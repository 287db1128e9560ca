import { and, eq, isNotNull, or } from 'drizzle-orm';
import {
  FIT_VERDICT_IDS,
  FIT_WIDTH_IDS,
  type FitCounts,
  type FitVerdict,
  type FitWidth,
} from '@shared/fit';
import { median, SPEC_KEYS, type MeasuredSpecs, type SpecKey } from '@shared/specs';
import type { Executor } from '../../db/types';
import { reviewReports } from './reports/schema';

/** What one review or report states of fit and measures. */
export interface Stated {
  measured: Partial<Record<SpecKey, number>> | null;
  fit: FitVerdict | null;
  width: FitWidth | null;
}

/**
 * Issue 48: each owner counts once, with what they state last: a field report's measurement or
 * verdict replaces the review's (and an earlier report's), while one it leaves out stands. So
 * a member who weighed the pack on day one and again a year on counts with the later figure.
 */
export function fitAndMeasureFigures(
  owners: readonly { review: Stated; reports: readonly Stated[] }[],
): { measuredSpecs: MeasuredSpecs | null; fitCounts: FitCounts | null } {
  const values = new Map<SpecKey, number[]>();
  const verdicts: Record<FitVerdict, number> = { small: 0, true: 0, large: 0 };
  const widths: Record<FitWidth, number> = { narrow: 0, normal: 0, wide: 0 };
  for (const { review, reports } of owners) {
    let last: Stated = { measured: { ...review.measured }, fit: review.fit, width: review.width };
    for (const report of reports) {
      last = {
        measured: { ...last.measured, ...report.measured },
        fit: report.fit ?? last.fit,
        width: report.width ?? last.width,
      };
    }
    for (const key of SPEC_KEYS) {
      const value = last.measured?.[key];
      if (value === undefined) continue;
      const list = values.get(key);
      if (list) list.push(value);
      else values.set(key, [value]);
    }
    if (last.fit) verdicts[last.fit]++;
    if (last.width) widths[last.width]++;
  }
  const measuredSpecs: MeasuredSpecs = {};
  for (const [key, list] of values) measuredSpecs[key] = { median: median(list)!, n: list.length };
  const anyVerdict = FIT_VERDICT_IDS.some((v) => verdicts[v] > 0);
  const anyWidth = FIT_WIDTH_IDS.some((w) => widths[w] > 0);
  return {
    measuredSpecs: values.size > 0 ? measuredSpecs : null,
    fitCounts: anyVerdict || anyWidth ? { ...verdicts, ...(anyWidth && widths) } : null,
  };
}

/** The approved field reports of a product that state a fit or a measure, oldest first by review. */
export async function approvedStatingReports(db: Executor, productId: string) {
  const rows = await db
    .select({
      reviewId: reviewReports.reviewId,
      measured: reviewReports.measured,
      fit: reviewReports.fit,
      width: reviewReports.width,
    })
    .from(reviewReports)
    .where(
      and(
        eq(reviewReports.productId, productId),
        eq(reviewReports.status, 'approved'),
        or(
          isNotNull(reviewReports.measured),
          isNotNull(reviewReports.fit),
          isNotNull(reviewReports.width),
        ),
      ),
    )
    .orderBy(reviewReports.createdAt);
  const byReview = new Map<string, Stated[]>();
  for (const { reviewId, ...stated } of rows) {
    const list = byReview.get(reviewId);
    if (list) list.push(stated);
    else byReview.set(reviewId, [stated]);
  }
  return byReview;
}
