import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { products } from './schema';

/**
 * A member's export names the product of each review they voted on or flagged: `productName`
 * selects it from a query that `joinProduct` has joined to the product `productId` points at.
 */
export const productName = products.name;

export const joinProduct = <Q extends PgSelect>(query: Q, productId: AnyPgColumn) =>
  query.innerJoin(products, eq(products.id, productId));
