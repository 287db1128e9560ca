import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/types';
import { notFound } from '../../lib/errors';
import { products } from './schema';
import { PRODUCT_NOT_FOUND } from './service';

/** Throws Product Not Found (404) unless the product exists. */
export async function mustFindProduct(db: Executor, productId: string): Promise<void> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
}

/** The name of a product a row of the caller's refers to (its foreign key holds it there). */
export async function productNameOf(db: Executor, productId: string): Promise<string> {
  const [product] = await db
    .select({ name: products.name })
    .from(products)
    .where(eq(products.id, productId));
  return product!.name;
}

/** The products' names by id, for notices about rows of several. */
export async function productNamesOf(db: Executor, productIds: readonly string[]) {
  const rows = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.id, [...productIds]));
  return new Map(rows.map((p) => [p.id, p.name]));
}
