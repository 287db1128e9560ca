import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/types';
import { durabilityFigures } from './estimate';
import { countOwners } from './owners';
import { productSurvival } from './schema';

/**
 * Recomputes the product's survival estimate from its owners' approved reports and keeps it
 * (none without owners); gives the share at 12 months for the product's own figures.
 * recomputeProductAggregates calls it, in the transaction of the change.
 */
export async function keepSurvivalEstimate(db: Executor, productId: string) {
  const { counts, modes } = await countOwners(db, productId);
  const { kept, survival12Months } = durabilityFigures(counts, modes);
  if (kept) {
    await db
      .insert(productSurvival)
      .values({ productId, ...kept })
      .onConflictDoUpdate({ target: productSurvival.productId, set: kept });
  } else {
    await db.delete(productSurvival).where(eq(productSurvival.productId, productId));
  }
  return survival12Months;
}
