import { and, asc, isNull, lt, or, sql } from 'drizzle-orm';
import { products } from '../products/schema';
import type { Db, Executor } from '../../db/types';
import type { JobQueue } from '../../lib/jobs/job-queue';

export const PICTURE_QUEUE = 'product-picture';

/** A failed address is tried again after this long (it may have been fixed, or come back). */
const RETRY_AFTER = sql`interval '1 day'`;

/** Queues the fetch of a product's picture in the caller's transaction (an edit, an approval). */
export async function queuePicture(jobs: JobQueue, db: Executor, productId: string) {
  await jobs.send(db, PICTURE_QUEUE, { productId });
}

/**
 * Products whose image_url has no copy of ours yet (new, edited, or from before copies were
 * made), oldest attempt first; those tried within the day only when `retryFailed`.
 */
export async function duePictures(db: Db, limit: number, retryFailed = false) {
  const rows = await db
    .select({ productId: products.id })
    .from(products)
    .where(
      and(
        sql`${products.imageUrl} like 'http%'`,
        sql`${products.imageUrl} is distinct from ${products.pictureSource}`,
        retryFailed
          ? undefined
          : or(
              isNull(products.pictureAttemptedAt),
              lt(products.pictureAttemptedAt, sql`now() - ${RETRY_AFTER}`),
            ),
      ),
    )
    .orderBy(sql`${products.pictureAttemptedAt} asc nulls first`, asc(products.id))
    .limit(limit);
  return rows.map((r) => r.productId);
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
