// The Mission Matcher's explanations (issue 15): what the member reads of each product the kit
// holds, in plain words from its reviews. The reads that choose them are service.ts's.
import { BRANCH_MEMBERS } from '@shared/mission';
import type { BranchId } from '@shared/catalog';
import { siteImageOrNull, type StoredPicture } from '@shared/product-images';
import type { MissionInputs, TMissionItem } from '@shared/schemas/mission';
import { METRICS } from '@shared/scoring';
import type { Candidate } from './kit';
import { BRANCH_REVIEWS_MIN, leadingMetric, type ReviewSummary, type ScoreBasis } from './score';

/** What the explanation reads of a scored product. */
export interface ScoredItem extends Candidate {
  row: {
    id: string;
    name: string;
    imageUrl: string | null;
    picture: StoredPicture | null;
    price: string | number;
    battleReadyIndex: number;
    reviewCount: number;
    specWeight: number | null;
  };
  basis: ScoreBasis;
  summary: ReviewSummary;
  branchReviews: number;
}

const oneDecimal = (n: number) => (Math.round(n * 10) / 10).toFixed(1);
const reviewsWord = (n: number) => (n === 1 ? '1 review' : `${n} reviews`);

/** Why a product is in the kit, in plain words from its reviews. */
function reasonFor(item: ScoredItem, inputs: MissionInputs): string {
  if (item.basis === 'unreviewed') {
    return 'Not reviewed yet: no reviewed product of this kind fits the budget.';
  }
  const metric = leadingMetric(item.summary.scores, inputs.priorities);
  const label = METRICS.find((m) => m.key === metric)!.label;
  const value = oneDecimal(item.summary.scores[metric]);
  const all = item.row.reviewCount;
  const branch = inputs.branch as BranchId | null;
  let reason =
    item.basis === 'branch' && branch
      ? `${label} ${value} from ${item.branchReviews} reviews by ${BRANCH_MEMBERS[branch]} (${reviewsWord(all)} in all)`
      : `${label} ${value} from ${reviewsWord(all)}`;
  if (item.basis === 'all' && branch && item.branchReviews > 0) {
    reason += `, ${item.branchReviews} of them by ${BRANCH_MEMBERS[branch]}`;
  }
  if (all < BRANCH_REVIEWS_MIN) {
    reason += `. Only ${reviewsWord(all)} so far, so its score leans on the catalogue's average`;
  }
  return `${reason}.`;
}

export function itemOf(
  c: Candidate,
  scored: ReadonlyMap<string, ScoredItem>,
  inputs: MissionInputs,
): TMissionItem {
  const item = scored.get(c.id)!;
  return {
    id: item.row.id,
    name: item.row.name,
    imageUrl: siteImageOrNull(item.row.imageUrl),
    picture: item.row.picture,
    price: Number(item.row.price),
    battleReadyIndex: item.row.battleReadyIndex,
    matchScore: Math.round(item.score),
    reviewCount: item.row.reviewCount,
    weight: item.row.specWeight,
    basis: item.basis,
    reason: reasonFor(item, inputs),
  };
}
