import { and, eq, inArray, sql } from 'drizzle-orm';
import { aggregate } from '@shared/scoring';
import { products, profiles, reviews } from '../../db/schema';
import type { Executor } from '../../db/types';
import { isVerifiedMember } from '../verification';

/**
 * "N of M reviews from verified members" (issue 29): the product's approved reviews whose
 * author holds a current verification. Kept on the product, so a page pays nothing for it.
 */
const verifiedReviewCount = sql<number>`(select count(*)::int from ${reviews} r
  where r.product_id = ${products.id} and r.status = 'approved'
    and ${isVerifiedMember(sql`r.user_id`)})`;

/**
 * Recomputes a product's aggregates from its approved reviews (DESIGN §5). Call it in the same
 * transaction as any change to a review's status, scores or existence.
 */
export async function recomputeProductAggregates(db: Executor, productId: string): Promise<void> {
  const rows = await db
    .select({
      rating: reviews.rating,
      durability: reviews.durability,
      portability: reviews.portability,
      costValue: reviews.costValue,
      civilianAdaptation: reviews.civilianAdaptation,
      overallUtility: reviews.overallUtility,
      branch: profiles.branch,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .leftJoin(profiles, eq(profiles.userId, reviews.userId))
    .where(and(eq(reviews.productId, productId), eq(reviews.status, 'approved')));
  const agg = aggregate(rows);
  const lastReviewedAt = rows.reduce<Date | null>(
    (latest, r) => (!latest || r.createdAt > latest ? r.createdAt : latest),
    null,
  );
  await db
    .update(products)
    .set({ ...agg, lastReviewedAt, verifiedReviewCount })
    .where(eq(products.id, productId));
}

/**
 * When members become or stop being verified, the verified counts of every product they have
 * an approved review of. Only those: the rest of the figures do not depend on it.
 */
export async function recomputeVerifiedCounts(db: Executor, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .update(products)
    .set({ verifiedReviewCount })
    .where(
      inArray(
        products.id,
        db
          .selectDistinct({ id: reviews.productId })
          .from(reviews)
          .where(and(inArray(reviews.userId, userIds), eq(reviews.status, 'approved'))),
      ),
    );
}

/** Reviewer score = upvotes minus downvotes across all of the user's reviews. */
export async function recomputeReviewerScore(db: Executor, userId: string): Promise<void> {
  await db
    .update(profiles)
    .set({
      reviewerScore: sql`(select coalesce(sum(${reviews.upvotes} - ${reviews.downvotes}), 0)::int
        from ${reviews} where ${reviews.userId} = ${userId})`,
    })
    .where(eq(profiles.userId, userId));
}
