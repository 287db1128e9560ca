import { and, eq } from 'drizzle-orm';
import { REPORT_MSG } from '@shared/schemas/field-reports';
import type { ZFlagRequest } from '@shared/schemas/reviews';
import type { z } from 'zod';
import { reviewFlags } from './schema';
import { reviewReports } from '../reports/schema';
import { reviews } from '../schema';
import type { Db, Tx } from '../../../db/types';
import { conflict, forbidden, notFound } from '../../../lib/errors';
import type { Viewer } from '../../../plugins/viewer';
import { notices, type Notifier } from '../../notifications';
import { productNameOf } from '../../products';
import { settingValue } from '../../site';
import { recomputeProductAggregates } from '../aggregates';
import { reviewFlagWeight } from './pending-flag-weight';
import { currentVersion } from '../revisions/history';
import { opsecKindsOf, recordRiskSignals } from './risk-signals';
import { lockReview, REVIEW_NOT_FOUND } from '../lock';
import { MEMBERS_FLAGS, recordAudit } from '../../../lib/audit';

export const FLAG_MESSAGES = {
  ownReview: 'You cannot flag your own review',
  alreadyFlagged: 'You have already flagged this review',
} as const;

/** Who flags: the member, and the pseudonym of the network they flag from (issue 44). */
export interface Flagger {
  viewer: Viewer;
  networkHash: string;
}

/**
 * SPEC §2, §4: anyone but the author flags a visible review for moderation, once while their
 * flag is open (a partial unique index holds that under double clicks). Issue 29: under the
 * review's lock, the flag that brings the weight of its flags (pendingFlagWeights: tied
 * flaggers count once, those a moderator overruled not at all) to the site's
 * `flag_hide_threshold` takes it back to pending.
 */
export async function flagReview(
  db: Db,
  notifier: Notifier,
  { viewer, networkHash }: Flagger,
  reviewId: string,
  input: z.output<typeof ZFlagRequest>,
) {
  await db.transaction(async (tx) => {
    const review = await lockReview(tx, reviewId);
    if (review.status !== 'approved') throw notFound(REVIEW_NOT_FOUND);
    if (review.userId === viewer.id) throw forbidden(FLAG_MESSAGES.ownReview);
    if (input.reportId) await mustBeVisibleReport(tx, reviewId, input.reportId);
    const inserted = await tx
      .insert(reviewFlags)
      .values({
        reviewId,
        reportId: input.reportId ?? null,
        userId: viewer.id,
        reason: input.reason,
        description: input.description ?? null,
        networkHash,
        version: currentVersion(reviewId),
      })
      .onConflictDoNothing()
      .returning({ id: reviewFlags.id });
    if (inserted.length === 0) throw conflict(FLAG_MESSAGES.alreadyFlagged);
    // Flagged, it is in the flags queue: its signals are read there (forgotten once decided).
    await recordRiskSignals(tx, reviewId, opsecKindsOf(review));
    const threshold = Number(await settingValue(tx, 'flag_hide_threshold'));
    if ((await reviewFlagWeight(tx, reviewId)) >= threshold)
      await hideByFlags(tx, notifier, review);
  });
}

/**
 * Issue 30: a flag may name one of the review's field reports, one the public sees. It still
 * counts as the member's one open flag on the review, which is what moderators decide.
 */
async function mustBeVisibleReport(tx: Tx, reviewId: string, reportId: string) {
  const [report] = await tx
    .select({ id: reviewReports.id })
    .from(reviewReports)
    .where(
      and(
        eq(reviewReports.id, reportId),
        eq(reviewReports.reviewId, reviewId),
        eq(reviewReports.status, 'approved'),
      ),
    );
  if (!report) throw notFound(REPORT_MSG.notFound);
}

/**
 * Back to pending, out of its product's figures, and its author told why. Issue 52: audit-logged
 * as the flags' doing, for the transparency figures.
 */
async function hideByFlags(tx: Tx, notifier: Notifier, review: typeof reviews.$inferSelect) {
  await tx
    .update(reviews)
    .set({ status: 'pending', hiddenByFlagsAt: new Date() })
    .where(eq(reviews.id, review.id));
  await recordAudit(
    tx,
    MEMBERS_FLAGS,
    'review.hide',
    { type: 'review', id: review.id, label: review.title },
    null,
    { rating: review.rating },
  );
  await recomputeProductAggregates(tx, review.productId);
  await notifier.tell(
    tx,
    notices.reviewHidden({
      authorId: review.userId,
      title: review.title,
      productId: review.productId,
      productName: await productNameOf(tx, review.productId),
    }),
  );
}
