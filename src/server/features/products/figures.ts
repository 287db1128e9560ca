import { eq, inArray, type SQLWrapper } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/types';
import { products } from './schema';

/**
 * The figures reviews keep on a product (DESIGN §5): aggregates of its approved reviews, each a
 * value or a subquery correlated with catalogueColumns.id.
 */
export type ProductFigures = Pick<
  PgUpdateSetSource<typeof products>,
  | 'averageRating'
  | 'reviewCount'
  | 'verifiedReviewCount'
  | 'fieldTestedCount'
  | 'longestOwnedMonths'
  | 'survival12Months'
  | 'battleReadyIndex'
  | 'topBranch'
  | 'durability'
  | 'portability'
  | 'costValue'
  | 'civilianAdaptation'
  | 'overallUtility'
  | 'lastReviewedAt'
  | 'measuredSpecs'
  | 'fitCounts'
  | 'obtainedCounts'
  | 'withoutIncentives'
>;

/**
 * Sets the figures of one product, or of every product a query of ids returns, in one
 * statement: the caller's transaction keeps them in step with the reviews they count.
 */
export async function setProductFigures(
  db: Executor,
  which: string | SQLWrapper,
  figures: ProductFigures,
): Promise<void> {
  await db
    .update(products)
    .set(figures)
    .where(typeof which === 'string' ? eq(products.id, which) : inArray(products.id, which));
}
