import type { OpsecKind } from '@shared/opsec';
import { sql, type SQL } from 'drizzle-orm';
import type { TRisk } from '@shared/schemas/admin';
import { profiles } from '../../../db/schema';
import { reviewRiskSignals } from './schema';
import { reviews } from '../schema';
import type { Db } from '../../../db/types';
import { isVerifiedMember } from '../../verification';
import { pendingFlagWeights } from './pending-flag-weight';
import { NEW_ACCOUNT_DAYS, riskPoints, riskScore, type RiskInput } from './risk';

/** A review's figures and the score they make; riskOf words the reasons for those shown. */
export interface ScoredReview {
  input: RiskInput;
  score: number;
}

export const riskOf = (scored: ScoredReview): TRisk => riskScore(scored.input);

/**
 * Issue 29: the risk score of every review `scope` selects (a condition on `reviews`),
 * set-based so a queue of ten thousand is scored whole: one statement reads the few figures
 * each needs (account age, verified, the signals stored when it was written), one more the
 * weight of the pending flags `flagScope` selects (all pending flags when absent: see
 * pendingFlagWeights); the two run side by side, and the score is risk.ts's. The map holds the
 * reviews newest first, so a stable sort by score alone keeps the newest first among equals.
 */
export async function reviewRisks(
  db: Db,
  scope: SQL,
  flagScope?: SQL,
): Promise<Map<string, ScoredReview>> {
  const [rows, weights] = await Promise.all([
    riskFigures(db, scope),
    pendingFlagWeights(db, flagScope),
  ]);
  const scored = new Map<string, ScoredReview>();
  for (const row of rows) {
    const input: RiskInput = {
      flagWeight: weights.get(row.id) ?? 0,
      accountAgeDays: row.accountAgeDays,
      authorVerified: row.authorVerified,
      similar:
        row.similarId && row.similarProductId && row.similarity !== null
          ? { reviewId: row.similarId, productId: row.similarProductId, similarity: row.similarity }
          : null,
      linkCount: row.linkCount ?? 0,
      recentReviews: row.recentReviews ?? 0,
      opsecKinds: row.opsecKinds ?? [],
    };
    scored.set(row.id, { input, score: riskPoints(input) });
  }
  return scored;
}

interface FiguresRow {
  id: string;
  accountAgeDays: number | null;
  authorVerified: boolean;
  similarId: string | null;
  similarProductId: string | null;
  similarity: number | null;
  linkCount: number | null;
  recentReviews: number | null;
  opsecKinds: OpsecKind[] | null;
}

/**
 * The figures of each review, as read for riskScore (the benchmark explains it), newest first
 * (the status index's order). Written out and run raw: mapping ten thousand rows through the
 * query builder took as long as the statement. Only what the score needs is read: each column
 * more costs ten thousand values to print and parse, so dates are left to the few shown.
 *
 * An account's age matters only while it is younger than NEW_ACCOUNT_DAYS, so only the members
 * who joined since are read, by the profiles' creation index (a member's profile is written with
 * their account at sign-up): a month of sign-ups hashed, where a lookup per review was the
 * statement's largest cost and a join hashed every member. Its whole days are enough: the age
 * bands are whole days.
 */
export const riskFiguresStatement = (scope: SQL) => sql`
  select ${reviews.id} as "id",
    joined.days as "accountAgeDays",
    ${isVerifiedMember(reviews.userId)} as "authorVerified",
    ${reviewRiskSignals.similarReviewId} as "similarId",
    ${reviewRiskSignals.similarProductId} as "similarProductId",
    ${reviewRiskSignals.similarity} as "similarity",
    ${reviewRiskSignals.linkCount} as "linkCount",
    ${reviewRiskSignals.recentReviews} as "recentReviews",
    ${reviewRiskSignals.opsecKinds} as "opsecKinds"
  from ${reviews}
  left join ${reviewRiskSignals} on ${reviewRiskSignals.reviewId} = ${reviews.id}
  left join (
    select ${profiles.userId} as user_id,
      floor(date_part('epoch', now() - ${profiles.createdAt}) / 86400)::int as days
    from ${profiles}
    where ${profiles.createdAt} > now() - make_interval(days => ${NEW_ACCOUNT_DAYS})
  ) joined on joined.user_id = ${reviews.userId}
  where ${scope}
  order by ${reviews.createdAt} desc nulls last`;

const riskFigures = async (db: Db, scope: SQL) =>
  ((await db.execute(riskFiguresStatement(scope))) as unknown as { rows: FiguresRow[] }).rows;

/** Highest score first; a stable sort keeps the order among equals. */
export const byScore = (a: { score: number }, b: { score: number }) => b.score - a.score;

/** Highest score first, then newest. */
export const byRisk = (
  a: { score: number; createdAt: number },
  b: { score: number; createdAt: number },
) => byScore(a, b) || b.createdAt - a.createdAt;
