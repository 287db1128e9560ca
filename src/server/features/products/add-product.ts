import type { Tx } from '../../db/types';
import { products } from './schema';

export type NewProduct = Pick<
  typeof products.$inferInsert,
  'name' | 'description' | 'imageUrl' | 'amazonUrl' | 'asin' | 'category' | 'price'
>;

/** Adds a product to the catalogue in the caller's transaction (an approved submission). */
export async function addProduct(tx: Tx, product: NewProduct): Promise<string> {
  const [row] = await tx.insert(products).values(product).returning({ id: products.id });
  return row!.id;
}
