import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/types';
import { products } from './schema';

/** Catalogue products with any of these ASINs, by name (a submission's possible duplicates). */
export async function productsWithAsins(db: Executor, asins: string[]) {
  return db
    .select({ asin: products.asin, id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.asin, asins))
    .orderBy(products.name);
}
