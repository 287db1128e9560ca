import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { products } from './schema';

/**
 * What another feature may name of a product: its id, to correlate a subquery of its own rows
 * with the product being written, and its name, to select beside a row joined by withProduct.
 */
export const productColumns = { id: products.id, name: products.name };

/** Joins each row to the product `productId` names (a foreign key: every row has one). */
export const withProduct = <T extends PgSelect>(query: T, productId: AnyPgColumn) =>
  query.innerJoin(products, eq(products.id, productId));

/** The same join, for a statement written as SQL: `productId` is its column there. */
export const joinProductOn = (productId: SQL) =>
  sql`join ${products} on ${products.id} = ${productId}`;
