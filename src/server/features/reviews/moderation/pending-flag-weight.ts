import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { flagRecords, reviewFlags } from './schema';
import { reviews } from '../schema';
import { user, userRoles } from '../../../db/schema';
import type { Executor } from '../../../db/types';
import { inviterOutsideStaffOf } from '../../invitations';
import { identityHashesOf, isVerifiedMember } from '../../verification';
import { hidingWeight, member, type FlagOnReview } from './flag-groups';
import { flagWeight, REVIEWS_COUNTED, type FlaggerRecord } from './flag-weight';

type FlagRow = FlaggerRecord & {
  reviewId: string;
  userId: string;
  dismissed: boolean;
  networkHash: string | null;
  inviter: string | null;
  inviterOfInviter: string | null;
};

/**
 * A table of members' flags the weight rule reads (issue 50: questions' and answers' flags are
 * weighed as reviews' are): what each flag is on, who raised it, its status (`pending`,
 * `resolved`, `dismissed`) and the pseudonym of the network it came from.
 */
export interface FlagTable {
  table: PgTable;
  target: AnyPgColumn;
  userId: AnyPgColumn;
  status: AnyPgColumn;
  networkHash: AnyPgColumn;
}

const REVIEW_FLAGS: FlagTable = {
  table: reviewFlags,
  target: reviewFlags.reviewId,
  userId: reviewFlags.userId,
  status: reviewFlags.status,
  networkHash: reviewFlags.networkHash,
};

/** The statement behind pendingFlagWeights: each flag with its flagger's figures. */
export function pendingFlagsStatement(flags: FlagTable = REVIEW_FLAGS, scope?: SQL) {
  const col = (c: { name: string }) => sql`${flags.table}.${sql.identifier(c.name)}`;
  const old = (c: { name: string }) => sql`d.${sql.identifier(c.name)}`;
  const pending = sql`${col(flags.status)} = 'pending' ${scope ? sql`and ${scope}` : sql``}`;
  const flagger = sql`who.user_id`;
  // The flags, then each flagger's figures once (materialized: inlined, its subqueries ran
  // once per flag), however many reviews they flagged; the dismissed flags by the (review_id,
  // status) index, for the reviews with pending ones. Inviters who are staff are left out: the
  // site's staff seed the community, and tying everyone they invited together would make it one
  // group. Each inviter is a lateral of its own, so the next step up reads it, not its statement.
  return sql`
    with flags as (
      select ${col(flags.target)} as review_id, ${col(flags.userId)} as user_id,
        false as dismissed, ${col(flags.networkHash)} as network_hash
      from ${flags.table} where ${pending}
      union all
      select ${old(flags.target)}, ${old(flags.userId)}, true, ${old(flags.networkHash)}
      from ${flags.table} d
      where ${old(flags.status)} = 'dismissed' and ${old(flags.target)} in (
        select ${col(flags.target)} from ${flags.table} where ${pending})
    ), flaggers as materialized (
      select ${flagger} as user_id,
        coalesce(${flagRecords.agreed}, 0) as agreed,
        coalesce(${flagRecords.disagreed}, 0) as disagreed,
        ${isVerifiedMember(flagger)} as verified,
        exists (select 1 from ${userRoles} where ${userRoles.userId} = ${flagger}) as admin,
        floor(extract(epoch from now() - ${user.createdAt}) / 86400)::int as account_age_days,
        (select count(*) from (select 1 from ${reviews} where ${reviews.userId} = ${flagger}
          and ${reviews.status} = 'approved' limit ${REVIEWS_COUNTED}) own)::int as approved_reviews,
        inviter.id as inviter, inviter_of_inviter.id as inviter_of_inviter
      from (select distinct user_id from flags) who
      join ${user} on ${user.id} = ${flagger}
      left join ${flagRecords} on ${flagRecords.userId} = ${flagger}
      left join lateral ${inviterOutsideStaffOf(flagger)} inviter on true
      left join lateral ${inviterOutsideStaffOf(sql`inviter.id`)} inviter_of_inviter on true
    )
    select flags.review_id as "reviewId", flags.user_id as "userId", flags.dismissed,
      flags.network_hash as "networkHash", flaggers.agreed, flaggers.disagreed,
      flaggers.verified, flaggers.admin, flaggers.account_age_days as "accountAgeDays",
      flaggers.approved_reviews as "approvedReviews", flaggers.inviter,
      flaggers.inviter_of_inviter as "inviterOfInviter"
    from flags join flaggers on flaggers.user_id = flags.user_id`;
}

/**
 * The weight with which each review's flags push it out of public (hidingWeight, issue 44), or
 * each question's or answer's, given their `flags` (issue 50):
 * its pending flags, one per member and review (the partial unique index), weighed by their
 * flaggers' records as they stand and counted once per group of tied flaggers, less the groups
 * of those whose flags on it a moderator dismissed. `scope` narrows the pending flags read (a
 * condition on `review_flags`); without it, every pending flag, which a queue of reviews
 * filters more cheaply than a join to its reviews would. A flagger's record is their one row
 * of counts (flag_records): counting their decided flags here cost as much as the rest of the
 * queue's statements. Reviews without pending flags are absent.
 */
export async function pendingFlagWeights(
  db: Executor,
  scope?: SQL,
  flags: FlagTable = REVIEW_FLAGS,
): Promise<Map<string, number>> {
  const { rows } = (await db.execute(pendingFlagsStatement(flags, scope))) as unknown as {
    rows: FlagRow[];
  };
  const identities = await identityHashesOf(db, [...new Set(rows.map((row) => row.userId))]);
  const byReview = new Map<string, FlagOnReview[]>();
  for (const row of rows) {
    const flags = byReview.get(row.reviewId) ?? [];
    flags.push({
      flaggerId: row.userId,
      dismissed: row.dismissed,
      weight: flagWeight(row),
      ties: tiesOf(row, identities.get(row.userId) ?? []),
    });
    byReview.set(row.reviewId, flags);
  }
  const weights = new Map<string, number>();
  for (const [reviewId, flags] of byReview) {
    if (flags.some((flag) => !flag.dismissed)) weights.set(reviewId, hidingWeight(flags));
  }
  return weights;
}

/**
 * What ties a flagger to others (flag-groups.ts): their inviters, their network, and every
 * provider identity or `.mil` mailbox that has verified them (as its keyed hash).
 */
function tiesOf(row: FlagRow, identityHashes: readonly string[]): string[] {
  const ties = [row.inviter, row.inviterOfInviter].flatMap((id) => (id ? [member(id)] : []));
  if (row.networkHash) ties.push(`network:${row.networkHash}`);
  for (const hash of identityHashes) ties.push(`identity:${hash}`);
  return ties;
}

/** The weight of one review's flags toward hiding it. */
export async function reviewFlagWeight(db: Executor, reviewId: string) {
  return (await pendingFlagWeights(db, eq(reviewFlags.reviewId, reviewId))).get(reviewId) ?? 0;
}

/** The weight of one question's or answer's flags toward hiding it (issue 50). */
export async function flagWeightOf(db: Executor, flags: FlagTable, targetId: string) {
  return (await pendingFlagWeights(db, eq(flags.target, targetId), flags)).get(targetId) ?? 0;
}
