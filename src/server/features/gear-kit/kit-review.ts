import { and, eq, ne } from 'drizzle-orm';
import { profiles } from '../../db/schema';
import type { Tx } from '../../db/types';
import { notices, type Notifier } from '../notifications';
import { catalogueColumns, joinProduct } from '../products';
import { reviewColumns, selectReviews } from '../reviews';
import { wishlists } from './schema';

/**
 * A newly published review, told to every member whose Gear Kit holds its product but its
 * author: the moderator's request only queued this, however many members that is.
 */
export async function fanOutKitReview(tx: Tx, notifier: Notifier, reviewId: string) {
  const [review] = await selectReviews(tx, {
    authorId: reviewColumns.userId,
    authorName: profiles.name,
    title: reviewColumns.title,
    status: reviewColumns.status,
    productId: reviewColumns.productId,
    productName: catalogueColumns.name,
  })
    .innerJoin(...joinProduct(reviewColumns.productId))
    .innerJoin(profiles, eq(profiles.userId, reviewColumns.userId))
    .where(eq(reviewColumns.id, reviewId));
  // Deleted or taken down since: nothing to tell.
  if (!review || review.status !== 'approved') return;
  const holders = await tx
    .select({ id: wishlists.userId })
    .from(wishlists)
    .where(and(eq(wishlists.productId, review.productId), ne(wishlists.userId, review.authorId)));
  await notifier.tellMany(
    tx,
    holders.map((holder) => notices.kitReview({ ...review, holderId: holder.id })),
  );
}
