import { z } from 'zod';

// The admin dashboard's read models (SPEC §2 Admin dashboard, §7 Dashboard).

export const ZAdminStats = z.object({
  totalUsers: z.number(),
  newUsersThisWeek: z.number(),
  totalProducts: z.number(),
  newProductsThisMonth: z.number(),
  /** Approved reviews. */
  totalReviews: z.number(),
  newReviewsThisWeek: z.number(),
  /** The mean of rated products' average ratings (0-5); null when none is rated. */
  averageRating: z.number().nullable(),
  pendingProducts: z.number(),
  pendingReviews: z.number(),
  flaggedReviews: z.number(),
  pendingInvitations: z.number(),
  /** New users in 7 days over all users, as a percentage to one decimal. */
  growthRate: z.number(),
  /** New users, reviews and products per day over the last 30 days, oldest first. */
  daily: z.array(
    z.object({ day: z.string(), users: z.number(), reviews: z.number(), products: z.number() }),
  ),
});
export type TAdminStats = z.infer<typeof ZAdminStats>;

/** Growth Rate (SPEC §2): new users in 7 days / total users, percent, one decimal. */
export const growthRate = (newUsers: number, totalUsers: number) =>
  totalUsers === 0 ? 0 : Math.round((newUsers / totalUsers) * 1000) / 10;

/** Pending Reviews tab: one review waiting, with its product (SPEC §2 Admin). */
/** PROVISIONAL (web branch): replaced by the flags helper's schema at merge. */
export const ZRiskReason = z.object({
  code: z.string(),
  text: z.string(),
  points: z.number(),
  reviewId: z.string().optional(),
  productId: z.string().optional(),
});
export const ZRisk = z.object({ score: z.number(), reasons: z.array(ZRiskReason) });
export type TRisk = z.infer<typeof ZRisk>;

export const ZPendingReview = z.object({
  risk: ZRisk,
  hiddenByFlagsAt: z.string().nullable(),
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  authorName: z.string(),
  title: z.string(),
  content: z.string(),
  rating: z.number(),
  createdAt: z.string(),
});
export type TPendingReview = z.infer<typeof ZPendingReview>;
export const ZPendingReviewList = z.object({ items: z.array(ZPendingReview) });

/** Review Flags tab: a flag with the review it is about. */
export const ZAdminFlag = z.object({
  id: z.string(),
  risk: ZRisk,
  reason: z.string(),
  description: z.string().nullable(),
  status: z.enum(['pending', 'resolved', 'dismissed']),
  flaggedBy: z.string(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  review: z.object({
    id: z.string(),
    title: z.string(),
    content: z.string(),
    status: z.enum(['pending', 'approved', 'rejected']),
    productId: z.string(),
    productName: z.string(),
  }),
});
export type TAdminFlag = z.infer<typeof ZAdminFlag>;
export const ZAdminFlagList = z.object({ items: z.array(ZAdminFlag) });
export const ZFlagIdParam = z.object({ id: z.uuid('Flag not found') });
