import { desc, eq, sql } from 'drizzle-orm';
import { MODERATION_LIST_MAX } from '@shared/limits';
import type { TPendingReport } from '@shared/schemas/admin';
import { REPORT_MSG } from '@shared/schemas/field-reports';
import { profiles } from '../../../db/schema';
import { reviewReports } from './schema';
import { reviews } from '../schema';
import type { Db } from '../../../db/types';
import { recordAudit, type AuditActor } from '../../../lib/audit';
import { notFound } from '../../../lib/errors';
import { notices, type Notifier } from '../../notifications';
import { catalogueColumns, joinProduct, productNameOf } from '../../products';
import { waitingLong } from '../moderation/queue-order';
import { toReportDto } from './reads';
import { recomputeAfterReport } from './write';
import type { ReviewDecision } from '../moderation/decide';
import { lockReview } from '../lock';
import { scoreColumns } from '../score-columns';

/**
 * Issue 30: the field reports waiting for a moderator, newest first as pending reviews are
 * listed (SPEC §2 Admin), each with the review it follows as it now stands, so the moderator
 * reads what changed beside what was said. Issue 44: those that have waited longer than a day
 * (since written, or since their last edit) come first, the longest first, so none waits for
 * ever behind newer ones.
 */
export async function listPendingReports(db: Db): Promise<TPendingReport[]> {
  const rows = await db
    .select({
      report: reviewReports,
      review: {
        id: reviews.id,
        title: reviews.title,
        content: reviews.content,
        rating: reviews.rating,
        ...scoreColumns(reviews),
        createdAt: reviews.createdAt,
      },
      productName: catalogueColumns.name,
      authorName: profiles.name,
    })
    .from(reviewReports)
    .innerJoin(reviews, eq(reviews.id, reviewReports.reviewId))
    .innerJoin(...joinProduct(reviewReports.productId))
    .leftJoin(profiles, eq(profiles.userId, reviewReports.userId))
    .where(eq(reviewReports.status, 'pending'))
    .orderBy(
      desc(waitingLong(reviewReports.updatedAt)),
      sql`case when ${waitingLong(reviewReports.updatedAt)} then ${reviewReports.updatedAt} end`,
      desc(reviewReports.createdAt),
    )
    .limit(MODERATION_LIST_MAX);
  return rows.map(({ report, review, productName, authorName }) => ({
    report: toReportDto(report),
    review: { ...review, createdAt: review.createdAt.toISOString() },
    productId: report.productId,
    productName,
    authorName: authorName ?? 'Former member',
  }));
}

/**
 * A moderator approves or rejects a field report (issue 30), as a review: a change of status is
 * stamped, logged and its author told, with the moderator's note if any; when the report counts
 * in the figures before or after, its review's and product's are recomputed in the same
 * transaction. Taken under its review's lock, the order every report write keeps.
 */
export async function setReportStatus(
  db: Db,
  notifier: Notifier,
  admin: AuditActor,
  reportId: string,
  { status, note, reason, onAppeal }: ReviewDecision,
) {
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ reviewId: reviewReports.reviewId })
      .from(reviewReports)
      .where(eq(reviewReports.id, reportId));
    if (!found) throw notFound(REPORT_MSG.notFound);
    const review = await lockReview(tx, found.reviewId);
    const [report] = await tx.select().from(reviewReports).where(eq(reviewReports.id, reportId));
    if (!report) throw notFound(REPORT_MSG.notFound);
    if (report.status === status) return;
    const approved = status === 'approved';
    await tx
      .update(reviewReports)
      .set({
        status,
        ...(approved && { publishedAt: sql`coalesce(${reviewReports.publishedAt}, now())` }),
      })
      .where(eq(reviewReports.id, reportId));
    if (approved || report.status === 'approved') await recomputeAfterReport(tx, report);
    await recordAudit(
      tx,
      admin,
      approved ? 'report.approve' : 'report.reject',
      { type: 'report', id: report.id, label: review.title },
      note,
      approved ? undefined : { reason: reason ?? 'other' },
    );
    if (onAppeal) return;
    await notifier.tell(
      tx,
      notices.reportDecided({
        authorId: report.userId,
        moderatorId: admin.id,
        reviewTitle: review.title,
        productId: report.productId,
        productName: await productNameOf(tx, report.productId),
        status,
        note,
      }),
    );
  });
}
