import type { Tx } from '../../db/types';
import type { ClaimedRow } from './claimed-specs';
import { products } from './schema';

/** What an approved submission gives; its claimed specs and sized kind (issue 48) if any. */
export type NewProduct = Pick<
  typeof products.$inferInsert,
  'name' | 'description' | 'imageUrl' | 'amazonUrl' | 'asin' | 'category' | 'price'
> &
  Partial<ClaimedRow> & { sized?: string | null };

/** Adds a product to the catalogue in the caller's transaction (an approved submission). */
export async function addProduct(tx: Tx, product: NewProduct): Promise<string> {
  const [row] = await tx.insert(products).values(product).returning({ id: products.id });
  return row!.id;
}
