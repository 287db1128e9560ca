// Issue 48: a product's claimed specs as schema.org reads them. Claims only: members'
// measurements are opinions about the product, not facts its maker states.
import type { TProductSpec } from './schemas/specs';
import type { SpecKey } from './specs';

/** UN/CEFACT common codes of the base units (schema.org's unitCode). */
const UNIT_CODES: Record<SpecKey, string> = {
  weight: 'GRM',
  volume: 'LTR',
  length: 'CMT',
  width: 'CMT',
  height: 'CMT',
  battery: 'E09',
  waterResistance: 'MTR',
  runtime: 'HUR',
};

/**
 * `weight` as a QuantitativeValue in grams, and each other claimed field as a PropertyValue
 * under `additionalProperty`; nothing for a field the maker does not claim.
 */
export function claimedSpecsLd(specs: readonly TProductSpec[]): Record<string, unknown> {
  const claimed = specs.filter((s): s is TProductSpec & { claimed: number } => s.claimed !== null);
  const weight = claimed.find((s) => s.key === 'weight');
  const others = claimed.filter((s) => s.key !== 'weight');
  return {
    ...(weight
      ? { weight: { '@type': 'QuantitativeValue', value: weight.claimed, unitCode: 'GRM' } }
      : {}),
    ...(others.length > 0
      ? {
          additionalProperty: others.map((s) => ({
            '@type': 'PropertyValue',
            name: s.label,
            value: s.claimed,
            unitCode: UNIT_CODES[s.key],
            unitText: s.unit,
          })),
        }
      : {}),
  };
}
