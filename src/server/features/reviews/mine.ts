import { desc, eq } from 'drizzle-orm';
import type { TMyReview } from '@shared/schemas/me';
import { reviews } from './schema';
import type { Db } from '../../db/types';
import type { MediaStorage } from '../../lib/storage/media-storage';
import { catalogueColumns, joinProduct } from '../products';
import { asReadBy, authorColumns, toReviewText, withAuthor } from './service';

/**
 * Every review the user wrote, whatever its status, with its product's name; newest first.
 * Whole reviews, so the profile can open the same edit form as the product page, with every
 * field report on them (issue 30).
 */
export async function listReviewsByAuthor(
  db: Db,
  storage: MediaStorage,
  userId: string,
): Promise<TMyReview[]> {
  const query = db
    .select({ review: reviews, productName: catalogueColumns.name, ...authorColumns })
    .from(reviews)
    .$dynamic();
  const rows = await withAuthor(query.innerJoin(...joinProduct(reviews.productId)))
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt));
  const items = rows.map((row) => ({
    ...toReviewText({ ...row, myVote: null }),
    productName: row.productName,
  }));
  // Their own reports, whatever their status: the author is the reader.
  return asReadBy(db, storage, items, userId);
}
