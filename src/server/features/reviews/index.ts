// What other features may use of reviews.
export { dropReviewsOfProduct } from './product-removal';
