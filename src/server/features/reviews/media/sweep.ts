import { and, isNull, lt } from 'drizzle-orm';
import { reviewMedia } from '../schema';
import type { Db } from '../../../db/types';
import type { MediaStorage } from '../../../lib/storage/media-storage';
import { storageKeysOf } from './dto';

/** An upload left off every review for this long is abandoned. */
export const ABANDONED_AFTER_HOURS = 24;

/**
 * Deletes media no review holds: uploads never used, and the media of reviews or members that
 * were deleted without their files (a product's deletion, say). One DELETE … RETURNING, so when
 * several instances sweep at once each file is claimed by one of them.
 */
export async function sweepAbandonedMedia(db: Db, storage: MediaStorage, asOf = new Date()) {
  const olderThan = new Date(asOf.getTime() - ABANDONED_AFTER_HOURS * 3600_000);
  const dropped = await db
    .delete(reviewMedia)
    .where(and(isNull(reviewMedia.reviewId), lt(reviewMedia.createdAt, olderThan)))
    .returning({ storageKey: reviewMedia.storageKey, thumbnailKey: reviewMedia.thumbnailKey });
  await storage.remove(storageKeysOf(dropped));
  return dropped.length;
}
