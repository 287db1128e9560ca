import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { MEDIA_MSG } from '@shared/schemas/media';
import { reviewMedia } from '../schema';
import type { Tx } from '../../../db/types';
import { badRequest } from '../../../lib/errors';
import { storageKeysOf } from './dto';

/**
 * Makes the review's media exactly `photoIds` (in that order) and `videoId`, inside the
 * transaction that writes the review (its row is locked, so the counts hold). Each must be an
 * upload of the author's that is free or already on this review. Media the review no longer
 * has are deleted; their storage keys are returned for removal once the transaction commits.
 */
export async function setReviewMedia(
  tx: Tx,
  authorId: string,
  reviewId: string,
  photoIds: readonly string[],
  videoId: string | null,
): Promise<string[]> {
  const wanted = videoId ? [...photoIds, videoId] : [...photoIds];
  const rows = wanted.length
    ? await tx
        .select()
        .from(reviewMedia)
        .where(and(inArray(reviewMedia.id, wanted), eq(reviewMedia.userId, authorId)))
        // One order for every writer, so two of the author's writes cannot deadlock.
        .orderBy(asc(reviewMedia.id))
        .for('update')
    : [];
  const usable = new Map(
    rows.filter((r) => r.reviewId === null || r.reviewId === reviewId).map((r) => [r.id, r]),
  );
  photoIds.forEach((id) => {
    if (usable.get(id)?.kind !== 'photo') throw badRequest(MEDIA_MSG.mediaMissing, 'photoIds');
  });
  if (videoId && usable.get(videoId)?.kind !== 'video') {
    throw badRequest(MEDIA_MSG.mediaMissing, 'videoId');
  }

  const dropped = await tx
    .delete(reviewMedia)
    .where(
      and(
        eq(reviewMedia.reviewId, reviewId),
        wanted.length ? notInArray(reviewMedia.id, wanted) : undefined,
      ),
    )
    .returning({ storageKey: reviewMedia.storageKey, thumbnailKey: reviewMedia.thumbnailKey });
  for (const [position, id] of wanted.entries()) {
    await tx.update(reviewMedia).set({ reviewId, position }).where(eq(reviewMedia.id, id));
  }
  return storageKeysOf(dropped);
}

/** Deletes a review's media rows (before the review goes); returns their storage keys. */
export async function deleteReviewMedia(tx: Tx, reviewId: string): Promise<string[]> {
  const dropped = await tx
    .delete(reviewMedia)
    .where(eq(reviewMedia.reviewId, reviewId))
    .returning({ storageKey: reviewMedia.storageKey, thumbnailKey: reviewMedia.thumbnailKey });
  return storageKeysOf(dropped);
}
