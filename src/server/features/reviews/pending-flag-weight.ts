import { eq, sql, type SQL } from 'drizzle-orm';
import { flagRecords, reviewFlags, userRoles } from '../../db/schema';
import type { Executor } from '../../db/types';
import { isVerifiedMember } from '../verification';
import { flagWeight, roundWeight, type FlaggerRecord } from './flag-weight';

type FlagRow = FlaggerRecord & { reviewId: string };

/**
 * The weight of each review's pending flags, by each flagger's record as it stands: one
 * pending flag per member and review (the partial unique index), so each flagger counts once.
 * `scope` narrows the flags read (a condition on `review_flags`); without it, every pending
 * flag, which a queue of reviews filters more cheaply than a join to its reviews would. A
 * flagger's record is their one row of counts (flag_records): counting their decided flags
 * here cost as much as the rest of the queue's statements. Reviews without pending flags are
 * absent.
 */
export async function pendingFlagWeights(db: Executor, scope?: SQL): Promise<Map<string, number>> {
  const flagger = sql`${reviewFlags}.${sql.identifier(reviewFlags.userId.name)}`;
  const { rows } = (await db.execute(sql`
    select ${reviewFlags.reviewId} as "reviewId",
      coalesce(${flagRecords.agreed}, 0) as agreed,
      coalesce(${flagRecords.disagreed}, 0) as disagreed,
      ${isVerifiedMember(flagger)} as verified,
      exists (select 1 from ${userRoles} where ${userRoles.userId} = ${flagger}) as admin
    from ${reviewFlags}
    left join ${flagRecords} on ${flagRecords.userId} = ${flagger}
    where ${reviewFlags.status} = 'pending' ${scope ? sql`and ${scope}` : sql``}`)) as unknown as {
    rows: FlagRow[];
  };
  const weights = new Map<string, number>();
  for (const { reviewId, ...record } of rows) {
    weights.set(reviewId, (weights.get(reviewId) ?? 0) + flagWeight(record));
  }
  for (const [id, weight] of weights) weights.set(id, roundWeight(weight));
  return weights;
}

/** The weight of one review's pending flags. */
export async function reviewFlagWeight(db: Executor, reviewId: string) {
  return (await pendingFlagWeights(db, eq(reviewFlags.reviewId, reviewId))).get(reviewId) ?? 0;
}
