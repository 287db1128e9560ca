import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { reviewFlags, reviews, userRoles } from '../../db/schema';
import type { Executor } from '../../db/types';
import { isVerifiedMember } from '../verification';
import { roundWeight, flagWeight } from './flag-weight';

const decided = (status: 'resolved' | 'dismissed') =>
  sql<number>`(select count(*)::int from ${reviewFlags} d
    where d.user_id = ${reviewFlags.userId} and d.status = ${status})`;

/**
 * The weight of the pending flags of each review `scope` selects (a condition on `reviews`),
 * by each flagger's record as it stands: one pending flag per member and review (the partial
 * unique index), so each flagger counts once. Reviews without pending flags are absent.
 */
export async function pendingFlagWeights(db: Executor, scope: SQL): Promise<Map<string, number>> {
  const rows = await db
    .select({
      reviewId: reviewFlags.reviewId,
      agreed: decided('resolved'),
      disagreed: decided('dismissed'),
      verified: isVerifiedMember(reviewFlags.userId),
      admin: sql<boolean>`exists (select 1 from ${userRoles}
        where ${userRoles.userId} = ${reviewFlags.userId})`,
    })
    .from(reviewFlags)
    .innerJoin(reviews, eq(reviews.id, reviewFlags.reviewId))
    .where(and(eq(reviewFlags.status, 'pending'), scope));
  const weights = new Map<string, number>();
  for (const { reviewId, ...flagger } of rows) {
    weights.set(reviewId, (weights.get(reviewId) ?? 0) + flagWeight(flagger));
  }
  for (const [id, weight] of weights) weights.set(id, roundWeight(weight));
  return weights;
}

/** The weight of one review's pending flags. */
export async function reviewFlagWeight(db: Executor, reviewId: string) {
  return (await pendingFlagWeights(db, inArray(reviews.id, [reviewId]))).get(reviewId) ?? 0;
}
