import { Readable } from 'node:stream';
import { z } from 'zod';
import { PICTURES_PATH } from '@shared/product-images';
import type { AppInstance } from '../../app-types';
import { notFound } from '../../lib/errors';
import { contentTypeOfKey } from '../../lib/storage/content-types';
import { STORAGE_KEY } from '../../lib/storage/media-storage';

const ZPictureParams = z.object({
  productId: z.uuid('Not found'),
  file: z.string().regex(/^[0-9a-f]{16}-\d{2,4}\.(webp|avif)$/, 'Not found'),
});

/** A year: a file's name changes with its pixels (its hash), so a copy never goes stale. */
const FOREVER = 'public, max-age=31536000, immutable';

/**
 * Who may call: anyone. Our copies of product pictures (issue 32), from whichever storage holds
 * them, named by their content so browsers and proxies keep them for a year.
 */
export async function pictureRoutes(app: AppInstance) {
  app.get(
    `${PICTURES_PATH}/:productId/:file`,
    { schema: { tags: ['products'], params: ZPictureParams, hide: true } },
    async (request, reply) => {
      const key = `pictures/${request.params.productId}/${request.params.file}`;
      if (!STORAGE_KEY.test(key)) throw notFound('Not found');
      const opened = await app.storage.open(key);
      if (opened.status !== 'found') throw notFound('Not found');
      const { file } = opened;
      reply
        .header('cache-control', FOREVER)
        .header('etag', file.etag)
        .header('content-type', contentTypeOfKey(key))
        .header('content-length', file.size);
      if (request.headers['if-none-match'] === file.etag || request.method === 'HEAD') {
        file.body.destroy();
        if (request.method === 'HEAD') return reply.send(Readable.from([]));
        return reply.code(304).send();
      }
      return reply.send(file.body);
    },
  );
}
