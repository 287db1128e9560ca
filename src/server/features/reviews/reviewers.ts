import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/types';
import { reviews } from './schema';

/** The authors of the product's approved reviews (issue 49: those an alert on it must reach). */
export async function approvedReviewersOf(db: Executor, productId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: reviews.userId })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.status, 'approved')));
  return rows.map((r) => r.id);
}
