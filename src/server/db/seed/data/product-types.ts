// Types of the demo catalogue. Every brand and product in it is invented.
// `quality` is the "true" quality that generated reviews scatter around; the
// Battle-Ready Index a product ends up with is roughly round(10 x mean(quality)).
import type { CategoryId } from '@shared/catalog';
import type { Scores } from '@shared/scoring';

export type SeedCategory = CategoryId;

/** The five metrics, as in shared/scoring. */
export type SeedQuality = Scores;

export interface SeedProduct {
  name: string;
  category: SeedCategory;
  price: number;
  description: string;
  asin: string;
  quality: SeedQuality;
  reviewCount: number;
}

/** Shorthand for a product's quality profile, in the order of the five metrics. */
export function q(
  durability: number,
  portability: number,
  costValue: number,
  civilianAdaptation: number,
  overallUtility: number,
): SeedQuality {
  return { durability, portability, costValue, civilianAdaptation, overallUtility };
}
