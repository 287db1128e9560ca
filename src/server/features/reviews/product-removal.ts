import { eq, inArray } from 'drizzle-orm';
import { reviewMedia, reviews } from '../../db/schema';
import type { Tx } from '../../db/types';
import { recomputeReviewerScore } from './aggregates';
import { storageKeysOf } from './media/dto';

/**
 * SPEC §6: deleting a product deletes its reviews. Their media rows go first (deleting a
 * review would only unlink them); the files are the caller's to remove after commit, so the
 * keys are returned. Authors whose reviews had votes get their Reviewer Score recomputed.
 */
export async function dropReviewsOfProduct(tx: Tx, productId: string): Promise<string[]> {
  const ofProduct = tx
    .select({ id: reviews.id })
    .from(reviews)
    .where(eq(reviews.productId, productId));
  const media = await tx
    .delete(reviewMedia)
    .where(inArray(reviewMedia.reviewId, ofProduct))
    .returning({ storageKey: reviewMedia.storageKey, thumbnailKey: reviewMedia.thumbnailKey });
  const gone = await tx
    .delete(reviews)
    .where(eq(reviews.productId, productId))
    .returning({ userId: reviews.userId, upvotes: reviews.upvotes, downvotes: reviews.downvotes });
  const voted = new Set(gone.filter((r) => r.upvotes || r.downvotes).map((r) => r.userId));
  for (const userId of voted) await recomputeReviewerScore(tx, userId);
  return storageKeysOf(media);
}
