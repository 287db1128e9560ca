import { integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import type { TDurability } from '../../../../shared/schemas/durability';
import { productIdColumn } from '../../products/schema';

/** The estimate as kept: the answer of GET /api/products/:id/durability but its owners. */
export type StoredEstimate = Omit<TDurability, 'owners'>;

/**
 * Issue 47: how long a product lasts by its owners' field reports, one row per product with at
 * least one owner, kept by recomputeProductAggregates in the transaction that changes them. Its
 * own table, not a column of products: a view count rewrites the product's row, and the
 * estimate (2 KB at 10,000 owners) made each rewrite and its triggers dearer.
 */
export const productSurvival = pgTable('product_survival', {
  productId: productIdColumn().primaryKey(),
  /** Approved reviews with an approved field report (= products.field_tested_count). */
  owners: integer('owners').notNull(),
  estimate: jsonb('estimate').$type<StoredEstimate>().notNull(),
});
