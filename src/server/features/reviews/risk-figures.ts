import { eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TRisk } from '@shared/schemas/admin';
import { reviewRiskSignals, reviews, user } from '../../db/schema';
import type { Db } from '../../db/types';
import { isVerifiedMember } from '../verification';
import { pendingFlagWeights } from './pending-flag-weight';
import { riskScore } from './risk';

export interface ReviewRisk {
  createdAt: Date;
  hiddenByFlagsAt: Date | null;
  flagWeight: number;
  risk: TRisk;
}

const similar = alias(reviews, 'similar');

/**
 * Issue 29: the risk of every review `scope` selects (a condition on `reviews`), set-based so
 * a queue of ten thousand is scored whole: one statement reads the few figures each needs
 * (account age, verified, the signals stored when it was written), one more its pending flags'
 * weight; the score itself is risk.ts's.
 */
export async function reviewRisks(db: Db, scope: SQL): Promise<Map<string, ReviewRisk>> {
  const [rows, weights] = await Promise.all([
    db
      .select({
        id: reviews.id,
        createdAt: reviews.createdAt,
        hiddenByFlagsAt: reviews.hiddenByFlagsAt,
        accountAgeDays: sql<number>`extract(epoch from now() - ${user.createdAt})::float8 / 86400`,
        authorVerified: isVerifiedMember(reviews.userId),
        similarId: reviewRiskSignals.similarReviewId,
        similarProductId: similar.productId,
        similarity: reviewRiskSignals.similarity,
        linkCount: reviewRiskSignals.linkCount,
        recentReviews: reviewRiskSignals.recentReviews,
      })
      .from(reviews)
      .innerJoin(user, eq(user.id, reviews.userId))
      .leftJoin(reviewRiskSignals, eq(reviewRiskSignals.reviewId, reviews.id))
      .leftJoin(similar, eq(similar.id, reviewRiskSignals.similarReviewId))
      .where(scope),
    pendingFlagWeights(db, scope),
  ]);
  const risks = new Map<string, ReviewRisk>();
  for (const row of rows) {
    const flagWeight = weights.get(row.id) ?? 0;
    const risk = riskScore({
      flagWeight,
      accountAgeDays: row.accountAgeDays,
      authorVerified: row.authorVerified,
      similar:
        row.similarId && row.similarProductId && row.similarity !== null
          ? { reviewId: row.similarId, productId: row.similarProductId, similarity: row.similarity }
          : null,
      linkCount: row.linkCount ?? 0,
      recentReviews: row.recentReviews ?? 0,
    });
    risks.set(row.id, {
      createdAt: row.createdAt,
      hiddenByFlagsAt: row.hiddenByFlagsAt,
      flagWeight,
      risk,
    });
  }
  return risks;
}

/** Highest risk first, then newest. */
export const byRisk = (a: { risk: TRisk; createdAt: Date }, b: { risk: TRisk; createdAt: Date }) =>
  b.risk.score - a.risk.score || b.createdAt.getTime() - a.createdAt.getTime();
