// What other features may use of reviews.
export { dropReviewsOfProduct, removeMemberContributions } from './removal';
