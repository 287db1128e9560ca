import { isSitePath } from '@shared/product-images';
import type { TPictureStatus } from '@shared/schemas/picture-status';
import type { Db } from '../../db/types';
import { pictureColumnsOf } from '../products';

/**
 * The admin's view of a product's picture; null for no such product. An error is the current
 * address's: an edit of the address clears the last one's (products/admin-service.ts).
 */
export async function pictureStatus(db: Db, productId: string): Promise<TPictureStatus | null> {
  const row = await pictureColumnsOf(db, productId);
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
