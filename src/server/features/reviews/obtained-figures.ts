import {
  isIncentivized,
  NO_OBTAINED_COUNTS,
  type Connection,
  type FiguresWithoutIncentives,
  type Obtained,
  type ObtainedCounts,
} from '@shared/obtained';
import { aggregate, type ScoredReview } from '@shared/scoring';

type Disclosed = ScoredReview & { obtained: Obtained | null; connection: Connection | null };

/**
 * Issue 52: how a product's approved reviewers got it, and its figures from the reviews that
 * were neither gifted nor tied to the maker, for the reader who leaves those out. Null when no
 * review is incentivized: the product's own figures say the same.
 */
export function obtainedFigures(reviewed: readonly Disclosed[]): {
  obtainedCounts: ObtainedCounts;
  withoutIncentives: FiguresWithoutIncentives | null;
} {
  const counts = { ...NO_OBTAINED_COUNTS };
  const plain: Disclosed[] = [];
  for (const review of reviewed) {
    counts[review.obtained ?? 'unstated']++;
    if (review.connection) counts.connected++;
    if (!isIncentivized(review.obtained, review.connection)) plain.push(review);
  }
  if (plain.length === reviewed.length) return { obtainedCounts: counts, withoutIncentives: null };
  const { topBranch: _, ...figures } = aggregate(plain);
  return { obtainedCounts: counts, withoutIncentives: figures };
}
