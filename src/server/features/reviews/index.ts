// What other features may use of reviews.
export { dropReviewsOfProduct, removeMemberContributions } from './removal';
export { sweepAbandonedMedia } from './media/sweep';
export { listReviewsByAuthor } from './mine';
export { revisionsByAuthor } from './revisions/history';
export { toMediaDto } from './media/dto';
export { topApprovedReviews } from './service';
export { branchReviewScores } from './branch-scores';
export { reviewColumns, selectReviews } from './review-columns';
export { flagsWaiting, reviewsWaiting } from './waiting';
export {
  recomputeProductAggregates,
  recomputeReviewerScore,
  recomputeVerifiedCounts,
} from './aggregates';
export { reviewsFeature } from './feature';
