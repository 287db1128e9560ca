import { asc, inArray } from 'drizzle-orm';
import { MEDIA_URL_TTL_SECONDS } from '@shared/limits';
import type { TMediaPhoto, TMediaVideo, TUploadedMedia } from '@shared/schemas/media';
import { reviewMedia } from '../schema';
import type { Executor } from '../../../db/types';
import type { MediaStorage } from '../../../lib/storage/media-storage';

type MediaRow = typeof reviewMedia.$inferSelect;

export interface ReviewMediaSet {
  photos: TMediaPhoto[];
  video: TMediaVideo | null;
}

export const NO_MEDIA: ReviewMediaSet = { photos: [], video: null };

/** A stored file as the browser gets it: through freshly signed URLs (SPEC §9). */
export function toMediaDto(storage: MediaStorage, row: MediaRow): TUploadedMedia {
  const url = storage.signedUrl(row.storageKey, MEDIA_URL_TTL_SECONDS);
  if (row.kind === 'video') {
    return { id: row.id, kind: 'video', url, contentType: row.contentType };
  }
  return {
    id: row.id,
    kind: 'photo',
    url,
    thumbnailUrl: storage.signedUrl(row.thumbnailKey ?? row.storageKey, MEDIA_URL_TTL_SECONDS),
    width: row.width ?? 0,
    height: row.height ?? 0,
  };
}

/** The photos (in order) and video of each of these reviews, in one query. */
export async function mediaByReview(
  db: Executor,
  storage: MediaStorage,
  reviewIds: readonly string[],
): Promise<Map<string, ReviewMediaSet>> {
  const sets = new Map<string, ReviewMediaSet>();
  if (reviewIds.length === 0) return sets;
  const rows = await db
    .select()
    .from(reviewMedia)
    .where(inArray(reviewMedia.reviewId, [...reviewIds]))
    .orderBy(asc(reviewMedia.position));
  for (const row of rows) {
    const set = sets.get(row.reviewId!) ?? { photos: [], video: null };
    const dto = toMediaDto(storage, row);
    if (dto.kind === 'video') set.video = dto;
    else set.photos.push(dto);
    sets.set(row.reviewId!, set);
  }
  return sets;
}

/** The storage keys of these media rows: main files and thumbnails. */
export const storageKeysOf = (rows: Pick<MediaRow, 'storageKey' | 'thumbnailKey'>[]) =>
  rows.flatMap((r) => (r.thumbnailKey ? [r.storageKey, r.thumbnailKey] : [r.storageKey]));
