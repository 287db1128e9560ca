import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, count, eq, isNull } from 'drizzle-orm';
import {
  PHOTO_BYTES_MAX,
  UNATTACHED_MEDIA_MAX,
  UPLOAD_LIMIT,
  VIDEO_BYTES_MAX,
} from '@shared/limits';
import { MEDIA_MSG, type TUploadedMedia } from '@shared/schemas/media';
import { reviewMedia } from '../../../db/schema';
import type { Db } from '../../../db/types';
import { AppError, tooManyRequests } from '../../../lib/errors';
import { consumeRateLimit } from '../../../lib/rate-limit';
import type { MediaStorage } from '../../../lib/storage/media-storage';
import { sniffUpload } from './detect';
import { toMediaDto } from './dto';
import { cleanPhoto } from './photo';
import { remuxWithoutMetadata } from './video';

export interface UploadDeps {
  db: Db;
  storage: MediaStorage;
  ffmpegPath: string | null;
}

const randomName = () => randomBytes(16).toString('base64url');
const tooLarge = (message: string) => new AppError(413, 'too_large', message);
const unsupported = (message: string) => new AppError(415, 'unsupported_media_type', message);

/** Before a byte is read: the member's upload rate and their uploads still waiting for a review. */
export async function admitUpload(db: Db, userId: string) {
  const limit = await consumeRateLimit(db, 'media-upload', userId, UPLOAD_LIMIT);
  if (!limit.allowed) throw tooManyRequests(MEDIA_MSG.tooManyUploads, limit.retryAfterSeconds);
  const [waiting] = await db
    .select({ n: count() })
    .from(reviewMedia)
    .where(and(eq(reviewMedia.userId, userId), isNull(reviewMedia.reviewId)));
  if ((waiting?.n ?? 0) >= UNATTACHED_MEDIA_MAX) {
    throw new AppError(409, 'too_many_unattached', MEDIA_MSG.tooManyUnattached);
  }
}

/**
 * Receives one file into a private scratch directory, decides what it is from its bytes,
 * cleans it (photos re-encoded, videos remuxed, metadata gone either way), stores the result
 * under a generated name and records it as the member's unattached upload. The original never
 * reaches storage, and the scratch directory is removed whatever happens.
 */
export async function storeUpload(
  deps: UploadDeps,
  userId: string,
  body: Readable & { truncated?: boolean },
): Promise<TUploadedMedia> {
  const work = await mkdtemp(path.join(await deps.storage.scratchDir(), 'upload-'));
  try {
    const original = path.join(work, 'original');
    await pipeline(body, createWriteStream(original, { mode: 0o600 }));
    if (body.truncated) throw tooLarge(MEDIA_MSG.videoTooLarge);
    const { size } = await stat(original);
    const sniffed = await sniffUpload(original);
    if (!sniffed) throw unsupported(MEDIA_MSG.unsupported);
    const name = randomName();

    if (sniffed.kind === 'photo') {
      if (size > PHOTO_BYTES_MAX) throw tooLarge(MEDIA_MSG.photoTooLarge);
      const main = path.join(work, 'photo.webp');
      const thumb = path.join(work, 'thumb.webp');
      const cleaned = await cleanPhoto(original, main, thumb);
      return await record(deps, [main, thumb], {
        userId,
        kind: 'photo',
        storageKey: `photos/${userId}/${name}.webp`,
        thumbnailKey: `photos/${userId}/${name}-thumb.webp`,
        contentType: 'image/webp',
        ...cleaned,
      });
    }

    if (size > VIDEO_BYTES_MAX) throw tooLarge(MEDIA_MSG.videoTooLarge);
    if (!deps.ffmpegPath) throw unsupported(MEDIA_MSG.videoUnavailable);
    const video = await remuxWithoutMetadata(
      deps.ffmpegPath,
      original,
      sniffed.container,
      path.join(work, 'video'),
    );
    return await record(deps, [video.file], {
      userId,
      kind: 'video',
      storageKey: `videos/${userId}/${name}.${video.ext}`,
      thumbnailKey: null,
      contentType: video.contentType,
      bytes: (await stat(video.file)).size,
    });
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Files into storage, then the row; a failed insert takes the stored files back out. */
async function record(
  { db, storage }: UploadDeps,
  files: string[],
  row: typeof reviewMedia.$inferInsert & { thumbnailKey: string | null },
) {
  const keys = row.thumbnailKey ? [row.storageKey, row.thumbnailKey] : [row.storageKey];
  await Promise.all(keys.map((key, i) => storage.save(key, files[i]!)));
  try {
    const [inserted] = await db.insert(reviewMedia).values(row).returning();
    return toMediaDto(storage, inserted!);
  } catch (err) {
    await storage.remove(keys);
    throw err;
  }
}
