import { inArray, sql } from 'drizzle-orm';
import { reviews } from '../schema';
import type { Db, Tx } from '../../../db/types';
import type { RejectionReason } from '@shared/moderation-figures';
import { recordAudit, type AuditActor } from '../../../lib/audit';
import { notices, type Notifier } from '../../notifications';
import { productNamesOf } from '../../products';
import { recomputeProductAggregates } from '../aggregates';
import { lockReview } from '../lock';
import { settlePendingFlags } from './flag-settlement';
import { forgetRiskSignals } from './risk-signals';

type ReviewRow = typeof reviews.$inferSelect;
export interface ReviewDecision {
  status: 'approved' | 'rejected';
  note: string | null;
  /** Issue 52: why it was rejected; a rejection that names none is `other`. */
  reason?: RejectionReason;
  /** Issue 52: decided by settling an appeal, whose own notice tells the author. */
  onAppeal?: boolean;
}

/** Issue 52: when the review's wait began: written or edited, or hidden by members' flags. */
const waitedSeconds = (r: ReviewRow) =>
  Math.max(0, Math.round((Date.now() - (r.hiddenByFlagsAt ?? r.updatedAt).getTime()) / 1000));

/**
 * Admin moderation (SPEC §4): approved is visible, rejected is never displayed. The author is
 * told, with the moderator's note if any (issue 28); the first approval is news to the Gear
 * Kits holding the product, which a job tells.
 */
export async function setReviewStatus(
  db: Db,
  notifier: Notifier,
  admin: AuditActor,
  reviewId: string,
  decision: ReviewDecision,
) {
  await db.transaction(async (tx) => {
    await decideReviews(tx, notifier, admin, [await lockReview(tx, reviewId)], decision);
  });
}

/**
 * The moderator's decision on reviews the caller has locked: each whose status changes is
 * stamped, logged and its author told, each product touched recomputed once; and issue 29:
 * every pending flag on them is settled, dismissed by an approval and resolved by a rejection,
 * none stays hidden by flags, and their risk signals, which no queue needs now, are forgotten.
 * Returns how many changed status.
 */
export async function decideReviews(
  tx: Tx,
  notifier: Notifier,
  admin: AuditActor,
  locked: readonly ReviewRow[],
  { status, note, reason, onAppeal }: ReviewDecision,
) {
  const approved = status === 'approved';
  const changing = locked.filter((r) => r.status !== status);
  if (changing.length > 0) {
    await tx
      .update(reviews)
      .set({
        status,
        hiddenByFlagsAt: null,
        ...(approved && { publishedAt: sql`coalesce(${reviews.publishedAt}, now())` }),
      })
      .where(
        inArray(
          reviews.id,
          changing.map((r) => r.id),
        ),
      );
    const productIds = [...new Set(changing.map((r) => r.productId))];
    for (const productId of productIds) await recomputeProductAggregates(tx, productId);
    const action = approved ? 'review.approve' : 'review.reject';
    for (const r of changing) {
      // Issue 52: the facts the parity check and the transparency figures count.
      await recordAudit(tx, admin, action, { type: 'review', id: r.id, label: r.title }, note, {
        rating: r.rating,
        waitedSeconds: waitedSeconds(r),
        from: r.status,
        ...(approved
          ? r.hiddenByFlagsAt !== null && { restored: true }
          : { reason: reason ?? 'other' }),
      });
    }
    const names = await productNamesOf(tx, productIds);
    // Settling an appeal, the appeal's own notice tells the author.
    const told = onAppeal ? [] : changing;
    await notifier.tellMany(
      tx,
      told.map((r) =>
        notices.reviewDecided({
          authorId: r.userId,
          moderatorId: admin.id,
          title: r.title,
          productId: r.productId,
          productName: names.get(r.productId)!,
          status,
          note,
        }),
      ),
    );
    for (const r of changing) {
      if (approved && r.publishedAt === null) await notifier.reviewPublished(tx, r.id);
    }
  }
  await settlePendingFlags(
    tx,
    notifier,
    admin,
    locked,
    approved ? 'dismissed' : 'resolved',
    approved ? 'With the review’s approval' : 'With the review’s rejection',
  );
  await forgetRiskSignals(
    tx,
    locked.map((r) => r.id),
  );
  return changing.length;
}
