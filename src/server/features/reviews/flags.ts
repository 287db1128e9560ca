import type { ZFlagRequest } from '@shared/schemas/reviews';
import type { z } from 'zod';
import { reviewFlags } from '../../db/schema';
import type { Db } from '../../db/types';
import { AppError, notFound } from '../../lib/errors';
import type { Viewer } from '../../plugins/viewer';
import { lockReview, REVIEW_NOT_FOUND } from './write';

export const FLAG_MESSAGES = {
  ownReview: 'You cannot flag your own review',
  alreadyFlagged: 'You have already flagged this review',
} as const;

/**
 * SPEC §2, §4: anyone but the author flags a visible review for moderation, once while their
 * flag is open (a partial unique index holds that under double clicks).
 */
export async function flagReview(
  db: Db,
  viewer: Viewer,
  reviewId: string,
  input: z.output<typeof ZFlagRequest>,
) {
  await db.transaction(async (tx) => {
    const review = await lockReview(tx, reviewId);
    if (review.status !== 'approved') throw notFound(REVIEW_NOT_FOUND);
    if (review.userId === viewer.id) throw new AppError(403, 'forbidden', FLAG_MESSAGES.ownReview);
    const inserted = await tx
      .insert(reviewFlags)
      .values({
        reviewId,
        userId: viewer.id,
        reason: input.reason,
        description: input.description ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: reviewFlags.id });
    if (inserted.length === 0) throw new AppError(409, 'conflict', FLAG_MESSAGES.alreadyFlagged);
  });
}
