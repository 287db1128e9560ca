import { eq, inArray } from 'drizzle-orm';
import type { SizedKind } from '@shared/specs';
import type { Executor } from '../../db/types';
import { notFound } from '../../lib/errors';
import { products } from './schema';
import { PRODUCT_NOT_FOUND } from './service';

/** What a review may say of a product (issue 48): its category's spec fields, whether sized. */
export interface ProductShape {
  category: string;
  sized: SizedKind | null;
}

/** The product's shape; Product Not Found (404) unless it exists. */
export async function mustFindProduct(db: Executor, productId: string): Promise<ProductShape> {
  const [product] = await db
    .select({ category: products.category, sized: products.sized })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  return { category: product.category, sized: product.sized as SizedKind | null };
}

/**
 * Locks the product's row for the caller's transaction and gives its name; Product Not Found
 * (404) unless it exists. What others keep a summary of on the product (its alerts, issue 49)
 * is changed under this lock, so two changes at once cannot each write a summary missing the
 * other's.
 */
export async function lockProduct(db: Executor, productId: string): Promise<{ name: string }> {
  const [product] = await db
    .select({ name: products.name })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  return product;
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
