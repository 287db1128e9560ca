import { eq, getTableColumns, sql, type Column, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/types';
import { products } from './schema';

/**
 * The product columns other features select, filter and order by, and the join that brings
 * them into a query of their own rows: the table itself stays products'.
 */
export const catalogueColumns = getTableColumns(products);

/** `query.innerJoin(...joinProduct(row.productId))`: each row with its product. */
export const joinProduct = (productId: Column) => [products, eq(products.id, productId)] as const;

/** The same join, for a statement written as SQL: `productId` is its column there. */
export const joinProductOn = (productId: SQL) =>
  sql`join ${products} on ${products.id} = ${productId}`;

/**
 * `select columns from products`, for a feature above to filter, order and limit with
 * catalogueColumns and its own conditions (the Mission Matcher's candidates leave out the
 * member's Gear Kit).
 */
export const selectProducts = <T extends SelectedFields>(db: Executor, columns: T) =>
  db.select(columns).from(products);
