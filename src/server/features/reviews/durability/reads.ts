import { eq } from 'drizzle-orm';
import type { TDurability } from '@shared/schemas/durability';
import type { Executor } from '../../../db/types';
import { notFound } from '../../../lib/errors';
import { catalogueColumns, PRODUCT_NOT_FOUND, selectProducts } from '../../products';
import { productSurvival } from './schema';

const NO_ESTIMATE = { failures: 0, curve: [], medianMonths: null, modes: [] };

/** The estimate kept for a product; a product no owner has reported on has an empty one. */
export async function productDurability(db: Executor, productId: string): Promise<TDurability> {
  const [row] = await selectProducts(db, {
    owners: productSurvival.owners,
    estimate: productSurvival.estimate,
  })
    .leftJoin(productSurvival, eq(productSurvival.productId, catalogueColumns.id))
    .where(eq(catalogueColumns.id, productId));
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  return { owners: row.owners ?? 0, ...(row.estimate ?? NO_ESTIMATE) };
}
