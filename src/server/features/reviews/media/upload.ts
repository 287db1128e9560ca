import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { count, eq, sum } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  MEDIA_BYTES_PER_MEMBER_MAX,
  PHOTO_BYTES_MAX,
  UNATTACHED_MEDIA_MAX,
  UPLOAD_LIMIT,
  VIDEO_BYTES_MAX,
} from '@shared/limits';
import { MEDIA_MSG, type TUploadedMedia } from '@shared/schemas/media';
import { reviewMedia } from '../schema';
import type { Db, Executor } from '../../../db/types';
import {
  AppError,
  conflict,
  tooLarge,
  tooMany,
  unsupportedMediaType,
  unusable,
} from '../../../lib/errors';
import { lockMember } from '../../../lib/member-lock';
import { consumeRateLimit } from '../../../lib/rate-limit';
import type { Semaphore } from '../../../lib/semaphore';
import type { MediaStorage } from '../../../lib/storage/media-storage';
import { sniffUpload } from './detect';
import { toMediaDto } from './dto';
import { cleanPhoto } from './photo';
import { remuxWithoutMetadata } from './video';

export interface UploadDeps {
  db: Db;
  storage: MediaStorage;
  ffmpegPath: string | null;
  /** Decoding and remuxing share the machine's cores; beyond this many, uploads queue. */
  processing: Semaphore;
  log: FastifyBaseLogger;
}

const randomName = () => randomBytes(16).toString('base64url');

/** The member may store one more file of `bytes`: few enough waiting, within their quota. */
async function assertRoomFor(db: Executor, userId: string, bytes: number) {
  const [mine] = await db
    .select({
      waiting: count(reviewMedia.reviewId).mapWith(Number),
      all: count().mapWith(Number),
      bytes: sum(reviewMedia.bytes).mapWith(Number),
    })
    .from(reviewMedia)
    .where(eq(reviewMedia.userId, userId));
  const waiting = (mine?.all ?? 0) - (mine?.waiting ?? 0);
  if (waiting >= UNATTACHED_MEDIA_MAX) {
    throw conflict(MEDIA_MSG.tooManyUnattached, 'too_many_unattached');
  }
  if ((mine?.bytes ?? 0) + bytes > MEDIA_BYTES_PER_MEMBER_MAX) {
    throw tooLarge(MEDIA_MSG.storageFull);
  }
}

/** Before a byte is read: the member's upload rate, their waiting uploads and their quota. */
export async function admitUpload(db: Db, userId: string) {
  const limit = await consumeRateLimit(db, 'media-upload', userId, UPLOAD_LIMIT);
  if (!limit.allowed) throw tooMany(MEDIA_MSG.tooManyUploads, limit.retryAfterSeconds);
  await assertRoomFor(db, userId, 0);
}

/** The body into a file; a connection cut or a malformed multipart body is the sender's. */
async function receive(body: Readable, file: string) {
  try {
    await pipeline(body, createWriteStream(file, { mode: 0o600 }));
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw unusable(MEDIA_MSG.interrupted, 'upload_interrupted');
  }
}

interface Cleaned {
  files: string[];
  row: Omit<typeof reviewMedia.$inferInsert, 'userId'>;
}

async function cleanUpload(
  deps: UploadDeps,
  userId: string,
  work: string,
  original: string,
  truncated: boolean,
): Promise<Cleaned> {
  const { size } = await stat(original);
  const sniffed = await sniffUpload(original);
  if (!sniffed) throw unsupportedMediaType(MEDIA_MSG.unsupported);
  const name = randomName();

  if (sniffed.kind === 'photo') {
    if (truncated || size > PHOTO_BYTES_MAX) throw tooLarge(MEDIA_MSG.photoTooLarge);
    const main = path.join(work, 'photo.webp');
    const thumb = path.join(work, 'thumb.webp');
    const cleaned = await deps
      .processing(() => cleanPhoto(original, main, thumb))
      .catch((err) => {
        // sharp's prebuilt libvips reads AVIF but has no HEVC decoder for iPhone HEIC.
        if (sniffed.format === 'heic') throw unsupportedMediaType(MEDIA_MSG.heicUnsupported);
        throw err;
      });
    return {
      files: [main, thumb],
      row: {
        kind: 'photo',
        storageKey: `photos/${userId}/${name}.webp`,
        thumbnailKey: `photos/${userId}/${name}-thumb.webp`,
        contentType: 'image/webp',
        ...cleaned,
      },
    };
  }

  if (truncated || size > VIDEO_BYTES_MAX) throw tooLarge(MEDIA_MSG.videoTooLarge);
  const ffmpeg = deps.ffmpegPath;
  if (!ffmpeg) throw unsupportedMediaType(MEDIA_MSG.videoUnavailable);
  const video = await deps.processing(() =>
    remuxWithoutMetadata(ffmpeg, original, sniffed.container, path.join(work, 'video'), deps.log),
  );
  return {
    files: [video.file],
    row: {
      kind: 'video',
      storageKey: `videos/${userId}/${name}.${video.ext}`,
      thumbnailKey: null,
      contentType: video.contentType,
      bytes: video.bytes,
    },
  };
}

/**
 * Receives one file into a private scratch directory, decides what it is from its bytes,
 * cleans it (photos re-encoded, videos remuxed, metadata gone either way), stores the result
 * under a generated name and records it as the member's unattached upload. The original never
 * reaches storage, and the scratch directory is removed whatever happens. A sender who hung up
 * before the end gets nothing stored.
 */
export async function storeUpload(
  deps: UploadDeps,
  userId: string,
  body: Readable & { truncated?: boolean },
  senderGone: () => boolean,
): Promise<TUploadedMedia> {
  const work = await mkdtemp(path.join(await deps.storage.scratchDir(), 'upload-'));
  try {
    const original = path.join(work, 'original');
    await receive(body, original);
    const cleaned = await cleanUpload(deps, userId, work, original, Boolean(body.truncated));
    if (senderGone()) throw unusable(MEDIA_MSG.interrupted, 'upload_interrupted');
    return await record(deps, userId, cleaned);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Files into storage, then the row, recounted under the member's profile lock so parallel
 * uploads cannot pass the waiting limit or the quota together. On any failure the stored
 * files are taken back out.
 */
async function record({ db, storage }: UploadDeps, userId: string, { files, row }: Cleaned) {
  const keys = row.thumbnailKey ? [row.storageKey, row.thumbnailKey] : [row.storageKey];
  try {
    const saved = await Promise.allSettled(keys.map((key, i) => storage.save(key, files[i]!)));
    const failed = saved.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;
    return await db.transaction(async (tx) => {
      await lockMember(tx, userId);
      await assertRoomFor(tx, userId, row.bytes);
      const [inserted] = await tx
        .insert(reviewMedia)
        .values({ ...row, userId })
        .returning();
      return toMediaDto(storage, inserted!);
    });
  } catch (err) {
    await storage.remove(keys);
    throw err;
  }
}
