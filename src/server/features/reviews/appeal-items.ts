import { and, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { APPEALABLE_PER_KIND } from '@shared/schemas/appeals';
import type { Executor, Tx } from '../../db/types';
import type { AppealItemRow } from '../../lib/appeal-item';
import { reviewReports } from './reports/schema';
import { reviews } from './schema';

type Row = AppealItemRow<'review' | 'report'>;

const reviewState = sql<Row['state']>`case
  when ${reviews.status} = 'rejected' then 'rejected'
  when ${reviews.hiddenByFlagsAt} is not null then 'hidden' end`;
const reportState = sql<Row['state']>`case
  when ${reviewReports.status} = 'rejected' then 'rejected' end`;

const selectReviews = (db: Executor, where: SQL | undefined) =>
  db
    .select({
      id: reviews.id,
      authorId: reviews.userId,
      state: reviewState,
      excerpt: reviews.title,
      text: reviews.content,
      productId: reviews.productId,
      parentId: sql<null>`null`,
    })
    .from(reviews)
    .where(where);

const selectReports = (db: Executor, where: SQL | undefined) =>
  db
    .select({
      id: reviewReports.id,
      authorId: reviewReports.userId,
      state: reportState,
      excerpt: sql<string>`'Field report on “' || ${reviews.title} || '”'`,
      text: reviewReports.content,
      productId: reviewReports.productId,
      parentId: reviewReports.reviewId,
    })
    .from(reviewReports)
    .innerJoin(reviews, eq(reviews.id, reviewReports.reviewId))
    .where(where);

/** Issue 52: reviews or field reports, as an appeal of each sees it; those there are. */
export async function reviewAppealItems(
  db: Executor,
  kind: Row['kind'],
  ids: readonly string[],
): Promise<Row[]> {
  if (ids.length === 0) return [];
  const rows =
    kind === 'review'
      ? await selectReviews(db, inArray(reviews.id, [...ids]))
      : await selectReports(db, inArray(reviewReports.id, [...ids]));
  return rows.map((row) => ({ kind, ...row }));
}

/** The member's latest reviews and field reports that moderation rejected or flags hid. */
export async function appealableReviewItems(db: Executor, userId: string): Promise<Row[]> {
  const [own, reports] = await Promise.all([
    selectReviews(
      db,
      and(
        eq(reviews.userId, userId),
        or(eq(reviews.status, 'rejected'), isNotNull(reviews.hiddenByFlagsAt)),
      ),
    )
      .orderBy(desc(reviews.createdAt))
      .limit(APPEALABLE_PER_KIND),
    selectReports(db, and(eq(reviewReports.userId, userId), eq(reviewReports.status, 'rejected')))
      .orderBy(desc(reviewReports.createdAt))
      .limit(APPEALABLE_PER_KIND),
  ]);
  return [
    ...own.map((r) => ({ kind: 'review' as const, ...r })),
    ...reports.map((r) => ({ kind: 'report' as const, ...r })),
  ];
}

/**
 * Locks a review, or a field report's review, as every writer of either takes it (a report's
 * writers lock its review): an appeal's filing and settling take it before the appeal's row, as
 * a deletion does before the cascade reaches the appeal. Whether there was one.
 */
export async function lockReviewAppealItem(
  tx: Tx,
  kind: Row['kind'],
  id: string,
): Promise<boolean> {
  const reviewId =
    kind === 'review'
      ? id
      : (
          await tx
            .select({ reviewId: reviewReports.reviewId })
            .from(reviewReports)
            .where(eq(reviewReports.id, id))
        )[0]?.reviewId;
  if (!reviewId) return false;
  const [locked] = await tx
    .select({ id: reviews.id })
    .from(reviews)
    .where(eq(reviews.id, reviewId))
    .for('update');
  return locked !== undefined;
}
