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
