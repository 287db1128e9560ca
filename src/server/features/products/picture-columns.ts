import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { StoredPicture } from '@shared/product-images';
import type { Db } from '../../db/types';
import { products } from './schema';

// A product's picture columns, read and written for features/pictures, which makes the copies.

/** A failed address is tried again after this long (it may have been fixed, or come back). */
const RETRY_AFTER = sql`interval '1 day'`;

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

/** The address a copy is made from and the copy there is; undefined for no such product. */
export async function pictureSourceOf(db: Db, productId: string) {
  const [row] = await db
    .select({
      imageUrl: products.imageUrl,
      picture: products.picture,
      pictureSource: products.pictureSource,
    })
    .from(products)
    .where(eq(products.id, productId));
  return row;
}

/** No address, or one of our own images: no copy is kept. */
export async function clearPicture(db: Db, productId: string) {
  await db
    .update(products)
    .set({ picture: null, pictureSource: null, pictureError: null })
    .where(eq(products.id, productId));
}

/** Only while image_url is still `source`: an edit meanwhile queued a fetch of its own. */
const stillSource = (productId: string, source: string) =>
  and(eq(products.id, productId), eq(products.imageUrl, source));

/** Why fetching `source` failed, kept for the admin. */
export async function recordPictureFailure(
  db: Db,
  productId: string,
  source: string,
  message: string,
) {
  await db
    .update(products)
    .set({ pictureError: message, pictureAttemptedAt: sql`now()` })
    .where(stillSource(productId, source));
}

/** The copy made from `source`; false when the product is gone or its address changed. */
export async function storePicture(
  db: Db,
  productId: string,
  source: string,
  picture: StoredPicture,
): Promise<boolean> {
  const [updated] = await db
    .update(products)
    .set({ picture, pictureSource: source, pictureError: null, pictureAttemptedAt: sql`now()` })
    .where(stillSource(productId, source))
    .returning({ id: products.id });
  return updated !== undefined;
}

/** The admin's view of a product's picture columns; undefined for no such product. */
export async function pictureColumnsOf(db: Db, productId: string) {
  const [row] = await db
    .select({
      imageUrl: products.imageUrl,
      source: products.pictureSource,
      hasCopy: sql<boolean>`${products.picture} is not null`,
      error: products.pictureError,
      attemptedAt: products.pictureAttemptedAt,
    })
    .from(products)
    .where(eq(products.id, productId));
  return row;
}

/** A product's name and last picture error, for the command line's report. */
export async function pictureErrorOf(db: Db, productId: string) {
  const [row] = await db
    .select({ name: products.name, error: products.pictureError })
    .from(products)
    .where(eq(products.id, productId));
  return row;
}
