import type { Db, Executor } from '../../db/types';
import type { JobQueue } from '../../lib/jobs/job-queue';
import { duePictures } from '../products';

export const PICTURE_QUEUE = 'product-picture';

/** Queues the fetch of a product's picture in the caller's transaction (an edit, an approval). */
export async function queuePicture(jobs: JobQueue, db: Executor, productId: string) {
  await jobs.send(db, PICTURE_QUEUE, { productId });
}

/** The retention run's share: due pictures queued, `limit` at a time. */
export async function queueDuePictures(jobs: JobQueue, db: Db, limit: number) {
  const due = await duePictures(db, limit);
  if (due.length > 0)
    await jobs.sendMany(
      db,
      PICTURE_QUEUE,
      due.map((productId) => ({ productId })),
    );
  return due.length;
}
