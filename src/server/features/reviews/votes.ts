import { and, eq, sql } from 'drizzle-orm';
import { VOTE_LIMIT } from '@shared/limits';
import type { TVoteResult } from '@shared/schemas/reviews';
import { profiles } from '../../db/schema';
import { reviews, reviewVotes } from './schema';
import type { Db } from '../../db/types';
import { forbidden, notFound, tooMany } from '../../lib/errors';
import { consumeRateLimit } from '../../lib/rate-limit';
import type { Viewer } from '../../plugins/viewer';
import { lockReview, REVIEW_NOT_FOUND } from './lock';

type VoteType = 'upvote' | 'downvote';

export const VOTE_MESSAGES = {
  rateLimited: 'Please wait before voting again',
  ownReview: 'You cannot vote on your own review',
} as const;

/**
 * SPEC §4's toggle, for reviews and answers (issue 50) alike: a vote where there was none adds
 * it, the same vote again removes it, the other vote switches it. What the member's vote becomes,
 * and by how much each count moves.
 */
export function toggledVote(existing: VoteType | null, cast: VoteType) {
  const delta = { upvote: 0, downvote: 0 };
  if (existing === cast) {
    delta[cast] -= 1;
    return { next: null, delta };
  }
  delta[cast] += 1;
  if (existing) delta[existing] -= 1;
  return { next: cast, delta };
}

/**
 * SPEC §4 vote toggle (toggledVote). The review row is locked for the transaction, so concurrent votes on
 * one review apply one after another and its counters, and its author's Reviewer Score, stay
 * exact. Limited to 10 a minute per user (SPEC §9).
 */
export async function castVote(
  db: Db,
  viewer: Viewer,
  reviewId: string,
  voteType: VoteType,
): Promise<TVoteResult> {
  return db.transaction(async (tx) => {
    const limit = await consumeRateLimit(tx, 'review_vote', viewer.id, VOTE_LIMIT);
    if (!limit.allowed) throw tooMany(VOTE_MESSAGES.rateLimited, limit.retryAfterSeconds);
    const review = await lockReview(tx, reviewId);
    if (review.status !== 'approved') throw notFound(REVIEW_NOT_FOUND);
    if (review.userId === viewer.id) throw forbidden(VOTE_MESSAGES.ownReview);

    const mine = and(eq(reviewVotes.reviewId, reviewId), eq(reviewVotes.userId, viewer.id));
    const [existing] = await tx.select().from(reviewVotes).where(mine);
    const { next: myVote, delta } = toggledVote(existing?.voteType ?? null, voteType);
    if (!existing) {
      await tx.insert(reviewVotes).values({ reviewId, userId: viewer.id, voteType });
    } else if (myVote === null) {
      await tx.delete(reviewVotes).where(mine);
    } else {
      await tx.update(reviewVotes).set({ voteType }).where(mine);
    }
    const [counts] = await tx
      .update(reviews)
      .set({
        upvotes: sql`${reviews.upvotes} + ${delta.upvote}`,
        downvotes: sql`${reviews.downvotes} + ${delta.downvote}`,
      })
      .where(eq(reviews.id, reviewId))
      .returning({ upvotes: reviews.upvotes, downvotes: reviews.downvotes });
    await tx
      .update(profiles)
      .set({ reviewerScore: sql`${profiles.reviewerScore} + ${delta.upvote - delta.downvote}` })
      .where(eq(profiles.userId, review.userId));
    return { ...counts!, myVote };
  });
}
