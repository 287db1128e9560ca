import { desc, eq } from 'drizzle-orm';
import type { TMyReview } from '@shared/schemas/me';
import { products, reviews } from '../../db/schema';
import type { Db } from '../../db/types';

/** Every review the user wrote, whatever its status, with its product's name; newest first. */
export async function listReviewsByAuthor(db: Db, userId: string): Promise<TMyReview[]> {
  const rows = await db
    .select({
      id: reviews.id,
      productId: reviews.productId,
      productName: products.name,
      status: reviews.status,
      title: reviews.title,
      rating: reviews.rating,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
