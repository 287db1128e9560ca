import { OPSEC_KIND_LABELS, type OpsecKind } from '@shared/opsec';
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
  /**
   * Issue 52: per kind the OPSEC check found and the author posted anyway, up to the max: what
   * could endanger someone is read before what is merely spam.
   */
  perOpsecKind: 20,
  opsecMax: 40,
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
  /** Issue 52: what the OPSEC check found in its words, which the author posted anyway. */
  opsecKinds: readonly OpsecKind[];
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const P = RISK_POINTS;
const ageBand = (days: number | null) =>
  days === null ? undefined : P.newAccount.find((b) => days < b.days);

/**
 * Each signal once: its points (0 when it says nothing), and the reason a moderator reads when
 * it does. The points alone score a whole queue without making ten thousand reasons.
 */
const RULES: {
  points: (input: RiskInput) => number;
  reason: (input: RiskInput, points: number) => TRiskReason;
}[] = [
  {
    points: ({ flagWeight }) =>
      flagWeight > 0 ? Math.min(P.flagsMax, Math.round(flagWeight * P.perFlagWeight)) : 0,
    reason: ({ flagWeight }, points) => ({
      code: 'flags',
      text: `Pending flags weigh ${flagWeight}`,
      points,
    }),
  },
  {
    points: ({ accountAgeDays }) => ageBand(accountAgeDays)?.points ?? 0,
    reason: ({ accountAgeDays: days }, points) => ({
      code: 'new_account',
      text:
        days !== null && days >= 1
          ? `Account ${plural(days, 'day')} old`
          : 'Account less than a day old',
      points,
    }),
  },
  {
    points: ({ authorVerified }) => (authorVerified ? 0 : P.unverified),
    reason: (_, points) => ({ code: 'unverified', text: 'Author’s service not verified', points }),
  },
  {
    points: ({ similar }) =>
      similar && similar.similarity >= DUPLICATE_SIMILARITY
        ? Math.round(similar.similarity * P.perSimilarity)
        : 0,
    reason: ({ similar }, points) => ({
      code: 'duplicate',
      text: `${Math.round(similar!.similarity * 100)}% similar to another review`,
      points,
      ...similar!,
    }),
  },
  {
    points: ({ linkCount }) => Math.min(P.linksMax, linkCount * P.perLink),
    reason: ({ linkCount }, points) => ({
      code: 'links',
      text: `${plural(linkCount, 'link')} in the text`,
      points,
    }),
  },
  {
    points: ({ recentReviews }) =>
      recentReviews >= P.burstFrom
        ? Math.min(P.burstMax, (recentReviews - P.burstFrom + 1) * P.perBurstReview)
        : 0,
    reason: ({ recentReviews }, points) => ({
      code: 'burst',
      text: `${plural(recentReviews, 'other review')} by the author in the 24 hours before`,
      points,
    }),
  },
  {
    points: ({ opsecKinds }) => Math.min(P.opsecMax, opsecKinds.length * P.perOpsecKind),
    reason: ({ opsecKinds }, points) => ({
      code: 'opsec',
      text: `Posted past the OPSEC check: ${opsecKinds
        .map((k) => OPSEC_KIND_LABELS[k].toLowerCase())
        .join(', ')}`,
      points,
    }),
  },
];

/** The score alone: what a queue is ordered by. */
export function riskPoints(input: RiskInput): number {
  let score = 0;
  for (const rule of RULES) score += rule.points(input);
  return score;
}

/** The score and the reasons behind it, largest first. */
export function riskScore(input: RiskInput): TRisk {
  const reasons: TRiskReason[] = [];
  for (const rule of RULES) {
    const points = rule.points(input);
    if (points > 0) reasons.push(rule.reason(input, points));
  }
  reasons.sort((a, b) => b.points - a.points);
  return { score: reasons.reduce((sum, r) => sum + r.points, 0), reasons };
}
