import multipart from '@fastify/multipart';
import { and, eq, isNull } from 'drizzle-orm';
import { VIDEO_BYTES_MAX } from '@shared/limits';
import { ZOk } from '@shared/schemas/common';
import { MEDIA_MSG, ZMediaIdParam, ZUploadedMedia } from '@shared/schemas/media';
import type { AppInstance } from '../../../app-types';
import { reviewMedia } from '../../../db/schema';
import { AppError, badRequest, notFound } from '../../../lib/errors';
import { admitted } from '../../../plugins/guards';
import { storageKeysOf } from './dto';
import { sweepAbandonedMedia } from './sweep';
import { admitUpload, storeUpload } from './upload';

const SWEEP_EVERY_MS = 60 * 60 * 1000;

export async function mediaRoutes(app: AppInstance) {
  await app.register(multipart, {
    limits: { fileSize: VIDEO_BYTES_MAX, files: 1, fields: 0, parts: 1, headerPairs: 100 },
  });

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
        tags: ['reviews'],
        consumes: ['multipart/form-data'],
        response: { 201: ZUploadedMedia },
      },
    },
    async (req, reply) => {
      const viewer = admitted(req);
      if (!req.isMultipart()) throw badRequest(MEDIA_MSG.noFile);
      await admitUpload(app.db, viewer.id);
      // Over the size limit the stream is cut and marked truncated, answered with a 413 below.
      const part = await req.file({ throwFileSizeLimit: false }).catch(() => undefined);
      if (!part) throw badRequest(MEDIA_MSG.noFile);
      const media = await storeUpload(
        { db: app.db, storage: app.storage, ffmpegPath: app.config.ffmpegPath },
        viewer.id,
        part.file,
      );
      return reply.status(201).send(media);
    },
  );

  /** Who may call: the uploader, for an upload no review holds yet (the form's remove button). */
  app.delete(
    '/api/media/:id',
    {
      preValidation: uploaderGuard,
      schema: { tags: ['reviews'], params: ZMediaIdParam, response: { 200: ZOk } },
    },
    async (req) => {
      const viewer = admitted(req);
      const [row] = await app.db
        .select({ reviewId: reviewMedia.reviewId })
        .from(reviewMedia)
        .where(and(eq(reviewMedia.id, req.params.id), eq(reviewMedia.userId, viewer.id)));
      if (!row) throw notFound(MEDIA_MSG.mediaNotFound);
      if (row.reviewId) throw new AppError(409, 'conflict', MEDIA_MSG.mediaInUse);
      const dropped = await app.db
        .delete(reviewMedia)
        .where(and(eq(reviewMedia.id, req.params.id), isNull(reviewMedia.reviewId)))
        .returning({ storageKey: reviewMedia.storageKey, thumbnailKey: reviewMedia.thumbnailKey });
      await app.storage.remove(storageKeysOf(dropped));
      return { ok: true as const };
    },
  );

  // Abandoned uploads go within the hour after they expire; the timer never holds the process.
  const timer = setInterval(() => {
    sweepAbandonedMedia(app.db, app.storage).catch((err: unknown) =>
      app.log.error({ err }, 'sweeping abandoned media failed'),
    );
  }, SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
