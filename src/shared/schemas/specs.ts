import { z } from 'zod';
import { SIZED_KIND_IDS, SPEC_FIELDS, SPEC_KEYS, specRangeMessage, type SpecKey } from '../specs';

/** One spec value in its base unit, within its field's plausible range. */
export function specValue(key: SpecKey) {
  const message = specRangeMessage(key);
  const { min, max } = SPEC_FIELDS[key];
  return z.number({ error: message }).min(min, message).max(max, message);
}

/**
 * A product's claimed specs on an admin's edit (issue 48): each field a value in base units,
 * or null to clear it; a field left out is left as it was.
 */
export const ZClaimedSpecs = z.object(
  Object.fromEntries(SPEC_KEYS.map((key) => [key, specValue(key).nullable().optional()])) as {
    [K in SpecKey]: z.ZodOptional<z.ZodNullable<ReturnType<typeof specValue>>>;
  },
);
export type TClaimedSpecs = z.infer<typeof ZClaimedSpecs>;

/**
 * Spec values as they are, in base units, each field present only when there is one: what a
 * submission offered, what an Amazon page said.
 */
export const ZSpecValues = z.object(
  Object.fromEntries(SPEC_KEYS.map((key) => [key, z.number().optional()])) as {
    [K in SpecKey]: z.ZodOptional<z.ZodNumber>;
  },
);
export type TSpecValues = z.infer<typeof ZSpecValues>;

export const ZSizedKind = z.enum(SIZED_KIND_IDS, 'Unknown kind of sized gear');

/** One spec of a product as its page lists it: the maker's figure and what owners measured. */
export const ZProductSpec = z.object({
  key: z.enum(SPEC_KEYS),
  label: z.string(),
  /** The base unit every value here is in. */
  unit: z.string(),
  claimed: z.number().nullable(),
  /** Members' measurements in approved reviews and reports: their median and how many. */
  measured: z.object({ median: z.number(), n: z.number() }).nullable(),
});
export type TProductSpec = z.infer<typeof ZProductSpec>;
