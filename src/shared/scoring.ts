// The Battle-Ready Index and product aggregates (DESIGN §5). Pure: the server applies it in
// the transaction that changes a review; the browser uses the same bands and maxima.
import { ALL_BRANCHES_LABEL } from './catalog';

export const METRICS = [
  { key: 'durability', label: 'Durability' },
  { key: 'portability', label: 'Portability' },
  { key: 'costValue', label: 'Cost vs. Value' },
  { key: 'civilianAdaptation', label: 'Civilian Adaptation' },
  { key: 'overallUtility', label: 'Overall Utility' },
] as const;

export type MetricKey = (typeof METRICS)[number]['key'];
export type Scores = Record<MetricKey, number>;

/** Comparison maxima of SPEC §9. */
export const COMPARE_METRICS = [
  { key: 'battleReadyIndex', label: 'Battle-Ready Index', max: 100 },
  { key: 'averageRating', label: 'Average Rating', max: 5 },
  ...METRICS.map((m) => ({ ...m, max: 10 })),
] as const;

/** Battle-Ready Index = round(10 × mean of the five sub-scores), equal weights. */
export function battleReadyIndex(scores: Scores): number {
  const mean = METRICS.reduce((sum, m) => sum + scores[m.key], 0) / METRICS.length;
  return Math.round(mean * 10);
}

export type BriBand = 'green' | 'yellow' | 'orange';

/** SPEC §9: 90 and above green, 80 and above yellow, below 80 orange. */
export function briBand(index: number): BriBand {
  if (index >= 90) return 'green';
  if (index >= 80) return 'yellow';
  return 'orange';
}

export interface ScoredReview extends Scores {
  rating: number;
  branch: string | null;
  createdAt: Date;
}

export interface ProductAggregates extends Scores {
  averageRating: number;
  reviewCount: number;
  battleReadyIndex: number;
  topBranch: string;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Aggregates from approved reviews only. Sub-scores and rating are means kept to two decimals
 * (displayed to one); top branch is the most frequent reviewer branch, ties going to the branch
 * reviewed most recently; no reviews gives zeros and "All".
 */
export function aggregate(reviews: readonly ScoredReview[]): ProductAggregates {
  if (reviews.length === 0) {
    return {
      averageRating: 0,
      reviewCount: 0,
      battleReadyIndex: 0,
      topBranch: ALL_BRANCHES_LABEL,
      durability: 0,
      portability: 0,
      costValue: 0,
      civilianAdaptation: 0,
      overallUtility: 0,
    };
  }
  const n = reviews.length;
  const mean = (pick: (r: ScoredReview) => number) => reviews.reduce((s, r) => s + pick(r), 0) / n;
  const exact = Object.fromEntries(METRICS.map((m) => [m.key, mean((r) => r[m.key])])) as Scores;
  const subScores = Object.fromEntries(METRICS.map((m) => [m.key, round2(exact[m.key])])) as Scores;
  return {
    ...subScores,
    averageRating: round2(mean((r) => r.rating)),
    reviewCount: n,
    battleReadyIndex: battleReadyIndex(exact),
    topBranch: topBranch(reviews),
  };
}

function topBranch(reviews: readonly ScoredReview[]): string {
  const tally = new Map<string, { count: number; latest: number }>();
  for (const r of reviews) {
    if (!r.branch) continue;
    const t = tally.get(r.branch) ?? { count: 0, latest: 0 };
    t.count += 1;
    t.latest = Math.max(t.latest, r.createdAt.getTime());
    tally.set(r.branch, t);
  }
  let best: [string, { count: number; latest: number }] | undefined;
  for (const entry of tally) {
    if (
      !best ||
      entry[1].count > best[1].count ||
      (entry[1].count === best[1].count && entry[1].latest > best[1].latest)
    ) {
      best = entry;
    }
  }
  return best?.[0] ?? ALL_BRANCHES_LABEL;
}

/** A review's structured-data rating (best 10, worst 1): the mean of its five scores. */
export function reviewScoreOutOf10(scores: Scores): number {
  return round2(METRICS.reduce((s, m) => s + scores[m.key], 0) / METRICS.length);
}
