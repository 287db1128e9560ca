import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/types';
import { products } from './schema';

/** Whether product `id` is in the catalogue, read in the caller's transaction. */
export async function productExists(db: Executor, id: string): Promise<boolean> {
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
  return product !== undefined;
}

/** Which of `ids` are in the catalogue, read in the caller's transaction. */
export async function existingProductIds(db: Executor, ids: string[]): Promise<{ id: string }[]> {
  return db.select({ id: products.id }).from(products).where(inArray(products.id, ids));
}
