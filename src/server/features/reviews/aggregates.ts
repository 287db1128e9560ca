import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { aggregate, effectiveScores, type ScoredReport, type Scores } from '@shared/scoring';
import { obtainedFigures } from './obtained-figures';
import { profiles } from '../../db/schema';
import { reviewReports } from './reports/schema';
import { reviews } from './schema';
import type { Executor } from '../../db/types';
import { catalogueColumns, setProductFigures } from '../products';
import { isVerifiedMember } from '../verification';
import { scoreColumns } from './score-columns';
import { keepSurvivalEstimate } from './durability/keep';
import { approvedStatingReports, fitAndMeasureFigures } from './fit-figures';

/**
 * "N of M reviews from verified members" (issue 29): the product's approved reviews whose
 * author holds a current verification. Kept on the product, so a page pays nothing for it.
 */
const verifiedReviewCount = sql<number>`(select count(*)::int from ${reviews} r
  where r.product_id = ${catalogueColumns.id} and r.status = 'approved'
    and ${isVerifiedMember(sql`r.user_id`)})`;

/**
 * Issue 30: how many approved reviews have an approved field report, and the longest ownership
 * among them, from each review's `field_tested_months` (kept by recomputeFieldTestedMonths).
 */
const fieldTestedCount = sql<number>`(select count(*)::int from ${reviews} r
  where r.product_id = ${catalogueColumns.id} and r.status = 'approved'
    and r.field_tested_months is not null)`;
const longestOwnedMonths = sql<number | null>`(select max(r.field_tested_months) from ${reviews} r
  where r.product_id = ${catalogueColumns.id} and r.status = 'approved')`;

/**
 * Recomputes a product's aggregates from its approved reviews (DESIGN §5). Call it in the same
 * transaction as any change to a review's status, scores or existence, or to an approved field
 * report of one. Each review counts with its effective scores (issue 30, `effectiveScores`);
 * issue 48: owners' measurements and fit verdicts are kept with them; issue 52: how reviewers
 * got it, and the figures without incentivized reviews.
 */
export async function recomputeProductAggregates(db: Executor, productId: string): Promise<void> {
  const reviewed = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      ...scoreColumns(reviews),
      branch: profiles.branch,
      createdAt: reviews.createdAt,
      measured: reviews.measured,
      fit: reviews.fit,
      width: reviews.width,
      obtained: reviews.obtained,
      connection: reviews.connection,
    })
    .from(reviews)
    .leftJoin(profiles, eq(profiles.userId, reviews.userId))
    .where(and(eq(reviews.productId, productId), eq(reviews.status, 'approved')));
  const reports = await approvedScoredReports(db, productId);
  const stating = await approvedStatingReports(db, productId);
  const rows = reviewed.map((r) => ({ ...r, ...effectiveScores(r, reports.get(r.id) ?? []) }));
  const agg = aggregate(rows);
  const lastReviewedAt = rows.reduce<Date | null>(
    (latest, r) => (!latest || r.createdAt > latest ? r.createdAt : latest),
    null,
  );
  await setProductFigures(db, productId, {
    ...agg,
    lastReviewedAt,
    verifiedReviewCount,
    fieldTestedCount,
    longestOwnedMonths,
    survival12Months: await keepSurvivalEstimate(db, productId),
    ...fitAndMeasureFigures(
      reviewed.map((review) => ({ review, reports: stating.get(review.id) ?? [] })),
    ),
    ...obtainedFigures(rows),
  });
}

/** The product's approved field reports that give scores, by review: all the rule may pick from. */
async function approvedScoredReports(db: Executor, productId: string) {
  const rows = await db
    .select({
      id: reviewReports.id,
      reviewId: reviewReports.reviewId,
      createdAt: reviewReports.createdAt,
      ...scoreColumns(reviewReports),
    })
    .from(reviewReports)
    .where(
      and(
        eq(reviewReports.productId, productId),
        eq(reviewReports.status, 'approved'),
        // The table's check gives all five scores or none.
        isNotNull(reviewReports.durability),
      ),
    );
  const byReview = new Map<string, ScoredReport[]>();
  for (const { id, reviewId, createdAt, ...scores } of rows) {
    const list = byReview.get(reviewId) ?? [];
    list.push({
      id,
      status: 'approved',
      createdAt: createdAt.toISOString(),
      scores: scores as Scores,
    });
    byReview.set(reviewId, list);
  }
  return byReview;
}

/**
 * Issue 30: each review's "Field-tested N months", the longest ownership its approved reports
 * state. Call it, then recomputeProductAggregates, when one of their reports changes; the demo
 * seed calls it once for all its reviews with reports.
 */
export async function recomputeFieldTestedMonths(
  db: Executor,
  reviewIds: readonly string[],
): Promise<void> {
  if (reviewIds.length === 0) return;
  await db
    .update(reviews)
    .set({
      fieldTestedMonths: sql`(select max(${reviewReports.monthsOwned}) from ${reviewReports}
        where ${reviewReports.reviewId} = ${reviews.id} and ${reviewReports.status} = 'approved')`,
    })
    .where(inArray(reviews.id, reviewIds));
}

/**
 * When members become or stop being verified, the verified counts of every product they have
 * an approved review of. Only those: the rest of the figures do not depend on it.
 */
export async function recomputeVerifiedCounts(db: Executor, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  const reviewed = db
    .selectDistinct({ id: reviews.productId })
    .from(reviews)
    .where(and(inArray(reviews.userId, userIds), eq(reviews.status, 'approved')));
  await setProductFigures(db, reviewed, { verifiedReviewCount });
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
