import { eq, sql } from 'drizzle-orm';
import { isSitePath } from '@shared/product-images';
import type { TPictureStatus } from '@shared/schemas/picture-status';
import { products } from '../products/schema';
import type { Db } from '../../db/types';

/**
 * The admin's view of a product's picture; null for no such product. An error is the current
 * address's: an edit of the address clears the last one's (products/admin-service.ts).
 */
export async function pictureStatus(db: Db, productId: string): Promise<TPictureStatus | null> {
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
  if (!row) return null;
  const attemptedAt = row.attemptedAt?.toISOString() ?? null;
  if (!row.imageUrl) return { state: 'none', error: null, attemptedAt: null };
  if (isSitePath(row.imageUrl)) return { state: 'site', error: null, attemptedAt: null };
  if (row.hasCopy && row.source === row.imageUrl) {
    return { state: 'copied', error: null, attemptedAt };
  }
  if (row.error) return { state: 'failed', error: row.error, attemptedAt };
  return { state: 'waiting', error: null, attemptedAt: null };
}
