import { count, desc } from 'drizzle-orm';
import { ALERTS_FEED_SIZE, ALERTS_PAGE_SIZE } from '@shared/alerts';
import type { TAlertListItem, TAlertPage } from '@shared/schemas/alerts';
import type { Db } from '../../db/types';
import { catalogueColumns, joinProduct } from '../products';
import { productAlerts } from './schema';
import { alertColumns, toAlertDto } from './summary';

/** Alerts on every product, newest first, each with its product and when it last changed. */
async function newestAlerts(db: Db, limit: number, offset: number) {
  const rows = await db
    .select({
      ...alertColumns,
      updatedAt: productAlerts.updatedAt,
      productId: catalogueColumns.id,
      productName: catalogueColumns.name,
    })
    .from(productAlerts)
    .innerJoin(...joinProduct(productAlerts.productId))
    .orderBy(desc(productAlerts.postedAt), desc(productAlerts.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ productId, productName, updatedAt, ...alert }) => ({
    item: { ...toAlertDto(alert), product: { id: productId, name: productName } },
    updatedAt,
  }));
}

/** The public `/alerts` page's list (issue 49): open and resolved, newest first, paged. */
export async function listAlerts(db: Db, page: number): Promise<TAlertPage> {
  const [rows, [total]] = await Promise.all([
    newestAlerts(db, ALERTS_PAGE_SIZE, (page - 1) * ALERTS_PAGE_SIZE),
    db.select({ n: count() }).from(productAlerts),
  ]);
  return {
    items: rows.map((r) => r.item),
    total: total?.n ?? 0,
    page,
    pageSize: ALERTS_PAGE_SIZE,
  };
}

export interface FeedEntry {
  item: TAlertListItem;
  updatedAt: Date;
}

/** The Atom feed's entries: the newest alerts. */
export const feedAlerts = (db: Db): Promise<FeedEntry[]> => newestAlerts(db, ALERTS_FEED_SIZE, 0);
