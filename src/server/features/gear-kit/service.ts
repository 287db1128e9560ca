import { desc, eq } from 'drizzle-orm';
import type { TGearKitItem } from '@shared/schemas/me';
import { products, wishlists } from '../../db/schema';
import type { Db } from '../../db/types';

/** The user's Gear Kit (SPEC: wishlists joined with their products), most recently saved first. */
export async function listGearKit(db: Db, userId: string): Promise<TGearKitItem[]> {
  const rows = await db
    .select({
      productId: products.id,
      name: products.name,
      imageUrl: products.imageUrl,
      price: products.price,
      addedAt: wishlists.createdAt,
    })
    .from(wishlists)
    .innerJoin(products, eq(products.id, wishlists.productId))
    .where(eq(wishlists.userId, userId))
    .orderBy(desc(wishlists.createdAt));
  return rows.map((r) => ({ ...r, addedAt: r.addedAt.toISOString() }));
}
