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
export {
  approvedReviewerIdsOf,
  approvedReviewersOf,
  reviewedBy,
  reviewStanding,
} from './reviewers';
export { countFlagDecisions } from './moderation/flag-settlement';
export { countEdit } from './edit-pace';
export { toggledVote, VOTE_MESSAGES } from './votes';
export { flagWeightOf, type FlagTable } from './moderation/pending-flag-weight';
export { appealableReviewItems, lockReviewAppealItem, reviewAppealItems } from './appeal-items';
export { setReviewStatus } from './moderation/decide';
export { setReportStatus } from './reports/moderation';
