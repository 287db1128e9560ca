import { and, eq, inArray, sql } from 'drizzle-orm';
import { flagRecords, reviewFlags } from './schema';
import { reviews } from '../schema';
import type { Tx } from '../../../db/types';
import { recordAudit, type AuditActor } from '../../../lib/audit';
import { notices, type Notifier } from '../../notifications';
import { hideFlaggedVersions } from '../revisions/hiding';

/** What settling a review's flags needs to know of the review (already locked by the caller). */
export interface FlaggedReview {
  id: string;
  title: string;
  productId: string;
}

/**
 * Issue 29: a moderator's word on a review settles every pending flag on it at once, resolved
 * (the moderator agreed) or dismissed: each stamped who and when, logged, and its flagger told.
 * The caller holds the reviews' row locks, under which flags are also raised. Each decision
 * also counts in its flagger's record (flag_records), which their later flags weigh by.
 */
export async function settlePendingFlags(
  tx: Tx,
  notifier: Notifier,
  admin: AuditActor,
  flagged: readonly FlaggedReview[],
  status: 'resolved' | 'dismissed',
  note: string | null,
) {
  if (flagged.length === 0) return 0;
  const settled = await tx
    .update(reviewFlags)
    .set({ status, resolvedBy: admin.id, resolvedAt: new Date() })
    .where(
      and(
        inArray(
          reviewFlags.reviewId,
          flagged.map((r) => r.id),
        ),
        eq(reviewFlags.status, 'pending'),
      ),
    )
    .returning({
      id: reviewFlags.id,
      reviewId: reviewFlags.reviewId,
      flaggerId: reviewFlags.userId,
    });
  await countFlagDecisions(
    tx,
    settled.map((flag) => flag.flaggerId),
    status,
  );
  if (status === 'dismissed') await markRestored(tx, settled);
  if (status === 'resolved') await hideFlaggedVersions(tx, admin, settled);
  const byId = new Map(flagged.map((r) => [r.id, r]));
  const action = status === 'resolved' ? 'flag.resolve' : 'flag.dismiss';
  for (const flag of settled) {
    const label = byId.get(flag.reviewId)!.title;
    await recordAudit(tx, admin, action, { type: 'flag', id: flag.id, label }, note);
  }
  await notifier.tellMany(
    tx,
    settled.map((flag) => {
      const review = byId.get(flag.reviewId)!;
      return notices.flagSettled({
        flaggerId: flag.flaggerId,
        adminId: admin.id,
        reviewTitle: review.title,
        productId: review.productId,
        status,
      });
    }),
  );
  return settled.length;
}

/**
 * Issue 44: a review kept over its flags was restored by a moderator. Those flaggers no longer
 * count toward hiding it (flag-groups.ts), and should new ones hide it, the queue says so.
 */
async function markRestored(tx: Tx, dismissed: readonly { reviewId: string }[]) {
  if (dismissed.length === 0) return;
  await tx
    .update(reviews)
    .set({ restoredAt: sql`now()` })
    .where(inArray(reviews.id, [...new Set(dismissed.map((flag) => flag.reviewId))]));
}

/**
 * Adds one decision per flag to each flagger's record, flaggers in id order so two moderators
 * deciding at once lock the rows they share in the same order.
 */
export async function countFlagDecisions(
  tx: Tx,
  flaggerIds: readonly string[],
  status: 'resolved' | 'dismissed',
) {
  if (flaggerIds.length === 0) return;
  const perFlagger = new Map<string, number>();
  for (const id of flaggerIds) perFlagger.set(id, (perFlagger.get(id) ?? 0) + 1);
  const key = status === 'resolved' ? 'agreed' : 'disagreed';
  await tx
    .insert(flagRecords)
    .values(
      [...perFlagger]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([userId, n]) => ({ userId, [key]: n })),
    )
    .onConflictDoUpdate({
      target: flagRecords.userId,
      set: { [key]: sql`${flagRecords[key]} + excluded.${sql.identifier(flagRecords[key].name)}` },
    });
}
