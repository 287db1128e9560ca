import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { CATEGORIES, type ProductSort } from '@shared/catalog';
import {
  CATALOGUE_COUNT_CAP,
  CATALOGUE_PAGE_SIZE,
  HOME_RECENTLY_REVIEWED,
  HOME_TOP_GEAR,
} from '@shared/limits';
import type { z } from 'zod';
import type { ZProductListQuery } from '@shared/schemas/products';
import { productCategoryCounts, products, productViews } from '../../db/schema';
import type { Db } from '../../db/types';
import { notFound } from '../../lib/errors';
import { matchesAny } from '../../lib/sql-text';
import { toProductDto } from './dto';

type ListQuery = z.output<typeof ZProductListQuery>;

/** Each sort and the direction its index is read in: (key desc, id) or (price, id) backwards. */
const SORT_KEYS: Record<ProductSort, { column: AnyPgColumn; desc: boolean; idDesc: boolean }> = {
  bri: { column: products.battleReadyIndex, desc: true, idDesc: false },
  rating: { column: products.averageRating, desc: true, idDesc: false },
  'price-low': { column: products.price, desc: false, idDesc: false },
  'price-high': { column: products.price, desc: true, idDesc: true },
};

/**
 * ORDER BY for a sort, spelled out with NULLS LAST so it matches its index exactly; id keeps
 * paging stable. With a text search the key becomes an expression (`+ 0`) no index provides:
 * otherwise the planner walks the sort index running ILIKE on row after row to fill a page
 * (22 ms at 100k products) instead of taking the few matches from the trigram indexes and
 * sorting them.
 */
function orderBy(sort: ProductSort, searching: boolean): SQL[] {
  const { column, desc, idDesc } = SORT_KEYS[sort];
  const key = searching ? sql`(${column} + 0)` : sql`${column}`;
  return [
    desc ? sql`${key} desc nulls last` : sql`${key}`,
    idDesc ? sql`${products.id} desc` : sql`${products.id}`,
  ];
}

export const PRODUCT_NOT_FOUND = 'Product Not Found';

/**
 * The two statements behind a catalogue page: the page itself and its total. With no filter
 * or only a category, the total is read from the counts the trigger keeps; otherwise matches
 * are counted up to CATALOGUE_COUNT_CAP, so no request scans the whole table to number pages.
 * Exported so the benchmark can EXPLAIN exactly what the app sends.
 */
export function productListStatements(db: Db, q: ListQuery) {
  const where = and(
    q.search ? matchesAny(q.search, [products.name, products.description]) : undefined,
    q.category ? eq(products.category, q.category) : undefined,
    q.minPrice !== undefined ? gte(products.price, q.minPrice) : undefined,
    q.maxPrice !== undefined ? lte(products.price, q.maxPrice) : undefined,
  );
  const page = db
    .select()
    .from(products)
    .where(where)
    .orderBy(...orderBy(q.sort, Boolean(q.search)))
    .limit(CATALOGUE_PAGE_SIZE)
    .offset((q.page - 1) * CATALOGUE_PAGE_SIZE);
  const onlyCategory = !q.search && q.minPrice === undefined && q.maxPrice === undefined;
  if (onlyCategory) {
    const count = db
      .select({ n: sql<number>`coalesce(sum(${productCategoryCounts.productCount}), 0)::int` })
      .from(productCategoryCounts)
      .where(q.category ? eq(productCategoryCounts.category, q.category) : undefined);
    return { page, count, countCap: null };
  }
  const limited = db
    .select({ one: sql`1` })
    .from(products)
    .where(where)
    .limit(CATALOGUE_COUNT_CAP + 1)
    .as('limited');
  const count = db.select({ n: sql<number>`count(*)::int` }).from(limited);
  return { page, count, countCap: CATALOGUE_COUNT_CAP };
}

export async function listProducts(db: Db, q: ListQuery) {
  const { page, count, countCap } = productListStatements(db, q);
  const [rows, [counted]] = await Promise.all([page, count]);
  const n = counted?.n ?? 0;
  const capped = countCap !== null && n > countCap;
  return {
    items: rows.map(toProductDto),
    total: capped ? countCap : n,
    totalCapped: capped,
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
export async function lookupProducts(db: Db, search: string | undefined) {
  return db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(search ? matchesAny(search, [products.name]) : undefined)
    .orderBy(...orderBy('bri', Boolean(search)))
    .limit(20);
}

export async function productHighlights(db: Db) {
  const [top, recent] = await Promise.all([
    db
      .select()
      .from(products)
      .orderBy(...orderBy('bri', false))
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
  const rows = await db.select().from(productCategoryCounts);
  const counts = new Map(rows.map((r) => [r.category, r.productCount]));
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
