import type { TRisk, TRiskReason } from '@shared/schemas/admin';

/**
 * Issue 29: how risky a review looks to a moderator, so the queue shows the likeliest spam and
 * abuse first. Each signal adds points; PRODUCT.md lists them in words.
 */
export const RISK_POINTS = {
  /** Per unit of its pending flags' weight, up to `flagsMax`. */
  perFlagWeight: 8,
  flagsMax: 40,
  /** An account younger than each age in days, youngest first. */
  newAccount: [
    { days: 1, points: 20 },
    { days: 7, points: 12 },
    { days: 30, points: 5 },
  ],
  /** An author without a current service verification. */
  unverified: 10,
  /** A near-duplicate earns its similarity (0.6-1) times this. */
  perSimilarity: 50,
  /** Per link in the text, up to `linksMax`. */
  perLink: 10,
  linksMax: 30,
  /** From this many of the author's reviews in the 24 hours before, per review, up to the max. */
  burstFrom: 3,
  perBurstReview: 5,
  burstMax: 25,
} as const;

/** An account older than this many days earns no points for its age (the oldest band). */
export const NEW_ACCOUNT_DAYS = Math.max(...RISK_POINTS.newAccount.map((b) => b.days));

/** Below this trigram similarity (pg_trgm's `similarity()`) two texts are not near-duplicates. */
export const DUPLICATE_SIMILARITY = 0.6;

export interface RiskInput {
  /** The weight of the review's pending flags (flag-weight.ts). */
  flagWeight: number;
  /** Whole days since the author's account was made; null when NEW_ACCOUNT_DAYS or more. */
  accountAgeDays: number | null;
  authorVerified: boolean;
  /** The most similar other review, when at or above DUPLICATE_SIMILARITY. */
  similar: { reviewId: string; productId: string; similarity: number } | null;
  linkCount: number;
  /** The author's other reviews written in the 24 hours before this one. */
  recentReviews: number;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function accountAge(days: number | null): TRiskReason | null {
  if (days === null) return null;
  const band = RISK_POINTS.newAccount.find((b) => days < b.days);
  if (!band) return null;
  const text = days < 1 ? 'Account less than a day old' : `Account ${plural(days, 'day')} old`;
  return { code: 'new_account', text, points: band.points };
}

/** The score and the reasons behind it, largest first. */
export function riskScore(input: RiskInput): TRisk {
  const reasons: TRiskReason[] = [];
  const P = RISK_POINTS;
  if (input.flagWeight > 0) {
    reasons.push({
      code: 'flags',
      text: `Pending flags weigh ${input.flagWeight}`,
      points: Math.min(P.flagsMax, Math.round(input.flagWeight * P.perFlagWeight)),
    });
  }
  const age = accountAge(input.accountAgeDays);
  if (age) reasons.push(age);
  if (!input.authorVerified) {
    reasons.push({
      code: 'unverified',
      text: 'Author’s service not verified',
      points: P.unverified,
    });
  }
  const similar = input.similar;
  if (similar && similar.similarity >= DUPLICATE_SIMILARITY) {
    const percent = Math.round(similar.similarity * 100);
    reasons.push({
      code: 'duplicate',
      text: `${percent}% similar to another review`,
      points: Math.round(similar.similarity * P.perSimilarity),
      ...similar,
    });
  }
  if (input.linkCount > 0) {
    reasons.push({
      code: 'links',
      text: `${plural(input.linkCount, 'link')} in the text`,
      points: Math.min(P.linksMax, input.linkCount * P.perLink),
    });
  }
  if (input.recentReviews >= P.burstFrom) {
    reasons.push({
      code: 'burst',
      text: `${plural(input.recentReviews, 'other review')} by the author in the 24 hours before`,
      points: Math.min(P.burstMax, (input.recentReviews - P.burstFrom + 1) * P.perBurstReview),
    });
  }
  reasons.sort((a, b) => b.points - a.points);
  return { score: reasons.reduce((sum, r) => sum + r.points, 0), reasons };
}
