import { desc, max } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { utcDay } from '../../lib/sql-day';
import { products } from './schema';

/** Each category's latest change (updated_at: any visible change, not a view counted). */
export async function lastChangedByCategory(db: Db) {
  return db
    .select({ category: products.category, lastmod: utcDay(max(products.updatedAt)) })
    .from(products)
    .groupBy(products.category);
}

/** The first `limit` products by BRI, each with the day it last changed. */
export async function productsLastChanged(db: Db, limit: number) {
  return db
    .select({ id: products.id, lastmod: utcDay(products.updatedAt) })
    .from(products)
    .orderBy(desc(products.battleReadyIndex))
    .limit(limit);
}
