import type { AppInstance } from '../../app-types';
import { adminScope } from '../../plugins/admin-scope';
import { pictureAdminRoutes } from './admin-routes';
import type { PictureFetchOptions } from './fetch-picture';
import { makePicture } from './make-picture';
import { PICTURE_QUEUE } from './queue';
import { pictureRoutes } from './routes';

/**
 * Fetches a product's picture once, on the job queue, whenever its address is set or changed
 * (an approval, an admin's edit) or found without a copy (the retention run, `npm run
 * pictures`), serves the copies, and tells the admin what became of an address.
 */
export async function picturesFeature(app: AppInstance, opts: { fetch: PictureFetchOptions }) {
  app.jobs.define<{ productId: string }>({
    name: PICTURE_QUEUE,
    // A failure is kept for the admin and tried again by the next due run, a day later.
    retryLimit: 0,
    retryDelaySeconds: 60,
    expireSeconds: 120,
    // One job taken at a time: pictures decode one at a time anyway (renditions.ts), and a
    // second job taken with the first would wait its turn with its expiry running.
    batchSize: 1,
    handle: async ({ productId }) => {
      await makePicture({ db: app.db, storage: app.storage, fetch: opts.fetch }, productId);
    },
  });
  await app.register(pictureRoutes);
  await app.register(adminScope, { routes: pictureAdminRoutes });
}
