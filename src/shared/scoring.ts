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

/**
 * A mean kept to two decimals, rounded half up from the integer total: dividing first would
 * turn an exact x.xx5 into x.xx4999… and round it down.
 */
const mean2 = (total: number, n: number) => Math.round((total * 100) / n) / 100;

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
  const total = (pick: (r: ScoredReview) => number) => reviews.reduce((s, r) => s + pick(r), 0);
  const totals = Object.fromEntries(METRICS.map((m) => [m.key, total((r) => r[m.key])])) as Scores;
  const subScores = Object.fromEntries(
    METRICS.map((m) => [m.key, mean2(totals[m.key], n)]),
  ) as Scores;
  const grandTotal = METRICS.reduce((s, m) => s + totals[m.key], 0);
  return {
    ...subScores,
    averageRating: mean2(
      total((r) => r.rating),
      n,
    ),
    reviewCount: n,
    // round(10 × grandTotal / (5n)) computed as round(2 × grandTotal / n): exact at x.5.
    battleReadyIndex: Math.round((2 * grandTotal) / n),
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

/** A field report as the figures read it (issue 30): its status, date and scores, if it gave them. */
export interface ScoredReport {
  id: string;
  status: 'pending' | 'approved' | 'rejected';
  /** ISO 8601, as the answers carry it; compared as text, which orders it by time. */
  createdAt: string;
  scores: Scores | null;
}

/**
 * Issue 30: a review's scores are those of its latest approved report that gives scores, else its
 * own. The one rule the product's figures, the structured data and the tests all apply; a later
 * report without scores leaves the last scores given standing. Same-instant reports go by id.
 */
export function effectiveScores(own: Scores, reports: readonly ScoredReport[]): Scores {
  let latest: ScoredReport | undefined;
  for (const r of reports) {
    if (r.status !== 'approved' || r.scores === null) continue;
    if (
      !latest ||
      r.createdAt > latest.createdAt ||
      (r.createdAt === latest.createdAt && r.id > latest.id)
    ) {
      latest = r;
    }
  }
  return latest?.scores ?? pickScores(own);
}

const pickScores = (s: Scores): Scores =>
  Object.fromEntries(METRICS.map((m) => [m.key, s[m.key]])) as Scores;

/** A review's structured-data rating (best 10, worst 1): the mean of its five scores. */
export function reviewScoreOutOf10(scores: Scores): number {
  return mean2(
    METRICS.reduce((s, m) => s + scores[m.key], 0),
    METRICS.length,
  );
}
