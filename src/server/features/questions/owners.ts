import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { OWNER_ASKS_PER_WEEK, OWNERS_ASKED_MAX } from '@shared/questions';
import { profiles } from '../../db/schema';
import type { Executor } from '../../db/types';
import { keeperIdsOf, keeps } from '../gear-kit';
import { approvedReviewerIdsOf, reviewedBy } from '../reviews';
import { ownerAsks } from './schema';

/**
 * "Owns it" (issue 50): the member keeps the product in their Gear Kit or has an approved
 * review of it. Two index probes per row, each by (member, product).
 */
export const ownsIt = (userId: AnyPgColumn | SQL, productId: AnyPgColumn | SQL): SQL =>
  sql`(${keeps(userId, productId)} or ${reviewedBy(userId, productId)})`;

export async function ownsProduct(db: Executor, userId: string, productId: string) {
  const { rows } = (await db.execute(
    sql`select ${ownsIt(sql`${userId}`, sql`${productId}::uuid`)} as owns`,
  )) as unknown as { rows: { owns: boolean }[] };
  return rows[0]?.owns ?? false;
}

/**
 * The owners a new question asks: its product's reviewers first, then its Gear Kit holders, the
 * most helpful (Reviewer Score) first within each, never the asker, and none asked
 * OWNER_ASKS_PER_WEEK times in the last 7 days; at most OWNERS_ASKED_MAX.
 */
export async function ownersToAsk(
  db: Executor,
  productId: string,
  askerId: string,
): Promise<string[]> {
  const { rows } = (await db.execute(sql`
    with candidates as (
      select user_id, 0 as rank from (${approvedReviewerIdsOf(productId)}) reviewers
      union all
      select user_id, 1 from (${keeperIdsOf(productId)}) keepers
    ), owners as (
      select user_id, min(rank) as rank from candidates
      where user_id <> ${askerId} group by user_id
    )
    select owners.user_id as "userId" from owners
    join ${profiles} on ${profiles.userId} = owners.user_id
    where (select count(*) from ${ownerAsks}
      where ${ownerAsks.userId} = owners.user_id
        and ${ownerAsks.askedAt} > now() - interval '7 days') < ${OWNER_ASKS_PER_WEEK}
    order by owners.rank, ${profiles.reviewerScore} desc, owners.user_id
    limit ${OWNERS_ASKED_MAX}
  `)) as unknown as { rows: { userId: string }[] };
  return rows.map((row) => row.userId);
}
