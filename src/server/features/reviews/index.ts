// What other features may use of reviews.
export { dropReviewsOfProduct, removeMemberContributions } from './removal';
export { sweepAbandonedMedia } from './media/sweep';
export { topApprovedReviews } from './service';
export { branchReviewScores } from './branch-scores';
export { reviewColumns, selectReviews } from './review-columns';
export { flagsWaiting, reviewsWaiting } from './waiting';
export {
  recomputeFieldTestedMonths,
  recomputeProductAggregates,
  recomputeReviewerScore,
  recomputeVerifiedCounts,
} from './aggregates';
export { reviewsFeature } from './feature';
export { countReviewContributions, exportReviews } from './data-rights';
export { approvedReviewersOf } from './reviewers';
