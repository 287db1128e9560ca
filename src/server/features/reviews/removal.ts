import { eq, inArray, or, sql } from 'drizzle-orm';
import { reviewMedia, reviewVotes, reviews } from './schema';
import type { Tx } from '../../db/types';
import { recomputeProductAggregates, recomputeReviewerScore } from './aggregates';
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

/**
 * Before a member's account is deleted (SPEC §6): their votes leave the counts of the reviews
 * they voted on (and those authors' Reviewer Scores); their reviews go with their photos and
 * videos, and the products they had approved reviews on are recomputed; their uploads not on
 * any review go too. Returns the storage keys to remove after commit.
 */
export async function removeMemberContributions(tx: Tx, userId: string): Promise<string[]> {
  const votes = await tx
    .delete(reviewVotes)
    .where(eq(reviewVotes.userId, userId))
    .returning({ reviewId: reviewVotes.reviewId });
  const votedOn = [...new Set(votes.map((v) => v.reviewId))];
  const own = tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.userId, userId));
  const media = await tx
    .delete(reviewMedia)
    .where(or(inArray(reviewMedia.reviewId, own), eq(reviewMedia.userId, userId)))
    .returning({ storageKey: reviewMedia.storageKey, thumbnailKey: reviewMedia.thumbnailKey });
  const gone = await tx
    .delete(reviews)
    .where(eq(reviews.userId, userId))
    .returning({ productId: reviews.productId, status: reviews.status });
  if (votedOn.length) {
    const counted = await tx
      .update(reviews)
      .set({
        upvotes: sql`(select count(*)::int from ${reviewVotes} v
          where v.review_id = ${reviews.id} and v.vote_type = 'upvote')`,
        downvotes: sql`(select count(*)::int from ${reviewVotes} v
          where v.review_id = ${reviews.id} and v.vote_type = 'downvote')`,
      })
      .where(inArray(reviews.id, votedOn))
      .returning({ userId: reviews.userId });
    for (const author of new Set(counted.map((r) => r.userId))) {
      await recomputeReviewerScore(tx, author);
    }
  }
  const rated = new Set(gone.filter((r) => r.status === 'approved').map((r) => r.productId));
  for (const productId of rated) await recomputeProductAggregates(tx, productId);
  return storageKeysOf(media);
}
