import { and, eq, inArray, sql, type AnyColumn } from 'drizzle-orm';
import type { BranchId } from '@shared/catalog';
import { profiles } from '../../db/schema';
import type { Db } from '../../db/types';
import { reviews } from './schema';

const mean = (column: AnyColumn) => sql<string>`avg(${column})`;

/**
 * A branch's approved reviews of the given products, one row per product reviewed: how many,
 * and their mean sub-scores (the Mission Matcher's ranking for a chosen branch).
 */
export async function branchReviewScores(db: Db, branch: BranchId, productIds: string[]) {
  return db
    .select({
      productId: reviews.productId,
      n: sql<number>`count(*)::int`,
      durability: mean(reviews.durability),
      portability: mean(reviews.portability),
      costValue: mean(reviews.costValue),
      civilianAdaptation: mean(reviews.civilianAdaptation),
      overallUtility: mean(reviews.overallUtility),
    })
    .from(reviews)
    .innerJoin(profiles, eq(profiles.userId, reviews.userId))
    .where(
      and(
        eq(reviews.status, 'approved'),
        eq(profiles.branch, branch),
        inArray(reviews.productId, productIds),
      ),
    )
    .groupBy(reviews.productId);
}
