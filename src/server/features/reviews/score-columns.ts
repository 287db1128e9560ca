import type { MetricKey } from '@shared/scoring';

/**
 * The five scores' columns of a table that has them (reviews, review_reports), for a select:
 * the names are the same in both, and every read that shows or counts scores takes all five.
 */
export function scoreColumns<T extends Record<MetricKey, unknown>>(table: T): Pick<T, MetricKey> {
  return {
    durability: table.durability,
    portability: table.portability,
    costValue: table.costValue,
    civilianAdaptation: table.civilianAdaptation,
    overallUtility: table.overallUtility,
  };
}
