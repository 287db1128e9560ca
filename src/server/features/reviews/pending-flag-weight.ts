import { and, eq, sql, type SQL } from 'drizzle-orm';
import { reviewFlags, userRoles } from '../../db/schema';
import type { Executor } from '../../db/types';
import { isVerifiedMember } from '../verification';
import { flagWeight, roundWeight } from './flag-weight';

/**
 * The flagger of the row read, qualified by hand: from one table the query builder names its
 * columns bare, and a bare `user_id` inside a subquery would mean the subquery's own.
 */
const flaggerId = sql`${reviewFlags}.${sql.identifier(reviewFlags.userId.name)}`;

const decided = (status: 'resolved' | 'dismissed') =>
  sql<number>`(select count(*)::int from ${reviewFlags} d
    where d.user_id = ${flaggerId} and d.status = ${status})`;

/**
 * The weight of each review's pending flags, by each flagger's record as it stands: one
 * pending flag per member and review (the partial unique index), so each flagger counts once.
 * `scope` narrows the flags read (a condition on `review_flags`); without it, every pending
 * flag, which a queue of reviews filters more cheaply than a join to its reviews would.
 * Reviews without pending flags are absent.
 */
export async function pendingFlagWeights(db: Executor, scope?: SQL): Promise<Map<string, number>> {
  const rows = await db
    .select({
      reviewId: reviewFlags.reviewId,
      agreed: decided('resolved'),
      disagreed: decided('dismissed'),
      verified: isVerifiedMember(flaggerId),
      admin: sql<boolean>`exists (select 1 from ${userRoles}
        where ${userRoles.userId} = ${flaggerId})`,
    })
    .from(reviewFlags)
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
  return (await pendingFlagWeights(db, eq(reviewFlags.reviewId, reviewId))).get(reviewId) ?? 0;
}
