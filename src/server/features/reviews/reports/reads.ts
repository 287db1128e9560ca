import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { TReport } from '@shared/schemas/field-reports';
import { reviewReports } from './schema';
import type { Executor } from '../../../db/types';
import { fitAndMeasuresOf } from '../fit-and-measures';

type ReportRow = typeof reviewReports.$inferSelect;

/**
 * A field report as its review carries it. `updated_at` moves only on its author's edit
 * (moderation stamps `published_at`), so a report never edited has it equal to `created_at`.
 */
export function toReportDto(r: ReportRow): TReport {
  const scored = r.durability !== null;
  return {
    id: r.id,
    reviewId: r.reviewId,
    status: r.status,
    monthsOwned: r.monthsOwned,
    state: r.state,
    content: r.content,
    scores: scored
      ? {
          durability: r.durability!,
          portability: r.portability!,
          costValue: r.costValue!,
          civilianAdaptation: r.civilianAdaptation!,
          overallUtility: r.overallUtility!,
        }
      : null,
    failureMode: r.failureMode,
    failureDetail: r.failureDetail,
    repaired: r.repaired,
    createdAt: r.createdAt.toISOString(),
    editedAt: r.updatedAt.getTime() > r.createdAt.getTime() ? r.updatedAt.toISOString() : null,
    ...fitAndMeasuresOf(r),
  };
}

/**
 * Issue 30: each review with its field reports, oldest first: the approved ones, and the
 * reader's own whatever their status (only a review's author writes its reports). One
 * statement for the whole page, whatever its size.
 */
export async function withReports<T extends { id: string }>(
  db: Executor,
  items: T[],
  viewerId: string | null,
): Promise<(T & { reports: TReport[] })[]> {
  if (items.length === 0) return [];
  const rows = await db
    .select()
    .from(reviewReports)
    .where(
      and(
        inArray(
          reviewReports.reviewId,
          items.map((r) => r.id),
        ),
        or(
          eq(reviewReports.status, 'approved'),
          viewerId === null ? undefined : eq(reviewReports.userId, viewerId),
        ),
      ),
    )
    .orderBy(asc(reviewReports.createdAt), asc(reviewReports.id));
  const byReview = new Map<string, TReport[]>();
  for (const row of rows) {
    const list = byReview.get(row.reviewId) ?? [];
    list.push(toReportDto(row));
    byReview.set(row.reviewId, list);
  }
  return items.map((r) => ({ ...r, reports: byReview.get(r.id) ?? [] }));
}
