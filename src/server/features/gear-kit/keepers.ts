import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
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

/** The same members as a subquery of `user_id`s (issue 50: the owners a question asks). */
export const keeperIdsOf = (productId: string): SQL =>
  sql`select ${wishlists.userId} as user_id from ${wishlists} where ${wishlists.productId} = ${productId}`;

/** The products the member keeps, as a subquery of `product_id`s (issue 50: their digest). */
export const keptProductIdsOf = (userId: string): SQL =>
  sql`select ${wishlists.productId} from ${wishlists} where ${wishlists.userId} = ${userId}`;

/**
 * Whether the member in `userId` keeps the product in `productId` (issue 50: "Owns it"), as one
 * index probe per row: a scalar subquery with a limit, which the planner cannot turn into a hash
 * of every Gear Kit as it did an `exists` (the questions bench: each page read the whole table).
 */
export const keeps = (userId: AnyPgColumn | SQL, productId: AnyPgColumn | SQL): SQL =>
  sql`((select true from ${wishlists} where ${and(
    sql`${wishlists.userId} = ${userId}`,
    sql`${wishlists.productId} = ${productId}`,
  )} limit 1) is not null)`;
