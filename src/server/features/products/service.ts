import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { CATEGORIES, type ProductSort } from '@shared/catalog';
import { CATALOGUE_PAGE_SIZE, HOME_RECENTLY_REVIEWED, HOME_TOP_GEAR } from '@shared/limits';
import type { z } from 'zod';
import type { ZProductListQuery } from '@shared/schemas/products';
import { products, productViews } from '../../db/schema';
import type { Db } from '../../db/types';
import { notFound } from '../../lib/errors';
import { matchesAny } from '../../lib/sql-text';
import { toProductDto } from './dto';

type ListQuery = z.output<typeof ZProductListQuery>;

// Spelled out with NULLS LAST so each matches its index exactly; id keeps paging stable.
const ORDER_BY: Record<ProductSort, SQL[]> = {
  bri: [sql`${products.battleReadyIndex} desc nulls last`, sql`${products.id}`],
  rating: [sql`${products.averageRating} desc nulls last`, sql`${products.id}`],
  'price-low': [sql`${products.price}`, sql`${products.id}`],
  'price-high': [sql`${products.price} desc`, sql`${products.id} desc`],
};

export const PRODUCT_NOT_FOUND = 'Product Not Found';

export async function listProducts(db: Db, q: ListQuery) {
  const where = and(
    q.search ? matchesAny(q.search, [products.name, products.description]) : undefined,
    q.category ? eq(products.category, q.category) : undefined,
    q.minPrice !== undefined ? gte(products.price, q.minPrice) : undefined,
    q.maxPrice !== undefined ? lte(products.price, q.maxPrice) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(...ORDER_BY[q.sort])
      .limit(CATALOGUE_PAGE_SIZE)
      .offset((q.page - 1) * CATALOGUE_PAGE_SIZE),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .where(where),
  ]);
  return {
    items: rows.map(toProductDto),
    total: counted?.total ?? 0,
    page: q.page,
    pageSize: CATALOGUE_PAGE_SIZE,
  };
}

export async function getProduct(db: Db, id: string) {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  return toProductDto(row);
}

/** Names for the compare slots' type-ahead: a short list, never the whole catalogue. */
export async function lookupProducts(db: Db, search: string | undefined, ids: string[]) {
  const where = ids.length
    ? sql`${products.id} in ${ids}`
    : search
      ? matchesAny(search, [products.name])
      : undefined;
  return db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(where)
    .orderBy(...ORDER_BY.bri)
    .limit(20);
}

export async function productHighlights(db: Db) {
  const [top, recent] = await Promise.all([
    db
      .select()
      .from(products)
      .orderBy(...ORDER_BY.bri)
      .limit(HOME_TOP_GEAR),
    db
      .select()
      .from(products)
      .where(sql`${products.lastReviewedAt} is not null`)
      .orderBy(sql`${products.lastReviewedAt} desc nulls last`)
      .limit(HOME_RECENTLY_REVIEWED),
  ]);
  return { topGear: top.map(toProductDto), recentlyReviewed: recent.map(toProductDto) };
}

export async function categoryCounts(db: Db) {
  const rows = await db
    .select({ category: products.category, count: sql<number>`count(*)::int` })
    .from(products)
    .groupBy(products.category);
  const counts = new Map(rows.map((r) => [r.category, r.count]));
  return CATEGORIES.map((c) => ({ id: c.id, name: c.name, count: counts.get(c.id) ?? 0 }));
}

export async function recordProductView(db: Db, id: string) {
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(products)
      .set({ viewCount: sql`${products.viewCount} + 1` })
      .where(eq(products.id, id))
      .returning({ id: products.id });
    if (updated.length === 0) throw notFound(PRODUCT_NOT_FOUND);
    await tx.insert(productViews).values({ productId: id });
  });
}
