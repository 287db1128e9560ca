import type { TReviewListQuery } from '@shared/schemas/reviews';
import { rootKeys } from '@web/lib/query-keys';

const all = rootKeys.reviews;
const ofProduct = (productId: string) => [...all, 'product', productId] as const;
const pending = [...rootKeys.admin, 'reviews'] as const;

export const reviewKeys = {
  all,
  /** A product's reviews and their revisions: the live `reviews` topic names the product. */
  ofProduct,
  list: (productId: string, q: TReviewListQuery) => [...ofProduct(productId), q] as const,
  revisions: (productId: string, reviewId: string) =>
    [...ofProduct(productId), 'revisions', reviewId] as const,
  mine: [...rootKeys.viewer, 'reviews'] as const,
  pending,
  /**
   * Field reports waiting (issue 30), under the pending reviews: the live `reviews` topic,
   * which a report's change sends as its review's, reloads both.
   */
  pendingReports: [...pending, 'reports'] as const,
  flags: [...rootKeys.admin, 'flags'] as const,
};
