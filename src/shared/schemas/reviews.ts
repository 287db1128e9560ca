import { z } from 'zod';
import { RATING_FILTERS, REVIEW_SORTS, SERVICE_BRANCH_IDS } from '../catalog';
import { pageParam, scoreFields, searchParam } from './common';

export const ZReviewListQuery = z.object({
  search: searchParam,
  branch: z.enum(SERVICE_BRANCH_IDS, 'Unknown branch').optional(),
  minRating: z.enum(RATING_FILTERS, 'Unknown rating filter').optional().default('all'),
  sort: z.enum(REVIEW_SORTS, 'Unknown sort').optional().default('helpful'),
  page: pageParam,
});
export type TReviewListQuery = z.input<typeof ZReviewListQuery>;

export const ZReviewAuthor = z.object({
  name: z.string(),
  branch: z.string().nullable(),
  reviewerScore: z.number(),
});

export const ZReview = z.object({
  id: z.string(),
  productId: z.string(),
  userId: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  title: z.string(),
  content: z.string(),
  rating: z.number(),
  ...scoreFields,
  pros: z.array(z.string()),
  cons: z.array(z.string()),
  photoUrls: z.array(z.string()).nullable(),
  videoUrl: z.string().nullable(),
  upvotes: z.number(),
  downvotes: z.number(),
  createdAt: z.string(),
  author: ZReviewAuthor,
});
export type TReview = z.infer<typeof ZReview>;

export const ZReviewPage = z.object({
  items: z.array(ZReview),
  /** Reviews matching the filters. */
  total: z.number(),
  /** All approved reviews of the product, whatever the filters. */
  totalUnfiltered: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type TReviewPage = z.infer<typeof ZReviewPage>;
