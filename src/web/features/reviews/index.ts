export { myReviewsQuery } from './api';
export { MyReviewsTab } from './components/my-reviews-tab';
export { ReviewList, useReviewList } from './components/review-list';
export { ReportFromLink } from './components/report-link';
export { reviewKeys } from './keys';
export { FlagDialog } from './components/flag-dialog';
export { VoteButtons } from './components/review-votes';
