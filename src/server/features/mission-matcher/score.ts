// How well a product fits a mission (issue 15): pure, so the rules are tested by hand.
import { PRIORITY_WEIGHTS, type Priorities } from '@shared/mission';
import { METRICS, type MetricKey, type Scores } from '@shared/scoring';

/**
 * Reviews' worth of the catalogue's mean each product's scores start from (a Bayesian
 * average): one 10/10 review moves a product a sixth of the way to 10, forty 9/10 ones nearly
 * all the way to 9, so the forty rank first.
 */
export const PRIOR_REVIEWS = 5;
/** A branch's reviewers rank a product once they have written this many approved reviews of it. */
export const BRANCH_REVIEWS_MIN = 3;

/** Approved reviews of one product: how many, and their mean sub-scores. */
export interface ReviewSummary {
  reviews: number;
  scores: Scores;
}

/** Whose reviews ranked a product: one branch's, everyone's, or nobody's yet. */
export type ScoreBasis = 'branch' | 'all' | 'unreviewed';

/** The reviews a product is ranked by: the branch's when it has enough, else everyone's. */
export function rankingReviews(
  all: ReviewSummary,
  branch: ReviewSummary | null,
): { basis: ScoreBasis; summary: ReviewSummary } {
  if (branch && branch.reviews >= BRANCH_REVIEWS_MIN) return { basis: 'branch', summary: branch };
  return { basis: all.reviews > 0 ? 'all' : 'unreviewed', summary: all };
}

/** Each sub-score pulled toward the catalogue's mean by PRIOR_REVIEWS reviews' worth. */
export function shrunkScores(summary: ReviewSummary, prior: Scores): Scores {
  const n = summary.reviews;
  return Object.fromEntries(
    METRICS.map((m) => [
      m.key,
      (n * summary.scores[m.key] + PRIOR_REVIEWS * prior[m.key]) / (n + PRIOR_REVIEWS),
    ]),
  ) as Scores;
}

/** Match score 0-100: the priority-weighted mean of the shrunk sub-scores, times ten. */
export function matchScore(summary: ReviewSummary, prior: Scores, priorities: Priorities): number {
  const shrunk = shrunkScores(summary, prior);
  let weighted = 0;
  let weights = 0;
  for (const m of METRICS) {
    const w = PRIORITY_WEIGHTS[priorities[m.key]];
    weighted += w * shrunk[m.key];
    weights += w;
  }
  return (10 * weighted) / weights;
}

/**
 * The metric a reason names: the best-scored among those the mission weighs most, ties to the
 * one listed first.
 */
export function leadingMetric(scores: Scores, priorities: Priorities): MetricKey {
  const top = Math.max(...METRICS.map((m) => PRIORITY_WEIGHTS[priorities[m.key]]));
  let best: MetricKey | null = null;
  for (const m of METRICS) {
    if (PRIORITY_WEIGHTS[priorities[m.key]] !== top) continue;
    if (best === null || scores[m.key] > scores[best]) best = m.key;
  }
  return best ?? METRICS[0].key;
}
