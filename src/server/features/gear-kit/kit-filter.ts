import { and, eq, notExists, sql, type Column, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { wishlists } from './schema';

/** The condition that a product (by its id column) is not in the member's Gear Kit. */
export function notInKit(db: Db, memberId: string | null, productId: Column): SQL | undefined {
  if (!memberId) return undefined;
  return notExists(
    db
      .select({ one: sql`1` })
      .from(wishlists)
      .where(and(eq(wishlists.userId, memberId), eq(wishlists.productId, productId))),
  );
}
