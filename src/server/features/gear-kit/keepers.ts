import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/types';
import { wishlists } from './schema';

/** The members whose Gear Kit holds the product (issue 49: those an alert on it must reach). */
export async function keepersOf(db: Executor, productId: string): Promise<string[]> {
  const rows = await db
    .select({ id: wishlists.userId })
    .from(wishlists)
    .where(eq(wishlists.productId, productId));
  return rows.map((r) => r.id);
}
