import os from 'node:os';
import multipart from '@fastify/multipart';
import { and, eq, isNull } from 'drizzle-orm';
import { UPLOADS_IN_PROGRESS_MAX, VIDEO_BYTES_MAX } from '@shared/limits';
import { ZOk } from '@shared/schemas/common';
import { MEDIA_MSG, ZMediaIdParam, ZUploadedMedia } from '@shared/schemas/media';
import type { AppInstance } from '../../../app-types';
import { reviewMedia } from '../schema';
import { badRequest, conflict, notFound, tooMany } from '../../../lib/errors';
import { ffmpegRuns } from '../../../lib/ffmpeg';
import { createSemaphore } from '../../../lib/semaphore';
import { admitted } from '../../../plugins/guards';
import { storageKeysOf } from './dto';
import { admitUpload, storeUpload } from './upload';

export async function mediaRoutes(app: AppInstance) {
  // A browser's FormData may carry a few plain fields besides the file; they are ignored.
  await app.register(multipart, {
    limits: { fileSize: VIDEO_BYTES_MAX, files: 1, fields: 5, parts: 6, headerPairs: 100 },
  });

  let ffmpegPath = app.config.ffmpegPath;
  const processing = createSemaphore(Math.max(1, os.availableParallelism()));
  // Per process, so one member cannot fill this machine's scratch space at once.
  const inProgress = new Map<string, number>();

  const uploaderGuard = app.guards.verified({
    signIn: MEDIA_MSG.signIn,
    verify: MEDIA_MSG.verify,
  });

  /**
   * Who may call: signed-in users with a confirmed email (SPEC §6: uploading needs sign-in;
   * only they can submit the review the file is for). One file per request, multipart.
   */
  app.post(
    '/api/media',
    {
      preValidation: uploaderGuard,
      schema: {
        operationId: 'uploadMedia',
        summary: 'Upload a photo or a video for a review',
        tags: ['reviews'],
        errors: {
          400: 'No file was sent, it cannot be read, or the upload was cut short.',
          409: 'You hold too many uploads that no review uses yet.',
          413: 'The file is larger, or the photo has more pixels, than the site takes.',
          415: 'The file is not a photo or video the site takes.',
          429: 'Too many uploads at once or in the last hour; `Retry-After` says when to try again.',
        },
        consumes: ['multipart/form-data'],
        upload: {},
        response: { 201: ZUploadedMedia },
      },
    },
    async (req, reply) => {
      const viewer = admitted(req);
      if (!req.isMultipart()) throw badRequest(MEDIA_MSG.noFile);
      const running = inProgress.get(viewer.id) ?? 0;
      if (running >= UPLOADS_IN_PROGRESS_MAX) throw tooMany(MEDIA_MSG.tooManyUploads, 5);
      inProgress.set(viewer.id, running + 1);
      try {
        await admitUpload(app.db, viewer.id);
        // Over the size limit the stream is cut and marked truncated, answered with a 413.
        const part = await req.file({ throwFileSizeLimit: false }).catch(() => undefined);
        if (!part) throw badRequest(MEDIA_MSG.noFile);
        const media = await storeUpload(
          { db: app.db, storage: app.storage, ffmpegPath, processing, log: req.log },
          viewer.id,
          part.file,
          () => req.raw.socket?.destroyed === true,
        );
        return await reply.status(201).send(media);
      } finally {
        const left = (inProgress.get(viewer.id) ?? 1) - 1;
        if (left > 0) inProgress.set(viewer.id, left);
        else inProgress.delete(viewer.id);
      }
    },
  );

  /** Who may call: the uploader, for an upload no review holds yet (the form's remove button). */
  app.delete(
    '/api/media/:id',
    {
      preValidation: uploaderGuard,
      schema: {
        operationId: 'deleteMedia',
        summary: 'Delete an upload that no review uses',
        tags: ['reviews'],
        errors: { 404: 'You have no upload with this id.', 409: 'A review uses this upload.' },
        params: ZMediaIdParam,
        response: { 200: ZOk },
      },
    },
    async (req) => {
      const viewer = admitted(req);
      const [row] = await app.db
        .select({ reviewId: reviewMedia.reviewId })
        .from(reviewMedia)
        .where(and(eq(reviewMedia.id, req.params.id), eq(reviewMedia.userId, viewer.id)));
      if (!row) throw notFound(MEDIA_MSG.mediaNotFound);
      if (row.reviewId) throw conflict(MEDIA_MSG.mediaInUse);
      const dropped = await app.db
        .delete(reviewMedia)
        .where(and(eq(reviewMedia.id, req.params.id), isNull(reviewMedia.reviewId)))
        .returning({ storageKey: reviewMedia.storageKey, thumbnailKey: reviewMedia.thumbnailKey });
      await app.storage.remove(storageKeysOf(dropped));
      return { ok: true as const };
    },
  );

  app.addHook('onReady', async () => {
    // A wrong FFMPEG_PATH is said once at start, not discovered one refused video at a time.
    const problem = ffmpegPath ? await ffmpegRuns(ffmpegPath) : 'no ffmpeg found';
    if (problem) {
      app.log.warn({ ffmpeg: ffmpegPath, problem }, 'video uploads will be refused');
      ffmpegPath = null;
    }
  });
}
