import { eq } from 'drizzle-orm';
import { reviews } from './schema';
import type { Tx } from '../../db/types';
import { notFound } from '../../lib/errors';

export const REVIEW_NOT_FOUND = 'Review not found';

/** The review, locked for the rest of the transaction, or a 404. */
export async function lockReview(tx: Tx, reviewId: string) {
  const [row] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for('update');
  if (!row) throw notFound(REVIEW_NOT_FOUND);
  return row;
}
